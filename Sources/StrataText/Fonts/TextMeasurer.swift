import StrataGeometry

/// The font metrics text is laid out with: how a host supplies its own
/// font (FreeType, a game engine's font) to `Label`.
///
/// A measurer answers for a font at any size; `Typesetter` breaks and
/// truncates lines on top of it, so every measurer gets the same wrapping
/// and `LineBreakMode` rules. Widths are of whole strings, so proportional
/// fonts and kerning are measured as the host draws them; the typesetter
/// assumes only that appending characters never makes a string narrower.
///
/// ```swift
/// struct MyFont: TextMeasurer {
///     var fontName: String { "Inter" }
///     func metrics(atSize size: Double) -> FontMetrics {
///         FontMetrics(ascender: 0.97 * size, descender: 0.24 * size, lineHeight: 1.21 * size)
///     }
///     func width(of text: Substring, atSize size: Double) -> Double {
///         text.reduce(0) { $0 + advance($1) } * size
///     }
///     var ellipsis: String { "\u{2026}" }
/// }
/// Label.defaultMeasurer = MyFont()
/// ```
public protocol TextMeasurer: Sendable {
    /// The name written in `TextRun.fontName` for text measured here.
    var fontName: String { get }

    /// The vertical metrics at `size` points.
    func metrics(atSize size: Double) -> FontMetrics

    /// The advance width of `text` drawn as one line at `size` points.
    ///
    /// `text` never contains line breaks. The width must not decrease when
    /// characters are appended (or prepended).
    func width(of text: Substring, atSize size: Double) -> Double

    /// The mark a truncated line shows (`"..."` unless the measurer says
    /// otherwise; a font with the character may prefer `"\u{2026}"`).
    var ellipsis: String { get }
}

extension TextMeasurer {
    /// Three ASCII dots, which every font covering ASCII can draw.
    public var ellipsis: String { "..." }

    /// The advance width of `text` drawn as one line at `size` points.
    public func width(of text: String, atSize size: Double) -> Double {
        width(of: text[...], atSize: size)
    }
}
