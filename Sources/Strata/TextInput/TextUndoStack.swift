/// The undo and redo steps of an editable text.
///
/// Each change records the paragraphs it touched, as they were and as they
/// became (whole paragraphs, so that characters merging across the edit's
/// edges are undone exactly). Typing is coalesced: consecutive insertions
/// at the caret make one step until a new word starts after a space, the
/// caret moves, another kind of edit happens, or a second passes on the
/// window's timeline since the last keystroke; consecutive deletions
/// likewise. A new change clears the redo steps.
struct TextUndoStack {
    /// One recorded change of a region of paragraphs.
    struct Change {
        var start: Int
        var old: String
        var new: String
    }

    /// What made a step, for coalescing.
    enum Kind {
        case typing, deleting, other
    }

    /// Changes undone together, with the selections around them.
    struct Step {
        var changes: [Change]
        var kind: Kind
        var selectionBefore: Range<Int>
        var selectionAfter: Range<Int>
        /// The caret after the last change and when it was made.
        var caret: Int
        var time: Double
        /// The last character typed, for the word rule.
        var lastCharacter: Character?
    }

    /// The pause after which typing starts a new step, in seconds.
    static let coalescingPause = 1.0
    /// The most steps kept; older ones are dropped.
    static let maximumSteps = 1000

    private(set) var undoSteps: [Step] = []
    private(set) var redoSteps: [Step] = []
    /// Whether the next change must start a new step (the caret moved).
    var isClosed = true

    /// Records `change`, joining the last step when it continues it.
    mutating func record(_ change: Change, kind: Kind, text: String, selectionBefore: Range<Int>,
                         selectionAfter: Range<Int>, caret: Int, time: Double) {
        redoSteps.removeAll()
        let typed = text.last
        if !isClosed, kind != .other, var last = undoSteps.last, last.kind == kind,
           selectionBefore.isEmpty, selectionBefore.lowerBound == last.caret,
           time - last.time < TextUndoStack.coalescingPause,
           !(kind == .typing && startsWord(after: last.lastCharacter, text.first)) {
            last.changes.append(change)
            last.selectionAfter = selectionAfter
            last.caret = caret
            last.time = time
            last.lastCharacter = typed
            undoSteps[undoSteps.count - 1] = last
        } else {
            undoSteps.append(Step(changes: [change], kind: kind, selectionBefore: selectionBefore,
                                  selectionAfter: selectionAfter, caret: caret, time: time, lastCharacter: typed))
            if undoSteps.count > TextUndoStack.maximumSteps { undoSteps.removeFirst() }
        }
        isClosed = kind == .other
    }

    /// Whether typing `next` after `previous` starts a new word.
    private func startsWord(after previous: Character?, _ next: Character?) -> Bool {
        guard let previous, let next else { return false }
        return previous.isWhitespace && !next.isWhitespace
    }

    /// Takes the last step to undo.
    mutating func popUndo() -> Step? {
        isClosed = true
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step
    }

    /// Takes the last undone step to redo.
    mutating func popRedo() -> Step? {
        isClosed = true
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step
    }

    /// Forgets every step (the text was set from outside).
    mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        isClosed = true
    }
}
