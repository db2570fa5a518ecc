import Strata
import StrataRaster

/// The compositor's outputs as far as scale goes: each `wl_output`'s
/// integer scale (applied at its `done`) and the outputs the surface is on.
struct WaylandOutputState {
    /// Each bound output: its object, its registry name, its scale in
    /// effect and one announced but not yet applied by `done`.
    var scales: [(output: UInt32, name: UInt32, scale: Int, pending: Int?)] = []
    /// The outputs the surface is on, in the order it entered them.
    var entered: [UInt32] = []

    /// The largest scale of the outputs the surface is on; `nil` while it is on none.
    var surfaceScale: Int? {
        entered.compactMap { id in scales.first { $0.output == id }?.scale }.max()
    }
}

// Integer output scales (`wl_output.scale` with `wl_surface.enter` and
// `leave`): without `wp_fractional_scale_v1`, the host draws at the largest
// scale of the outputs its surface is on, with that buffer scale, as GTK
// and Qt do; `swaymsg output HEADLESS-1 scale 2` redraws the window crisp.
// Outputs plugged in after the window opened (`wl_registry.global`) are
// bound and followed; one unplugged (`global_remove`) is forgotten, and
// the scale is that of the outputs the surface is still on.

extension WaylandHost {
    /// Notes the outputs bound at start (scale 1 until they say).
    func setUpOutputs() {
        outputs.scales = globals.outputs.map { ($0.bound.id, $0.name, 1, nil) }
    }

    /// Applies an output or surface event; `true` when it was one.
    func handleOutput(_ event: WaylandEvent, from object: UInt32) -> Bool {
        switch event {
        case .global(let name, let interface, let version) where object == globals.registry:
            // A monitor plugged in: bound (version 2 or later, at most 64 followed).
            guard interface == WaylandInterface.output.rawValue, version >= 2,
                  outputs.scales.count < WaylandGlobals.maximumOutputs,
                  !outputs.scales.contains(where: { $0.name == name }) else { return true }
            let bound = WaylandGlobals.bind(.output, name: name, version: version, registry: globals.registry,
                                            connection: connection)
            outputs.scales.append((bound.id, name, 1, nil))
            try? connection.flush()
        case .globalRemove(let name) where object == globals.registry:
            // A monitor unplugged (version 2 has no `release`: the object is forgotten).
            guard let i = outputs.scales.firstIndex(where: { $0.name == name }) else { return true }
            let output = outputs.scales.remove(at: i).output
            outputs.entered.removeAll { $0 == output }
            followOutputScale()
        case .outputScale(let output, let factor):
            guard let i = outputs.scales.firstIndex(where: { $0.output == output }) else { return true }
            // A scale outside 1…16 is not one the host draws at: ignored.
            if factor >= 1 && factor <= 16 { outputs.scales[i].pending = Int(factor) }
        case .outputDone(let output):
            guard let i = outputs.scales.firstIndex(where: { $0.output == output }) else { return true }
            if let pending = outputs.scales[i].pending {
                outputs.scales[i].scale = pending
                outputs.scales[i].pending = nil
            }
            followOutputScale()
        case .surfaceEnter(let output) where object == surface:
            if outputs.scales.contains(where: { $0.output == output }), !outputs.entered.contains(output) {
                outputs.entered.append(output)
            }
            followOutputScale()
        case .surfaceLeave(let output) where object == surface:
            outputs.entered.removeAll { $0 == output }
            followOutputScale()
        case .surfaceEnter, .surfaceLeave:
            break // the cursor's surface
        default:
            return false
        }
        return true
    }

    /// Draws at the surface's outputs' scale when it changed (not while the
    /// compositor's fractional scale is in use, which says it exactly).
    func followOutputScale() {
        guard !scaling.isFractional, let newScale = outputs.surfaceScale else { return }
        guard Double(newScale) != scale || bufferScale != newScale else { return }
        let windowScaleIsOurs = window.scale == scale
        scale = Double(newScale)
        bufferScale = newScale
        if surfaceVersion >= 3 {
            var args = WaylandArguments()
            args.int(Int32(newScale))
            connection.send(surface, WaylandOpcode.surfaceSetBufferScale, args)
        }
        if windowScaleIsOurs { window.scale = scale }
        presenter.damage = DamageTracker(scale: scale)
        presenter.hasShownList = false
        presenter.needsDisplay = true
        decoration.needsUpdate = true
        sendMinimumSize()
        try? connection.flush()
        presentIfNeeded()
    }
}
