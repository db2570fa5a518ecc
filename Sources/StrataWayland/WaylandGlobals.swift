/// The compositor's globals the host binds, each at the lower of the
/// compositor's version and this client's (`WaylandInterface.maximumVersion`).
struct WaylandGlobals {
    /// A bound global: its object id and version.
    struct Bound {
        /// The object id.
        var id: UInt32
        /// The version agreed.
        var version: UInt32
    }

    /// `wl_compositor`.
    var compositor: Bound
    /// `wl_shm`.
    var shm: Bound
    /// `xdg_wm_base`.
    var wmBase: Bound
    /// The first `wl_seat`, when there is one.
    var seat: Bound?
    /// The registry's global name of the seat bound.
    var seatName: UInt32?
    /// `wl_data_device_manager` (the clipboard), when offered.
    var dataDeviceManager: Bound?
    /// `zwp_primary_selection_device_manager_v1`, when offered.
    var primarySelectionManager: Bound?
    /// `zxdg_decoration_manager_v1` (server-side decorations), when offered.
    var decorationManager: Bound?
    /// `zwp_text_input_manager_v3` (input methods), when offered.
    var textInputManager: Bound?
    /// `wp_viewporter`, when offered.
    var viewporter: Bound?
    /// `wp_fractional_scale_manager_v1`, when offered (used only with `viewporter`).
    var fractionalScaleManager: Bound?
    /// `wp_cursor_shape_manager_v1`, when offered.
    var cursorShapeManager: Bound?
    /// Every `wl_output` announced (version 2 or later: their scales), in
    /// order, with its registry name (outputs come and go while the host
    /// runs: `WaylandHost+Outputs`).
    var outputs: [(name: UInt32, bound: Bound)] = []
    /// The registry: new outputs are bound through it while the host runs.
    var registry: UInt32 = 0
    /// The most outputs followed at once.
    static let maximumOutputs = 64

    /// Asks for the registry, waits for the globals (one round trip) and
    /// binds those the host uses. Throws `missingGlobal` without
    /// `wl_compositor`, `wl_shm` or `xdg_wm_base`.
    init(connection: WaylandConnection) throws {
        let registry = connection.newID(.registry, version: 1)
        self.registry = registry
        var args = WaylandArguments()
        args.uint(registry)
        connection.send(1, WaylandOpcode.displayGetRegistry, args)
        try connection.roundTrip()
        // Globals in the order announced; the first of each interface wins,
        // except outputs, which are all kept (at most 64).
        var offered: [(name: UInt32, interface: WaylandInterface, version: UInt32)] = []
        var outputs: [(name: UInt32, interface: WaylandInterface, version: UInt32)] = []
        while let (_, event) = try connection.nextEvent() {
            if case .global(let name, let interface, let version) = event,
               let known = WaylandInterface(rawValue: interface), version > 0 {
                if known == .output {
                    if version >= 2 && outputs.count < Self.maximumOutputs { outputs.append((name, known, version)) }
                } else if !offered.contains(where: { $0.interface == known }) {
                    offered.append((name, known, version))
                }
            }
        }
        func bind(_ interface: WaylandInterface) -> (Bound, UInt32)? {
            guard let global = offered.first(where: { $0.interface == interface }) else { return nil }
            return bindGlobal(global)
        }
        func bindGlobal(_ global: (name: UInt32, interface: WaylandInterface, version: UInt32)) -> (Bound, UInt32) {
            (Self.bind(global.interface, name: global.name, version: global.version, registry: registry,
                       connection: connection), global.name)
        }
        guard let compositor = bind(.compositor) else { throw WaylandError.missingGlobal("wl_compositor") }
        guard let shm = bind(.shm) else { throw WaylandError.missingGlobal("wl_shm") }
        guard let wmBase = bind(.wmBase) else { throw WaylandError.missingGlobal("xdg_wm_base") }
        self.compositor = compositor.0
        self.shm = shm.0
        self.wmBase = wmBase.0
        let seat = bind(.seat)
        self.seat = seat?.0
        seatName = seat?.1
        dataDeviceManager = bind(.dataDeviceManager)?.0
        primarySelectionManager = bind(.primarySelectionManager)?.0
        decorationManager = bind(.decorationManager)?.0
        if seat != nil { textInputManager = bind(.textInputManager)?.0 }
        if offered.contains(where: { $0.interface == .fractionalScaleManager }) {
            viewporter = bind(.viewporter)?.0
            if viewporter != nil { fractionalScaleManager = bind(.fractionalScaleManager)?.0 }
        }
        if seat != nil { cursorShapeManager = bind(.cursorShapeManager)?.0 }
        self.outputs = outputs.map { ($0.name, bindGlobal($0).0) }
    }

    /// Binds the global `name` of `interface` at the lower of `version`
    /// (the compositor's) and this client's.
    static func bind(_ interface: WaylandInterface, name: UInt32, version: UInt32, registry: UInt32,
                     connection: WaylandConnection) -> Bound {
        let version = min(version, interface.maximumVersion)
        let id = connection.newID(interface, version: version)
        var args = WaylandArguments()
        args.uint(name)
        args.string(interface.rawValue)
        args.uint(version)
        args.uint(id)
        connection.send(registry, WaylandOpcode.registryBind, args)
        return Bound(id: id, version: version)
    }
}
