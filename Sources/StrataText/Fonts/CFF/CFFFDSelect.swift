/// A CID-keyed font's `FDSelect`: which Font DICT each glyph uses.
///
/// Format 0 holds a byte per glyph; formats 3 (CFF) and 4 (CFF2) hold
/// ranges of glyphs, searched by bisection where they lie.
struct CFFFDSelect: Sendable {
    /// The table it lies in, and where.
    let table: FontReader
    let offset: Int
    /// 0, 3 or 4.
    let format: Int
    /// Format 3 and 4: the number of ranges.
    let ranges: Int

    /// Reads the header at `offset` and checks that the glyphs' entries
    /// (or ranges) fit in the table.
    init(_ r: FontReader, at offset: Int, numGlyphs: Int, fonts: Int) throws(FontError) {
        table = r
        self.offset = offset
        format = Int(try r.u8(offset))
        switch format {
        case 0:
            ranges = 0
            try r.checkArray(offset + 1, count: numGlyphs, size: 1)
        case 3:
            ranges = try r.int16(offset + 1)
            try r.checkArray(offset + 3, count: ranges, size: 3)
            try r.check(offset + 3 + 3 * ranges, 2)
        case 4:
            ranges = try r.int32(offset + 1)
            try r.checkArray(offset + 5, count: ranges, size: 6)
            try r.check(offset + 5 + 6 * ranges, 4)
        default:
            throw r.error(offset, "FDSelect format \(format) is not 0, 3 or 4")
        }
    }

    /// The Font DICT of `glyph`.
    ///
    /// - Complexity: O(1) for format 0, O(log ranges) otherwise.
    func font(of glyph: Int) throws(FontError) -> Int {
        if format == 0 { return Int(try table.u8(offset + 1 + glyph)) }
        let wide = format == 4
        let first = offset + (wide ? 5 : 3), size = wide ? 6 : 3
        func start(_ i: Int) throws(FontError) -> Int {
            wide ? try table.int32(first + size * i) : try table.int16(first + size * i)
        }
        // The last range whose first glyph is ≤ glyph.
        var lo = 0, hi = ranges
        while lo < hi {
            let mid = (lo + hi) / 2
            if try start(mid) <= glyph { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { throw table.error(first, "FDSelect has no range for glyph \(glyph)") }
        let at = first + size * (lo - 1) + (wide ? 4 : 2)
        return wide ? try table.int16(at) : Int(try table.u8(at))
    }
}
