import StrataGeometry

extension FontFace {
    /// Whether the face has colour glyphs: `CBDT`/`CBLC` bitmaps or `COLR`
    /// layers. Text drawn with such a face draws each glyph that has colour
    /// data in its own colours (Docs/Text.md, "Colour glyphs").
    public var hasColorGlyphs: Bool { colorBitmapTable != nil || colorLayerTable != nil }

    /// The colour bitmap of `glyph` for text drawn at `pixelsPerEm`: from
    /// the smallest strike at least that large, else the largest; `nil`
    /// when the face has no bitmap for the glyph.
    ///
    /// ```swift
    /// let emoji = try FontFace(contentsOf: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
    /// let bitmap = try emoji.colorBitmap(of: emoji.glyph(for: "😀"), pixelsPerEm: 16)
    /// bitmap?.pixelsPerEm   // 109: the only strike, scaled down when drawn
    /// ```
    ///
    /// - Throws: `FontError` (table `CBLC` or `CBDT`) when the glyph's
    ///   entry or image is outside its table or in an unknown format.
    /// - Complexity: O(index subtables of the strike + log glyphs); copies
    ///   the PNG bytes.
    public func colorBitmap(of glyph: UInt16, pixelsPerEm: Double) throws(FontError) -> ColorBitmap? {
        try colorBitmapTable?.bitmap(of: glyph, pixelsPerEm: pixelsPerEm)
    }

    /// The `COLR` layers of `glyph`, bottom first, each an outline glyph
    /// of this face (`outline(of:)`) and its colour from `CPAL` palette 0
    /// (`nil`: the text colour); empty when `glyph` has no layers.
    ///
    /// - Throws: `FontError` (table `COLR`) when the layers lie outside the table.
    /// - Complexity: O(log base glyphs + layers).
    public func colorLayers(of glyph: UInt16) throws(FontError) -> [ColorLayer] {
        try colorLayerTable?.layers(of: glyph) ?? []
    }
}
