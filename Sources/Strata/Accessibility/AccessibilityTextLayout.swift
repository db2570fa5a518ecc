/// Where the characters of a text element are drawn and how its text
/// looks: what an AT-SPI bridge answers for `Text`'s character extents,
/// hit testing and attributes. `Label`, `TextField` and `TextView` adopt
/// it in their own folders, from the layout they draw.
///
/// Indices count characters (grapheme clusters) of the text the element
/// exposes (a secure field's bullets); rectangles are in the view's
/// bounds coordinates.
@MainActor
package protocol AccessibilityTextLayout: AnyObject {
    /// The rectangles of the characters in `range` (clamped to the text), a
    /// line tall; `nil` for a character not drawn (past a truncation). A
    /// line break or a space where a line wraps is zero wide at the end of
    /// its line.
    /// - Complexity: O(characters up to `range`'s end), plus a measurement
    ///   per character.
    func accessibilityCharacterFrames(in range: Range<Int>) -> [Rect?]

    /// The character whose rectangle holds `point` (bounds coordinates), or
    /// `nil` when no character does.
    func accessibilityCharacterIndex(at point: Point) -> Int?

    /// How the text is drawn: one style for the whole text.
    var accessibilityTextStyle: AccessibilityTextStyle { get }
}

/// The look of an element's text, as a screen reader reports it: font
/// family, size, weight and slant, and colour.
package struct AccessibilityTextStyle: Equatable, Sendable {
    /// The font's family name (`"builtin"` for the built-in font).
    package var family: String
    /// The font size in points.
    package var size: Double
    /// The weight class (400 regular, 700 bold).
    package var weight: Int
    /// Whether the face is italic.
    package var isItalic: Bool
    /// The text colour.
    package var color: Color

    /// The style of `font` drawn in `color`.
    package init(font: Font, color: Color) {
        family = font.face?.family ?? BuiltinFont.name
        size = font.size
        weight = font.face?.weightClass ?? 400
        isItalic = font.face?.isItalic ?? false
        self.color = color
    }
}

extension AccessibilityTextLayout {
    /// The character at `point` among `frames` (the first whose rectangle,
    /// when not empty, holds it).
    /// - Complexity: O(frames).
    static func character(at point: Point, among frames: [Rect?]) -> Int? {
        frames.firstIndex { frame in
            guard let frame, frame.width > 0 else { return false }
            return frame.contains(point)
        }
    }
}
