/// Writes a `Canvas` as a PNG file, from scratch: signature, `IHDR`, one
/// `IDAT` holding a zlib stream (see `Deflate`), `IEND`.
///
/// Opaque canvases are written as 8-bit RGB (colour type 2), others as
/// 8-bit RGBA (colour type 6, straight alpha, as the canvas stores it).
/// Each row gets the filter (None, Sub, Up, Average or Paeth) with the
/// smallest sum of absolute filtered bytes (read as signed), the heuristic
/// the PNG specification recommends.
///
/// ```swift
/// let png: [UInt8] = PNGEncoder().encode(canvas)
/// ```
public struct PNGEncoder: Sendable {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A fixed filter for every row, or `nil` (the default) to choose per row.
    public var filter: PNGFilter?

    /// Creates an encoder.
    public init(filter: PNGFilter? = nil) {
        self.filter = filter
    }

    /// The PNG file of `canvas`.
    ///
    /// - Complexity: O(pixels).
    public func encode(_ canvas: Canvas) -> [UInt8] {
        let opaque = stride(from: 3, to: canvas.bytes.count, by: 4).allSatisfy { canvas.bytes[$0] == 255 }
        let channels = opaque ? 3 : 4
        var out = PNGEncoder.signature
        var ihdr: [UInt8] = []
        appendBigEndian(UInt32(canvas.width), to: &ihdr)
        appendBigEndian(UInt32(canvas.height), to: &ihdr)
        ihdr += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", ihdr, to: &out)
        let raw = filteredRows(canvas, channels: channels)
        appendChunk("IDAT", Deflate.zlibCompress(raw), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// The scanlines, each preceded by its filter type byte.
    func filteredRows(_ canvas: Canvas, channels: Int) -> [UInt8] {
        let stride = canvas.width * channels
        var previous = [UInt8](repeating: 0, count: stride)
        var current = [UInt8](repeating: 0, count: stride)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * canvas.height)
        for y in 0..<canvas.height {
            let base = 4 * y * canvas.width
            for x in 0..<canvas.width {
                for c in 0..<channels { current[x * channels + c] = canvas.bytes[base + 4 * x + c] }
            }
            var bestFilter = PNGFilter.none
            var bestScore = Int.max
            for f in filter.map({ [$0] }) ?? PNGFilter.allCases {
                f.apply(current, previous, bpp: channels, into: &candidate)
                var score = 0
                for b in candidate { score += b < 128 ? Int(b) : 256 - Int(b) }
                if score < bestScore {
                    bestScore = score
                    bestFilter = f
                    swap(&best, &candidate)
                }
            }
            out.append(bestFilter.rawValue)
            out.append(contentsOf: best)
            swap(&previous, &current)
        }
        return out
    }
}

/// A PNG row filter (filter method 0).
public enum PNGFilter: UInt8, Sendable, CaseIterable {
    /// The bytes as they are.
    case none = 0
    /// Minus the byte one pixel to the left.
    case sub = 1
    /// Minus the byte above.
    case up = 2
    /// Minus the floor of the mean of left and above.
    case average = 3
    /// Minus the Paeth predictor of left, above and upper-left.
    case paeth = 4

    /// Filters `row` (with `previous` the unfiltered row above, zeros for
    /// the first row) into `out`; `bpp` is bytes per pixel.
    func apply(_ row: [UInt8], _ previous: [UInt8], bpp: Int, into out: inout [UInt8]) {
        for i in 0..<row.count {
            let a = i >= bpp ? row[i - bpp] : 0
            let b = previous[i]
            let c = i >= bpp ? previous[i - bpp] : 0
            let predictor: UInt8
            switch self {
            case .none: predictor = 0
            case .sub: predictor = a
            case .up: predictor = b
            case .average: predictor = UInt8((Int(a) + Int(b)) / 2)
            case .paeth: predictor = paethPredictor(a, b, c)
            }
            out[i] = row[i] &- predictor
        }
    }
}

/// The Paeth predictor of PNG: whichever of `a` (left), `b` (above), `c`
/// (upper left) is closest to `a + b − c`, ties in that order.
@inline(__always)
func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
}

/// Appends `value` as four bytes, most significant first.
func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// Appends a chunk: length, type, data, CRC-32 of type and data.
func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    appendBigEndian(UInt32(data.count), to: &out)
    let typeBytes = Array(type.utf8)
    var crc = CRC32()
    crc.update(typeBytes)
    crc.update(data)
    out += typeBytes
    out += data
    appendBigEndian(crc.value, to: &out)
}
