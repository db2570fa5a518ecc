/// The chunk structure of a PNG file, read just far enough to check it.
struct PNGFile {
    /// One chunk: its type and data.
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks, in order.
    var chunks: [Chunk] = []

    /// What is wrong with the file, when it is not a well-formed PNG.
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `bytes`, checking the signature, every chunk's length and CRC,
    /// and that the file is `IHDR`, …, `IEND` with nothing after.
    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw Malformed(description: "bad signature")
        }
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Malformed(description: "truncated chunk at \(offset)") }
            let length = Int(Self.uint32(bytes, at: offset))
            guard offset + 12 + length <= bytes.count else { throw Malformed(description: "chunk past the end at \(offset)") }
            let typeAndData = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
            guard Self.uint32(bytes, at: offset + 8 + length) == Self.crc32(typeAndData) else {
                throw Malformed(description: "bad CRC in chunk \(type)")
            }
            chunks.append(Chunk(type: type, data: Array(typeAndData[4...])))
            offset += 12 + length
        }
        guard chunks.first?.type == "IHDR", chunks.first?.data.count == 13 else { throw Malformed(description: "IHDR is not first") }
        guard chunks.last?.type == "IEND", chunks.contains(where: { $0.type == "IDAT" }) else {
            throw Malformed(description: "no IDAT or IEND last")
        }
    }

    /// The image width from `IHDR`.
    var width: Int { Int(Self.uint32(chunks[0].data, at: 0)) }
    /// The image height from `IHDR`.
    var height: Int { Int(Self.uint32(chunks[0].data, at: 4)) }
    /// The bit depth from `IHDR`.
    var bitDepth: UInt8 { chunks[0].data[8] }
    /// The colour type from `IHDR` (2: RGB, 6: RGBA).
    var colourType: UInt8 { chunks[0].data[9] }

    /// The big-endian 32-bit number at `offset`.
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The CRC-32 of PNG chunks (ISO 3309, reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
