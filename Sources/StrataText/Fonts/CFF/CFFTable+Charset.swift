extension CFFTable {
    /// The string ID (SID) of each code of Adobe's standard encoding, 0
    /// where it has none: codes 32–126 are SIDs 1–95; the rest, as ranges
    /// of consecutive codes and their first SID (CFF specification,
    /// Appendix B; the same table as fontTools' `StandardEncoding`).
    static let standardEncodingRanges: [(first: Int, last: Int, sid: Int)] = [
        (32, 126, 1), (161, 175, 96), (177, 180, 111), (182, 189, 115), (191, 191, 123), (193, 200, 124),
        (202, 203, 132), (205, 208, 134), (225, 225, 138), (227, 227, 139), (232, 235, 140), (241, 241, 144),
        (245, 245, 145), (248, 251, 146),
    ]

    /// The glyph of standard-encoding code `code` through the charset, or
    /// `nil` when the code or its name is not in the font.
    ///
    /// - Complexity: O(glyphs) at most (the charset is scanned).
    func glyph(standardCode code: Int) throws(FontError) -> Int? {
        guard let range = Self.standardEncodingRanges.first(where: { $0.first <= code && code <= $0.last }) else { return nil }
        let sid = range.sid + code - range.first
        if charset == 0 { return sid < numGlyphs ? sid : nil }   // ISOAdobe: glyph i is SID i
        guard charset > 2, !isCFF2 else { return nil }
        let r = table
        let format = try r.u8(charset)
        var glyph = 1, o = charset + 1
        while glyph < numGlyphs {
            switch format {
            case 0:
                if try r.int16(o) == sid { return glyph }
                glyph += 1
                o += 2
            case 1, 2:
                let first = try r.int16(o)
                let left = format == 1 ? Int(try r.u8(o + 2)) : try r.int16(o + 2)
                if sid >= first, sid <= first + left { return glyph + sid - first }
                glyph += left + 1
                o += format == 1 ? 3 : 4
            default:
                throw r.error(charset, "charset format \(format) is not 0, 1 or 2")
            }
        }
        return nil
    }
}
