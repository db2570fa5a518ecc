import Strata
import StrataRaster

/// The surface's `wp_viewport` and `wp_fractional_scale_v1`, made when the
/// compositor offers both managers.
struct WaylandSurfaceScaling {
    /// The surface's viewport.
    var viewport: UInt32?
    /// The surface's fractional-scale object.
    var fractionalScale: UInt32?
    /// Whether the compositor's preferred scale is in use: the buffer is
    /// drawn at it with buffer scale 1, and the viewport's destination is
    /// the window's size in points (surface units are points).
    var isFractional = false
    /// The last `set_destination` sent (width, height).
    var destination: [Int32] = []
}

// Fractional scaling: `wp_fractional_scale_v1.preferred_scale` (in 120ths)
// becomes the host's scale; the buffer has that many pixels per point and
// `wp_viewport.set_destination` shows it at the window's size in points.

extension WaylandHost {
    /// Buffer pixels per surface unit: the buffer scale, or with fractional
    /// scaling the scale itself (surface units are then points). The host's
    /// own decorations are laid out in pixels and told to the compositor,
    /// and read from its pointer events, through this.
    var pixelsPerSurfaceUnit: Double { scaling.isFractional ? scale : Double(bufferScale) }

    /// Makes the surface's viewport and fractional-scale object when the
    /// compositor offers `wp_viewporter` and `wp_fractional_scale_manager_v1`.
    func setUpScaling() {
        guard let viewporter = globals.viewporter, let manager = globals.fractionalScaleManager else { return }
        let viewport = connection.newID(.viewport, version: viewporter.version)
        var args = WaylandArguments()
        args.uint(viewport)
        args.uint(surface)
        connection.send(viewporter.id, WaylandOpcode.viewporterGetViewport, args)
        let fractional = connection.newID(.fractionalScale, version: manager.version)
        var f = WaylandArguments()
        f.uint(fractional)
        f.uint(surface)
        connection.send(manager.id, WaylandOpcode.fractionalScaleManagerGet, f)
        scaling.viewport = viewport
        scaling.fractionalScale = fractional
    }

    /// The compositor prefers `value`/120 pixels per point: draws at that
    /// scale from the next frame (all of it), with buffer scale 1. A value
    /// of 0 or above 16 × 120 is ignored.
    func applyPreferredScale(_ value: UInt32) {
        guard value >= 1 && value <= 16 * 120 else { return }
        let newScale = Double(value) / 120
        guard !scaling.isFractional || newScale != scale else { return }
        let windowScaleIsOurs = window.scale == scale
        scale = newScale
        scaling.isFractional = true
        if bufferScale != 1 {
            bufferScale = 1
            if surfaceVersion >= 3 {
                var args = WaylandArguments()
                args.int(1)
                connection.send(surface, WaylandOpcode.surfaceSetBufferScale, args)
            }
        }
        if windowScaleIsOurs { window.scale = newScale }
        presenter.damage = DamageTracker(scale: newScale)
        presenter.hasShownList = false
        presenter.needsDisplay = true
        sendMinimumSize()
        try? connection.flush()
        presentIfNeeded()
    }

    /// Sets the viewport's destination to the window's size in points
    /// (whole surface units, at least 1) when fractional scaling is on and
    /// it changed; part of the commit that follows.
    func updateViewport(size: Size) {
        guard scaling.isFractional, let viewport = scaling.viewport else { return }
        let (w, h) = WaylandHost.pixelSize(size, scale: 1)
        let destination = [Int32(max(w, 1)), Int32(max(h, 1))]
        guard destination != scaling.destination else { return }
        scaling.destination = destination
        var args = WaylandArguments()
        args.int(destination[0])
        args.int(destination[1])
        connection.send(viewport, WaylandOpcode.viewportSetDestination, args)
    }
}
