import Dispatch
import Glibc
import Strata
import StrataRaster

/// Shows a `Window` in a Wayland `xdg_toplevel`, speaking the wire
/// protocol itself over the compositor's Unix socket (no libwayland).
///
/// ```swift
/// let window = Window(size: Size(width: 320, height: 200))
/// // … add views …
/// let host = try WaylandHost(window: window, title: "Hello", scale: 2)
/// try await host.run() // returns when the user closes the window
/// ```
///
/// Its names are those of `X11Host` (Docs/Embedding.md). A game loop that
/// owns its frame polls `connection.fileDescriptor` and calls `runOnce()`
/// (first whenever `hasPendingEvents`). Everything runs on the main actor;
/// an idle window uses no CPU.
///
/// Pixels go through two `wl_shm` buffers (`WaylandBufferPair`), each
/// written only once the compositor released it, with
/// `wl_surface.damage_buffer` from the display-list diff
/// (`DamageTracker`); a new frame waits for the last one's
/// `wl_surface.frame` callback.
@MainActor
public final class WaylandHost {
    /// The window shown (see `show(_:title:)` to replace it).
    public private(set) var window: Window
    /// Pixels per point: the `scale` given, until the compositor says the
    /// scale it prefers for the surface (`wp_fractional_scale_v1`), or,
    /// without that, until the surface is on an output: then the largest
    /// `wl_output.scale` of the outputs it is on replaces it (Docs/Wayland.md).
    public internal(set) var scale: Double
    /// The connection to the compositor.
    public let connection: WaylandConnection

    /// Called after each event is handled (raw, for programs that want
    /// keys or buttons themselves).
    public var onEvent: ((WaylandEvent) -> Void)?
    /// Called once when the first frame is on screen (its frame callback
    /// came), with its width and height in buffer pixels.
    public var onFirstFrame: ((Int, Int) -> Void)?
    /// Called when the window closes or the connection is lost (with the
    /// error then).
    public var onClose: ((WaylandError?) -> Void)?
    /// The `xdg_toplevel` app id (desktop file name), by default the
    /// executable's name; set it before the first frame.
    public var appID: String {
        didSet {
            connection.send(toplevel, WaylandOpcode.toplevelSetAppID, WaylandHost.stringArgument(appID))
            try? connection.flush()
        }
    }

    /// The globals bound.
    let globals: WaylandGlobals
    /// The `wl_surface`, its `xdg_surface` and `xdg_toplevel`.
    let surface: UInt32, xdgSurface: UInt32, toplevel: UInt32
    /// The `wl_surface`'s version (the compositor's).
    let surfaceVersion: UInt32
    /// The integer buffer scale: `scale` when it is a whole number, else 1
    /// (surface units are then pixels, or points with fractional scaling).
    var bufferScale: Int
    /// Canvas, display lists, damage and buffers.
    let presenter: WaylandPresenter
    /// What input routing remembers.
    var input = WaylandInputState()
    /// The keymap, modifiers, dead key and repeat.
    var keyboard = WaylandKeyboardState()
    /// The loop and lifecycle.
    let loop = WaylandHostLoop()
    /// The seat's pointer and keyboard objects, once the seat has them.
    var pointerID: UInt32?, keyboardID: UInt32?
    /// The seat's touch device, once the seat has one.
    var touchID: UInt32?
    /// A size from `xdg_toplevel.configure`, applied at the next
    /// `xdg_surface.configure` (in surface units).
    var pendingSize: (Int, Int)?
    /// The surface's viewport and fractional scale.
    var scaling = WaylandSurfaceScaling()
    /// The outputs' scales and the outputs the surface is on.
    var outputs = WaylandOutputState()
    /// The input method's text input.
    var textInput = WaylandTextInputState()
    /// The fingers on the touchscreen.
    var touches = WaylandTouchState()
    /// The pointer's cursor.
    var cursor = WaylandCursorState()

    /// The clipboard as a `Pasteboard` (`wl_data_device`): installed on
    /// the host's windows, so copy and paste reach other clients.
    public let pasteboard: WaylandPasteboard
    /// The primary selection as a `Pasteboard` (`zwp_primary_selection_v1`):
    /// the selected text is offered there, and a middle click pastes it.
    public let primarySelection: WaylandPasteboard
    /// Both selections' objects and transfers.
    let clipboard: WaylandClipboard
    /// The decorations: the mode asked and granted, and the host's own.
    let decoration: WaylandDecorationState

    /// The window's background (also what is under transparent views).
    public var background: RGBA8 {
        get { presenter.background }
        set { presenter.background = newValue }
    }
    /// Whether the window is still open (not closed by the user, and the
    /// connection is alive).
    public var isOpen: Bool { loop.isOpen }
    /// How many pixels the last presentation copied (for tests and benches).
    public var lastPresentedPixels: Int { presenter.lastPresentedPixels }
    /// The rectangles the last presentation damaged, in buffer pixels.
    public var lastDamage: [PixelRect] { presenter.lastDamage }

    /// Opens a window of `window.size × scale` pixels titled `title` on the
    /// compositor the environment names (or on `connection`).
    ///
    /// Throws `WaylandError.noDisplay` without one, and `missingGlobal`
    /// when the compositor lacks `wl_compositor`, `wl_shm` or `xdg_wm_base`.
    /// - Precondition: `scale` is positive and finite.
    public init(window: Window, title: String, scale: Double = 1, connection: WaylandConnection? = nil) throws {
        precondition(scale > 0 && scale.isFinite, "WaylandHost: scale must be positive and finite, got \(scale)")
        self.window = window
        self.scale = scale
        let c = try connection ?? WaylandConnection()
        self.connection = c
        globals = try WaylandGlobals(connection: c)
        clipboard = WaylandClipboard(connection: c, globals: globals)
        pasteboard = WaylandPasteboard(clipboard: clipboard, selection: .clipboard)
        primarySelection = WaylandPasteboard(clipboard: clipboard, selection: .primary)
        if let seat = globals.seat { clipboard.attach(seat: seat.id) }
        bufferScale = scale >= 1 && scale <= 16 && scale == scale.rounded() ? Int(scale) : 1
        presenter = WaylandPresenter(scale: scale)
        decoration = WaylandDecorationState(title: title, scale: scale)
        appID = WaylandHost.executableName()

        surface = c.newID(.surface, version: globals.compositor.version)
        surfaceVersion = globals.compositor.version
        c.send(globals.compositor.id, WaylandOpcode.compositorCreateSurface, WaylandHost.idArgument(surface))
        xdgSurface = c.newID(.xdgSurface, version: globals.wmBase.version)
        var args = WaylandArguments()
        args.uint(xdgSurface)
        args.uint(surface)
        c.send(globals.wmBase.id, WaylandOpcode.wmBaseGetXdgSurface, args)
        toplevel = c.newID(.toplevel, version: globals.wmBase.version)
        c.send(xdgSurface, WaylandOpcode.xdgSurfaceGetToplevel, WaylandHost.idArgument(toplevel))
        c.send(toplevel, WaylandOpcode.toplevelSetTitle, WaylandHost.stringArgument(title))
        c.send(toplevel, WaylandOpcode.toplevelSetAppID, WaylandHost.stringArgument(appID))
        makeToplevelDecoration()
        setUpScaling()
        setUpOutputs()
        setUpTextInput()
        if window.scale == nil { window.scale = scale }
        window.pasteboard = pasteboard
        window.layoutIfNeeded()
        sendMinimumSize()
        if bufferScale > 1 && surfaceVersion >= 3 {
            var scaleArgs = WaylandArguments()
            scaleArgs.int(Int32(bufferScale))
            c.send(surface, WaylandOpcode.surfaceSetBufferScale, scaleArgs)
        }
        c.send(surface, WaylandOpcode.surfaceCommit) // no buffer: asks for the first configure
        try c.flush()
    }

    /// Sets the title (`xdg_toplevel.set_title`).
    public func setTitle(_ title: String) throws {
        decorationTitleDidChange(title)
        accessibilityTitleDidChange(title)
        connection.send(toplevel, WaylandOpcode.toplevelSetTitle, WaylandHost.stringArgument(title))
        try connection.flush()
    }

    /// Shows another window in the same surface (a gallery switching
    /// scenes): the surface takes its size and title, and everything is
    /// drawn again.
    public func show(_ newWindow: Window, title: String) throws {
        if input.touchIsDown {
            input.touchIsDown = false
            window.touchCancelled(id: 0)
        }
        cancelFingers()
        window = newWindow
        newWindow.pasteboard = pasteboard
        input.offeredSelection = nil
        if newWindow.scale == nil { newWindow.scale = scale }
        newWindow.layoutIfNeeded()
        presenter.hasShownList = false
        presenter.needsDisplay = true
        connection.send(toplevel, WaylandOpcode.toplevelSetTitle, WaylandHost.stringArgument(title))
        decorationTitleDidChange(title)
        if loop.accessibility != nil { restartAccessibility() }
        sendMinimumSize()
        try connection.flush()
        if loop.isRunning { observeWindow() }
        presentIfNeeded()
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

    /// Points per surface unit (1 with fractional scaling).
    var pointsPerSurfaceUnit: Double { scaling.isFractional ? 1 : Double(bufferScale) / scale }

    /// `xdg_toplevel.set_min_size` with the root view's smallest fitting
    /// size, in surface units (plus the host's decorations when it draws them).
    func sendMinimumSize() {
        let minimum = window.rootView.systemLayoutSizeFitting(.zero)
        let (w, h) = WaylandHost.pixelSize(minimum, scale: scaling.isFractional ? 1 : scale)
        var args = WaylandArguments()
        let extra = decorationExtent
        args.int(Int32(max(1, (w + bufferScale - 1) / bufferScale) + extra.width))
        args.int(Int32(max(1, (h + bufferScale - 1) / bufferScale) + extra.height))
        connection.send(toplevel, WaylandOpcode.toplevelSetMinSize, args)
    }

    /// The pixel size of `size` points at `scale`, rounded up.
    static func pixelSize(_ size: Size, scale: Double) -> (Int, Int) {
        func px(_ v: Double) -> Int {
            let p = (v * scale - 1e-9).rounded(.up)
            return p.isFinite ? Int(min(max(p, 0), 16384)) : 0
        }
        return (px(size.width), px(size.height))
    }

    static func idArgument(_ id: UInt32) -> WaylandArguments {
        var args = WaylandArguments()
        args.uint(id)
        return args
    }

    /// A string argument of at most `maximumStringBytes` UTF-8 bytes
    /// (cut at a character boundary), so a long title fits in a message.
    static func stringArgument(_ s: String) -> WaylandArguments {
        var args = WaylandArguments()
        var cut = ""
        var count = 0
        for c in s {
            count += c.utf8.count
            if count > maximumStringBytes { break }
            cut.append(c)
        }
        args.string(cut)
        return args
    }

    /// The longest title or app id sent, in UTF-8 bytes.
    static let maximumStringBytes = 4000

    /// The last path component of the program's name.
    static func executableName() -> String {
        let path = CommandLine.arguments.first ?? "strata"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.isEmpty ? "strata" : name
    }
}
