import StrataRaster

/// Where the parts of client-side decorations are, in buffer pixels: the
/// shadow margin, the frame (the window geometry the compositor sees), the
/// title bar, its buttons and the content. Every inset is a whole number of
/// surface units (a multiple of the buffer scale), so surface coordinates
/// map to pixels exactly.
struct WaylandDecorationGeometry: Equatable {
    /// A title-bar button.
    enum Button: Int, Equatable, CaseIterable {
        case close, maximize, minimize
    }

    /// What a point of the surface is.
    enum Zone: Equatable {
        /// The window's content.
        case content
        /// The title bar (not a button): dragging moves the window.
        case title
        /// A button.
        case button(Button)
        /// An edge or corner: `xdg_toplevel.resize_edge` (top 1, bottom 2,
        /// left 4, right 8, corners their sums).
        case edge(UInt32)
        /// Nothing (outside the surface).
        case none
    }

    /// The shadow margin, border and title bar, in pixels.
    let shadow: Int, border: Int, titleBar: Int
    /// How far inside the frame (outside the content) a press resizes, and
    /// how far along an edge a corner reaches.
    let grip: Int, corner: Int
    /// The content's size, padded to whole surface units.
    let contentWidth: Int, contentHeight: Int
    /// Button side, gap, in pixels.
    let buttonSize: Int, buttonSpacing: Int
    /// Whether the window is maximised (no shadow, no border, no resizing).
    let maximized: Bool

    /// The geometry around content of `width` × `height` pixels, drawn at
    /// `scale` pixels per point with buffer scale `unit`.
    init(style: WaylandDecorationStyle, scale: Double, unit: Int, contentWidth width: Int, contentHeight height: Int,
         maximized: Bool) {
        let u = max(1, unit)
        /// Points to pixels, rounded up to whole surface units.
        func px(_ points: Double) -> Int {
            let v = points * scale / Double(u)
            guard v.isFinite, v > 0 else { return 0 }
            return Int(min(v.rounded(.up), 4096)) * u
        }
        self.maximized = maximized
        shadow = maximized ? 0 : px(style.shadowRadius)
        border = maximized ? 0 : px(style.borderWidth)
        titleBar = max(u, px(style.titleBarHeight))
        grip = maximized ? 0 : px(style.resizeMargin)
        corner = px(16)
        contentWidth = (max(0, width) + u - 1) / u * u
        contentHeight = (max(0, height) + u - 1) / u * u
        buttonSize = min(px(style.buttonSize), titleBar)
        buttonSpacing = px(style.buttonSpacing)
    }

    /// The whole surface (shadow included).
    var width: Int { contentWidth + 2 * (shadow + border) }
    var height: Int { contentHeight + titleBar + 2 * (shadow + border) }
    /// The frame: the window geometry (`set_window_geometry`), without the shadow.
    var frame: PixelRect { PixelRect(x: shadow, y: shadow, width: width - 2 * shadow, height: height - 2 * shadow) }
    /// Where the content's top-left pixel is.
    var contentOrigin: (x: Int, y: Int) { (shadow + border, shadow + border + titleBar) }
    /// The content's rectangle.
    var content: PixelRect {
        PixelRect(x: contentOrigin.x, y: contentOrigin.y, width: contentWidth, height: contentHeight)
    }
    /// The title bar (inside the border).
    var titleBarBox: PixelRect {
        PixelRect(x: shadow + border, y: shadow + border, width: contentWidth, height: titleBar)
    }
    /// How much wider and taller the frame is than the content.
    var frameExtra: (width: Int, height: Int) { (2 * border, titleBar + 2 * border) }

    /// A button's rectangle: close at the trailing end, then maximise, then minimise.
    func box(of button: Button) -> PixelRect {
        let bar = titleBarBox
        let x = bar.x + bar.width - (button.rawValue + 1) * (buttonSize + buttonSpacing)
        return PixelRect(x: x, y: bar.y + (bar.height - buttonSize) / 2, width: buttonSize, height: buttonSize)
    }

    /// What is at pixel (`x`, `y`).
    func zone(x: Double, y: Double) -> Zone {
        guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < Double(width), y < Double(height) else { return .none }
        // The content first: its edges belong to it, not to resizing.
        if content.contains(x: x, y: y) { return .content }
        let f = frame
        if !maximized {
            let minX = Double(f.x), minY = Double(f.y), maxX = Double(f.x + f.width), maxY = Double(f.y + f.height)
            let g = Double(grip), c = Double(corner)
            var edges: UInt32 = 0
            if x < minX + g { edges |= 4 } else if x >= maxX - g { edges |= 8 }
            if y < minY + g { edges |= 1 } else if y >= maxY - g { edges |= 2 }
            if edges & 12 != 0 && edges & 3 == 0 {
                if y < minY + c { edges |= 1 } else if y >= maxY - c { edges |= 2 }
            } else if edges & 3 != 0 && edges & 12 == 0 {
                if x < minX + c { edges |= 4 } else if x >= maxX - c { edges |= 8 }
            }
            if edges != 0 { return .edge(edges) }
        }
        if titleBarBox.contains(x: x, y: y) {
            for button in Button.allCases where box(of: button).contains(x: x, y: y) { return .button(button) }
            return .title
        }
        return .none
    }
}

extension PixelRect {
    /// Whether the point is inside (left and top edges included).
    func contains(x px: Double, y py: Double) -> Bool {
        px >= Double(x) && py >= Double(y) && px < Double(maxX) && py < Double(maxY)
    }
}
