import Strata

/// The pointer's cursor over the host's window: the text I-beam over text
/// that can be edited or selected (`TextField`, `TextView`), the arrow
/// elsewhere (Strata views have no cursor of their own, as on X11).
public enum WaylandCursor: Int, Sendable, CaseIterable {
    /// The arrow.
    case arrow
    /// The text I-beam.
    case text

    /// Its `wp_cursor_shape_device_v1` shape (cursor-shape-v1.xml: `default`
    /// 1, `text` 9).
    public var shape: UInt32 {
        switch self {
        case .arrow: return 1
        case .text: return 9
        }
    }

    /// Its names in Xcursor themes, the freedesktop name first, then the X11 one.
    public var xcursorNames: [String] {
        switch self {
        case .arrow: return ["default", "left_ptr"]
        case .text: return ["text", "xterm"]
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
