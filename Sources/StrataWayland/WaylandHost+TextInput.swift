import Strata

// Input methods through `zwp_text_input_v3`: enabled while the host's
// surface has text-input focus and an editable view is first responder;
// preedit becomes the window's marked text, committed text is inserted,
// and the text around the caret, the caret's rectangle and the content
// type are reported after every change.

extension WaylandHost {
    /// Makes the seat's text input when the compositor offers the manager.
    func setUpTextInput() {
        guard let manager = globals.textInputManager, let seat = globals.seat else { return }
        let id = connection.newID(.textInput, version: manager.version)
        var args = WaylandArguments()
        args.uint(id)
        args.uint(seat.id)
        connection.send(manager.id, WaylandOpcode.textInputManagerGetTextInput, args)
        textInput.id = id
    }

    /// Applies a `zwp_text_input_v3` event; `false` when `event` is not one.
    func handleTextInput(_ event: WaylandEvent, from object: UInt32) -> Bool {
        guard let id = textInput.id, object == id else { return false }
        switch event {
        case .textInputEnter(let target):
            textInput.hasFocus = target == surface
            textInput.isHeld = false
            updateTextInput()
        case .textInputLeave:
            // The compositor disables the text input; its composition goes.
            textInput.hasFocus = false
            textInput.isEnabled = false
            textInput.reported = nil
            textInput.isHeld = false
            textInput.preedit = nil
            textInput.commitText = nil
            textInput.deletion = nil
            if window.textInputContext?.hasMarkedText == true { window.setMarkedText("", selectedRange: 0..<0) }
        case .preeditString(let text, let begin, let end):
            textInput.preedit = (String(text.prefix(WaylandHost.maximumPreeditCharacters)), begin, end)
        case .commitString(let text):
            textInput.commitText = text
        case .deleteSurroundingText(let before, let after):
            textInput.deletion = (before, after)
        case .textInputDone(let serial):
            applyTextInputEvents()
            textInput.isHeld = serial != textInput.commits
            if !textInput.isHeld { updateTextInput(byInputMethod: true) }
        default:
            return false
        }
        presenter.needsDisplay = true
        return true
    }

    /// Applies the events since the last `done`, in the protocol's order:
    /// the old preedit goes, the surrounding text is deleted, the committed
    /// text is inserted, the new preedit is shown.
    private func applyTextInputEvents() {
        let preedit = textInput.preedit, commit = textInput.commitText, deletion = textInput.deletion
        textInput.preedit = nil
        textInput.commitText = nil
        textInput.deletion = nil
        guard textInput.hasFocus, let context = window.textInputContext else { return }
        var hasMarkedText = context.hasMarkedText
        if let deletion {
            if hasMarkedText { window.setMarkedText("", selectedRange: 0..<0) }
            hasMarkedText = false
            if let now = window.textInputContext {
                let before = WaylandTextInputReport.characters(in: Substring(now.textBefore),
                                                               lastBytes: Int(min(deletion.before, 1 << 20)))
                let after = WaylandTextInputReport.characters(in: Substring(now.textAfter),
                                                              firstBytes: Int(min(deletion.after, 1 << 20)))
                window.deleteSurroundingText(before: before, after: after)
            }
        }
        if let commit, !commit.isEmpty {
            window.insertText(commit) // replaces the marked text, if any
            hasMarkedText = false
        }
        if let preedit, !preedit.text.isEmpty {
            let text = Substring(preedit.text)
            let begin = WaylandTextInputReport.characters(in: text, firstBytes: Int(preedit.begin))
            let end = WaylandTextInputReport.characters(in: text, firstBytes: Int(preedit.end))
            window.setMarkedText(preedit.text, selectedRange: min(begin, end)..<max(begin, end))
        } else if hasMarkedText {
            window.setMarkedText("", selectedRange: 0..<0)
        }
    }

    /// Enables the text input when the surface has its focus and an
    /// editable view is first responder (disables it otherwise), and
    /// reports what changed since the last report, then commits.
    /// `byInputMethod`: the change came from the input method's `done`.
    func updateTextInput(byInputMethod: Bool = false) {
        guard let id = textInput.id, !textInput.isHeld else { return }
        guard textInput.hasFocus, let context = window.textInputContext else {
            if textInput.isEnabled {
                connection.send(id, WaylandOpcode.textInputDisable)
                commitTextInput(id)
                textInput.isEnabled = false
                textInput.reported = nil
            }
            return
        }
        let report = WaylandTextInputReport(context, pointsPerSurfaceUnit: pointsPerSurfaceUnit)
        let old = textInput.reported
        guard report != old else { return }
        if !textInput.isEnabled {
            connection.send(id, WaylandOpcode.textInputEnable)
            textInput.isEnabled = true
        }
        if let text = report.text, old == nil || old?.text != text || old?.cursor != report.cursor
            || old?.anchor != report.anchor {
            var args = WaylandArguments()
            args.string(text)
            args.int(report.cursor)
            args.int(report.anchor)
            connection.send(id, WaylandOpcode.textInputSetSurroundingText, args)
            if old != nil {
                var cause = WaylandArguments()
                cause.uint(byInputMethod ? 0 : 1) // input_method, other
                connection.send(id, WaylandOpcode.textInputSetChangeCause, cause)
            }
        }
        if old == nil || old?.hint != report.hint || old?.purpose != report.purpose {
            var args = WaylandArguments()
            args.uint(report.hint)
            args.uint(report.purpose)
            connection.send(id, WaylandOpcode.textInputSetContentType, args)
        }
        if old == nil || old?.caret != report.caret {
            var args = WaylandArguments()
            for v in report.caret { args.int(v) }
            connection.send(id, WaylandOpcode.textInputSetCursorRectangle, args)
        }
        textInput.reported = report
        commitTextInput(id)
    }

    /// `commit`, counted (the serial of `done` answers it).
    private func commitTextInput(_ id: UInt32) {
        connection.send(id, WaylandOpcode.textInputCommit)
        textInput.commits &+= 1
        try? connection.flush()
    }

    /// The longest preedit kept, in characters.
    static let maximumPreeditCharacters = 1000
}
