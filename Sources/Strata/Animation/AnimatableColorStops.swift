/// A view whose list of colours animates (a gradient's stops): the
/// animation folder knows such views only through this protocol, which
/// `GradientView` adopts in its own folder.
@MainActor
protocol AnimatableColorStops: View {
    /// The model colours.
    var colorStops: [Color] { get set }
}

/// A list of colours interpolated stop by stop (premultiplied): the value
/// of a gradient's colour channel. Lists of different lengths do not
/// animate (the transition shows the new list at once).
struct ColorStops: Equatable {
    var colors: [PremultipliedColor]

    init(_ colors: [Color]) {
        self.colors = colors.map(PremultipliedColor.init)
    }

    init(premultiplied: [PremultipliedColor]) {
        colors = premultiplied
    }

    /// The straight-alpha colours.
    var straight: [Color] { colors.map(\.color) }
}

extension ColorStops: PresentationValue {
    static func interpolate(_ a: ColorStops, _ b: ColorStops, _ p: Double) -> ColorStops {
        guard a.colors.count == b.colors.count else { return p < 1 ? a : b }
        return ColorStops(premultiplied: zip(a.colors, b.colors).map { PremultipliedColor.interpolate($0, $1, p) })
    }

    func adding(_ other: ColorStops) -> ColorStops {
        guard colors.count == other.colors.count else { return self }
        return ColorStops(premultiplied: zip(colors, other.colors).map { $0.adding($1) })
    }

    func subtracting(_ other: ColorStops) -> ColorStops {
        guard colors.count == other.colors.count else { return self }
        return ColorStops(premultiplied: zip(colors, other.colors).map { $0.subtracting($1) })
    }
}

extension View {
    /// The colour stops shown now while an animation changes them; `nil`
    /// when none does (the model colours show).
    var presentationGradientColors: [Color]? {
        guard let state = extras?.presentation, state.stops.isAnimated else { return nil }
        return state.stops.value.straight
    }
}
