import Strata

/// A `Pasteboard` backed by an X selection: `CLIPBOARD` (what copy and
/// paste use; `X11Host.pasteboard`, installed on the host's windows) or
/// `PRIMARY` (the selected text, pasted with the middle button;
/// `X11Host.primarySelection`).
///
/// Setting `string` makes the host own the selection (ICCCM, with the
/// time of the last event) and serve it to other programs; `nil` gives it
/// up. `readString(_:)` answers at once while the host owns it, else asks
/// the owner (`ConvertSelection`) and answers when its reply comes, or
/// `nil` after one second without one.
@MainActor
public final class X11Pasteboard: Pasteboard {
    /// The host's selections (gone once the host is).
    private weak var clipboard: X11Clipboard?
    /// The selection's atom.
    public let selection: UInt32

    init(clipboard: X11Clipboard, selection: UInt32) {
        self.clipboard = clipboard
        self.selection = selection
    }

    /// The text the host offers while it owns the selection; `nil` when
    /// another program owns it (read that with `readString(_:)`).
    public var string: String? {
        get { clipboard?.ownedText(selection) }
        set { clipboard?.own(selection, text: newValue) }
    }

    /// Reads the selection's text, from this host or from the program
    /// that owns it; `nil` when there is none, it is refused, or no answer
    /// comes within a second.
    public func readString(_ completion: @escaping (String?) -> Void) {
        guard let clipboard else { return completion(nil) }
        clipboard.read(selection, completion: completion)
    }
}
