import Strata

/// The pointer's cursor over the host's window: the text I-beam over text
/// that can be edited or selected (`TextField`, `TextView`), the arrow
/// elsewhere (Strata views have no cursor of their own, as on X11), and
/// over the edges and corners of the host's own decorations the resize
/// arrows of that edge or corner.
public enum WaylandCursor: Int, Sendable, CaseIterable {
    /// The arrow.
    case arrow
    /// The text I-beam.
    case text
    /// Resizing from the top edge.
    case resizeTop
    /// Resizing from the bottom edge.
    case resizeBottom
    /// Resizing from the left edge.
    case resizeLeft
    /// Resizing from the right edge.
    case resizeRight
    /// Resizing from the top-left corner.
    case resizeTopLeft
    /// Resizing from the top-right corner.
    case resizeTopRight
    /// Resizing from the bottom-left corner.
    case resizeBottomLeft
    /// Resizing from the bottom-right corner.
    case resizeBottomRight

    /// Its `wp_cursor_shape_device_v1` shape (cursor-shape-v1.xml: `default`
    /// 1, `text` 9, `e_resize` 18, `n_resize` 19, `ne_resize` 20,
    /// `nw_resize` 21, `s_resize` 22, `se_resize` 23, `sw_resize` 24,
    /// `w_resize` 25).
    public var shape: UInt32 {
        switch self {
        case .arrow: return 1
        case .text: return 9
        case .resizeRight: return 18
        case .resizeTop: return 19
        case .resizeTopRight: return 20
        case .resizeTopLeft: return 21
        case .resizeBottom: return 22
        case .resizeBottomRight: return 23
        case .resizeBottomLeft: return 24
        case .resizeLeft: return 25
        }
    }

    /// Its names in Xcursor themes, the freedesktop name first, then the X11 one.
    public var xcursorNames: [String] {
        switch self {
        case .arrow: return ["default", "left_ptr"]
        case .text: return ["text", "xterm"]
        case .resizeTop: return ["n-resize", "top_side"]
        case .resizeBottom: return ["s-resize", "bottom_side"]
        case .resizeLeft: return ["w-resize", "left_side"]
        case .resizeRight: return ["e-resize", "right_side"]
        case .resizeTopLeft: return ["nw-resize", "top_left_corner"]
        case .resizeTopRight: return ["ne-resize", "top_right_corner"]
        case .resizeBottomLeft: return ["sw-resize", "bottom_left_corner"]
        case .resizeBottomRight: return ["se-resize", "bottom_right_corner"]
        }
    }

    /// The resize cursor of `xdg_toplevel.resize_edge` `edges` (top 1,
    /// bottom 2, left 4, right 8, corners their sums); `nil` for none.
    static func resize(edges: UInt32) -> WaylandCursor? {
        switch edges {
        case 1: return .resizeTop
        case 2: return .resizeBottom
        case 4: return .resizeLeft
        case 8: return .resizeRight
        case 5: return .resizeTopLeft
        case 9: return .resizeTopRight
        case 6: return .resizeBottomLeft
        case 10: return .resizeBottomRight
        default: return nil
        }
    }

    /// The cursor over `view` (the view hit at the pointer; `nil`: none).
    @MainActor
    static func over(_ view: View?) -> WaylandCursor {
        var v = view
        while let current = v {
            if current is TextField || current is TextView { return .text }
            v = current.superview
        }
        return .arrow
    }

    /// The arrow drawn when no theme has one: 12 × 19 pixels, black with a
    /// white edge, the hotspot at its tip.
    static let builtInArrow: XcursorImage = {
        let rows = [
            "X           ", "XX          ", "X.X         ", "X..X        ", "X...X       ", "X....X      ",
            "X.....X     ", "X......X    ", "X.......X   ", "X........X  ", "X.........X ", "X......XXXXX",
            "X...X..X    ", "X..XX..X    ", "X.X  X..X   ", "XX   X..X   ", "X     X..X  ", "      X..X  ",
            "       XX   ",
        ]
        var pixels: [UInt32] = []
        for row in rows {
            for c in row.utf8 {
                // The edge ("X") white, the inside black, premultiplied ARGB.
                pixels.append(c == UInt8(ascii: "X") ? 0xffff_ffff : c == UInt8(ascii: ".") ? 0xff00_0000 : 0)
            }
        }
        return XcursorImage(width: 12, height: rows.count, hotspotX: 0, hotspotY: 0, pixels: pixels)
    }()
}
