/// The Wayland interfaces this client speaks, with the highest version of
/// each it knows (a global is bound at the lower of that and the
/// compositor's; objects made from it take its version).
public enum WaylandInterface: String, Sendable, CaseIterable {
    /// The connection itself (object 1).
    case display = "wl_display"
    /// The list of globals.
    case registry = "wl_registry"
    /// A one-shot callback (`sync`, `frame`).
    case callback = "wl_callback"
    /// Makes surfaces.
    case compositor = "wl_compositor"
    /// Shared-memory pools.
    case shm = "wl_shm"
    /// A shared-memory pool.
    case shmPool = "wl_shm_pool"
    /// A buffer of pixels.
    case buffer = "wl_buffer"
    /// A surface.
    case surface = "wl_surface"
    /// A seat: pointer and keyboard.
    case seat = "wl_seat"
    /// The seat's pointer.
    case pointer = "wl_pointer"
    /// The seat's keyboard.
    case keyboard = "wl_keyboard"
    /// The desktop shell.
    case wmBase = "xdg_wm_base"
    /// A desktop-shell surface.
    case xdgSurface = "xdg_surface"
    /// A top-level window.
    case toplevel = "xdg_toplevel"
    /// Makes data sources and a seat's data device (the clipboard).
    case dataDeviceManager = "wl_data_device_manager"
    /// A seat's clipboard (and drag and drop, which is not used).
    case dataDevice = "wl_data_device"
    /// Text this client offers on the clipboard.
    case dataSource = "wl_data_source"
    /// Text another client offers on the clipboard.
    case dataOffer = "wl_data_offer"
    /// Makes primary-selection sources and a seat's primary-selection device.
    case primarySelectionManager = "zwp_primary_selection_device_manager_v1"
    /// A seat's primary selection (the selected text, pasted with the middle button).
    case primarySelectionDevice = "zwp_primary_selection_device_v1"
    /// Text this client offers as the primary selection.
    case primarySelectionSource = "zwp_primary_selection_source_v1"
    /// Text another client offers as the primary selection.
    case primarySelectionOffer = "zwp_primary_selection_offer_v1"
    /// Asks the compositor to draw a toplevel's decorations (`xdg-decoration`).
    case decorationManager = "zxdg_decoration_manager_v1"
    /// One toplevel's decoration mode: asked with `set_mode`, told with `configure`.
    case toplevelDecoration = "zxdg_toplevel_decoration_v1"
    /// The seat's touchscreen.
    case touch = "wl_touch"
    /// Makes text inputs (input methods).
    case textInputManager = "zwp_text_input_manager_v3"
    /// A seat's text input: preedit and committed text from an input method.
    case textInput = "zwp_text_input_v3"
    /// Makes viewports (a surface's size apart from its buffer's).
    case viewporter = "wp_viewporter"
    /// A surface's viewport.
    case viewport = "wp_viewport"
    /// Makes fractional-scale objects.
    case fractionalScaleManager = "wp_fractional_scale_manager_v1"
    /// A surface's preferred fractional scale.
    case fractionalScale = "wp_fractional_scale_v1"
    /// Makes cursor-shape devices.
    case cursorShapeManager = "wp_cursor_shape_manager_v1"
    /// A pointer's cursor, set by name.
    case cursorShapeDevice = "wp_cursor_shape_device_v1"
    /// A monitor: its scale (`wl_output.scale`, version 2).
    case output = "wl_output"

    /// The highest version this client speaks.
    public var maximumVersion: UInt32 {
        switch self {
        case .compositor: return 4 // damage_buffer
        case .surface: return 4
        case .seat, .pointer, .keyboard, .touch: return 8 // axis_value120
        case .dataDeviceManager, .dataDevice, .dataSource, .dataOffer: return 3
        case .output: return 2 // scale, done
        default: return 1
        }
    }
}

/// Request opcodes, by interface.
enum WaylandOpcode {
    static let displaySync: UInt16 = 0, displayGetRegistry: UInt16 = 1
    static let registryBind: UInt16 = 0
    static let compositorCreateSurface: UInt16 = 0
    static let shmCreatePool: UInt16 = 0
    static let poolCreateBuffer: UInt16 = 0, poolDestroy: UInt16 = 1
    static let bufferDestroy: UInt16 = 0
    static let surfaceDestroy: UInt16 = 0, surfaceAttach: UInt16 = 1, surfaceDamage: UInt16 = 2
    static let surfaceFrame: UInt16 = 3, surfaceCommit: UInt16 = 6, surfaceSetBufferScale: UInt16 = 8
    static let surfaceDamageBuffer: UInt16 = 9
    static let seatGetPointer: UInt16 = 0, seatGetKeyboard: UInt16 = 1
    static let wmBasePong: UInt16 = 3, wmBaseGetXdgSurface: UInt16 = 2
    static let xdgSurfaceGetToplevel: UInt16 = 1, xdgSurfaceAckConfigure: UInt16 = 4
    static let toplevelSetTitle: UInt16 = 2, toplevelSetAppID: UInt16 = 3, toplevelSetMinSize: UInt16 = 8
    static let toplevelShowWindowMenu: UInt16 = 4, toplevelMove: UInt16 = 5, toplevelResize: UInt16 = 6
    static let toplevelSetMaximized: UInt16 = 9, toplevelUnsetMaximized: UInt16 = 10, toplevelSetMinimized: UInt16 = 13
    static let xdgSurfaceSetWindowGeometry: UInt16 = 3
    static let decorationManagerGetToplevelDecoration: UInt16 = 1
    static let toplevelDecorationSetMode: UInt16 = 1
    // wl_data_device_manager and zwp_primary_selection_device_manager_v1 share these two.
    static let managerCreateSource: UInt16 = 0, managerGetDevice: UInt16 = 1
    static let dataSourceOffer: UInt16 = 0, dataSourceDestroy: UInt16 = 1
    static let dataDeviceSetSelection: UInt16 = 1, dataDeviceRelease: UInt16 = 2
    static let dataOfferReceive: UInt16 = 1, dataOfferDestroy: UInt16 = 2
    static let primarySourceOffer: UInt16 = 0, primarySourceDestroy: UInt16 = 1
    static let primaryDeviceSetSelection: UInt16 = 0, primaryDeviceDestroy: UInt16 = 1
    static let primaryOfferReceive: UInt16 = 0, primaryOfferDestroy: UInt16 = 1
    static let seatGetTouch: UInt16 = 2, pointerSetCursor: UInt16 = 0
    static let textInputManagerGetTextInput: UInt16 = 1
    static let textInputEnable: UInt16 = 1, textInputDisable: UInt16 = 2, textInputSetSurroundingText: UInt16 = 3
    static let textInputSetChangeCause: UInt16 = 4, textInputSetContentType: UInt16 = 5
    static let textInputSetCursorRectangle: UInt16 = 6, textInputCommit: UInt16 = 7
    static let viewporterGetViewport: UInt16 = 1, viewportSetDestination: UInt16 = 2
    static let fractionalScaleManagerGet: UInt16 = 1
    static let cursorShapeManagerGetPointer: UInt16 = 1, cursorShapeSetShape: UInt16 = 1
}
