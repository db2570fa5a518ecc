import Strata
import StrataRaster

/// What a `WaylandHost` knows of its decorations: what the program asked
/// for, what the compositor answered, the toplevel's states, and — when
/// the host draws them — their views, pixels and what the pointer does
/// on them.
@MainActor
final class WaylandDecorationState {
    /// What the program asked for (`WaylandHost.decorations`).
    var requested = WaylandDecorations.automatic
    /// How the host's own decorations look.
    var style = WaylandDecorationStyle()
    /// The `zxdg_toplevel_decoration_v1` object, when the compositor has a
    /// decoration manager.
    var toplevelDecoration: UInt32?
    /// The mode of the last `configure` (1 client-side, 2 server-side).
    var serverMode: UInt32?
    /// The toplevel's states from its last configure.
    var maximized = false, fullscreen = false, activated = false
    /// The title shown in the title bar.
    var title: String
    /// The views (made the first time decorations are drawn).
    private(set) lazy var views = WaylandDecorationViews()
    /// The decorations' pixels and display lists (transparent outside the frame).
    let presenter: WaylandPresenter
    /// The geometry last drawn.
    var geometry: WaylandDecorationGeometry?
    /// Whether the views must be placed and coloured again.
    var needsUpdate = true
    /// The button under the pointer.
    var hovered: WaylandDecorationGeometry.Button?
    /// Whether the pointer is over the content (its events go to the window).
    var pointerInContent = false
    /// The pointer's position on the surface, in surface units.
    var pointer = (x: 0.0, y: 0.0)
    /// The button pressed (its action runs if released over it).
    var pressedButton: WaylandDecorationGeometry.Button?
    /// A press on the title bar: dragging from it moves the window.
    var titlePress: (serial: UInt32, x: Double, y: Double)?
    /// The last press on the title bar (a second one soon after maximises).
    var lastTitleClick: (time: UInt32, x: Double, y: Double)?
    /// The window geometry last sent (`xdg_surface.set_window_geometry`), in surface units.
    var sentGeometry: PixelRect?

    /// The longest gap between the presses of a double click, in ms.
    static let doubleClickTime: UInt32 = 400
    /// How far (surface units) the pointer may move between them, and
    /// before a press on the title bar becomes a drag.
    static let clickSlop = 4.0

    init(title: String, scale: Double) {
        self.title = title
        presenter = WaylandPresenter(scale: scale)
        presenter.background = .clear
    }

    /// Whether the host draws decorations: asked for (`.client`), or
    /// `.automatic` when the compositor has no decoration manager or
    /// answered client-side; never when fullscreen.
    var isDrawn: Bool {
        guard !fullscreen else { return false }
        switch requested {
        case .client: return true
        case .automatic: return toplevelDecoration == nil || serverMode == 1
        case .server, .none: return false
        }
    }

    /// The mode to ask the compositor for: server-side for `.automatic`
    /// and `.server`, client-side otherwise.
    var askedMode: UInt32 {
        switch requested {
        case .automatic, .server: return 2
        case .client, .none: return 1
        }
    }

    /// Lays out and redraws the decorations for `g` where they changed.
    /// - Returns: the rectangles redrawn, in buffer pixels.
    func redraw(_ g: WaylandDecorationGeometry, scale: Double) -> [PixelRect] {
        if needsUpdate || geometry != g {
            views.update(geometry: g, scale: scale, style: style, text: title, activated: activated, hovered: hovered)
            geometry = g
            needsUpdate = false
        }
        views.window.layoutIfNeeded()
        views.window.displayList(into: &presenter.nextList)
        let rects = presenter.redraw(presenter.nextList, width: g.width, height: g.height, scale: scale)
        swap(&presenter.nextList, &presenter.shownList)
        presenter.hasShownList = true
        return rects
    }
}
