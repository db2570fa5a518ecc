/// Who draws a Wayland window's title bar and frame (`WaylandHost.decorations`).
public enum WaylandDecorations: Sendable, Hashable, CaseIterable {
    /// The compositor's when it offers them (`zxdg_decoration_manager_v1`
    /// and a `server_side` configure: sway, KDE), else the host's own
    /// (GNOME's Mutter, Weston). The default.
    case automatic
    /// The compositor's only: asked for with `set_mode(server_side)`; when
    /// it refuses or has no decoration manager, the window has none.
    case server
    /// The host's own, drawn with Strata views (`WaylandDecorationStyle`),
    /// and the compositor told so (`set_mode(client_side)`) when it asks.
    case client
    /// None: the compositor is told the client draws them, and nothing is
    /// drawn (a game or a kiosk draws its own).
    case none
}
