import Strata

/// How the host's own (client-side) decorations look: a title bar with the
/// title centred and minimise, maximise and close buttons at its trailing
/// end, a thin border and a soft shadow around the frame. Sizes are in
/// points; set `WaylandHost.decorationStyle` to restyle.
public struct WaylandDecorationStyle: Sendable, Hashable {
    /// The title bar's height.
    public var titleBarHeight: Double = 32
    /// The border around the frame (title bar and content), outside the
    /// content.
    public var borderWidth: Double = 1
    /// How far the shadow reaches beyond the frame (0: no shadow). The
    /// pointer there resizes the window; it is outside the window geometry.
    public var shadowRadius: Double = 12
    /// The shadow's opacity at the frame's edge.
    public var shadowOpacity: Double = 0.3
    /// How far inside the frame's edges a press resizes rather than moves.
    public var resizeMargin: Double = 4
    /// A button's side (buttons are square, centred in the title bar).
    public var buttonSize: Double = 24
    /// The gap between buttons and between the last one and the edge.
    public var buttonSpacing: Double = 6
    /// The title's font size.
    public var titleFontSize: Double = 13
    /// The title bar of the focused (activated) window.
    public var titleBarColor = Color(red8: 0xeb, green8: 0xeb, blue8: 0xeb)
    /// The title bar of a window without focus.
    public var inactiveTitleBarColor = Color(red8: 0xf6, green8: 0xf6, blue8: 0xf6)
    /// The title and the buttons' symbols of the focused window.
    public var titleColor = Color(red8: 0x2e, green8: 0x34, blue8: 0x36)
    /// The title and the buttons' symbols of a window without focus.
    public var inactiveTitleColor = Color(red8: 0x92, green8: 0x95, blue8: 0x95)
    /// The border.
    public var borderColor = Color(red8: 0xb6, green8: 0xb6, blue8: 0xb3)
    /// A button under the pointer.
    public var hoveredButtonColor = Color(red8: 0xd4, green8: 0xd4, blue8: 0xd2)
    /// The close button under the pointer.
    public var hoveredCloseButtonColor = Color(red8: 0xe0, green8: 0x1b, blue8: 0x24)
    /// The shadow's colour.
    public var shadowColor = Color.black

    /// The default style (GNOME-like, light).
    public init() {}
}
