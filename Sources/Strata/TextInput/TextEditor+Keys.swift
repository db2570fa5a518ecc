extension TextEditor {
    /// What a key does while editing (Docs/TextInput.md's table).
    enum KeyResult {
        /// The key was used (or deliberately swallowed).
        case handled
        /// Not an editing key: pass it on (Tab, Escape, unknown shortcuts).
        case passed
        /// Return in a single-line editor.
        case returnKey
    }

    /// Handles one key press.
    func handleKey(_ key: Key) -> KeyResult {
        let shift = key.modifiers.contains(.shift)
        let control = key.modifiers.contains(.control)
        let otherModifier = key.modifiers.contains(.alt) || key.modifiers.contains(.meta)
        switch key.code {
        case .tab, .escape:
            return .passed
        case .left, .right:
            finishComposition()
            let right = key.code == .right
            // Words and a collapsing selection go logically: forward is
            // right in a left-to-right paragraph, left in a right-to-left one.
            let forward = right != isRightToLeftShaped(head)
            let selection = selectedRange
            if control {
                move(to: forward ? storage.nextWordEnd(from: head) : storage.previousWordStart(from: head), extending: shift)
            } else if !shift && !selection.isEmpty {
                move(to: forward ? selection.upperBound : selection.lowerBound, extending: false)
            } else {
                let step = visualStep(from: head, upstream: caretUpstream, right: right)
                move(to: step.offset, extending: shift, upstream: step.upstream)
            }
        case .home, .end:
            finishComposition()
            let toEnd = key.code == .end
            if control {
                move(to: toEnd ? storage.count : 0, extending: shift)
            } else {
                let end = lineEnd(of: head, end: toEnd)
                move(to: end.offset, extending: shift, upstream: end.upstream)
            }
        case .up, .down, .pageUp, .pageDown:
            finishComposition()
            let down = key.code == .down || key.code == .pageDown
            let lines = (key.code == .up || key.code == .down) ? 1 : max(owner?.editorPageLineCount ?? 1, 1)
            moveVertically(by: down ? lines : -lines, extending: shift)
        case .backspace, .delete:
            guard isEditable else { return .handled }
            finishComposition()
            let selection = selectedRange
            if !selection.isEmpty {
                edit(selection, with: "", kind: .other)
            } else if key.code == .backspace, head > 0 {
                let start = control ? storage.previousWordStart(from: head) : head - 1
                edit(start..<head, with: "", kind: control ? .other : .deleting)
            } else if key.code == .delete, head < storage.count {
                let end = control ? storage.nextWordEnd(from: head) : head + 1
                edit(head..<end, with: "", kind: control ? .other : .deleting)
            }
        case .return:
            if !isMultiline { finishComposition(); return .returnKey }
            guard isEditable else { return .handled }
            finishComposition()
            edit(selectedRange, with: "\n", kind: .typing)
        case .space:
            // Typed text arrives through `insertText`; the key itself is
            // taken so that it does not press a control behind the editor.
            return otherModifier || control ? .passed : .handled
        case .character(let character):
            if control && !otherModifier { return shortcut(character, shift: shift) }
            return otherModifier ? .passed : .handled
        }
        return .handled
    }

    /// A Control shortcut; its letter matches in either case.
    private func shortcut(_ character: Character, shift: Bool) -> KeyResult {
        switch character.lowercased() {
        case "a": finishComposition(); setSelection(anchor: 0, head: storage.count)
        case "z": if shift { redo() } else { undo() }
        case "y": redo()
        case "c": copy()
        case "x": cut()
        case "v": paste()
        default: return .passed
        }
        return .handled
    }

    /// Moves the caret to `offset`, or the selection's moving end when
    /// `extending`.
    func move(to offset: Int, extending: Bool, keepGoalX: Bool = false, upstream: Bool = true) {
        setSelection(anchor: extending ? anchor : offset, head: offset, keepGoalX: keepGoalX, upstream: upstream)
    }

    /// The start or end of the line holding `offset` (the end stops before
    /// the spaces a wrapped line ends with only when they are its last
    /// characters... it stops at the next line's start minus nothing).
    func lineBoundary(of offset: Int, end: Bool) -> Int {
        let text = laidOutStorage
        let (p, l, _) = layout.line(of: offset, in: text)
        let range = layout.lineRange(p, l, in: text)
        if !end { return range.lowerBound }
        // The end of a wrapped line (not the last of its paragraph) is just
        // before the next line's first character, drawn at this line's end.
        if l + 1 < layout.paragraphs[p].count {
            return range.lowerBound + layout.paragraphs[p].texts[l].count
        }
        return range.upperBound
    }

    /// Moves the caret `lines` lines down (up when negative), keeping its
    /// x (`goalX`); past the first or last line it goes to the text's start
    /// or end.
    func moveVertically(by lines: Int, extending: Bool) {
        let text = laidOutStorage
        let x = goalX ?? layout.caretX(of: head, upstream: caretUpstream, in: text)
        let (p, l, _) = layout.line(of: head, in: text)
        let target = layout.globalLine(p, l) + lines
        let offset: Int
        var upstream = true
        if target < 0 {
            offset = 0
        } else if target >= layout.lineCount {
            offset = storage.count
        } else {
            let (tp, tl) = layout.paragraphLine(ofGlobal: target)
            let stop = layout.stop(nearX: x, paragraph: tp, line: tl, in: text)
            offset = stop.offset
            upstream = stop.upstream
        }
        move(to: offset, extending: extending, keepGoalX: true, upstream: upstream)
        goalX = x
    }
}
