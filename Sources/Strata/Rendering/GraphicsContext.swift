/// What a view's `draw(in:)` draws into: a recorder of display-list
/// commands (the counterpart of the `CGContext` UIKit's `draw(_:)` gets).
///
/// Coordinates are the view's bounds coordinates (its bounds origin at
/// the top left), moved by `concatenate(_:)`. Each call records commands
/// at once, with the state of that moment: the transform, the alpha
/// (`setAlpha(_:)`) and the clip (`clip(to:rule:)`). `saveState()` and
/// `restoreState()` keep and bring back all three. A view keeps what its
/// context recorded until its next `setNeedsDisplay()`, so drawing costs
/// nothing on frames that do not ask for it.
///
/// ```swift
/// final class Gauge: View {
///     var value = 0.3 { didSet { setNeedsDisplay() } }
///     override func draw(in context: GraphicsContext) {
///         var ring = Path()
///         ring.addArc(center: Point(x: bounds.midX, y: bounds.midY), radius: 20,
///                     startAngle: -Double.pi / 2, endAngle: -Double.pi / 2 + 2 * Double.pi * value, clockwise: true)
///         context.stroke(ring, with: Color(red: 0, green: 0.5, blue: 1),
///                        style: StrokeStyle(lineWidth: 4, lineCap: .round))
///     }
/// }
/// ```
///
/// A fill's path is moved into the context's base coordinates exactly
/// (Bézier curves stay curves); a stroke, an image or text drawn under a
/// transform other than a translation is recorded inside a
/// `pushTransform`, so that widths, dashes and glyphs scale with it. Paths
/// are clipped exactly; images and text are clipped to the clip's
/// bounding box (exact for a rectangle). A clip set inside another keeps
/// their intersection when both are rectangles and the newer one
/// otherwise.
public final class GraphicsContext {
    /// The transform, alpha and clip that `saveState()` keeps.
    struct State {
        var transform: AffineTransform = .identity
        var alpha = 1.0
        var clip: Clip?
    }

    /// A clip in the context's base coordinates.
    struct Clip {
        var path: Path
        var rule: FillRule
        /// The clip's bounding box; the clip itself when `isRectangle`.
        var box: Rect
        var isRectangle: Bool
    }

    private var state = State()
    private var saved: [State] = []
    /// The commands recorded so far, in the context's base coordinates.
    public private(set) var recordedCommands: [DisplayCommand] = []

    /// A context that records from scratch (a view's `draw(in:)` gets one
    /// made by the display list).
    public init() {}

    /// Forgets everything recorded and every state, to record anew.
    func reset() {
        state = State()
        saved.removeAll(keepingCapacity: true)
        recordedCommands.removeAll(keepingCapacity: true)
    }

    // MARK: State

    /// The current transform: from the coordinates drawing uses now to the
    /// context's base coordinates (identity at first).
    public var transform: AffineTransform { state.transform }

    /// The current alpha, 0…1 (1 at first): every drawing's opacity.
    public var alpha: Double { state.alpha }

    /// Keeps the transform, alpha and clip, for `restoreState()`.
    /// - Complexity: O(1) amortized.
    public func saveState() {
        saved.append(state)
    }

    /// Brings back the state of the matching `saveState()`; does nothing
    /// when none is open.
    public func restoreState() {
        if let last = saved.popLast() { state = last }
    }

    /// Applies `transform` to what is drawn from now on, before the
    /// current transform (`CGContext.concatenate`): `concatenate(.init(scaleX: 2, y: 2))`
    /// makes later drawing twice as large.
    public func concatenate(_ transform: AffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// Sets the opacity of what is drawn from now on (clamped to 0…1;
    /// `CGContext.setAlpha`: it replaces the alpha, it does not multiply it).
    public func setAlpha(_ alpha: Double) {
        state.alpha = alpha.isNaN ? 0 : Swift.min(Swift.max(alpha, 0), 1)
    }

    /// Restricts what is drawn from now on to the inside of `path` (in the
    /// current coordinates) under `rule`, within the current clip where
    /// both are rectangles (see the type's notes otherwise).
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        let placed = state.transform.isIdentity ? path : path.applying(state.transform)
        let rectangle = Self.rectangle(of: placed)
        var clip = Clip(path: placed, rule: rule, box: rectangle ?? placed.boundingBox, isRectangle: rectangle != nil)
        if let outer = state.clip, outer.isRectangle, clip.isRectangle {
            let box = outer.box.intersection(clip.box)
            var p = Path()
            if !box.isNull { p.addRect(box) }
            clip = Clip(path: p, rule: .nonZero, box: box, isRectangle: true)
        }
        state.clip = clip
    }

    // MARK: Drawing

    /// Fills `path` with `color` under `rule`.
    /// - Complexity: O(elements of the path).
    public func fill(_ path: Path, with color: Color, rule: FillRule = .nonZero) {
        appendFill(path, color: color, gradient: nil, rule: rule)
    }

    /// Fills `path` with `gradient`, whose geometry is in the current
    /// coordinates (its `transform` maps gradient space to them).
    /// - Complexity: O(elements of the path).
    public func fill(_ path: Path, with gradient: VectorGradient, rule: FillRule = .nonZero) {
        appendFill(path, color: gradient.stops.first?.color ?? .clear, gradient: gradient, rule: rule)
    }

    /// Strokes `path` with `color` in `style` (its width in the current
    /// coordinates: a scaled context draws wider lines).
    /// - Complexity: O(elements of the path).
    public func stroke(_ path: Path, with color: Color, style: StrokeStyle) {
        guard !path.isEmpty, let clip = visibleClip() else { return }
        let t = state.transform
        if Self.isTranslation(t) {
            let placed = t.isIdentity ? path : path.applying(t)
            append(.path(PathCommand(path: placed, drawing: .stroke(style), color: color, opacity: state.alpha,
                                     clipPath: clip?.path, clipRule: clip?.rule ?? .nonZero)))
            return
        }
        guard let inverse = t.inverted(), inverse.isFinite else { return }
        append(.pushTransform(t))
        append(.path(PathCommand(path: path, drawing: .stroke(style), color: color, opacity: state.alpha,
                                 clipPath: clip.map { $0.path.applying(inverse) }, clipRule: clip?.rule ?? .nonZero)))
        append(.popTransform)
    }

    /// Draws `image` stretched over `rect` (in the current coordinates);
    /// a resizable image is drawn as its nine slices.
    public func draw(_ image: Image, in rect: Rect) {
        guard let clip = visibleClip() else { return }
        let t = state.transform
        let scales = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
        var drawn = DisplayCommandSink()
        ImageCommand.append(drawing: image, in: scales ? rect.applying(t) : rect, tint: nil, opacity: state.alpha,
                            filter: .linear, to: &drawn)
        appendClipped(drawn.finish(), transform: scales ? .identity : t, clip: clip)
    }

    /// Draws one line of `text` in `font` and `color`, with the top of the
    /// line at `point` (as `NSString.draw(at:)`: the baseline lies the
    /// font's ascender below it). Characters the font lacks are drawn by
    /// its fallback faces, as a label draws them.
    public func draw(_ text: String, at point: Point, font: Font, color: Color) {
        guard !text.isEmpty, let clip = visibleClip() else { return }
        let measurer = font.measurer
        let ascender = measurer.metrics(atSize: font.size).ascender
        let t = state.transform
        let moves = Self.isTranslation(t)
        let origin = Point(x: point.x + (moves ? t.tx : 0), y: point.y + ascender + (moves ? t.ty : 0))
        var drawn = DisplayCommandSink()
        TextRun.appendLine(text[...], origin: origin, fontSize: font.size, measurer: measurer, color: color,
                           opacity: state.alpha, to: &drawn)
        appendClipped(drawn.finish(), transform: moves ? .identity : t, clip: clip)
    }

    // MARK: Recording

    private func append(_ command: DisplayCommand) {
        recordedCommands.append(command)
    }

    private func appendFill(_ path: Path, color: Color, gradient: VectorGradient?, rule: FillRule) {
        guard !path.isEmpty, let clip = visibleClip() else { return }
        let t = state.transform
        var paint = gradient
        if let g = gradient, !t.isIdentity { paint?.transform = g.transform.concatenating(t) }
        append(.path(PathCommand(path: t.isIdentity ? path : path.applying(t), drawing: .fill(rule), color: color,
                                 opacity: state.alpha, gradient: paint, clipPath: clip?.path,
                                 clipRule: clip?.rule ?? .nonZero)))
    }

    /// Appends `drawn` (in the current coordinates when `transform` is not
    /// the identity) inside the clip's box and the transform.
    private func appendClipped(_ drawn: [DisplayCommand], transform: AffineTransform, clip: Clip?) {
        guard !drawn.isEmpty else { return }
        if let clip { append(.pushClip(rect: clip.box, cornerRadius: 0)) }
        if !transform.isIdentity { append(.pushTransform(transform)) }
        recordedCommands.append(contentsOf: drawn)
        if !transform.isIdentity { append(.popTransform) }
        if clip != nil { append(.popClip) }
    }

    /// The clip in effect: `.some(nil)` for none, `.some(clip)`, or `nil`
    /// when it leaves nothing to draw (an empty clip, or alpha 0).
    private func visibleClip() -> Clip?? {
        guard state.alpha > 0 else { return nil }
        guard let clip = state.clip else { return .some(nil) }
        return clip.box.isEmpty ? nil : .some(clip)
    }

    /// Whether `t` only moves points.
    static func isTranslation(_ t: AffineTransform) -> Bool {
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
    }

    /// The rectangle `path` outlines, when it is one closed axis-aligned
    /// rectangle (a move and three or four lines, closed); nil otherwise.
    static func rectangle(of path: Path) -> Rect? {
        let e = path.elements
        guard e.count >= 4, e.count <= 6, case .move(let start) = e[0] else { return nil }
        var points = [start]
        for element in e.dropFirst() {
            switch element {
            case .line(let p): points.append(p)
            case .closeSubpath: continue
            default: return nil
            }
        }
        guard case .closeSubpath = e[e.count - 1] else { return nil }
        if points.count == 5, points[4] == start { points.removeLast() }
        guard points.count == 4 else { return nil }
        for i in 0..<4 {
            for j in (i + 1)..<4 where points[i] == points[j] { return nil }
        }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              Set(xs).count <= 2, Set(ys).count <= 2 else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
