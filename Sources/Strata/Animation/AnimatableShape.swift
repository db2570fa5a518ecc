/// A view whose vector shape animates (its path, stroke start and end,
/// line width, dash phase, fill and stroke colours): the animation folder
/// knows such views only through this protocol, which `ShapeView` adopts
/// in its own folder.
@MainActor
protocol AnimatableShape: View {
    /// The model shape. Setting it sets the model's values.
    var shapeValue: ShapeValue { get set }
}

/// A shape's animatable values. Numbers and colours (premultiplied)
/// interpolate linearly; the path point by point when the two paths have
/// the same sequence of elements, otherwise the new path shows at once.
struct ShapeValue: Equatable {
    var path: Path
    var strokeStart: Double
    var strokeEnd: Double
    var lineWidth: Double
    var lineDashPhase: Double
    var fill: PremultipliedColor
    var stroke: PremultipliedColor
}

extension ShapeValue: PresentationValue {
    static func interpolate(_ a: ShapeValue, _ b: ShapeValue, _ p: Double) -> ShapeValue {
        // Equal paths (most animations: the same storage) cost nothing.
        let path = a.path == b.path ? b.path : (a.path.interpolated(to: b.path, fraction: p) ?? b.path)
        return ShapeValue(path: path, strokeStart: a.strokeStart + (b.strokeStart - a.strokeStart) * p,
                          strokeEnd: a.strokeEnd + (b.strokeEnd - a.strokeEnd) * p,
                          lineWidth: a.lineWidth + (b.lineWidth - a.lineWidth) * p,
                          lineDashPhase: a.lineDashPhase + (b.lineDashPhase - a.lineDashPhase) * p,
                          fill: PremultipliedColor.interpolate(a.fill, b.fill, p),
                          stroke: PremultipliedColor.interpolate(a.stroke, b.stroke, p))
    }

    /// The numbers and colours added; the path is this one's (shapes do
    /// not animate additively: the newest animation takes them over).
    func adding(_ o: ShapeValue) -> ShapeValue {
        ShapeValue(path: path, strokeStart: strokeStart + o.strokeStart, strokeEnd: strokeEnd + o.strokeEnd,
                   lineWidth: lineWidth + o.lineWidth, lineDashPhase: lineDashPhase + o.lineDashPhase,
                   fill: fill.adding(o.fill), stroke: stroke.adding(o.stroke))
    }

    func subtracting(_ o: ShapeValue) -> ShapeValue {
        ShapeValue(path: path, strokeStart: strokeStart - o.strokeStart, strokeEnd: strokeEnd - o.strokeEnd,
                   lineWidth: lineWidth - o.lineWidth, lineDashPhase: lineDashPhase - o.lineDashPhase,
                   fill: fill.subtracting(o.fill), stroke: stroke.subtracting(o.stroke))
    }

    /// A value with no path and clear colours (a channel's value before any animation).
    static let empty = ShapeValue(path: Path(), strokeStart: 0, strokeEnd: 1, lineWidth: 1, lineDashPhase: 0,
                                  fill: PremultipliedColor(.clear), stroke: PremultipliedColor(.clear))
}

extension View {
    /// The shape shown now while an animation changes it; `nil` when none
    /// does (the model values show).
    var presentationShape: ShapeValue? {
        guard let state = extras?.presentation, state.shape.isAnimated else { return nil }
        return state.shape.value
    }
}
