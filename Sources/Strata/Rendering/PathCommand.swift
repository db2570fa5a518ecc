/// Fill or stroke a vector path: the display list's `.path(PathCommand)`
/// (what a `ShapeView` draws, as a `CAShapeLayer`).
///
/// The path is in window coordinates, like every command's geometry; a
/// view's transform encloses it in `pushTransform`/`popTransform` as for
/// any other command. A stroke's `StrokeStyle` is in the same units (its
/// width scales with an enclosing transform). `path.strokedPath(style)` is
/// the area a stroke covers, filled with `.nonZero`.
public struct PathCommand: Sendable, Hashable {
    /// Whether the path is filled or stroked.
    public enum Drawing: Sendable, Hashable {
        /// Fill the inside of the path under the rule (every subpath closed).
        case fill(FillRule)
        /// Stroke the path's outline.
        case stroke(StrokeStyle)
    }

    /// The path, in window coordinates.
    public var path: Path
    /// Fill or stroke, with its rule or style.
    public var drawing: Drawing
    /// The colour.
    public var color: Color
    /// The inherited opacity, as for `RectCommand.opacity`.
    public var opacity: Double
    /// A gradient to paint with instead of `color`, or nil: its
    /// `transform` maps gradient space to the command's coordinates (those
    /// of `path`). An SVG image's gradients come this way.
    public var gradient: VectorGradient? {
        get { extras?.value.gradient }
        set { updateExtras { $0.gradient = newValue } }
    }
    /// A path the drawing is clipped to (in the command's coordinates,
    /// under `clipRule`), or nil: an SVG image's `clip-path`.
    public var clipPath: Path? {
        get { extras?.value.clipPath }
        set { updateExtras { $0.clipPath = newValue } }
    }
    /// The rule inside `clipPath`.
    public var clipRule: FillRule {
        get { extras?.value.clipRule ?? .nonZero }
        set { updateExtras { $0.clipRule = newValue } }
    }

    /// The gradient and the clip, which few commands have, kept out of
    /// line so that a `DisplayCommand` stays two cache lines (every command
    /// is moved twice a frame; Docs/Performance.md). `nil` when all three
    /// have their defaults.
    private var extras: ExtrasBox?

    /// The out-of-line parts.
    struct Extras: Sendable, Hashable {
        var gradient: VectorGradient?
        var clipPath: Path?
        var clipRule: FillRule = .nonZero
        var isDefault: Bool { gradient == nil && clipPath == nil && clipRule == .nonZero }
    }

    /// An immutable box of `Extras`, compared by value.
    final class ExtrasBox: Sendable, Hashable {
        let value: Extras
        init(_ value: Extras) { self.value = value }
        static func == (a: ExtrasBox, b: ExtrasBox) -> Bool { a === b || a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// Changes the out-of-line parts (copy on write: a new box).
    private mutating func updateExtras(_ change: (inout Extras) -> Void) {
        var value = extras?.value ?? Extras()
        change(&value)
        extras = value.isDefault ? nil : ExtrasBox(value)
    }

    /// Creates a path command.
    public init(path: Path, drawing: Drawing, color: Color, opacity: Double = 1, gradient: VectorGradient? = nil,
                clipPath: Path? = nil, clipRule: FillRule = .nonZero) {
        self.path = path
        self.drawing = drawing
        self.color = color
        self.opacity = opacity
        let value = Extras(gradient: gradient, clipPath: clipPath, clipRule: clipRule)
        self.extras = value.isDefault ? nil : ExtrasBox(value)
    }

    /// The area the command can touch, in window coordinates (before any
    /// enclosing transform): the path's box, grown for a stroke by half
    /// its width times the largest of the miter limit (miter joins),
    /// √2 (square caps) and 1.
    /// Within `clipPath`'s box when there is one.
    public var bounds: Rect {
        let reach = unclippedBounds
        guard let clipPath else { return reach }
        return reach.intersection(clipPath.boundingBox)
    }

    private var unclippedBounds: Rect {
        let box = path.boundingBox
        guard !box.isNull else { return .null }
        switch drawing {
        case .fill:
            return box
        case .stroke(let style):
            var reach = 1.0
            if style.lineJoin == .miter { reach = Swift.max(reach, style.miterLimit) }
            if style.lineCap == .square { reach = Swift.max(reach, 2.0.squareRoot()) }
            let grow = style.lineWidth / 2 * reach
            guard grow.isFinite, grow > 0 else { return box }
            return box.insetBy(dx: -grow, dy: -grow)
        }
    }
}
