import Strata
import StrataRaster

// Decorations: asking the compositor for its own (`xdg-decoration`), or
// drawing them with Strata views around the content and turning presses on
// them into `move`, `resize`, `set_maximized` and close.

extension WaylandHost {
    /// Who draws the title bar and frame: `.automatic` (the default) asks
    /// the compositor (`zxdg_decoration_manager_v1`) and draws the host's
    /// own when it has none or answers client-side. Changing it sends
    /// `set_mode` and redraws; `window.size` stays the content's size.
    public var decorations: WaylandDecorations {
        get { decoration.requested }
        set {
            guard newValue != decoration.requested else { return }
            let wasDrawn = decoration.isDrawn
            decoration.requested = newValue
            sendDecorationMode()
            if wasDrawn != decoration.isDrawn { decorationsDidChange() }
            try? connection.flush()
        }
    }

    /// How the host's own decorations look (see `WaylandDecorationStyle`).
    public var decorationStyle: WaylandDecorationStyle {
        get { decoration.style }
        set {
            decoration.style = newValue
            decoration.needsUpdate = true
            decorationsDidChange()
        }
    }

    /// Whether the host draws the decorations now (its own, client-side).
    public var drawsDecorations: Bool { decoration.isDrawn }

    /// Whether the compositor says the window is maximised.
    public var isMaximized: Bool { decoration.maximized }

    /// Makes the toplevel's decoration object when the compositor has a
    /// decoration manager, and asks for the mode (before the first commit,
    /// as the protocol requires).
    func makeToplevelDecoration() {
        guard let manager = globals.decorationManager else { return }
        let id = connection.newID(.toplevelDecoration, version: manager.version)
        var args = WaylandArguments()
        args.uint(id)
        args.uint(toplevel)
        connection.send(manager.id, WaylandOpcode.decorationManagerGetToplevelDecoration, args)
        decoration.toplevelDecoration = id
        sendDecorationMode()
    }

    /// `set_mode` for what `decorations` asks.
    private func sendDecorationMode() {
        guard let id = decoration.toplevelDecoration else { return }
        var args = WaylandArguments()
        args.uint(decoration.askedMode)
        connection.send(id, WaylandOpcode.toplevelDecorationSetMode, args)
    }

    /// Something about the decorations changed: new minimum size, redraw.
    func decorationsDidChange() {
        decoration.needsUpdate = true
        decoration.pointerInContent = false
        decoration.hovered = nil
        decoration.pressedButton = nil
        decoration.titlePress = nil
        sendMinimumSize()
        setNeedsDisplay()
    }

    /// The geometry of the host's decorations around content of `width` ×
    /// `height` pixels, when it draws them.
    func decorationGeometry(contentWidth width: Int, contentHeight height: Int) -> WaylandDecorationGeometry? {
        guard decoration.isDrawn else { return nil }
        return WaylandDecorationGeometry(style: decoration.style, scale: scale, unit: bufferScale, contentWidth: width,
                                         contentHeight: height, maximized: decoration.maximized)
    }

    /// How much wider and taller (surface units) the window geometry is
    /// than the content.
    var decorationExtent: (width: Int, height: Int) {
        guard let g = decorationGeometry(contentWidth: 0, contentHeight: 0) else { return (0, 0) }
        let u = pixelsPerSurfaceUnit
        return (Int((Double(g.frameExtra.width) / u).rounded()), Int((Double(g.frameExtra.height) / u).rounded()))
    }

    /// Notes the states of an `xdg_toplevel.configure` (1 maximised,
    /// 2 fullscreen, 4 activated).
    func noteToplevelStates(_ states: [UInt32]) {
        let maximized = states.contains(1), fullscreen = states.contains(2), activated = states.contains(4)
        let wasDrawn = decoration.isDrawn
        if maximized != decoration.maximized || activated != decoration.activated { decoration.needsUpdate = true }
        decoration.maximized = maximized
        decoration.activated = activated
        decoration.fullscreen = fullscreen
        if wasDrawn != decoration.isDrawn { decorationsDidChange() } else if decoration.needsUpdate { presenter.needsDisplay = true }
    }

    /// The compositor's `zxdg_toplevel_decoration_v1.configure`.
    func noteDecorationMode(_ mode: UInt32) {
        let wasDrawn = decoration.isDrawn
        decoration.serverMode = mode
        if wasDrawn != decoration.isDrawn { decorationsDidChange() }
    }

    /// `xdg_surface.set_window_geometry`: the frame without the shadow
    /// (the whole surface when nothing is drawn), sent when it changes.
    func sendWindowGeometry(_ g: WaylandDecorationGeometry?, bufferWidth: Int, bufferHeight: Int) {
        // In surface units: whole ones at an integer buffer scale; points,
        // rounded, at a fractional scale.
        let u = pixelsPerSurfaceUnit
        func units(_ v: Int) -> Int { Int((Double(v) / u).rounded()) }
        let box = g.map { PixelRect(x: units($0.frame.x), y: units($0.frame.y), width: units($0.frame.width), height: units($0.frame.height)) }
            ?? PixelRect(x: 0, y: 0, width: units(bufferWidth), height: units(bufferHeight))
        accessibilityGeometryDidChange(g)
        guard g != nil || decoration.sentGeometry != nil, box != decoration.sentGeometry else { return }
        var args = WaylandArguments()
        args.int(Int32(box.x))
        args.int(Int32(box.y))
        args.int(Int32(box.width))
        args.int(Int32(box.height))
        connection.send(xdgSurface, WaylandOpcode.xdgSurfaceSetWindowGeometry, args)
        decoration.sentGeometry = box
    }
}

extension WaylandHost {
    /// The title bar shows `title`.
    func decorationTitleDidChange(_ title: String) {
        guard decoration.title != title else { return }
        decoration.title = title
        decoration.needsUpdate = true
        presenter.needsDisplay = true
    }
}
