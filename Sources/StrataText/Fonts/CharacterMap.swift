import StrataGeometry

/// A font's character-to-glyph map, read from `cmap` format 12 (full
/// Unicode) or format 4 (the Basic Multilingual Plane).
///
/// Lookups are O(1) for ASCII and O(log groups) otherwise.
struct CharacterMap: Sendable {
    /// A run of consecutive characters mapped to consecutive glyphs.
    struct Group: Sendable {
        var start: UInt32
        var end: UInt32
        /// The glyph of `start`.
        var glyph: UInt32
    }

    /// The glyphs of U+0000…U+007F.
    private(set) var ascii = [UInt16](repeating: 0, count: 128)
    /// The groups, sorted by `start`.
    private(set) var groups: [Group] = []

    /// The glyph for `scalar`, 0 (`.notdef`) when the font has none.
    @inline(__always)
    func glyph(for scalar: UInt32) -> UInt16 {
        if scalar < 128 { return ascii[Int(scalar)] }
        var lo = 0, hi = groups.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let g = groups[mid]
            if scalar < g.start { hi = mid } else if scalar > g.end { lo = mid + 1 } else {
                return UInt16(truncatingIfNeeded: g.glyph + (scalar - g.start))
            }
        }
        return 0
    }

    /// An empty map (every character is `.notdef`).
    init() {}

    /// Reads the best Unicode subtable of `cmap`: format 12 (platform 3
    /// encoding 10, or platform 0), else format 4 (platform 3 encoding 1,
    /// or platform 0). Glyph ids of `numGlyphs` or more map to 0.
    init(_ r: FontReader, numGlyphs: Int) throws(FontError) {
        let n = try r.int16(2)
        try r.checkArray(4, count: n, size: 8)
        var best: (rank: Int, offset: Int)?
        for i in 0..<n {
            let platform = try r.u16(4 + 8 * i), encoding = try r.u16(6 + 8 * i)
            let offset = try r.int32(8 + 8 * i)
            let format = try r.u16(offset)
            let rank: Int
            switch (format, platform, encoding) {
            case (12, 3, 10): rank = 0
            case (12, 0, _): rank = 1
            case (4, 3, 1): rank = 2
            case (4, 0, _): rank = 3
            default: continue
            }
            if best == nil || rank < best!.rank { best = (rank, offset) }
        }
        guard let best else { return }
        let sub = try r.sub(best.offset)
        var raw: [Group] = []
        if best.rank <= 1 { try Self.readFormat12(sub, into: &raw) } else { try Self.readFormat4(sub, into: &raw) }
        let limit = UInt32(numGlyphs)
        raw = raw.filter { $0.end >= $0.start && $0.glyph != 0 && $0.glyph < limit && $0.end - $0.start < limit - $0.glyph }
        raw.sort { $0.start < $1.start }
        for g in raw where g.start < 128 {
            for c in g.start...min(g.end, 127) { ascii[Int(c)] = UInt16(g.glyph + (c - g.start)) }
        }
        groups = raw
    }

    /// Format 12: sequential groups of 32-bit characters.
    static func readFormat12(_ r: FontReader, into groups: inout [Group]) throws(FontError) {
        let n = try r.int32(12)
        try r.checkArray(16, count: n, size: 12)
        groups.reserveCapacity(n)
        for i in 0..<n {
            let o = 16 + 12 * i
            let start = try r.u32(o), end = try r.u32(o + 4), glyph = try r.u32(o + 8)
            guard start <= end, end <= 0x10FFFF else { throw r.error(o, "bad group \(start)...\(end)") }
            groups.append(Group(start: start, end: end, glyph: glyph))
        }
    }

    /// Format 4: segments of 16-bit characters, mapped by a delta or
    /// through the glyph id array (expanded into runs here).
    static func readFormat4(_ r: FontReader, into groups: inout [Group]) throws(FontError) {
        let segX2 = try r.int16(6)
        guard segX2 % 2 == 0 else { throw r.error(6, "odd segCountX2 \(segX2)") }
        let seg = segX2 / 2
        let ends = 14, starts = 16 + segX2, deltas = 16 + 2 * segX2, ranges = 16 + 3 * segX2
        try r.checkArray(ends, count: seg * 4 + 1, size: 2)
        for i in 0..<seg {
            let end = UInt32(try r.u16(ends + 2 * i)), start = UInt32(try r.u16(starts + 2 * i))
            let delta = UInt32(try r.u16(deltas + 2 * i))
            let rangeOffset = try r.int16(ranges + 2 * i)
            guard start <= end else { continue }
            let last = min(end, 0xFFFE)
            guard start <= last else { continue }
            if rangeOffset == 0 {
                // glyph = (c + delta) mod 65536: split where it wraps.
                let first = (start + delta) & 0xFFFF
                let wrapAt = start + (0x10000 - first)   // the first character whose glyph wraps to 0
                if wrapAt > last {
                    groups.append(Group(start: start, end: last, glyph: first))
                } else {
                    if wrapAt > start { groups.append(Group(start: start, end: wrapAt - 1, glyph: first)) }
                    if wrapAt < last { groups.append(Group(start: wrapAt + 1, end: last, glyph: 1)) }
                }
            } else {
                var run: Group?
                for c in start...last {
                    let at = ranges + 2 * i + rangeOffset + 2 * Int(c - start)
                    var g = UInt32(try r.u16(at))
                    if g != 0 { g = (g + delta) & 0xFFFF }
                    if g == 0 {
                        if let run { groups.append(run) }
                        run = nil
                        continue
                    }
                    if var current = run, current.end + 1 == c, current.glyph + (c - current.start) == g {
                        current.end = c
                        run = current
                    } else {
                        if let run { groups.append(run) }
                        run = Group(start: c, end: c, glyph: g)
                    }
                }
                if let run { groups.append(run) }
            }
        }
    }
}
