extension Window {
    /// Delivers typed text to the first responder when it edits text (a
    /// `TextField`, an editable `TextView`): the text replaces its
    /// selection, or its marked text. Hosts call it for the characters a
    /// key press types (after `keyDown(_:)`, which editing views take
    /// without acting on printable characters) and when an input method
    /// commits text.
    /// - Returns: whether a responder took the text; `false` when the first
    ///   responder does not edit text or there is none.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard let client = textInputClient else { return false }
        return client.insertText(text)
    }

    /// Shows an input method's composition (UIKit's marked text): `text`
    /// replaces the current marked text (or the selection), drawn
    /// underlined, with the caret or selection at `selectedRange`
    /// (characters within `text`, clamped). `insertText(_:)` replaces the
    /// marked text with the committed text; an empty `text` removes it.
    /// - Returns: whether a responder took it.
    @discardableResult
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) -> Bool {
        guard let client = textInputClient else { return false }
        return client.setMarkedText(text, selectedRange: selectedRange)
    }

    /// Keeps the marked text as ordinary text and ends the composition.
    /// - Returns: whether a responder took it.
    @discardableResult
    public func unmarkText() -> Bool {
        guard let client = textInputClient else { return false }
        return client.unmarkText()
    }

    /// The pasteboard copies go to and pastes come from: a
    /// `LocalPasteboard` until a host installs its own (the X11 host
    /// installs one backed by the X `CLIPBOARD` selection).
    public var pasteboard: any Pasteboard {
        get { input.pasteboard }
        set { input.pasteboard = newValue }
    }

    /// Whether the window has the keyboard (true by default). Hosts set it
    /// when their window gains or loses keyboard focus (the X11 host on
    /// `FocusIn`/`FocusOut`); a text field's caret blinks only in the key
    /// window, so an idle window in the background does not wake the CPU.
    public var isKeyWindow: Bool {
        get { input.isKeyWindow }
        set {
            guard newValue != input.isKeyWindow else { return }
            input.isKeyWindow = newValue
            textInputClient?.keyWindowDidChange(newValue)
        }
    }

    /// The text selected in the first responder when it edits text (a
    /// `TextField`, a `TextView`); `nil` when nothing is selected, the
    /// text is secure, or no such view is first responder. The X11 host
    /// offers it as the `PRIMARY` selection.
    public var selectedText: String? { textInputClient?.selectedText }

    /// The first responder, when it takes text and is still in this window.
    var textInputClient: (any TextInputClient)? {
        guard let responder = input.firstResponder, responder.storedWindow === self else { return nil }
        return responder as? any TextInputClient
    }
}
