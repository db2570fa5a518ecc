import Strata

// The primary selection: the text selected in the editing view is offered
// to other clients, and a middle click pastes the primary selection (as
// `X11Host` does with `PRIMARY`).

extension WaylandHost {
    /// Offers the window's selected text as the primary selection when it
    /// changed (after a key press or a click). An emptied selection keeps
    /// what was offered until another client takes the selection.
    func offerSelection() {
        guard let text = window.selectedText, text != input.offeredSelection else { return }
        input.offeredSelection = text
        primarySelection.string = text
    }

    /// A middle click: on a text field or an editable text view the caret
    /// goes there (as a click places it) and the primary selection's text
    /// is inserted when it arrives. Elsewhere it does nothing.
    func pastePrimary(at point: Point) {
        window.pastePrimarySelection(at: point, from: primarySelection) { [weak self] in self?.setNeedsDisplay() }
    }

    /// Remembers the serial of an input event: a selection is set with the
    /// last one (compositors refuse a selection without a recent serial).
    func noteSerial(of event: WaylandEvent) {
        switch event {
        case .pointerEnter(let serial, _, _, _), .pointerButton(let serial, _, _, _), .keyboardEnter(let serial, _),
             .key(let serial, _, _, _):
            clipboard.serial = serial
        default:
            break
        }
    }
}
