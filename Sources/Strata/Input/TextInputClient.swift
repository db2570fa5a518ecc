/// What the window asks of a first responder that takes typed text (a
/// text field, a text view): UIKit's `UIKeyInput` and `UITextInput`'s
/// marked text, reduced to what hosts send. Declared here, with the
/// window's entry points (`Window+TextInput`); the editable views adopt it
/// in their own folder.
@MainActor
protocol TextInputClient: View {
    /// Inserts `text` at the selection (replacing it, or the marked text);
    /// returns whether the text was taken.
    func insertText(_ text: String) -> Bool
    /// Shows `text` as marked (preedit) text in place of the selection or
    /// the current marked text, with `selectedRange` inside it.
    func setMarkedText(_ text: String, selectedRange: Range<Int>) -> Bool
    /// Commits the marked text as it stands.
    func unmarkText() -> Bool
    /// The selected text (`nil` when nothing is selected or the text is
    /// secure).
    var selectedText: String? { get }
    /// The window gained or lost the keyboard (`Window.isKeyWindow`).
    func keyWindowDidChange(_ isKeyWindow: Bool)
    /// Whether a click may place the caret here and text be pasted (an
    /// enabled text field, an editable text view).
    var acceptsPastedText: Bool { get }
    /// What an input method is told about the text (`nil` when not editing).
    var textInputContext: TextInputContext? { get }
    /// Deletes `before` characters before the selection (or marked text)
    /// and `after` after it; returns whether the text changed.
    func deleteSurroundingText(before: Int, after: Int) -> Bool
}
