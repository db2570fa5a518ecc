/// Filling the fully covered run of a row (a rect's interior span).
///
/// An opaque colour is stored as one 32-bit word a pixel (`update(repeating:)`,
/// which the compiler turns into vector stores). A translucent colour over
/// opaque pixels goes through a `SpanTable`: for each destination byte `d`
/// the table holds `roundByte(s·sa + d·(1 − sa))`, the very expression
/// `blendPixel` evaluates, so the bytes are the same as blending pixel by
/// pixel in `Double`, for three loads a pixel. Pixels that are not opaque
/// take `blendPixel`.
struct SpanTable {
    /// The colour the table is for (bit patterns of `r, g, b, a`).
    let key: (UInt64, UInt64, UInt64, UInt64)
    /// 768 bytes: red's results, then green's, then blue's.
    let values: [UInt8]

    init(_ paint: PaintColor) {
        key = (paint.r.bitPattern, paint.g.bitPattern, paint.b.bitPattern, paint.a.bitPattern)
        let sa = paint.a, keep = 1 - sa
        var values = [UInt8](repeating: 0, count: 768)
        for d in 0..<256 {
            let dd = Double(d)
            values[d] = roundByte((paint.r * sa + dd * keep))
            values[256 + d] = roundByte((paint.g * sa + dd * keep))
            values[512 + d] = roundByte((paint.b * sa + dd * keep))
        }
        self.values = values
    }

    @inline(__always)
    func matches(_ paint: PaintColor) -> Bool {
        key == (paint.r.bitPattern, paint.g.bitPattern, paint.b.bitPattern, paint.a.bitPattern)
    }
}

extension RasterContext {
    /// The most span tables a context keeps (a frame's translucent
    /// colours are few; the oldest is replaced).
    static let spanTableLimit = 16

    /// Fills `count` pixels from byte `i` with `paint` at full coverage.
    mutating func fillSpan(_ pixels: UnsafeMutableBufferPointer<UInt8>, _ i: Int, count: Int, _ paint: PaintColor) {
        guard count > 0, paint.a > 0, let base = pixels.baseAddress else { return }
        if paint.a >= 1 {
            let word = UInt32(paint.r.rounded()) | UInt32(paint.g.rounded()) << 8 | UInt32(paint.b.rounded()) << 16
                | 0xFF00_0000
            UnsafeMutableRawPointer(base + i).withMemoryRebound(to: UInt32.self, capacity: count) {
                $0.update(repeating: UInt32(littleEndian: word), count: count)
            }
            return
        }
        if count < 8 {
            // Too short to pay for a table.
            for k in 0..<count { blendPixel(pixels, i + 4 * k, paint.r, paint.g, paint.b, paint.a) }
            return
        }
        let slot = spanTable(for: paint)
        spanTables[slot].values.withUnsafeBufferPointer { table in
            let t = table.baseAddress!
            var p = base + i
            for k in 0..<count {
                if p[3] == 255 {
                    p[0] = t[Int(p[0])]
                    p[1] = t[256 + Int(p[1])]
                    p[2] = t[512 + Int(p[2])]
                } else {
                    blendPixel(pixels, i + 4 * k, paint.r, paint.g, paint.b, paint.a)
                }
                p += 4
            }
        }
    }

    /// The index in `spanTables` of the table for `paint`, made if needed.
    mutating func spanTable(for paint: PaintColor) -> Int {
        for (n, table) in spanTables.enumerated() where table.matches(paint) { return n }
        let table = SpanTable(paint)
        if spanTables.count < Self.spanTableLimit {
            spanTables.append(table)
            return spanTables.count - 1
        }
        let slot = nextSpanTable
        spanTables[slot] = table
        nextSpanTable = (slot + 1) % Self.spanTableLimit
        return slot
    }
}
