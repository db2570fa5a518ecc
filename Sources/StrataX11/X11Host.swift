import Dispatch
import Glibc
import Strata
import StrataRaster

/// Shows a `Window` in a real X11 window, speaking the protocol itself
/// over the server's Unix socket (no libX11, no XCB).
///
/// ```swift
/// let window = Window(size: Size(width: 320, height: 200))
/// // … add views …
/// let host = try X11Host(window: window, title: "Hello", scale: 2)
/// try await host.run() // returns when the user closes the window
/// ```
///
/// A game loop that owns its frame calls `runOnce()` each frame instead.
/// Everything runs on the main actor; `start()`/`run()` use a Dispatch read
/// source on the socket and the window's timeline, so an idle window uses
/// no CPU.
@MainActor
public final class X11Host {
    /// The window shown (see `show(_:title:)` to replace it).
    public private(set) var window: Window
    /// Pixels per point.
    public let scale: Double
    /// The connection to the server.
    public let connection: X11Connection
    /// The X window's id.
    public let windowID: UInt32
    /// The window's background (also what is under transparent views).
    public var background = RGBA8(255, 255, 255)
    /// Whether the window is still open (not closed by the user, and the
    /// connection is alive).
    public private(set) var isOpen = true
    /// Whether MIT-SHM is used to send pixels.
    public var usesSharedMemory: Bool { sharedMemory != nil }
    /// How many pixels the last presentation sent (for tests and benches).
    public private(set) var lastPresentedPixels = 0
    /// The rectangles the last presentation sent.
    public private(set) var lastDamage: [PixelRect] = []

    /// Called after each event is handled (raw, for programs that want
    /// keys or buttons themselves).
    public var onEvent: ((X11Event) -> Void)?
    /// Called once when the first frame is on screen, with the window id
    /// and its size in pixels.
    public var onFirstFrame: ((UInt32, Int, Int) -> Void)?
    /// Called when the window closes or the connection is lost (with the
    /// error then).
    public var onClose: ((X11Error?) -> Void)?
    /// Called with X errors the server reports for requests nobody waits
    /// for; by default they are written to standard error.
    public var onError: (X11RequestError) -> Void = { error in
        let line = Array("X11Host: \(error)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    let layout: X11PixelLayout
    private(set) var keyboard: X11KeyboardMapping
    private let gc: UInt32
    private let wmProtocols: UInt32, wmDeleteWindow: UInt32
    private let netWMName: UInt32, utf8String: UInt32
    private var imageWriter: X11ImageWriter
    var sharedMemory: X11SharedMemory?
    private var damage: DamageTracker
    private var canvas = Canvas(width: 0, height: 0)
    private var shownList = DisplayList(size: .zero)
    private var hasShownList = false
    private var nextList = DisplayList(size: .zero)
    private var exposed: PixelRect? = nil
    private var needsDisplay = true
    private var firstFrameShown = false
    /// Whether an Expose has come (the window is on screen).
    private var mapped = false
    /// Whether button 1 is down (touch 0 is in the window).
    var touchIsDown = false
    private var readSource: DispatchSourceRead?
    /// Whether a turn of the main queue is already asked for to handle
    /// buffered events.
    private var bufferedEventsScheduled = false
    private var tokens: [ObservationToken] = []
    private var tickToken: ObservationToken?
    private var closeContinuation: CheckedContinuation<Void, any Error>?
    private var closeError: X11Error?

    /// Opens a window of `window.size × scale` pixels titled `title` on the
    /// display named by `$DISPLAY` (or on `connection`).
    ///
    /// Throws `X11Error.noDisplay` without a display, and
    /// `X11Error.unsupportedVisual` unless the screen is 24/32-bit TrueColor.
    /// - Precondition: `scale` is positive and finite.
    public init(window: Window, title: String, scale: Double = 1, connection: X11Connection? = nil) throws {
        precondition(scale > 0 && scale.isFinite, "X11Host: scale must be positive and finite, got \(scale)")
        self.window = window
        self.scale = scale
        let c = try connection ?? X11Connection()
        self.connection = c
        try c.enableBigRequests()
        layout = try c.setup.pixelLayout(screen: c.screen)
        imageWriter = X11ImageWriter(layout: layout)
        damage = DamageTracker(scale: scale)
        wmProtocols = try c.internAtom("WM_PROTOCOLS")
        wmDeleteWindow = try c.internAtom("WM_DELETE_WINDOW")
        netWMName = try c.internAtom("_NET_WM_NAME")
        utf8String = try c.internAtom("UTF8_STRING")
        keyboard = try c.keyboardMapping()

        if window.scale == nil { window.scale = scale }
        window.layoutIfNeeded()
        let (w, h) = X11Host.pixelSize(window.size, scale: scale)
        let visual = c.screen.visuals.first { $0.id == c.screen.rootVisual }!
        windowID = c.makeID()
        gc = c.makeID()
        c.send(X11Request.createWindow(id: windowID, parent: c.screen.root, width: max(1, w), height: max(1, h),
                                       depth: visual.depth, visual: visual.id, background: c.screen.whitePixel,
                                       eventMask: X11Request.EventMask.host, colormap: c.screen.defaultColormap))
        sendTitle(title)
        c.send(X11Request.changeProperty(window: windowID, property: wmProtocols, type: X11Request.Atom.atom, format: 32,
                                         data: X11Request.cardinals([wmDeleteWindow])))
        sendMinimumSize()
        c.send(X11Request.createGC(id: gc, drawable: windowID))
        sharedMemory = X11SharedMemory.attach(connection: c, layout: layout)
        c.send(X11Request.mapWindow(windowID))
        try c.flush()
        c.onError = { [weak self] error in self?.onError(error) }
    }

    /// Sets the title (`WM_NAME` and UTF-8 `_NET_WM_NAME`).
    public func setTitle(_ title: String) throws {
        sendTitle(title)
        try connection.flush()
    }

    private func sendTitle(_ title: String) {
        // WM_NAME is a STRING: Latin-1, with '?' for what Latin-1 lacks.
        let latin1 = title.unicodeScalars.map { $0.value <= 0xff ? UInt8($0.value) : UInt8(ascii: "?") }
        connection.send(X11Request.changeProperty(window: windowID, property: X11Request.Atom.wmName,
                                                  type: X11Request.Atom.string, format: 8, data: latin1))
        connection.send(X11Request.changeProperty(window: windowID, property: netWMName, type: utf8String,
                                                  format: 8, data: Array(title.utf8)))
    }

    /// `WM_NORMAL_HINTS` with the root view's smallest fitting size.
    private func sendMinimumSize() {
        let minimum = window.rootView.systemLayoutSizeFitting(.zero)
        let (minW, minH) = X11Host.pixelSize(minimum, scale: scale)
        connection.send(X11Request.changeProperty(window: windowID, property: X11Request.Atom.wmNormalHints,
                                                  type: X11Request.Atom.wmSizeHints, format: 32,
                                                  data: X11Request.sizeHints(minWidth: max(1, minW),
                                                                             minHeight: max(1, minH))))
    }

    /// Shows another window in the same X window (a gallery switching
    /// scenes): the X window takes its size and title, and everything is
    /// drawn again.
    public func show(_ newWindow: Window, title: String) throws {
        if touchIsDown {
            touchIsDown = false
            window.touchCancelled(id: 0)
        }
        window = newWindow
        if newWindow.scale == nil { newWindow.scale = scale }
        newWindow.layoutIfNeeded()
        hasShownList = false
        needsDisplay = true
        sendTitle(title)
        sendMinimumSize()
        let (w, h) = X11Host.pixelSize(newWindow.size, scale: scale)
        connection.send(X11Request.resizeWindow(windowID, width: max(1, w), height: max(1, h)))
        try connection.flush()
        if readSource != nil { observeWindow() }
        presentIfNeeded()
    }

    /// The pixel size of `size` points at `scale`, rounded up.
    static func pixelSize(_ size: Size, scale: Double) -> (Int, Int) {
        func px(_ v: Double) -> Int {
            let p = (v * scale - 1e-9).rounded(.up)
            return p.isFinite ? Int(min(max(p, 0), 32767)) : 0
        }
        return (px(size.width), px(size.height))
    }

    /// Asks for a redraw at the next `runOnce()` or loop turn (after a
    /// change the host cannot see, such as a colour set from a timer).
    public func setNeedsDisplay() {
        needsDisplay = true
        if readSource != nil {
            DispatchQueue.main.async(qos: .userInteractive, flags: .enforceQoS) { [weak self] in
                MainActor.assumeIsolated { self?.presentIfNeeded() }
            }
        }
    }

    // MARK: Loop

    /// Handles every event waiting on the socket, lays out, and draws
    /// what changed. Never blocks. Returns `false` once the window is
    /// closed or the connection lost.
    ///
    /// Drawing waits on the server (a round trip after each MIT-SHM frame),
    /// and events that arrive meanwhile are read into the connection's
    /// buffer, where the socket no longer announces them. So after drawing
    /// it handles those too, and draws again, up to `maximumRounds` times;
    /// what is still buffered after that is handled on the next turn (the
    /// next call, or at once on the main queue while `start()` runs).
    @discardableResult
    public func runOnce() -> Bool {
        guard isOpen else { return false }
        do {
            var rounds = 0
            repeat {
                while isOpen, let event = try connection.nextEvent() { handle(event) }
                if isOpen { presentIfNeeded() }
                rounds += 1
            } while isOpen && rounds < X11Host.maximumRounds && connection.hasBufferedEvents
        } catch let error as X11Error {
            finish(error)
        } catch {
            finish(.connectionLost("\(error)"))
        }
        return isOpen
    }

    /// How many times `runOnce()` handles events and draws when drawing
    /// left more events in the buffer (a bound, so a flood of input cannot
    /// hold it forever).
    static let maximumRounds = 4

    /// Whether events wait in the connection's buffer, read during a round
    /// trip: a loop that polls the socket before calling `runOnce()` must
    /// not wait while this is true (the socket will not announce them).
    public var hasPendingEvents: Bool { isOpen && connection.hasBufferedEvents }

    /// While the Dispatch loop runs, events that a drawing's round trip
    /// left in the buffer are handled on the next turn of the main queue:
    /// the read source will not fire for them.
    private func handleBufferedEventsSoon() {
        guard readSource != nil, !bufferedEventsScheduled, hasPendingEvents else { return }
        bufferedEventsScheduled = true
        DispatchQueue.main.async(qos: .userInteractive, flags: .enforceQoS) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.bufferedEventsScheduled = false
                self.runOnce()
            }
        }
    }

    /// Starts handling events as they arrive on the main queue (a Dispatch
    /// read source) and drawing every animation frame of the window's
    /// timeline. The caller keeps the main queue running (`dispatchMain()`,
    /// or an async `main`).
    public func start() {
        guard readSource == nil, isOpen else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: connection.fileDescriptor, queue: .main)
        // Input is user-interactive: a busy main queue does not hold it back.
        source.setEventHandler(qos: .userInteractive, flags: .enforceQoS) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                do { try self.connection.readAvailable() } catch let error as X11Error {
                    self.finish(error)
                    return
                } catch {}
                self.runOnce()
            }
        }
        source.resume()
        readSource = source
        observeWindow()
        runOnce()
    }

    /// Call after replacing `window.timeline` while the loop runs, so the
    /// host draws the new timeline's frames.
    public func timelineDidChange() {
        if readSource != nil { observeWindow() }
    }

    /// Follows the window's timeline and layout passes.
    private func observeWindow() {
        tokens.removeAll()
        tickToken?.cancel()
        tickToken = nil
        let timeline = window.timeline
        tokens.append(timeline.observeAnimationStarted { [weak self] _ in self?.followAnimations() })
        if !timeline.isIdle { followAnimations() }
        tokens.append(window.observeLayoutPasses { [weak self] in self?.needsDisplay = true })
    }

    /// Shows the window until the user closes it: starts the loop and
    /// waits. Throws when the connection is lost.
    public func run() async throws {
        start()
        guard isOpen else {
            if let closeError { throw closeError }
            return
        }
        try await withCheckedThrowingContinuation { continuation in closeContinuation = continuation }
    }

    /// Draws every tick of the window's clock while animations run.
    private func followAnimations() {
        guard tickToken == nil else { return }
        let timeline = window.timeline
        tickToken = timeline.clock.observeTicks { [weak self] _ in
            guard let self else { return }
            self.needsDisplay = true
            self.presentIfNeeded()
            if self.window.timeline.isIdle {
                self.tickToken?.cancel()
                self.tickToken = nil
            }
        }
    }

    /// Ends the loop: the window is closed, or the connection broke.
    private func finish(_ error: X11Error?) {
        guard isOpen else { return }
        isOpen = false
        closeError = error
        readSource?.cancel()
        readSource = nil
        tickToken?.cancel()
        tickToken = nil
        tokens.removeAll()
        if touchIsDown {
            touchIsDown = false
            window.touchCancelled(id: 0)
        }
        sharedMemory?.detach(connection: connection)
        sharedMemory = nil
        connection.close()
        onClose?(error)
        if let continuation = closeContinuation {
            closeContinuation = nil
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }

    /// Closes the window and the connection.
    public func close() { finish(nil) }

    // MARK: Events

    /// Applies one event.
    func handle(_ event: X11Event) {
        switch event {
        case .expose(_, let x, let y, let w, let h, _):
            let r = PixelRect(x: x, y: y, width: w, height: h)
            exposed = exposed.map { $0.union(r) } ?? r
            mapped = true
        case .map:
            break // drawing waits for the first Expose: before it, pixels may be lost
        case .configure(let id, _, _, let w, let h) where id == windowID:
            let size = Size(width: Double(w) / scale, height: Double(h) / scale)
            let (cw, ch) = X11Host.pixelSize(window.size, scale: scale)
            if cw != w || ch != h {
                window.size = size
                needsDisplay = true
            }
        case .clientMessage(_, let type, let data) where type == wmProtocols && data.first == wmDeleteWindow:
            finish(nil)
        case .mappingChanged(let request, _, _) where request == 1:
            // The keyboard layout changed: read it again (keep the old one if that fails).
            if let mapping = try? connection.keyboardMapping() { keyboard = mapping }
        default:
            // Input may change anything drawn (a highlight): look again.
            if route(event) { needsDisplay = true }
        }
        onEvent?(event)
    }

    /// The keysym of a key event, through the server's keyboard mapping.
    public func keysym(keycode: UInt8, state: UInt16) -> UInt32 {
        keyboard.keysym(keycode: keycode, state: state)
    }

    // MARK: Drawing

    /// Lays out and draws what changed since the last frame, plus any
    /// exposed area.
    func presentIfNeeded() {
        guard isOpen, mapped, needsDisplay || exposed != nil || window.needsLayout else { return }
        do {
            try present()
        } catch let error as X11Error {
            finish(error)
        } catch {
            finish(.connectionLost("\(error)"))
        }
        handleBufferedEventsSoon()
    }

    /// Lays out, diffs the display list against what is shown, redraws the
    /// damaged rectangles and sends them.
    public func present() throws {
        needsDisplay = false
        window.layoutIfNeeded()
        window.displayList(into: &nextList)
        let raster = Raster(scale: scale)
        let (w, h) = X11Host.pixelSize(nextList.size, scale: scale)
        var rects: [PixelRect]
        if canvas.width != w || canvas.height != h || !hasShownList {
            canvas = Canvas(width: w, height: h, background: background)
            raster.draw(nextList, into: &canvas)
            rects = [PixelRect(x: 0, y: 0, width: w, height: h)]
        } else {
            rects = damage.damage(from: shownList, to: nextList, width: w, height: h)
            for r in rects { raster.draw(nextList, into: &canvas, region: r, background: background) }
        }
        if let e = exposed {
            // An exposed area is sent again unless a damaged rectangle holds it.
            let area = e.intersection(PixelRect(x: 0, y: 0, width: w, height: h))
            if !rects.contains(where: { $0.intersection(area) == area }) { rects.append(area) }
            exposed = nil
        }
        lastDamage = rects.filter { !$0.isEmpty }
        lastPresentedPixels = 0
        for r in lastDamage {
            try send(r)
            lastPresentedPixels += r.area
        }
        try connection.flush()
        swap(&nextList, &shownList)
        hasShownList = true
        if !firstFrameShown {
            try connection.sync()
            firstFrameShown = true
            onFirstFrame?(windowID, w, h)
        }
    }

    /// Draws and sends the whole window, as after a resize, and waits
    /// until the server has it (what `host.x11.present` measures).
    public func presentFullFrame() throws {
        hasShownList = false
        try present()
        try connection.sync()
    }

    /// Whether the first frame is on screen.
    public var hasShownFirstFrame: Bool { firstFrameShown }

    /// Sends one rectangle of the canvas.
    private func send(_ r: PixelRect) throws {
        if var shm = sharedMemory, shm.fits(width: canvas.width, height: canvas.height) {
            try shm.put(canvas, region: r, drawable: windowID, gc: gc, connection: connection)
            sharedMemory = shm
        } else {
            try imageWriter.put(canvas, region: r, drawable: windowID, gc: gc, connection: connection)
        }
    }

    /// Reads the window's pixels back from the server (`GetImage`) as a
    /// canvas (opaque), for tests.
    public func readBack() throws -> Canvas {
        var out = Canvas(width: canvas.width, height: canvas.height)
        guard canvas.width > 0 && canvas.height > 0 else { return out }
        let bytes = try connection.getImage(windowID, x: 0, y: 0, width: canvas.width, height: canvas.height)
        let stride = layout.rowBytes(width: canvas.width)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let (r, g, b) = layout.rgb(at: y * stride + x * layout.bytesPerPixel, in: bytes)
                out[x, y] = RGBA8(r, g, b)
            }
        }
        return out
    }

    /// Asks the server to resize the window to `width` × `height` pixels
    /// (as a user dragging its edge would).
    public func requestResize(width: Int, height: Int) throws {
        connection.send(X11Request.resizeWindow(windowID, width: width, height: height))
        try connection.flush()
    }
}
