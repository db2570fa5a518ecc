import Strata

/// A `Pasteboard` backed by one of a Wayland seat's selections: the
/// clipboard (`wl_data_device`; `WaylandHost.pasteboard`, installed on the
/// host's windows) or the primary selection (`zwp_primary_selection_v1`;
/// `WaylandHost.primarySelection`), as `X11Pasteboard` is for X.
///
/// Setting `string` offers the text as `text/plain;charset=utf-8`,
/// `UTF8_STRING` and `text/plain` (a new data source, set with the serial
/// of the last input event) and serves each reader through its pipe off
/// the main queue; `nil` clears the selection. `readString(_:)` answers
/// at once while this client owns it, else reads the offer's text through
/// a pipe without blocking (at most 64 MiB; `nil` after 5 s without a
/// byte, or when nothing is offered as text). Without the compositor's
/// manager for the selection, the text stays inside the process.
@MainActor
public final class WaylandPasteboard: Pasteboard {
    /// The host's selections (gone once the host is).
    private weak var clipboard: WaylandClipboard?
    /// Which selection this is.
    public let selection: WaylandSelection

    init(clipboard: WaylandClipboard, selection: WaylandSelection) {
        self.clipboard = clipboard
        self.selection = selection
    }

    /// The text the host offers while it owns the selection; `nil` when
    /// another client owns it (read that with `readString(_:)`).
    public var string: String? {
        get { clipboard?.ownedText(selection) }
        set { clipboard?.own(selection, text: newValue) }
    }

    /// Reads the selection's text, from this host or from the client that
    /// owns it; `nil` when there is none, it is not text, or it does not
    /// come (see the type's limits).
    public func readString(_ completion: @escaping (String?) -> Void) {
        guard let clipboard else { return completion(nil) }
        clipboard.read(selection, completion: completion)
    }
}
