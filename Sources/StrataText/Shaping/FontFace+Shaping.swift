/// Shaping: text to positioned glyphs with the face's OpenType layout
/// tables, as HarfBuzz does it (see `Docs/Text.md`, "Shaping").
extension FontFace {
    /// Shapes one run of `text`: maps characters to glyphs, applies the
    /// face's `GSUB` and `GPOS` lookups for the script, language and
    /// features, and returns the glyphs in visual order (left to right on
    /// the line) with advances and offsets in font units. The same glyphs,
    /// clusters and positions as HarfBuzz's `hb_shape`.
    ///
    /// - Parameters:
    ///   - direction: the run's direction; nil: the script's own (right to
    ///     left for Arabic, Hebrew…), else left to right.
    ///   - script: an ISO 15924 code (`"Arab"`, `"Latn"`); nil: the first
    ///     character's script that is not Common or Inherited.
    ///   - language: a BCP 47 tag (`"tr"`, `"ar"`) choosing the font's
    ///     language system; nil: the default one.
    ///   - features: settings on top of the defaults (`FontFeature("liga", 0)`).
    /// - Complexity: O(n × lookups) for n Unicode scalars; a hostile font
    ///   is bounded by HarfBuzz's limits (at most 32 n glyphs, 64 n nested
    ///   lookups, nesting depth 64).
    ///
    /// ```swift
    /// let face = try FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    /// for g in face.shape("office") { print(g.glyph, g.cluster, g.xAdvance) }   // "ffi" is one glyph
    /// ```
    public func shape(_ text: String, direction: TextDirection? = nil, script: String? = nil,
                      language: String? = nil, features: [FontFeature] = []) -> [ShapedGlyph] {
        let code = script.flatMap { ScriptTags.code($0) }
        return Shaper(face: self, features: features)
            .shape(Array(text.unicodeScalars), direction: direction, script: code, language: language)
    }

    /// The caret positions inside ligature `glyph`, in font units from its
    /// origin, from `GDEF`'s ligature caret list (empty when it has none).
    public func ligatureCarets(of glyph: UInt32) -> [Int] { layout.gdef.ligatureCarets(of: glyph) }
}

extension Font {
    /// Shapes `text` with this font's face and `features` (see
    /// `FontFace.shape`); glyph positions stay in font units (multiply by
    /// `size / unitsPerEm` for points). Empty for the built-in font.
    public func shape(_ text: String, direction: TextDirection? = nil, script: String? = nil,
                      language: String? = nil) -> [ShapedGlyph] {
        face?.shape(text, direction: direction, script: script, language: language, features: features) ?? []
    }
}
