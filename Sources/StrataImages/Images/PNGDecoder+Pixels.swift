import StrataGeometry

extension PNGDecoder {
    /// Expands `count` pixels of an unfiltered `row` into RGBA at `out`,
    /// `step` bytes apart (4 for a whole row, more for an Adam7 pass).
    /// Samples of 16 bits round to 8 (`v × 255 / 65535`); samples of 1, 2
    /// or 4 bits scale up (`v × 255 / (2^depth − 1)`); `tRNS` makes its
    /// colour transparent. Returns the first palette index that is out of
    /// range, with its column, or `nil`.
    ///
    /// - Complexity: O(count).
    @inline(__always)
    func expand(_ row: UnsafeMutablePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>,
                step: Int) -> (index: Int, column: Int)? {
        let depth = header.bitDepth
        switch (header.colorType, depth) {
        case (.rgba, 8):
            if step == 4 {
                out.update(from: row, count: count * 4)
            } else {
                for i in 0..<count { (out + i * step).update(from: row + 4 * i, count: 4) }
            }
        case (.rgb, 8):
            let key = transparentKey.map { (UInt8(truncatingIfNeeded: $0[0]), UInt8(truncatingIfNeeded: $0[1]),
                                            UInt8(truncatingIfNeeded: $0[2]), $0.allSatisfy { $0 < 256 }) }
            for i in 0..<count {
                let r = row[3 * i], g = row[3 * i + 1], b = row[3 * i + 2]
                let o = out + i * step
                o[0] = r; o[1] = g; o[2] = b
                o[3] = key.map { $0.3 && $0.0 == r && $0.1 == g && $0.2 == b ? 0 : 255 } ?? 255
            }
        case (.greyAlpha, 8):
            for i in 0..<count {
                let o = out + i * step, v = row[2 * i]
                o[0] = v; o[1] = v; o[2] = v; o[3] = row[2 * i + 1]
            }
        case (.palette, _):
            let palette = self.palette, limit = paletteCount
            return palette.withUnsafeBufferPointer { entries -> (index: Int, column: Int)? in
                for i in 0..<count {
                    let index = sample(row, i, depth)
                    guard index < limit else { return (index, i) }
                    (out + i * step).update(from: entries.baseAddress! + 4 * index, count: 4)
                }
                return nil
            }
        case (.grey, _):
            let key = transparentKey.map { Int($0[0]) } ?? -1
            let scale = depth == 16 ? 0 : 255 / ((1 << depth) - 1)
            for i in 0..<count {
                let raw = depth == 16 ? Int(row[2 * i]) << 8 | Int(row[2 * i + 1]) : sample(row, i, depth)
                let v = depth == 16 ? narrow(raw) : UInt8(truncatingIfNeeded: raw * scale)
                let o = out + i * step
                o[0] = v; o[1] = v; o[2] = v; o[3] = raw == key ? 0 : 255
            }
        default:
            expandSixteen(row, count: count, into: out, step: step)
        }
        return nil
    }

    /// `expand` for 16-bit RGB, grey with alpha, and RGBA.
    func expandSixteen(_ row: UnsafeMutablePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>, step: Int) {
        let channels = header.colorType.channels
        let key = transparentKey.map { $0.map(Int.init) }
        for i in 0..<count {
            let p = row + 2 * channels * i, o = out + i * step
            @inline(__always) func at(_ k: Int) -> Int { Int(p[2 * k]) << 8 | Int(p[2 * k + 1]) }
            switch header.colorType {
            case .rgb:
                let r = at(0), g = at(1), b = at(2)
                o[0] = narrow(r); o[1] = narrow(g); o[2] = narrow(b)
                o[3] = key.map { $0[0] == r && $0[1] == g && $0[2] == b ? 0 : 255 } ?? 255
            case .greyAlpha:
                let v = narrow(at(0))
                o[0] = v; o[1] = v; o[2] = v; o[3] = narrow(at(1))
            default:
                o[0] = narrow(at(0)); o[1] = narrow(at(1)); o[2] = narrow(at(2)); o[3] = narrow(at(3))
            }
        }
    }
}

/// The `depth`-bit sample `i` of `row` (depth 1, 2, 4 or 8), most
/// significant bits first.
@inline(__always)
func sample(_ row: UnsafeMutablePointer<UInt8>, _ i: Int, _ depth: Int) -> Int {
    if depth == 8 { return Int(row[i]) }
    let bit = i * depth
    return Int(row[bit >> 3]) >> (8 - depth - (bit & 7)) & ((1 << depth) - 1)
}

/// A 16-bit sample rounded to 8 bits: `round(v × 255 / 65535)`.
@inline(__always)
func narrow(_ v: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: (v * 255 + 32767) / 65535)
}
