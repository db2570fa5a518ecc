import Strata

// The pointer on client-side decorations: over the content its events go
// to the window (moved to the content's coordinates); on the title bar a
// drag moves the window, a double click maximises, the buttons act; on an
// edge or corner a press resizes.

extension WaylandHost {
    /// Routes an input event, through the decorations when the host draws them.
    /// - Returns: whether something drawn may have changed.
    func routeInput(_ event: WaylandEvent) -> Bool {
        guard decoration.isDrawn, let g = decoration.geometry else { return route(event) }
        let d = decoration
        let u = pixelsPerSurfaceUnit
        let ox = Double(g.contentOrigin.x) / u, oy = Double(g.contentOrigin.y) / u
        switch event {
        case .pointerEnter(let serial, let target, let x, let y):
            guard target == surface else { return route(event) }
            d.pointer = (x, y)
            cursor.enterSerial = serial
            cursor.current = nil
            return movePointer(serial: serial, time: nil, g, ox, oy)
        case .pointerMotion(let time, let x, let y):
            d.pointer = (x, y)
            // Entering the content from the frame: the window's enter carries the surface's.
            return movePointer(serial: cursor.enterSerial, time: time, g, ox, oy)
        case .pointerLeave:
            d.pointerInContent = false
            d.titlePress = nil
            d.pressedButton = nil
            setHovered(nil)
            return route(event) || true
        case .pointerButton(let serial, let time, let button, let state):
            if d.pointerInContent || input.touchIsDown { return route(event) }
            pressOnDecorations(g, serial: serial, time: time, button: button, pressed: state == 1)
            return true
        default:
            return route(event)
        }
    }

    /// The pointer moved to `decoration.pointer`: into, within or out of
    /// the content, over a button, or dragging the title bar.
    private func movePointer(serial: UInt32, time: UInt32?, _ g: WaylandDecorationGeometry, _ ox: Double, _ oy: Double) -> Bool {
        let d = decoration
        let (x, y) = d.pointer
        let u = pixelsPerSurfaceUnit
        let inContent = input.touchIsDown || g.zone(x: x * u, y: y * u) == .content
        if inContent {
            setHovered(nil)
            if d.pointerInContent, let time { return route(.pointerMotion(time: time, x: x - ox, y: y - oy)) }
            d.pointerInContent = true
            return route(.pointerEnter(serial: serial, surface: surface, x: x - ox, y: y - oy))
        }
        var changed = false
        if d.pointerInContent {
            d.pointerInContent = false
            changed = route(.pointerLeave(serial: serial, surface: surface))
        }
        if let press = d.titlePress, abs(x - press.x) > WaylandDecorationState.clickSlop
            || abs(y - press.y) > WaylandDecorationState.clickSlop {
            d.titlePress = nil
            d.lastTitleClick = nil
            sendSeatRequest(WaylandOpcode.toplevelMove, serial: press.serial)
        }
        let zone = g.zone(x: x * u, y: y * u)
        if case .button(let b) = zone { setHovered(b) } else { setHovered(nil) }
        if case .edge(let edges) = zone, let resize = WaylandCursor.resize(edges: edges) {
            setCursor(resize)
        } else {
            setCursor(.arrow)
        }
        return changed
    }

    /// A button pressed or released on the decorations.
    private func pressOnDecorations(_ g: WaylandDecorationGeometry, serial: UInt32, time: UInt32, button: UInt32,
                                    pressed: Bool) {
        let d = decoration
        let (x, y) = d.pointer
        let u = pixelsPerSurfaceUnit
        let zone = g.zone(x: x * u, y: y * u)
        guard button == WaylandInput.leftButton else {
            if button == 0x111, pressed, zone == .title { showWindowMenu(serial: serial, x: x, y: y) }
            return
        }
        guard pressed else {
            d.titlePress = nil
            if let b = d.pressedButton, zone == .button(b) { perform(b) }
            d.pressedButton = nil
            return
        }
        switch zone {
        case .edge(let edges):
            sendSeatRequest(WaylandOpcode.toplevelResize, serial: serial, edges: edges)
        case .title:
            if let last = d.lastTitleClick, time &- last.time <= WaylandDecorationState.doubleClickTime,
               abs(x - last.x) <= WaylandDecorationState.clickSlop, abs(y - last.y) <= WaylandDecorationState.clickSlop {
                d.lastTitleClick = nil
                d.titlePress = nil
                toggleMaximized()
            } else {
                d.lastTitleClick = (time, x, y)
                d.titlePress = (serial, x, y)
            }
        case .button(let b):
            d.pressedButton = b
        case .content, .none:
            break
        }
    }

    /// What a title-bar button does.
    private func perform(_ button: WaylandDecorationGeometry.Button) {
        switch button {
        case .close: finish(nil)
        case .maximize: toggleMaximized()
        case .minimize:
            connection.send(toplevel, WaylandOpcode.toplevelSetMinimized)
            try? connection.flush()
        }
    }

    /// `set_maximized`, or `unset_maximized` when the compositor says it is.
    func toggleMaximized() {
        connection.send(toplevel, decoration.maximized ? WaylandOpcode.toplevelUnsetMaximized : WaylandOpcode.toplevelSetMaximized)
        try? connection.flush()
    }

    /// `move` (or `resize` with `edges`) with the seat and the press's serial.
    private func sendSeatRequest(_ opcode: UInt16, serial: UInt32, edges: UInt32? = nil) {
        guard let seat = globals.seat else { return }
        var args = WaylandArguments()
        args.uint(seat.id)
        args.uint(serial)
        if let edges { args.uint(edges) }
        connection.send(toplevel, opcode, args)
        try? connection.flush()
    }

    /// The compositor's window menu at (`x`, `y`) in surface units.
    private func showWindowMenu(serial: UInt32, x: Double, y: Double) {
        guard let seat = globals.seat else { return }
        var args = WaylandArguments()
        args.uint(seat.id)
        args.uint(serial)
        args.int(Int32(clamping: Int(x.rounded(.down))))
        args.int(Int32(clamping: Int(y.rounded(.down))))
        connection.send(toplevel, WaylandOpcode.toplevelShowWindowMenu, args)
        try? connection.flush()
    }

    /// Highlights the button under the pointer.
    private func setHovered(_ button: WaylandDecorationGeometry.Button?) {
        guard decoration.hovered != button else { return }
        decoration.hovered = button
        decoration.needsUpdate = true
        presenter.needsDisplay = true
    }
}
