import Strata

/// A picture too large to rasterize: more than `Canvas.maximumPixelCount`
/// pixels, or a size that is not finite.
public struct CanvasTooLarge: Error, Sendable, Hashable, CustomStringConvertible {
    /// The width the canvas would have, in pixels.
    public var width: Double
    /// The height the canvas would have, in pixels.
    public var height: Double

    /// Creates the error for a canvas of `width` × `height` pixels.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Says how large the picture would be and what the limit is.
    public var description: String {
        "the picture would be \(Self.format(width)) x \(Self.format(height)) pixels; "
            + "at most \(Canvas.maximumPixelCount) pixels can be drawn (Canvas.maximumPixelCount)"
    }

    /// Whole numbers below 10¹⁵ without a fraction, others as Swift prints them.
    static func format(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 && value == value.rounded() ? String(Int64(value)) : "\(value)"
    }
}
