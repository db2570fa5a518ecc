// A libFuzzer target: PNG files on arbitrary bytes — decode them as they
// are, then again with every chunk's CRC-32 made right (mutated bytes
// would almost never pass the CRC, so this second pass is what reaches
// the chunk rules, INFLATE, the filters and the pixel expansion). A
// decoded image must have 4 bytes a pixel. Built only by `Scripts/fuzz`
// (STRATA_FUZZ=1); see Docs/Reliability.md.
import Strata

@_cdecl("LLVMFuzzerTestOneInput")
public func pngFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    check(bytes)
    // Fix the CRCs of the chunks that fit in the input.
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        guard length <= bytes.count - offset - 12 else { break }
        let crc = CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)])
        let at = offset + 8 + length
        bytes[at] = UInt8(crc >> 24)
        bytes[at + 1] = UInt8(crc >> 16 & 0xFF)
        bytes[at + 2] = UInt8(crc >> 8 & 0xFF)
        bytes[at + 3] = UInt8(crc & 0xFF)
        offset = at + 4
    }
    check(bytes)
    return 0
}

func check(_ bytes: [UInt8]) {
    guard let image = try? Image(pngData: bytes) else { return }
    precondition(image.rgba.count == image.pixelWidth * image.pixelHeight * 4, "wrong pixel count")
    precondition(image.pixelWidth * image.pixelHeight <= Image.maximumPixelCount, "too many pixels")
    precondition(image.pixelWidth <= Image.maximumSideLength && image.pixelHeight <= Image.maximumSideLength,
                 "a side over Image.maximumSideLength")
}
