import Strata

/// The views of client-side decorations, in a `Window` of their own the
/// size of the whole surface: a frame view (border and shadow, through
/// Strata's own `borderWidth` and `shadowRadius`), a title bar with a
/// centred `Label`, and three buttons whose symbols are plain views (a
/// bar, a bordered square, two crossed bars). The content is drawn over
/// the frame's middle by the host; these views never see its events.
@MainActor
final class WaylandDecorationViews {
    /// The decorations' window (its root view is transparent).
    let window: Window
    /// The frame: border, background and shadow.
    let frame = View()
    /// The title bar and its title.
    let titleBar = View(), title = Label()
    /// The buttons' backgrounds, by `WaylandDecorationGeometry.Button` raw value.
    let buttons: [View]
    /// The buttons' symbols: minimise's bar, maximise's square, close's two bars.
    let minimizeBar = View(), maximizeSquare = View(), closeBars = [View(), View()]

    init() {
        window = Window(size: Size(width: 1, height: 1))
        buttons = WaylandDecorationGeometry.Button.allCases.map { _ in View() }
        window.rootView.backgroundColor = nil
        window.rootView.addSubview(frame)
        frame.addSubview(titleBar)
        titleBar.addSubview(title)
        title.textAlignment = .center
        for b in buttons { titleBar.addSubview(b) }
        buttons[WaylandDecorationGeometry.Button.minimize.rawValue].addSubview(minimizeBar)
        buttons[WaylandDecorationGeometry.Button.maximize.rawValue].addSubview(maximizeSquare)
        for bar in closeBars { buttons[WaylandDecorationGeometry.Button.close.rawValue].addSubview(bar) }
    }

    /// Places and colours every view for `geometry` at `scale`.
    /// - Complexity: O(1) views; the window lays out and draws them later.
    func update(geometry g: WaylandDecorationGeometry, scale: Double, style: WaylandDecorationStyle, text: String,
                activated: Bool, hovered: WaylandDecorationGeometry.Button?) {
        func pt(_ px: Int) -> Double { Double(px) / scale }
        window.scale = scale
        window.size = Size(width: pt(g.width), height: pt(g.height))
        let f = g.frame
        frame.frame = Rect(x: pt(f.x), y: pt(f.y), width: pt(f.width), height: pt(f.height))
        frame.backgroundColor = style.borderColor
        frame.shadowColor = style.shadowColor
        frame.shadowOpacity = g.shadow > 0 ? style.shadowOpacity : 0
        frame.shadowRadius = style.shadowRadius / 2
        frame.shadowOffset = Size(width: 0, height: 0)
        let bar = g.titleBarBox
        titleBar.frame = Rect(x: pt(bar.x - f.x), y: pt(bar.y - f.y), width: pt(bar.width), height: pt(bar.height))
        titleBar.backgroundColor = activated ? style.titleBarColor : style.inactiveTitleBarColor
        let ink = activated ? style.titleColor : style.inactiveTitleColor
        // The title centred in the bar, clear of the buttons on both sides
        // (in a narrow window: between the leading edge and the buttons).
        let reserved = 3 * (g.buttonSize + g.buttonSpacing) + g.buttonSpacing
        title.text = text
        title.fontSize = style.titleFontSize
        title.textColor = ink
        let leading = bar.width - 2 * reserved >= 4 * g.buttonSize ? reserved : g.buttonSpacing
        let lineHeight = max(0, min(title.intrinsicContentSize.height, pt(bar.height)))
        title.frame = Rect(x: pt(leading), y: ((pt(bar.height) - lineHeight) / 2).rounded(),
                           width: max(0, pt(bar.width - reserved - leading)), height: lineHeight)
        for button in WaylandDecorationGeometry.Button.allCases {
            let b = g.box(of: button), view = buttons[button.rawValue]
            view.frame = Rect(x: pt(b.x - bar.x), y: pt(b.y - bar.y), width: pt(b.width), height: pt(b.height))
            view.cornerRadius = pt(b.width) / 2
            view.backgroundColor = hovered != button ? nil
                : button == .close ? style.hoveredCloseButtonColor : style.hoveredButtonColor
        }
        let side = pt(g.buttonSize), symbol = (side * 0.4).rounded()
        let origin = ((side - symbol) / 2).rounded()
        let line = max(1, (1.5 * scale).rounded()) / scale
        minimizeBar.frame = Rect(x: origin, y: origin + symbol - line, width: symbol, height: line)
        minimizeBar.backgroundColor = ink
        maximizeSquare.frame = Rect(x: origin, y: origin, width: symbol, height: symbol)
        maximizeSquare.backgroundColor = nil
        maximizeSquare.borderWidth = line
        maximizeSquare.borderColor = ink
        let closeInk = hovered == .close ? Color.white : ink
        for (i, bar) in closeBars.enumerated() {
            bar.transform = .identity
            bar.frame = Rect(x: (side - symbol * 1.2) / 2, y: (side - line) / 2, width: symbol * 1.2, height: line)
            bar.backgroundColor = closeInk
            bar.transform = AffineTransform(rotationAngle: (i == 0 ? 1 : -1) * Double.pi / 4)
        }
    }
}
