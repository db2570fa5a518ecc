/// A view whose gradient animates (its colours, their locations and its
/// start and end points): the animation folder knows such views only
/// through this protocol, which `GradientView` adopts in its own folder.
@MainActor
protocol AnimatableColorStops: View {
    /// The model gradient: colours, resolved locations (one per colour),
    /// start and end points. Setting it sets the model's values.
    var colorStops: ColorStops { get set }
}

/// A gradient's animatable values: colours interpolated stop by stop
/// (premultiplied), locations and the start and end points linearly. Lists
/// of different lengths do not animate (the transition shows the new
/// gradient at once).
struct ColorStops: Equatable {
    var colors: [PremultipliedColor]
    /// One per colour, `0…1`.
    var locations: [Double]
    var start: Point
    var end: Point

    init(_ colors: [Color], locations: [Double], start: Point, end: Point) {
        self.colors = colors.map(PremultipliedColor.init)
        self.locations = locations
        self.start = start
        self.end = end
    }

    init(premultiplied: [PremultipliedColor], locations: [Double], start: Point, end: Point) {
        colors = premultiplied
        self.locations = locations
        self.start = start
        self.end = end
    }

    /// The straight-alpha colours.
    var straight: [Color] { colors.map(\.color) }

    /// Whether `self` and `other` can be interpolated (the same number of
    /// colours and locations).
    func matches(_ other: ColorStops) -> Bool {
        colors.count == other.colors.count && locations.count == other.locations.count
    }
}

extension ColorStops: PresentationValue {
    static func interpolate(_ a: ColorStops, _ b: ColorStops, _ p: Double) -> ColorStops {
        guard a.matches(b) else { return p < 1 ? a : b }
        return ColorStops(premultiplied: zip(a.colors, b.colors).map { PremultipliedColor.interpolate($0, $1, p) },
                          locations: zip(a.locations, b.locations).map { $0 + ($1 - $0) * p },
                          start: Point(x: a.start.x + (b.start.x - a.start.x) * p, y: a.start.y + (b.start.y - a.start.y) * p),
                          end: Point(x: a.end.x + (b.end.x - a.end.x) * p, y: a.end.y + (b.end.y - a.end.y) * p))
    }

    func adding(_ other: ColorStops) -> ColorStops {
        guard matches(other) else { return self }
        return ColorStops(premultiplied: zip(colors, other.colors).map { $0.adding($1) },
                          locations: zip(locations, other.locations).map { $0 + $1 },
                          start: Point(x: start.x + other.start.x, y: start.y + other.start.y),
                          end: Point(x: end.x + other.end.x, y: end.y + other.end.y))
    }

    func subtracting(_ other: ColorStops) -> ColorStops {
        guard matches(other) else { return self }
        return ColorStops(premultiplied: zip(colors, other.colors).map { $0.subtracting($1) },
                          locations: zip(locations, other.locations).map { $0 - $1 },
                          start: Point(x: start.x - other.start.x, y: start.y - other.start.y),
                          end: Point(x: end.x - other.end.x, y: end.y - other.end.y))
    }
}

extension View {
    /// The gradient shown now while an animation changes it; `nil` when
    /// none does (the model values show).
    var presentationGradient: ColorStops? {
        guard let state = extras?.presentation, state.stops.isAnimated else { return nil }
        return state.stops.value
    }
}
