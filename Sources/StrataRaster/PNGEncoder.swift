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
    ///
    /// - Complexity: O(pixels × filters tried); four row buffers, no
    ///   per-row allocation.
    func filteredRows(_ canvas: Canvas, channels: Int) -> [UInt8] {
        let stride = canvas.width * channels
        var out = [UInt8](repeating: 0, count: (stride + 1) * canvas.height)
        var rows = [UInt8](repeating: 0, count: 4 * stride)   // previous, current, candidate, best
        let filters = filter.map { [$0] } ?? PNGFilter.allCases
        canvas.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                rows.withUnsafeMutableBufferPointer { buffers in
                    guard let base = buffers.baseAddress else { return }
                    var previous = base, current = base + stride
                    var candidate = base + 2 * stride, best = base + 3 * stride
                    for y in 0..<canvas.height {
                        var s = 4 * y * canvas.width
                        if channels == 4 {
                            for k in 0..<stride { current[k] = src[s + k] }
                        } else {
                            var k = 0
                            while k < stride {
                                current[k] = src[s]; current[k + 1] = src[s + 1]; current[k + 2] = src[s + 2]
                                k += 3
                                s += 4
                            }
                        }
                        var bestFilter = PNGFilter.none
                        var bestScore = Int.max
                        for f in filters {
                            let score = f.apply(current, previous, stride, channels, candidate)
                            if score < bestScore {
                                bestScore = score
                                bestFilter = f
                                swap(&best, &candidate)
                            }
                        }
                        let o = y * (stride + 1)
                        dst[o] = bestFilter.rawValue
                        for k in 0..<stride { dst[o + 1 + k] = best[k] }
                        swap(&previous, &current)
                    }
                }
            }
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

    /// Filters `count` bytes of `row` (with `previous` the unfiltered row
    /// above, zeros for the first row) into `out`; `bpp` is bytes per
    /// pixel. Returns the sum of |filtered byte| read as signed.
    func apply(_ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int,
               _ out: UnsafeMutablePointer<UInt8>) -> Int {
        var score = 0
        @inline(__always) func emit(_ i: Int, _ v: UInt8) {
            out[i] = v
            score += v < 128 ? Int(v) : 256 - Int(v)
        }
        let head = min(bpp, count)
        switch self {
        case .none:
            for i in 0..<count { emit(i, row[i]) }
        case .sub:
            for i in 0..<head { emit(i, row[i]) }
            for i in head..<count { emit(i, row[i] &- row[i - bpp]) }
        case .up:
            for i in 0..<count { emit(i, row[i] &- previous[i]) }
        case .average:
            for i in 0..<head { emit(i, row[i] &- previous[i] / 2) }
            for i in head..<count { emit(i, row[i] &- UInt8((Int(row[i - bpp]) + Int(previous[i])) / 2)) }
        case .paeth:
            for i in 0..<head { emit(i, row[i] &- previous[i]) }
            for i in head..<count { emit(i, row[i] &- paethPredictor(row[i - bpp], previous[i], previous[i - bpp])) }
        }
        return score
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
