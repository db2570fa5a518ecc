/// A view that draws a vector path: the counterpart of a `UIView` backed
/// by `CAShapeLayer`.
///
/// `path` is in the view's bounds (its top-left corner is (0, 0)); it is
/// filled with `fillColor` under `fillRule`, then stroked with
/// `strokeColor`, from `strokeStart` to `strokeEnd` of its length, above
/// the background and below the subviews. The path is not clipped to the
/// bounds (unless `clipsToBounds`).
///
/// Inside an animation block (`View.animate`, `ViewAnimator`,
/// `PropertyAnimator`) `strokeStart`, `strokeEnd`, `lineWidth`,
/// `lineDashPhase`, `fillColor`, `strokeColor` and `path` animate; a path
/// animates point by point when the old and new paths have the same
/// sequence of elements (as Core Animation), otherwise the new path shows
/// at once. The values shown meanwhile are the `presentation…` ones.
///
/// ```swift
/// let ring = ShapeView(frame: Rect(x: 0, y: 0, width: 44, height: 44))
/// var circle = Path()
/// circle.addArc(center: Point(x: 22, y: 22), radius: 20, startAngle: -Double.pi / 2,
///               endAngle: 1.5 * Double.pi, clockwise: true)
/// ring.path = circle
/// ring.fillColor = nil
/// ring.strokeColor = Color(red: 0, green: 0.5, blue: 1)
/// ring.lineWidth = 4
/// ring.lineCap = .round
/// ring.strokeEnd = 0
/// View.animate(withDuration: 2) { ring.strokeEnd = 1 }   // the ring draws itself
/// ```
@MainActor
open class ShapeView: View {
    /// The path, in the view's bounds; `nil` (the default) draws nothing.
    public var path: Path? = nil {
        willSet { willChangeAnimatableEffect() }
    }

    /// The colour inside the path; black by default (as `CAShapeLayer`),
    /// `nil` for no fill.
    public var fillColor: Color? = .black {
        willSet { willChangeAnimatableEffect() }
    }

    /// Which points the fill covers; non-zero by default.
    public var fillRule: FillRule = .nonZero

    /// The colour of the stroke; `nil` (the default) for no stroke.
    public var strokeColor: Color? = nil {
        willSet { willChangeAnimatableEffect() }
    }

    /// The stroke's width in points; 1 by default.
    public var lineWidth: Double = 1 {
        willSet { willChangeAnimatableEffect() }
    }

    /// The ends of open subpaths and dashes; `.butt` by default.
    public var lineCap: LineCap = .butt

    /// The corners of the stroke; `.miter` by default.
    public var lineJoin: LineJoin = .miter

    /// The longest miter, as a multiple of the line width; 10 by default.
    public var miterLimit: Double = 10

    /// Dash and gap lengths, alternating, in points; empty (the default)
    /// for a solid stroke.
    public var lineDashPattern: [Double] = []

    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double = 0 {
        willSet { willChangeAnimatableEffect() }
    }

    /// Where the stroke starts, as a fraction (0…1) of the path's length;
    /// 0 by default.
    public var strokeStart: Double = 0 {
        willSet { willChangeAnimatableEffect() }
    }

    /// Where the stroke ends, as a fraction (0…1) of the path's length;
    /// 1 by default.
    public var strokeEnd: Double = 1 {
        willSet { willChangeAnimatableEffect() }
    }

    /// The path shown now (`path` when no animation changes it).
    public var presentationPath: Path? {
        guard let shown = presentationShape else { return path }
        return path == nil && shown.path.isEmpty ? nil : shown.path
    }

    /// The stroke start shown now.
    public var presentationStrokeStart: Double { presentationShape?.strokeStart ?? strokeStart }

    /// The stroke end shown now.
    public var presentationStrokeEnd: Double { presentationShape?.strokeEnd ?? strokeEnd }

    /// The line width shown now.
    public var presentationLineWidth: Double { presentationShape?.lineWidth ?? lineWidth }

    /// The dash phase shown now.
    public var presentationLineDashPhase: Double { presentationShape?.lineDashPhase ?? lineDashPhase }

    /// The fill colour shown now (`nil` when there is no fill and none is
    /// fading in or out).
    public var presentationFillColor: Color? {
        guard let shown = presentationShape else { return fillColor }
        return fillColor == nil && shown.fill.alpha == 0 ? nil : shown.fill.color
    }

    /// The stroke colour shown now (`nil` when there is no stroke and none
    /// is fading in or out).
    public var presentationStrokeColor: Color? {
        guard let shown = presentationShape else { return strokeColor }
        return strokeColor == nil && shown.stroke.alpha == 0 ? nil : shown.stroke.color
    }

    /// The stroke style drawn now.
    public var presentationStrokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: presentationLineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                    dash: lineDashPattern, dashPhase: presentationLineDashPhase)
    }

    /// With `hitTestsPath`, a point hits the view where its filled path
    /// (`presentationPath` under `fillRule`) contains it; otherwise where
    /// its bounds do.
    open override func point(inside point: Point) -> Bool {
        guard hitTestsPath else { return super.point(inside: point) }
        return presentationPath?.contains(point, rule: fillRule) ?? false
    }
}

/// A shape's path, stroke range, width, dash phase and colours animate.
extension ShapeView: AnimatableShape {
    var shapeValue: ShapeValue {
        get {
            ShapeValue(path: path ?? Path(), strokeStart: strokeStart, strokeEnd: strokeEnd, lineWidth: lineWidth,
                       lineDashPhase: lineDashPhase, fill: PremultipliedColor(fillColor ?? .clear),
                       stroke: PremultipliedColor(strokeColor ?? .clear))
        }
        set {
            if newValue.path != (path ?? Path()) { path = newValue.path }
            strokeStart = newValue.strokeStart
            strokeEnd = newValue.strokeEnd
            lineWidth = newValue.lineWidth
            lineDashPhase = newValue.lineDashPhase
            if newValue.fill != PremultipliedColor(fillColor ?? .clear) { fillColor = newValue.fill.color }
            if newValue.stroke != PremultipliedColor(strokeColor ?? .clear) { strokeColor = newValue.stroke.color }
        }
    }
}
