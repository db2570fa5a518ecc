/// A width and a height, in points.
///
/// The counterpart of `CGSize`. Sizes may be negative; `Rect.standardized`
/// turns a rectangle with a negative size into the equivalent positive one.
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size with the given extents.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`: width for horizontal, height for vertical.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Size: CustomStringConvertible {
    /// A readable form such as `100.0 × 44.0`.
    public var description: String { "\(formatCoordinate(width)) × \(formatCoordinate(height))" }
}
