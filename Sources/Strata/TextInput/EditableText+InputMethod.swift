// What the window's input-method entry points (`Window+InputMethod`) ask
// of a text field or text view.

extension EditableText {
    var textInputContext: TextInputContext? {
        guard isEditing else { return nil }
        let storage = editor.storage
        let around = TextInputContext.maximumSurroundingCharacters
        var low: Int, high: Int, selected = ""
        var reversed = false
        if let marked = editor.markedRange {
            low = marked.lowerBound
            high = marked.upperBound
        } else {
            let selection = editor.selectedRange
            if selection.count > TextInputContext.maximumSelectedCharacters {
                low = editor.head
                high = editor.head
            } else {
                low = selection.lowerBound
                high = selection.upperBound
                selected = storage.substring(selection)
                reversed = editor.head < editor.anchor
            }
        }
        low = min(max(low, 0), storage.count)
        high = min(max(high, low), storage.count)
        let before = storage.substring(max(low - around, 0)..<low)
        let after = storage.substring(high..<min(high + around, storage.count))
        let origin = editorTextOrigin
        let caret = editor.caretRect(at: editor.head).offsetBy(dx: origin.x, dy: origin.y)
        return TextInputContext(textBefore: before, selectedText: selected, textAfter: after,
                                isSelectionReversed: reversed, caretRect: convert(caret, to: nil),
                                isSecure: editor.isSecure, isMultiline: editor.isMultiline,
                                hasMarkedText: editor.markedRange != nil)
    }

    func deleteSurroundingText(before: Int, after: Int) -> Bool {
        guard isEditing else { return false }
        let span = editor.markedRange ?? editor.selectedRange
        var changed = false
        if after > 0 {
            let end = min(span.upperBound + after, editor.storage.count)
            changed = editor.edit(span.upperBound..<end, with: "", kind: .typing) || changed
        }
        if before > 0 {
            let start = max(span.lowerBound - before, 0)
            changed = editor.edit(start..<span.lowerBound, with: "", kind: .typing) || changed
        }
        return changed
    }
}
