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
///
/// Its state is kept in parts, one per concern: `setup` (ids, atoms,
/// pixel layout, keyboard mapping), `presenter` (canvas, display lists,
/// damage, and `pixels`, how they are sent), `input` (what routing
/// remembers), `loop` (the loop and lifecycle) and `clipboard`.
@MainActor
public final class X11Host {
    /// The window shown (see `show(_:title:)` to replace it).
    public private(set) var window: Window
    /// Pixels per point.
    public let scale: Double
    /// The connection to the server.
    public let connection: X11Connection

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

    /// Ids, atoms, pixel layout and keyboard mapping.
    var setup: X11HostSetup
    /// Canvas, display lists, damage and the sending of pixels.
    let presenter: X11Presenter
    /// What input routing remembers between events.
    var input = X11InputState()
    /// The loop and lifecycle.
    let loop = X11HostLoop()
    /// The X selections: what the host owns, transfers, and reads.
    let clipboard: X11Clipboard
    /// The `CLIPBOARD` selection as a `Pasteboard`: installed on the
    /// window (and on each window `show(_:title:)` puts up), so copy and
    /// paste reach other X programs.
    public let pasteboard: X11Pasteboard
    /// The `PRIMARY` selection: the host offers the text selected in the
    /// editing view there, and a middle click pastes it.
    public let primarySelection: X11Pasteboard

    /// The X window's id.
    public var windowID: UInt32 { setup.windowID }
    /// The window's background (also what is under transparent views).
    public var background: RGBA8 {
        get { presenter.background }
        set { presenter.background = newValue }
    }
    /// Whether the window is still open (not closed by the user, and the
    /// connection is alive).
    public var isOpen: Bool { loop.isOpen }
    /// Whether MIT-SHM is used to send pixels.
    public var usesSharedMemory: Bool { presenter.pixels.sharedMemory != nil }
    /// How many pixels the last presentation sent (for tests and benches).
    public var lastPresentedPixels: Int { presenter.pixels.lastPresentedPixels }
    /// The rectangles the last presentation sent.
    public var lastDamage: [PixelRect] { presenter.pixels.lastDamage }

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
        let setup = try X11HostSetup(connection: c)
        self.setup = setup
        clipboard = X11Clipboard(connection: c, windowID: setup.windowID, atoms: setup.selectionAtoms)
        pasteboard = X11Pasteboard(clipboard: clipboard, selection: setup.selectionAtoms.clipboard)
        primarySelection = X11Pasteboard(clipboard: clipboard, selection: X11Request.Atom.primary)
        window.pasteboard = pasteboard

        if window.scale == nil { window.scale = scale }
        window.layoutIfNeeded()
        let (w, h) = X11Host.pixelSize(window.size, scale: scale)
        let visual = c.screen.visuals.first { $0.id == c.screen.rootVisual }!
        c.send(X11Request.createWindow(id: setup.windowID, parent: c.screen.root, width: max(1, w), height: max(1, h),
                                       depth: visual.depth, visual: visual.id, background: c.screen.whitePixel,
                                       eventMask: X11Request.EventMask.host, colormap: c.screen.defaultColormap))
        X11Host.sendTitle(title, setup: setup, connection: c)
        loop.title = title
        c.send(X11Request.changeProperty(window: setup.windowID, property: setup.wmProtocols,
                                         type: X11Request.Atom.atom, format: 32,
                                         data: X11Request.cardinals([setup.wmDeleteWindow])))
        X11Host.sendMinimumSize(of: window, scale: scale, setup: setup, connection: c)
        c.send(X11Request.createGC(id: setup.gc, drawable: setup.windowID))
        let pixels = X11PixelSender(layout: setup.layout,
                                    sharedMemory: X11SharedMemory.attach(connection: c, layout: setup.layout))
        presenter = X11Presenter(scale: scale, pixels: pixels)
        c.send(X11Request.mapWindow(setup.windowID))
        try c.flush()
        c.onError = { [weak self] error in
            // A requestor that vanished mid-transfer: its transfer is dropped.
            guard let self, !self.clipboard.requestorFailed(error) else { return }
            self.onError(error)
        }
        clipboard.onReadFinished = { [weak self] in self?.setNeedsDisplay() }
    }

    /// Sets the title (`WM_NAME` and UTF-8 `_NET_WM_NAME`).
    public func setTitle(_ title: String) throws {
        X11Host.sendTitle(title, setup: setup, connection: connection)
        loop.title = title
        loop.accessibility?.applicationName = title
        try connection.flush()
    }

    /// Sends `title` as the window's `WM_NAME` and `_NET_WM_NAME`.
    private static func sendTitle(_ title: String, setup: X11HostSetup, connection: X11Connection) {
        // WM_NAME is a STRING: Latin-1, with '?' for what Latin-1 lacks.
        let latin1 = title.unicodeScalars.map { $0.value <= 0xff ? UInt8($0.value) : UInt8(ascii: "?") }
        connection.send(X11Request.changeProperty(window: setup.windowID, property: X11Request.Atom.wmName,
                                                  type: X11Request.Atom.string, format: 8, data: latin1))
        connection.send(X11Request.changeProperty(window: setup.windowID, property: setup.netWMName,
                                                  type: setup.utf8String, format: 8, data: Array(title.utf8)))
    }

    /// `WM_NORMAL_HINTS` with the root view's smallest fitting size.
    private static func sendMinimumSize(of window: Window, scale: Double, setup: X11HostSetup,
                                        connection: X11Connection) {
        let minimum = window.rootView.systemLayoutSizeFitting(.zero)
        let (minW, minH) = X11Host.pixelSize(minimum, scale: scale)
        connection.send(X11Request.changeProperty(window: setup.windowID, property: X11Request.Atom.wmNormalHints,
                                                  type: X11Request.Atom.wmSizeHints, format: 32,
                                                  data: X11Request.sizeHints(minWidth: max(1, minW),
                                                                             minHeight: max(1, minH))))
    }

    /// Shows another window in the same X window (a gallery switching
    /// scenes): the X window takes its size and title, the window takes
    /// the host's X `pasteboard`, and everything is drawn again.
    public func show(_ newWindow: Window, title: String) throws {
        if input.touchIsDown {
            input.touchIsDown = false
            window.touchCancelled(id: 0)
        }
        window = newWindow
        newWindow.pasteboard = pasteboard
        input.offeredSelection = nil
        if newWindow.scale == nil { newWindow.scale = scale }
        newWindow.layoutIfNeeded()
        presenter.hasShownList = false
        presenter.needsDisplay = true
        X11Host.sendTitle(title, setup: setup, connection: connection)
        loop.title = title
        if loop.accessibility != nil { restartAccessibility() }
        X11Host.sendMinimumSize(of: window, scale: scale, setup: setup, connection: connection)
        let (w, h) = X11Host.pixelSize(newWindow.size, scale: scale)
        connection.send(X11Request.resizeWindow(setup.windowID, width: max(1, w), height: max(1, h)))
        try connection.flush()
        if loop.isRunning { observeWindow() }
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
        presenter.needsDisplay = true
        if loop.isRunning {
            DispatchQueue.main.async(qos: .userInteractive, flags: .enforceQoS) { [weak self] in
                MainActor.assumeIsolated { self?.presentIfNeeded() }
            }
        }
    }

    /// The keysym of a key event, through the server's keyboard mapping.
    public func keysym(keycode: UInt8, state: UInt16) -> UInt32 {
        setup.keyboard.keysym(keycode: keycode, state: state)
    }

    /// Asks the server to resize the window to `width` × `height` pixels
    /// (as a user dragging its edge would).
    public func requestResize(width: Int, height: Int) throws {
        connection.send(X11Request.resizeWindow(setup.windowID, width: width, height: height))
        try connection.flush()
    }
}
