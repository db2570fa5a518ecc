/// What an `X11Host` learns and allocates once when it opens its window:
/// the ids of the window and its graphics context, the atoms it speaks,
/// the server's pixel layout and keyboard mapping.
///
/// A value held by the host; only `keyboard` changes afterwards (when the
/// server says the keyboard layout changed).
struct X11HostSetup {
    /// The X window's id.
    let windowID: UInt32
    /// The graphics context pixels are drawn with.
    let gc: UInt32
    /// How the screen's pixels are laid out.
    let layout: X11PixelLayout
    /// The server's keyboard mapping (keycodes to keysyms).
    var keyboard: X11KeyboardMapping
    /// `WM_PROTOCOLS`, `WM_DELETE_WINDOW`: how the window manager asks to
    /// close the window.
    let wmProtocols: UInt32, wmDeleteWindow: UInt32
    /// `_NET_WM_NAME` and `UTF8_STRING`: the title in UTF-8.
    let netWMName: UInt32, utf8String: UInt32
    /// The atoms of the X selections (`CLIPBOARD`, `TARGETS`, `INCR`, and
    /// the host window's property that conversions arrive in).
    let selectionAtoms: X11Clipboard.Atoms

    /// Reads the pixel layout, interns the atoms and reads the keyboard
    /// and modifier mappings (in that order: a round trip each), and
    /// allocates the window's and the graphics context's ids.
    init(connection c: X11Connection) throws {
        layout = try c.setup.pixelLayout(screen: c.screen)
        wmProtocols = try c.internAtom("WM_PROTOCOLS")
        wmDeleteWindow = try c.internAtom("WM_DELETE_WINDOW")
        netWMName = try c.internAtom("_NET_WM_NAME")
        utf8String = try c.internAtom("UTF8_STRING")
        selectionAtoms = X11Clipboard.Atoms(clipboard: try c.internAtom("CLIPBOARD"), targets: try c.internAtom("TARGETS"),
                                            incr: try c.internAtom("INCR"), utf8String: utf8String,
                                            property: try c.internAtom("STRATA_SELECTION"))
        keyboard = try c.keyboardMapping()
        windowID = c.makeID()
        gc = c.makeID()
    }
}
