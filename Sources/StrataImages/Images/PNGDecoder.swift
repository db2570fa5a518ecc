import StrataGeometry

/// Decodes a PNG file into 8-bit RGBA with straight alpha.
///
/// Reads the chunks in order, checking each one's CRC-32: `IHDR` first,
/// `PLTE`, `tRNS`, the `IDAT` run, `IEND`. The `IDAT` data is inflated (see
/// `Inflater`) into one buffer of exactly the size the header calls for,
/// then unfiltered and expanded row by row (see `PNGDecoder+Rows`).
/// Ancillary chunks other than `tRNS` (`gAMA`, `iCCP`, `sRGB`, `cHRM`,
/// text, times…) are skipped after their CRC is checked: colours are taken
/// as they are stored, without gamma or colour-profile correction.
struct PNGDecoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header.
    var header: PNGHeader
    /// The palette as RGBA (alpha from `tRNS`, else 255).
    var palette: [UInt8] = []
    /// How many entries the palette has (0 when there is no `PLTE`).
    var paletteCount = 0
    /// The transparent colour of grey or RGB images, as 16-bit samples
    /// (`tRNS`), or `nil`.
    var transparentKey: [UInt16]?
    /// Where the first `IDAT` chunk's data starts in the file.
    var dataOffset = 0

    /// The pixels of the PNG file `bytes`.
    ///
    /// - Complexity: O(file size + pixels); one buffer of the filtered
    ///   size and the RGBA result are allocated.
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let result = bytes.withUnsafeBufferPointer { (data) -> Result<(Int, Int, [UInt8]), ImageError> in
            do throws(ImageError) {
                return .success(try decode(data))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// `decode(_:)` on the file's bytes in memory.
    static func decode(_ data: UnsafeBufferPointer<UInt8>) throws(ImageError) -> (Int, Int, [UInt8]) {
        guard data.count >= 8, Array(data[0..<8]) == signature else {
            throw ImageError(chunk: nil, offset: 0, message: "not a PNG file (the signature is wrong)")
        }
        var decoder: PNGDecoder?
        var segments: [(file: Int, count: Int)] = []   // the IDAT chunks' data
        var previous = ""
        var offset = 8
        while true {
            guard offset + 8 <= data.count else {
                throw ImageError(chunk: nil, offset: offset, message: "the file ends before the IEND chunk (truncated file)")
            }
            let length = bigEndian32(data, offset)
            let typeBytes = Array(data[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw ImageError(chunk: nil, offset: offset + 4, message: "a chunk type must be four ASCII letters, "
                                    + "not \(typeBytes.map { "0x" + hex(Int($0), 2) }.joined(separator: " "))")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw ImageError(chunk: type, offset: offset, message: "the chunk length \(length) is more than 2^31 - 1")
            }
            let start = offset + 8
            guard length + 4 <= data.count - start else {
                throw ImageError(chunk: type, offset: offset, message: "the chunk's \(length) bytes and CRC run past "
                                    + "the end of the file (truncated file)")
            }
            var crc = CRC32()
            crc.update(buffer: UnsafeBufferPointer(rebasing: data[(offset + 4)..<(start + length)]))
            let stored = UInt32(bigEndian32(data, start + length))
            guard crc.value == stored else {
                throw ImageError(chunk: type, offset: start + length, message: "CRC mismatch: the file says "
                                    + "0x\(hex(Int(stored), 8)), the chunk has 0x\(hex(Int(crc.value), 8))")
            }
            func fail(_ message: String) -> ImageError { ImageError(chunk: type, offset: offset, message: message) }
            if type == "IHDR" {
                guard decoder == nil else { throw fail("a second IHDR chunk") }
                decoder = PNGDecoder(header: try PNGHeader(data, at: start, length: length))
            } else if decoder == nil {
                throw fail("the first chunk is \(type), not IHDR")
            }
            switch type {
            case "IHDR": break
            case "PLTE": try decoder!.readPalette(data, at: start, length: length, seenData: !segments.isEmpty)
            case "tRNS": try decoder!.readTransparency(data, at: start, length: length, seenData: !segments.isEmpty)
            case "IDAT":
                guard segments.isEmpty || previous == "IDAT" else { throw fail("IDAT chunks must follow each other") }
                guard decoder!.header.colorType != .palette || decoder!.paletteCount > 0 else {
                    throw fail("a palette image (colour type 3) needs a PLTE chunk before its image data")
                }
                if segments.isEmpty { decoder!.dataOffset = start }
                segments.append((start, length))
            case "IEND":
                guard !segments.isEmpty else { throw fail("the file has no IDAT chunk") }
                return try decoder!.decodeImage(data, segments)
            default:
                guard typeBytes[0] & 0x20 != 0 else { throw fail("\(type) is a critical chunk this decoder does not know") }
            }
            previous = type
            offset = start + length + 4
        }
    }

    /// Reads `PLTE`: 1 to 256 RGB entries, before any image data, only for
    /// colour images.
    mutating func readPalette(_ data: UnsafeBufferPointer<UInt8>, at start: Int, length: Int,
                              seenData: Bool) throws(ImageError) {
        func fail(_ message: String) -> ImageError { ImageError(chunk: "PLTE", offset: start - 8, message: message) }
        guard paletteCount == 0 else { throw fail("a second PLTE chunk") }
        guard !seenData else { throw fail("PLTE comes after the image data") }
        guard header.colorType != .grey && header.colorType != .greyAlpha else {
            throw fail("a grey image (colour type \(header.colorType.rawValue)) cannot have a palette")
        }
        guard length > 0, length % 3 == 0, length <= 768 else {
            throw fail("PLTE has \(length) bytes; it must hold 1 to 256 entries of 3 bytes")
        }
        paletteCount = length / 3
        palette = [UInt8](repeating: 255, count: 256 * 4)
        for k in 0..<paletteCount {
            palette[4 * k] = data[start + 3 * k]
            palette[4 * k + 1] = data[start + 3 * k + 1]
            palette[4 * k + 2] = data[start + 3 * k + 2]
        }
    }

    /// Reads `tRNS`: alpha for the first palette entries, or the one grey
    /// or RGB colour that is transparent.
    mutating func readTransparency(_ data: UnsafeBufferPointer<UInt8>, at start: Int, length: Int,
                                   seenData: Bool) throws(ImageError) {
        func fail(_ message: String) -> ImageError { ImageError(chunk: "tRNS", offset: start - 8, message: message) }
        guard !seenData else { throw fail("tRNS comes after the image data") }
        guard transparentKey == nil else { throw fail("a second tRNS chunk") }
        switch header.colorType {
        case .palette:
            guard paletteCount > 0 else { throw fail("tRNS comes before PLTE") }
            guard length <= paletteCount else {
                throw fail("tRNS has \(length) alpha values for a palette of \(paletteCount) entries")
            }
            for k in 0..<length { palette[4 * k + 3] = data[start + k] }
            transparentKey = []
        case .grey, .rgb:
            let samples = header.colorType.channels
            guard length == 2 * samples else {
                throw fail("tRNS has \(length) bytes; colour type \(header.colorType.rawValue) needs \(2 * samples)")
            }
            transparentKey = (0..<samples).map { UInt16(data[start + 2 * $0]) << 8 | UInt16(data[start + 2 * $0 + 1]) }
        case .greyAlpha, .rgba:
            throw fail("an image with an alpha channel (colour type \(header.colorType.rawValue)) cannot have tRNS")
        }
    }
}
