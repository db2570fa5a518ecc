/// A view that fills its bounds with a gradient: the counterpart of a
/// `UIView` backed by `CAGradientLayer`.
///
/// The gradient runs from `startPoint` to `endPoint`, given in unit
/// coordinates of the bounds ((0, 0) top left, (1, 1) bottom right), through
/// `colors`, each reached at its `locations` entry (evenly spaced when
/// `nil`). It is drawn above the background and below the subviews,
/// rounded by `cornerRadius`; beyond the ends the end colours continue.
/// Colours between stops are interpolated in sRGB with premultiplied
/// alpha, so a fade to clear keeps its hue.
///
/// ```swift
/// let sky = GradientView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// sky.colors = [Color(red: 0.1, green: 0.2, blue: 0.5), Color(red: 0.9, green: 0.5, blue: 0.3)]
/// sky.type = .radial          // circles about startPoint …
/// sky.startPoint = Point(x: 0.5, y: 0.5)
/// sky.endPoint = Point(x: 1, y: 1)   // … reaching the last colour at the corners' axes
/// ```
@MainActor
open class GradientView: View {
    /// The colours, first to last; none draws nothing (CAGradientLayer's
    /// `colors`). Changes inside an animation block animate when the
    /// number of colours stays the same (with `locations`, `startPoint`
    /// and `endPoint`; otherwise the new gradient shows at once).
    public var colors: [Color] = [] {
        willSet { willChangeAnimatableEffect() }
    }

    /// Where each colour is reached, `0…1` along the gradient, one per
    /// colour; `nil` (the default) spaces them evenly. Values are clamped
    /// to `0…1` and each is raised to at least the one before (Core
    /// Animation requires them increasing); a count that differs from
    /// `colors`'s is ignored (evenly spaced). Changes inside an animation
    /// block animate (the drawn locations move linearly).
    public var locations: [Double]? = nil {
        willSet { willChangeAnimatableEffect() }
    }

    /// The start, in unit coordinates of the bounds; (0.5, 0), the top
    /// middle, by default. Changes inside an animation block animate.
    public var startPoint = Point(x: 0.5, y: 0) {
        willSet { willChangeAnimatableEffect() }
    }

    /// The end, in unit coordinates of the bounds; (0.5, 1), the bottom
    /// middle, by default. Changes inside an animation block animate.
    public var endPoint = Point(x: 0.5, y: 1) {
        willSet { willChangeAnimatableEffect() }
    }

    /// Axial (along the line from start to end, the default) or radial
    /// (ellipses about the start point that reach the last colour where
    /// the end point's x and y are).
    public var type: GradientType = .axial

    /// The locations drawn: `locations` sanitized, or evenly spaced.
    public var resolvedLocations: [Double] {
        guard let locations, locations.count == colors.count else {
            return GradientCommand.evenLocations(colors.count)
        }
        var result: [Double] = []
        result.reserveCapacity(locations.count)
        var floor = 0.0
        for value in locations {
            let v = value.isNaN ? floor : min(max(value, floor), 1)
            result.append(v)
            floor = v
        }
        return result
    }

    /// The colours shown on screen now: `colors`, or while an animation
    /// changes them, the colours interpolated stop by stop.
    public var presentationColors: [Color] {
        presentationGradient?.straight ?? colors
    }

    /// The locations drawn now: `resolvedLocations`, or while an animation
    /// changes the gradient, the interpolated locations.
    public var presentationLocations: [Double] {
        presentationGradient?.locations ?? resolvedLocations
    }

    /// The start point drawn now (`startPoint` when no animation runs).
    public var presentationStartPoint: Point {
        presentationGradient?.start ?? startPoint
    }

    /// The end point drawn now (`endPoint` when no animation runs).
    public var presentationEndPoint: Point {
        presentationGradient?.end ?? endPoint
    }

    /// The gradient command the view draws in `rect` (window
    /// coordinates); `nil` without colours.
    func gradientCommand(in rect: Rect, opacity: Double) -> GradientCommand? {
        if let shown = presentationGradient {
            guard !shown.colors.isEmpty else { return nil }
            return GradientCommand(rect: rect, cornerRadius: cornerRadius, colors: shown.straight, locations: shown.locations,
                                   startPoint: shown.start, endPoint: shown.end, type: type, opacity: opacity)
        }
        guard !colors.isEmpty else { return nil }
        return GradientCommand(rect: rect, cornerRadius: cornerRadius, colors: colors, locations: resolvedLocations,
                               startPoint: startPoint, endPoint: endPoint, type: type, opacity: opacity)
    }
}

/// Gradient colours, locations and points animate (Docs/Effects.md).
extension GradientView: AnimatableColorStops {
    var colorStops: ColorStops {
        get { ColorStops(colors, locations: resolvedLocations, start: startPoint, end: endPoint) }
        set {
            colors = newValue.straight
            // Evenly spaced locations stay `nil`, as they were set.
            if newValue.locations != resolvedLocations { locations = newValue.locations }
            startPoint = newValue.start
            endPoint = newValue.end
        }
    }
}
