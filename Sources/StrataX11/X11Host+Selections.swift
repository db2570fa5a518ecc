import Strata

// PRIMARY: the text selected in the editing view is offered to other
// programs, and a middle click pastes the PRIMARY selection.

extension X11Host {
    /// Offers the window's selected text as `PRIMARY` when it changed
    /// (after a key press or a click). An emptied selection keeps what was
    /// offered, as xterm and most X programs do, until another program
    /// takes `PRIMARY`.
    func offerSelection() {
        guard let text = window.selectedText, text != input.offeredSelection else { return }
        input.offeredSelection = text
        primarySelection.string = text
    }

    /// A middle click: when it lands on a text field or an editable text
    /// view, the caret goes there (as a click places it) and the
    /// `PRIMARY` selection's text is inserted when it arrives. Elsewhere
    /// it does nothing (it presses no button).
    func pastePrimary(at point: Point) {
        window.pastePrimarySelection(at: point, from: primarySelection) { [weak self] in self?.setNeedsDisplay() }
    }
}
