/// A colour with its components multiplied by its alpha: the space
/// colours are interpolated in (animations, gradients), so that a fade
/// from a colour to clear keeps its hue.
public struct PremultipliedColor: Sendable, Hashable {
    /// Red × alpha.
    public var red: Double
    /// Green × alpha.
    public var green: Double
    /// Blue × alpha.
    public var blue: Double
    /// The alpha.
    public var alpha: Double

    /// Creates a premultiplied colour from its components.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `color` premultiplied.
    @inlinable
    public init(_ color: Color) {
        self.init(red: color.red * color.alpha, green: color.green * color.alpha,
                  blue: color.blue * color.alpha, alpha: color.alpha)
    }

    /// The straight-alpha colour (components clamped to `0…1`; clear when
    /// the alpha is 0).
    public var color: Color {
        let a = min(max(alpha, 0), 1)
        guard a > 0 else { return .clear }
        return Color(red: min(max(red / a, 0), 1), green: min(max(green / a, 0), 1),
                     blue: min(max(blue / a, 0), 1), alpha: a)
    }

    /// The value `p` of the way from `a` to `b`, per component.
    @inlinable
    public static func interpolate(_ a: PremultipliedColor, _ b: PremultipliedColor, _ p: Double) -> PremultipliedColor {
        PremultipliedColor(red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
                           blue: a.blue + (b.blue - a.blue) * p, alpha: a.alpha + (b.alpha - a.alpha) * p)
    }
}
