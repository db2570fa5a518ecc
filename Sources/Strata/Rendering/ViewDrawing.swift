/// What a view's `draw(in:)` recorded, kept until its next
/// `setNeedsDisplay()`: the commands in the view's bounds coordinates,
/// the bounds they were drawn for, and the commands last placed in the
/// window (handed out again while the view neither moves nor fades).
final class ViewDrawing {
    /// The commands, in bounds coordinates.
    let commands: [DisplayCommand]
    /// The view's bounds when it drew.
    let bounds: Rect
    /// Whether more than one command draws: a view fading (opacity below
    /// 1) then draws them as one layer, so that they do not show through
    /// each other.
    let drawsOverlapping: Bool

    /// What the placed commands were made for.
    private var placedKey: (rect: Rect, opacity: Double)?
    private var placed: [DisplayCommand] = []

    init(commands: [DisplayCommand], bounds: Rect) {
        self.commands = commands
        self.bounds = bounds
        var drawing = 0
        for command in commands where command.multiplyingOpacity(by: 1) != nil { drawing += 1 }
        drawsOverlapping = drawing > 1
    }

    /// Appends the commands placed in `content` (window coordinates: where
    /// the recorded bounds are shown, by the view's content mode) at
    /// `opacity`.
    /// - Complexity: O(commands); O(elements of their paths) when the
    ///   view moved, resized or faded since the last time.
    func append(to sink: inout DisplayCommandSink, in content: Rect, opacity: Double) {
        if placedKey == nil || placedKey!.rect != content || placedKey!.opacity != opacity {
            placed = place(in: content, opacity: opacity)
            placedKey = (content, opacity)
        }
        for command in placed { sink.append(command) }
    }

    /// The commands moved from the recorded bounds to `content`: clipped
    /// to it (as UIKit's drawing is to the layer's backing store),
    /// translated by the offset, scaled about `content`'s corner by a
    /// `pushTransform` when the sizes differ, opacity multiplied in (or a
    /// layer of it when commands overlap).
    private func place(in content: Rect, opacity: Double) -> [DisplayCommand] {
        let dx = content.minX - bounds.minX, dy = content.minY - bounds.minY
        let sx = bounds.width > 0 ? content.width / bounds.width : 1
        let sy = bounds.height > 0 ? content.height / bounds.height : 1
        var out: [DisplayCommand] = []
        out.reserveCapacity(commands.count + 4)
        let scales = sx != 1 || sy != 1
        if scales { guard sx != 0, sy != 0, sx.isFinite, sy.isFinite else { return [] } }
        out.append(.pushClip(rect: content, cornerRadius: 0))
        if scales {
            out.append(.pushTransform(AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: content.minX * (1 - sx),
                                                      ty: content.minY * (1 - sy))))
        }
        let layer = opacity < 1 && drawsOverlapping
        if layer { out.append(.beginLayer(opacity: opacity)) }
        let factor = layer ? 1 : opacity
        for command in commands {
            let moved = dx == 0 && dy == 0 ? command : command.translated(dx: dx, dy: dy)
            out.append(factor == 1 ? moved : moved.multiplyingOpacity(by: factor) ?? moved)
        }
        if layer { out.append(.endLayer) }
        if scales { out.append(.popTransform) }
        out.append(.popClip)
        return out
    }
}

extension View {
    /// Marks the view's drawing as out of date: its `draw(in:)` runs again
    /// the next time the view is drawn (UIKit's `setNeedsDisplay()`), and
    /// the window's host is asked for a frame. Cheap and idempotent.
    public func setNeedsDisplay() {
        storedNeedsDisplay = true
        storedWindow?.scheduleLayout()
    }

    /// Whether `draw(in:)` runs when the view is next drawn.
    public var needsDisplay: Bool { storedNeedsDisplay }
}

@MainActor
extension DisplayListBuilder {
    /// A context kept between views, so that views which draw nothing
    /// cost no allocation (each view's `draw(in:)` runs once at least).
    private static var spareContext: GraphicsContext?

    /// The view's own drawing (`draw(in:)`), run first when the view needs
    /// display (or, with `contentMode` `.redraw`, when its size changed),
    /// then placed in `rect`, its frame in window coordinates.
    mutating func appendDrawing(of view: View, kept: ViewDrawing?, in rect: Rect, opacity: Double) {
        let bounds = Rect(origin: view.storedBoundsOrigin, size: view.storedFrame.size)
        let mode = view.contentMode
        var drawing = kept
        if view.storedNeedsDisplay || (mode == .redraw && kept.map { $0.bounds.size != bounds.size } == true) {
            view.storedNeedsDisplay = false
            drawing = Self.record(view, bounds: bounds)
            if drawing != nil || kept != nil { view.mutableExtras.drawing = drawing }
        }
        guard let drawing else { return }
        let content = mode.rect(forContentOfSize: drawing.bounds.size, in: rect)
        drawing.append(to: &commands, in: content, opacity: opacity)
    }

    /// Runs `view.draw(in:)`; nil when it recorded nothing.
    private static func record(_ view: View, bounds: Rect) -> ViewDrawing? {
        var context = spareContext ?? GraphicsContext()
        spareContext = nil
        context.reset()
        view.draw(in: context)
        let recorded = context.recordedCommands
        context.reset()
        // A context the view kept a reference to is not reused.
        if isKnownUniquelyReferenced(&context) { spareContext = context }
        return recorded.isEmpty ? nil : ViewDrawing(commands: recorded, bounds: bounds)
    }
}
