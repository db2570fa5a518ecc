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
