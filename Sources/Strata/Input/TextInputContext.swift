/// What an input method needs to know about the text being edited (the
/// first responder's): the text around the selection, the selection, where
/// the caret is, and what kind of text it is. Hosts report it to the
/// system's input method (the Wayland host through `zwp_text_input_v3`'s
/// `set_surrounding_text`, `set_cursor_rectangle` and `set_content_type`).
///
/// While marked (preedit) text is shown it is left out: `textBefore` ends
/// and `textAfter` starts where it is, and `selectedText` is empty.
public struct TextInputContext: Equatable, Sendable {
    /// At most `maximumSurroundingCharacters` characters before the
    /// selection (or the marked text).
    public var textBefore: String
    /// The selected text (empty for a caret, while composing, or when the
    /// selection is longer than `maximumSelectedCharacters`: then the
    /// context is the text around the caret).
    public var selectedText: String
    /// At most `maximumSurroundingCharacters` characters after the
    /// selection (or the marked text).
    public var textAfter: String
    /// Whether the selection's moving end (the caret) is at its start.
    public var isSelectionReversed: Bool
    /// The caret's rectangle (at the selection's moving end) in the
    /// window's coordinates, in points.
    public var caretRect: Rect
    /// Whether the text is secure (a password): hosts report no text.
    public var isSecure: Bool
    /// Whether the text may have several lines (a text view).
    public var isMultiline: Bool
    /// Whether marked (preedit) text is shown.
    public var hasMarkedText: Bool

    /// Makes a context.
    public init(textBefore: String, selectedText: String, textAfter: String, isSelectionReversed: Bool,
                caretRect: Rect, isSecure: Bool, isMultiline: Bool, hasMarkedText: Bool = false) {
        self.textBefore = textBefore
        self.selectedText = selectedText
        self.textAfter = textAfter
        self.isSelectionReversed = isSelectionReversed
        self.caretRect = caretRect
        self.isSecure = isSecure
        self.isMultiline = isMultiline
        self.hasMarkedText = hasMarkedText
    }

    /// The most characters reported on each side of the selection.
    public static let maximumSurroundingCharacters = 256
    /// The longest selection reported.
    public static let maximumSelectedCharacters = 1024
}
