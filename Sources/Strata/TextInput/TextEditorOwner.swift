/// What a `TextEditor` needs from the view it edits for (`TextField`,
/// `TextView`).
@MainActor
protocol TextEditorOwner: View {
    /// The text or its marked text changed (after the editor's state is
    /// updated): send events, tell observers, lay out again.
    func editorTextDidChange()
    /// The selection changed: keep the caret visible, redraw.
    func editorSelectionDidChange()
    /// How many lines Page Up and Page Down move.
    var editorPageLineCount: Int { get }
}
