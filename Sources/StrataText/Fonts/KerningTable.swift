import StrataGeometry

/// Pair kerning, from `GPOS` (pair adjustment, lookup type 2, formats 1 and
/// 2, reached through the `kern` feature of the default language of the
/// `DFLT` and `latn` scripts) or, for fonts without it, from `kern` (format 0 subtables).
///
/// Only the first glyph's x advance is adjusted; placements, the second
/// glyph's value and device tables are ignored (see `Docs/Text.md`).
struct KerningTable: Sendable {
    /// A class-based pair subtable (GPOS format 2).
    struct ClassPairs: Sendable {
        /// The first glyph's class, `UInt16.max` when not covered.
        var class1: [UInt16]
        /// The second glyph's class (0 for glyphs in no class).
        var class2: [UInt16]
        var class2Count: Int
        /// The x-advance adjustments, `class1 × class2Count + class2`.
        var values: [Int16]
    }

    /// One subtable of a lookup: glyph pairs (format 1) or class pairs
    /// (format 2).
    ///
    /// A struct rather than an enum with two payloads: such an enum keeps
    /// its case in the spare bits of a payload pointer, which LeakSanitizer
    /// cannot follow, so faces kept alive by the glyph cache looked leaked
    /// to FontFuzz.
    struct Subtable: Sendable {
        /// Glyph pairs (`left << 16 | right`) and their adjustment; empty for class pairs.
        var pairs: [UInt32: Int16] = [:]
        /// The class pairs, or `nil` for glyph pairs.
        var classes: ClassPairs?

        static func pairs(_ pairs: [UInt32: Int16]) -> Subtable { Subtable(pairs: pairs) }
        static func classes(_ classes: ClassPairs) -> Subtable { Subtable(classes: classes) }
    }

    /// The lookups, in lookup-list order; the first subtable of a lookup
    /// that applies to a pair wins, and lookups add up.
    var lookups: [[Subtable]] = []
    /// Where the kerning came from: `"GPOS"`, `"kern"` or `""`.
    var source = ""

    /// No kerning.
    init() {}

    /// Whether any pair is kerned.
    var isEmpty: Bool { lookups.isEmpty }

    /// The adjustment to the advance of `left` when followed by `right`, in font units.
    @inline(__always)
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        let key = UInt32(left) << 16 | UInt32(right)
        lookups: for lookup in lookups {
            for sub in lookup {
                if let c = sub.classes {
                    let l = Int(left), r = Int(right)
                    guard l < c.class1.count, c.class1[l] != .max else { continue }
                    let k2 = r < c.class2.count ? Int(c.class2[r]) : 0
                    total += Int(c.values[Int(c.class1[l]) * c.class2Count + k2])
                    continue lookups
                } else if let v = sub.pairs[key] {
                    total += Int(v)
                    continue lookups
                }
            }
        }
        return total
    }

    /// Kerning from `GPOS` when it has pair lookups for `kern`, else from `kern`.
    init(gpos: FontReader?, kern: FontReader?, numGlyphs: Int) throws(FontError) {
        if let gpos {
            try readGPOS(gpos, numGlyphs: numGlyphs)
            if !lookups.isEmpty { source = "GPOS"; return }
        }
        if let kern {
            try readKern(kern)
            if !lookups.isEmpty { source = "kern" }
        }
    }

    /// `kern` version 0: the horizontal format 0 subtables (Apple's
    /// version 1 tables are skipped).
    mutating func readKern(_ r: FontReader) throws(FontError) {
        guard try r.u16(0) == 0 else { return }
        let n = try r.int16(2)
        var o = 4
        var pairs: [UInt32: Int16] = [:]
        for _ in 0..<n {
            let length = try r.int16(o + 2), coverage = try r.u16(o + 4)
            if coverage >> 8 == 0, coverage & 0x7 == 0x1 {
                let count = try r.int16(o + 6)
                try r.checkArray(o + 14, count: count, size: 6)
                for i in 0..<count {
                    let p = o + 14 + 6 * i
                    let key = UInt32(try r.u16(p)) << 16 | UInt32(try r.u16(p + 2))
                    pairs[key, default: 0] &+= try r.i16(p + 4)
                }
                o += 14 + 6 * count   // the length field overflows in large subtables
            } else {
                guard length >= 6 else { throw r.error(o + 2, "kern subtable length \(length) is too small") }
                o += length
            }
        }
        if !pairs.isEmpty { lookups = [[.pairs(pairs)]] }
    }
}
