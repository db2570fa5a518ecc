/// A location in a two-dimensional coordinate system, in points.
///
/// The counterpart of `CGPoint`. Coordinates grow to the right and downwards,
/// as in UIKit.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point with the given coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The coordinate along `axis` (`x` for horizontal, `y` for vertical).
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Returns this point moved by `dx` and `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

extension Point: CustomStringConvertible {
    /// A readable form such as `(10.0, 20.5)`.
    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}
