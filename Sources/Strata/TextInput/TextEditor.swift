/// The editing engine shared by `TextField` and `TextView`: the text, its
/// wrapped lines, the selection, marked text, undo, and the edits keys,
/// pointers and the pasteboard make.
@MainActor
final class TextEditor {
    /// The text.
    private(set) var storage = TextStorage()
    /// The lines the text is drawn on (of `displayStorage` when the text
    /// is drawn as bullets).
    private(set) var layout: TextLineLayout
    /// Bullets, one per character, while `isSecure`.
    private(set) var displayStorage: TextStorage?
    /// The fixed end of the selection.
    private(set) var anchor = 0
    /// The moving end of the selection (the caret when it is empty).
    private(set) var head = 0 {
        didSet { caretUpstream = true }
    }
    /// Where the caret stands where two runs of different directions meet
    /// (Docs/Text.md, "Editing mixed text"): at the trailing edge of the
    /// character before it (true: what typing continues, and the default
    /// after every change) or at the leading edge of the character after
    /// it (a visual move, Home/End or a tap put it there).
    private(set) var caretUpstream = true
    /// The x the caret keeps while moving up and down.
    var goalX: Double?
    /// The marked (preedit) text's range, while an input method composes.
    private(set) var markedRange: Range<Int>?
    /// What the marked text replaced, restored before the composition is
    /// committed as an ordinary edit.
    private var markedOriginal: (range: Range<Int>, text: String)?
    /// Undo and redo.
    var undoStack = TextUndoStack()
    /// Whether the text may have several paragraphs (a text view).
    let isMultiline: Bool
    /// Draw bullets and refuse copying (secure text entry).
    var isSecure = false {
        didSet { if oldValue != isSecure { relayout() } }
    }
    /// The most characters the text may hold.
    var maximumLength: Int?
    /// Vetoes or allows each edit (`shouldChangeText`).
    var shouldChange: ((Range<Int>, String) -> Bool)?
    /// Whether edits are allowed (a non-editable text view only selects).
    var isEditable = true
    /// What the pointer selected when it went down, and by what unit
    /// (1 characters, 2 words, 3 lines).
    var pointerOrigin = 0..<0
    var pointerGranularity = 1
    /// The view edited.
    weak var owner: (any TextEditorOwner)?

    init(multiline: Bool, typesetter: Typesetter, wrapWidth: Double?) {
        isMultiline = multiline
        layout = TextLineLayout(typesetter: typesetter, wrapWidth: wrapWidth)
        layout.rebuild(storage)
    }

    /// The selection, ordered.
    var selectedRange: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// The storage the lines are laid out from.
    var laidOutStorage: TextStorage { displayStorage ?? storage }

    /// The time on the owner's window timeline (0 outside a window).
    var now: Double { owner?.window?.timeline.now ?? 0 }

    // MARK: Setting from outside

    /// Replaces the whole text (not an edit: no veto, no undo); the caret
    /// goes to the end.
    func setText(_ text: String) {
        var text = text
        if !isMultiline { text = TextEditor.singleLine(text) }
        if let maximumLength, text.count > maximumLength { text = String(text.prefix(maximumLength)) }
        markedRange = nil
        markedOriginal = nil
        storage = TextStorage(text)
        undoStack.removeAll()
        anchor = storage.count
        head = storage.count
        goalX = nil
        relayout()
        owner?.editorTextDidChange()
        owner?.editorSelectionDidChange()
    }

    /// Sets the selection, clamped to the text.
    func select(_ range: Range<Int>) {
        let low = min(max(range.lowerBound, 0), storage.count)
        let high = min(max(range.upperBound, low), storage.count)
        setSelection(anchor: low, head: high)
    }

    /// Moves the selection's ends (the caret standing `upstream` or not);
    /// closes the typing step when it moved.
    func setSelection(anchor newAnchor: Int, head newHead: Int, keepGoalX: Bool = false, upstream: Bool = true) {
        if !keepGoalX { goalX = nil }
        guard newAnchor != anchor || newHead != head || upstream != caretUpstream else { return }
        anchor = newAnchor
        head = newHead
        caretUpstream = upstream
        undoStack.isClosed = true
        owner?.editorSelectionDidChange()
    }

    /// Lays out all lines again (font, width or secure entry changed).
    func relayout(typesetter: Typesetter? = nil, wrapWidth: Double?? = nil) {
        if let typesetter {
            let alignment = layout.alignment
            layout = TextLineLayout(typesetter: typesetter, wrapWidth: layout.wrapWidth)
            layout.alignment = alignment
        }
        if let wrapWidth { layout.wrapWidth = wrapWidth }
        displayStorage = isSecure ? TextStorage(String(repeating: "\u{2022}", count: storage.count)) : nil
        layout.rebuild(laidOutStorage)
    }

    /// Lays out (lazy layout) the head's paragraph and the paragraphs
    /// holding `lines` lines before it, so that the caret's neighbourhood
    /// no longer moves when it scrolls into view.
    /// - Complexity: O(1) when the text is laid out whole.
    func layOutBeforeHead(lines: Int) {
        guard !layout.isFullyLaidOut else { return }
        let p = laidOutStorage.locate(head).paragraph
        layout.layOut(p)
        layout.layOut(before: p, lines: lines)
    }

    /// Sets where lines sit across the wrap width (a text view's `textAlignment`).
    func setAlignment(_ alignment: TextAlignment) {
        layout.alignment = alignment
    }

    // MARK: Edits

    /// Replaces `range` with `text` as the user's edit: newlines are
    /// removed in a single-line editor, the text is cut to
    /// `maximumLength`, `shouldChange` may veto it (nothing changes, no
    /// undo is recorded); the caret goes after the inserted text.
    /// - Returns: whether the text changed.
    @discardableResult
    func edit(_ range: Range<Int>, with text: String, kind: TextUndoStack.Kind) -> Bool {
        guard isEditable else { return false }
        finishComposition()
        let range = clamp(range)
        var text = isMultiline ? text : TextEditor.singleLine(text)
        if let maximumLength {
            let room = max(maximumLength - (storage.count - range.count), 0)
            if text.utf8.count > room, text.count > room { text = String(text.prefix(room)) }
        }
        if range.isEmpty && text.isEmpty { return false }
        if let shouldChange, !shouldChange(range, text) { return false }
        let before = selectedRange
        let end = apply(range, text)
        let change = TextUndoStack.Change(start: end.regionStart, old: end.old, new: end.new)
        undoStack.record(change, kind: kind, text: text, selectionBefore: before,
                         selectionAfter: end.end..<end.end, caret: end.end, time: now)
        anchor = end.end
        head = end.end
        goalX = nil
        owner?.editorTextDidChange()
        owner?.editorSelectionDidChange()
        return true
    }

    /// Changes the storage and its lines.
    private func apply(_ range: Range<Int>, _ text: String)
        -> (end: Int, regionStart: Int, old: String, new: String) {
        let result = storage.replace(range, with: text)
        if isSecure {
            relayout()
        } else {
            layout.update(storage, removed: result.removed, inserted: result.inserted)
        }
        return (result.end, result.regionStart, result.old, result.new)
    }

    /// `range` clamped to the text.
    func clamp(_ range: Range<Int>) -> Range<Int> {
        let low = min(max(range.lowerBound, 0), storage.count)
        return low..<min(max(range.upperBound, low), storage.count)
    }

    /// Undoes the last step; returns whether there was one.
    @discardableResult
    func undo() -> Bool {
        guard isEditable else { return false }
        finishComposition()
        guard let step = undoStack.popUndo() else { return false }
        for change in step.changes.reversed() {
            _ = apply(change.start..<(change.start + TextStorage.characterCount(change.new)), change.old)
        }
        anchor = step.selectionBefore.lowerBound
        head = step.selectionBefore.upperBound
        owner?.editorTextDidChange()
        owner?.editorSelectionDidChange()
        return true
    }

    /// Redoes the last undone step; returns whether there was one.
    @discardableResult
    func redo() -> Bool {
        guard isEditable else { return false }
        finishComposition()
        guard let step = undoStack.popRedo() else { return false }
        for change in step.changes {
            _ = apply(change.start..<(change.start + TextStorage.characterCount(change.old)), change.new)
        }
        anchor = step.selectionAfter.lowerBound
        head = step.selectionAfter.upperBound
        owner?.editorTextDidChange()
        owner?.editorSelectionDidChange()
        return true
    }

    // MARK: Marked text

    /// Shows `text` as marked text in place of the current marked text (or
    /// the selection); not an edit until committed.
    func setMarkedText(_ text: String, selectedRange inner: Range<Int>) {
        guard isEditable else { return }
        var text = isMultiline ? text : TextEditor.singleLine(text)
        if text.count > TextEditor.maximumMarkedLength { text = String(text.prefix(TextEditor.maximumMarkedLength)) }
        let range: Range<Int>
        if let markedRange {
            range = markedRange
        } else {
            range = selectedRange
            markedOriginal = (range, storage.substring(range))
        }
        let end = apply(range, text).end
        let start = range.lowerBound
        if text.isEmpty {
            markedRange = nil
            if let original = markedOriginal, original.text.isEmpty { markedOriginal = nil }
        } else {
            markedRange = start..<end
        }
        let length = end - start
        let low = min(max(inner.lowerBound, 0), length)
        let high = min(max(inner.upperBound, low), length)
        anchor = start + low
        head = start + high
        owner?.editorTextDidChange()
        owner?.editorSelectionDidChange()
    }

    /// Commits the marked text as an ordinary (vetoable, undoable) edit.
    func unmarkText() {
        guard let markedRange else { return }
        let text = storage.substring(markedRange)
        commitComposition(with: text)
    }

    /// Replaces the marked text with `text` as an ordinary edit.
    func commitComposition(with text: String) {
        guard let markedRange, let original = markedOriginal else { return }
        self.markedRange = nil
        markedOriginal = nil
        _ = apply(markedRange, original.text)
        anchor = original.range.lowerBound
        head = original.range.upperBound
        if !edit(original.range, with: text, kind: .typing) {
            owner?.editorTextDidChange()
            owner?.editorSelectionDidChange()
        }
    }

    /// Ends a composition before another change: its text stays.
    func finishComposition() {
        guard markedRange != nil else { return }
        unmarkText()
    }

    /// The longest marked text kept (an input method's preedit).
    static let maximumMarkedLength = 1000

    /// `text` without line breaks (a single-line editor's input).
    static func singleLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.filter { !$0.isNewline })
    }
}
