/// A view's shadow: its (possibly rounded) rectangle, moved by `offset`,
/// blurred, in `color` × `opacity` (CALayer's shadow).
public struct ShadowCommand: Sendable, Hashable {
    /// The rectangle that casts the shadow (the view's), in window
    /// coordinates, before the offset.
    public var rect: Rect
    /// The corner radius of the rectangle.
    public var cornerRadius: Double
    /// How far the shadow is moved from `rect`, in points.
    public var offset: Size
    /// The blur radius in points: the shape is blurred by a Gaussian of
    /// standard deviation `radius / 2`; 0 for a hard edge.
    public var radius: Double
    /// The shadow colour.
    public var color: Color
    /// The opacity everything is multiplied by: `shadowOpacity` times the
    /// view's inherited opacity.
    public var opacity: Double

    /// Creates a shadow command.
    public init(rect: Rect, cornerRadius: Double = 0, offset: Size = Size(width: 0, height: -3), radius: Double = 3,
                color: Color = .black, opacity: Double = 1) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.offset = offset
        self.radius = radius
        self.color = color
        self.opacity = opacity
    }

    /// The standard deviation of the blur: `radius / 2`.
    public var sigma: Double { radius / 2 }

    /// The rectangle the shadow's shape occupies before blurring: `rect`
    /// moved by `offset`.
    public var shadowRect: Rect { rect.offsetBy(dx: offset.width, dy: offset.height) }

    /// The rectangle the blurred shadow can reach: `shadowRect` grown by
    /// three standard deviations (what lies beyond is below 0.2 % of the
    /// colour).
    public var bounds: Rect {
        let grow = 3 * max(0, sigma)
        return shadowRect.standardized.insetBy(dx: -grow, dy: -grow)
    }
}

/// How a gradient's colours are laid out (CAGradientLayer's `type`).
public enum GradientType: String, Sendable, Hashable, CaseIterable {
    /// Along the line from the start point to the end point; constant
    /// across it (`.axial`, a linear gradient).
    case axial
    /// In ellipses around the start point; the end point marks where the
    /// last colour is reached along each axis (`.radial`).
    case radial
}

/// A rectangle filled with a gradient (CAGradientLayer's drawing).
public struct GradientCommand: Sendable, Hashable {
    /// The rectangle, in window coordinates.
    public var rect: Rect
    /// The corner radius (0 for square corners).
    public var cornerRadius: Double
    /// The colours, at least one.
    public var colors: [Color]
    /// Where each colour is reached, `0…1` along the gradient, ascending,
    /// one per colour.
    public var locations: [Double]
    /// The start, in unit coordinates of `rect` ((0, 0) top left, (1, 1)
    /// bottom right).
    public var startPoint: Point
    /// The end, in unit coordinates of `rect`.
    public var endPoint: Point
    /// Axial or radial.
    public var type: GradientType
    /// The inherited opacity, as for `RectCommand.opacity`.
    public var opacity: Double

    /// Creates a gradient command; `locations` empty means evenly spaced.
    public init(rect: Rect, cornerRadius: Double = 0, colors: [Color], locations: [Double] = [],
                startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1),
                type: GradientType = .axial, opacity: Double = 1) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.colors = colors
        self.locations = locations.count == colors.count ? locations : GradientCommand.evenLocations(colors.count)
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.type = type
        self.opacity = opacity
    }

    /// `n` locations evenly spaced from 0 to 1 (`[0]` for one colour).
    public static func evenLocations(_ n: Int) -> [Double] {
        if n <= 1 { return n == 1 ? [0] : [] }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The colour at `t` (`0…1` along the gradient; clamped, so the end
    /// colours extend past the ends): interpolated between the two
    /// neighbouring stops in sRGB with premultiplied alpha, as Core
    /// Animation does.
    public func color(at t: Double) -> Color {
        guard let first = colors.first else { return .clear }
        let x = t.isNaN ? 0 : t
        if colors.count == 1 || x <= locations[0] { return first }
        for i in 1..<colors.count where x <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let p = span > 0 ? (x - locations[i - 1]) / span : 1
            return PremultipliedColor.interpolate(PremultipliedColor(colors[i - 1]), PremultipliedColor(colors[i]), p).color
        }
        return colors[colors.count - 1]
    }
}
