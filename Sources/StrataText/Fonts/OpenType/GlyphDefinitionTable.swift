/// `GDEF`: glyph classes (base, ligature, mark, component), mark
/// attachment classes, mark glyph sets and the ligature caret list.
struct GlyphDefinitionTable: Sendable {
    /// Glyph props bits, as HarfBuzz's `HB_OT_LAYOUT_GLYPH_PROPS_*`: they
    /// line up with the lookup flags `IgnoreBaseGlyphs` (2),
    /// `IgnoreLigatures` (4) and `IgnoreMarks` (8).
    static let base: UInt32 = 0x02, ligature: UInt32 = 0x04, mark: UInt32 = 0x08
    /// Set by substitutions (kept when a glyph's class is re-read).
    static let substituted: UInt32 = 0x10, ligated: UInt32 = 0x20, multiplied: UInt32 = 0x40
    static let preserve: UInt32 = 0x70

    let data: OpenTypeData
    let glyphClassDef: Int?
    let markAttachClassDef: Int?
    let markGlyphSets: Int?
    let ligatureCarets: Int?

    init(_ data: OpenTypeData) {
        self.data = data
        let minor = data.u16(2)
        glyphClassDef = data.offset16(0, 4)
        ligatureCarets = data.offset16(0, 8)
        markAttachClassDef = data.offset16(0, 10)
        markGlyphSets = minor >= 2 ? data.offset16(0, 12) : nil
    }

    /// `propsTable`, built on first use and shared by copies of the table.
    let propsCache = GlyphPropsCache()

    /// Whether the font classifies glyphs (else the shaper guesses from Unicode).
    var hasGlyphClasses: Bool { glyphClassDef != nil }

    /// The props of `glyph`: its class bit, and for a mark its attachment class in bits 8–15.
    @inline(__always)
    func props(of glyph: UInt32) -> UInt32 {
        switch data.glyphClass(glyphClassDef, glyph) {
        case 1: return Self.base
        case 2: return Self.ligature
        case 3: return Self.mark | UInt32(data.glyphClass(markAttachClassDef, glyph) & 0xFF) << 8
        default: return 0
        }
    }

    /// `props(of:)` of every glyph up to the last one the glyph class
    /// definition names, read once per face (the shaper asks for each glyph
    /// and each substitution; a binary search of the class definition each
    /// time cost a fifth of shaping Latin text). Glyphs past its end have
    /// class 0, props 0.
    ///
    /// - Complexity: O(g log r) the first time, for the last classified glyph
    ///   g (at most 65,535) and r class ranges; O(1) after.
    var propsTable: [UInt16] {
        propsCache.table.withLock { cached in
            if let cached { return cached }
            var table: [UInt16] = []
            let last = lastClassifiedGlyph
            table.reserveCapacity(last + 1)
            if last >= 0 {
                for g in 0...last { table.append(UInt16(truncatingIfNeeded: props(of: UInt32(g)))) }
            }
            cached = table
            return table
        }
    }

    /// The props of `glyph` from `table` (`propsTable`).
    @inline(__always)
    static func props(of glyph: UInt32, in table: [UInt16]) -> UInt32 {
        Int(glyph) < table.count ? UInt32(table[Int(glyph)]) : 0
    }

    /// The highest glyph id the glyph class definition gives a class (-1: none).
    var lastClassifiedGlyph: Int {
        guard let at = glyphClassDef else { return -1 }
        switch data.u16(at) {
        case 1:
            let n = data.u16(at + 4)
            return n == 0 ? -1 : min(data.u16(at + 2) + n - 1, 0xFFFF)
        case 2:
            var last = -1
            for i in 0..<data.u16(at + 2) { last = max(last, data.u16(at + 4 + 6 * i + 2)) }
            return last
        default:
            return -1
        }
    }

    /// Whether mark glyph set `set` holds `glyph`.
    func markSet(_ set: Int, covers glyph: UInt32) -> Bool {
        guard let sets = markGlyphSets, set < data.u16(sets + 2) else { return false }
        return data.coverage(data.offset32(sets, sets + 4 + 4 * set), glyph) != nil
    }

    /// The caret positions (x, font units) inside ligature `glyph`, from
    /// caret value formats 1 and 3 (format 2's contour points are not read).
    func ligatureCarets(of glyph: UInt32) -> [Int] {
        guard let list = ligatureCarets,
              let index = data.coverage(data.offset16(list, list), glyph),
              index < data.u16(list + 2),
              let lig = data.offset16(list, list + 4 + 2 * index) else { return [] }
        var carets: [Int] = []
        for k in 0..<data.u16(lig) {
            guard let caret = data.offset16(lig, lig + 2 + 2 * k) else { continue }
            let format = data.u16(caret)
            if format == 1 || format == 3 { carets.append(data.i16(caret + 2)) }
        }
        return carets
    }
}

/// Holds a `GlyphDefinitionTable`'s `propsTable`, built the first time a shaper asks.
final class GlyphPropsCache: Sendable {
    let table = Locked<[UInt16]?>(nil)
}
