import StrataGeometry

extension FontFace: TextMeasurer {
    /// The full name (`"DejaVu Sans Bold"`), written in `TextRun.fontName`.
    public var fontName: String { names.fullName }

    /// The line metrics at `size`: ascender, descender, and a line height of
    /// ascender + descender + line gap (UIKit's `lineHeight`).
    public func metrics(atSize size: Double) -> FontMetrics {
        let k = size / Double(unitsPerEm)
        let a = max(0, Double(ascender) * k), d = max(0, Double(descender) * k)
        return FontMetrics(ascender: a, descender: d, lineHeight: a + d + max(0, Double(lineGap) * k))
    }

    /// The sum of the advances and kerning of `text`'s glyphs, scaled to
    /// `size` (one glyph per Unicode scalar, no shaping).
    ///
    /// - Complexity: O(scalars), no allocation.
    public func width(of text: Substring, atSize size: Double) -> Double {
        Double(forEachGlyph(in: text) { _, _ in }) * size / Double(unitsPerEm)
    }

    /// `"…"` when the face has U+2026, else `"..."`.
    public var ellipsis: String { cmap.glyph(for: 0x2026) != 0 ? "\u{2026}" : "..." }
}
