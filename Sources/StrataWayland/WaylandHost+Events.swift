import Strata

extension WaylandHost {
    /// Applies one event from object `object`.
    func handle(_ event: WaylandEvent, from object: UInt32) {
        noteSerial(of: event)
        if clipboard.handle(event) || handleTextInput(event, from: object) || handleOutput(event, from: object) {
            onEvent?(event)
            return
        }
        switch event {
        case .ping(let serial):
            var args = WaylandArguments()
            args.uint(serial)
            connection.send(globals.wmBase.id, WaylandOpcode.wmBasePong, args)
            try? connection.flush()
        case .toplevelConfigure(let w, let h, let states) where object == toplevel:
            noteToplevelStates(states)
            // The size is the window geometry's: the content's is smaller by the decorations.
            let extra = decorationExtent
            if w > 0 && h > 0 { pendingSize = (max(1, Int(w) - extra.width), max(1, Int(h) - extra.height)) }
        case .decorationMode(let mode) where object == decoration.toplevelDecoration:
            noteDecorationMode(mode)
        case .configure(let serial) where object == xdgSurface:
            var args = WaylandArguments()
            args.uint(serial)
            connection.send(xdgSurface, WaylandOpcode.xdgSurfaceAckConfigure, args)
            if let (w, h) = pendingSize { resize(width: w, height: h) }
            pendingSize = nil
            presenter.needsDisplay = true // the ack takes effect with the next commit
            presenter.configured = true
            try? connection.flush()
        case .close where object == toplevel:
            finish(nil)
        case .shmFormat(let format) where object == globals.shm.id:
            if format == WaylandBufferPair.PixelFormat.xbgr8888.rawValue { presenter.acceptsRGBABytes = true }
        case .release(let buffer):
            if presenter.buffers?.release(buffer) == true { presentIfNeeded() }
        case .done(let callback, _) where callback == presenter.frameCallback:
            frameDone()
        case .capabilities(let caps) where object == globals.seat?.id:
            bindTouch(caps)
            bindSeatDevices(caps)
        case .preferredScale(let value) where object == scaling.fractionalScale:
            applyPreferredScale(value)
        case .touchDown, .touchUp, .touchMotion, .touchCancel:
            if routeTouch(event) { presenter.needsDisplay = true }
            textInput.isHeld = false
            updateTextInput()
        case .keymap(let format, let fd, let size):
            readKeymap(format: format, fd: fd, size: size)
        case .modifiers(let depressed, let latched, let locked, let group):
            keyboard.modifiers = depressed | latched | locked
            keyboard.group = group
        case .repeatInfo(let rate, let delay):
            keyboard.repeatRate = max(0, min(rate, 1000))
            keyboard.repeatDelay = max(0, min(delay, 10_000))
        default:
            // Input may change anything drawn (a highlight): look again.
            if routeInput(event) {
                presenter.needsDisplay = true
                switch event {
                case .key, .pointerButton, .keyboardEnter, .keyboardLeave:
                    // The user's own change: reported to the input method.
                    textInput.isHeld = false
                    updateTextInput()
                default: break
                }
            }
        }
        onEvent?(event)
    }

    /// Applies a size the compositor asked for, in surface units.
    private func resize(width: Int, height: Int) {
        let points = pointsPerSurfaceUnit
        let size = Size(width: Double(width) * points, height: Double(height) * points)
        let (cw, ch) = WaylandHost.pixelSize(window.size, scale: scale)
        let (nw, nh) = WaylandHost.pixelSize(size, scale: scale)
        if cw != nw || ch != nh {
            window.size = size
            presenter.needsDisplay = true
        }
    }

    /// Gets the seat's pointer and keyboard when it has them (and drops
    /// them when it loses them).
    private func bindSeatDevices(_ caps: UInt32) {
        guard let seat = globals.seat else { return }
        if caps & 1 != 0, pointerID == nil {
            let id = connection.newID(.pointer, version: seat.version)
            connection.send(seat.id, WaylandOpcode.seatGetPointer, WaylandHost.idArgument(id))
            pointerID = id
            setUpCursor(pointer: id)
        } else if caps & 1 == 0, pointerID != nil {
            pointerID = nil
            cursor.shapeDevice = nil
            cancelTouch()
        }
        if caps & 2 != 0, keyboardID == nil {
            let id = connection.newID(.keyboard, version: seat.version)
            connection.send(seat.id, WaylandOpcode.seatGetKeyboard, WaylandHost.idArgument(id))
            keyboardID = id
        } else if caps & 2 == 0, keyboardID != nil {
            keyboardID = nil
            keyboard.stopRepeat()
        }
        try? connection.flush()
    }
}
