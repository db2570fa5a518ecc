/// A rectangle: an origin and a size, in points.
///
/// The counterpart of `CGRect`, with the same semantics: the `min…`/`max…`
/// accessors, `union`, `intersection` and `contains` work on the
/// standardized rectangle, so a negative width or height is allowed.
public struct Rect: Sendable, Hashable {
    /// The corner with the smallest coordinates when the size is positive.
    public var origin: Point
    /// The extents of the rectangle.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: what `intersection` returns for disjoint rectangles.
    ///
    /// Its origin is infinite, as with `CGRect.null`; `isNull` tells it apart.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is the null rectangle.
    @inlinable
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle has no area (zero width or height) or is null.
    @inlinable
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The width, as stored (may be negative).
    @inlinable
    public var width: Double {
        get { size.width }
        set { size.width = newValue }
    }

    /// The height, as stored (may be negative).
    @inlinable
    public var height: Double {
        get { size.height }
        set { size.height = newValue }
    }

    /// The smallest x coordinate.
    @inlinable
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The middle x coordinate.
    @inlinable
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate.
    @inlinable
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The smallest y coordinate.
    @inlinable
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The middle y coordinate.
    @inlinable
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate.
    @inlinable
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }

    /// The same rectangle with a non-negative width and height.
    @inlinable
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    /// The smallest rectangle with integral coordinates that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let s = standardized
        let x0 = s.minX.rounded(.down), y0 = s.minY.rounded(.down)
        let x1 = s.maxX.rounded(.up), y1 = s.maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Returns the rectangle shrunk by `dx` on the left and right and by
    /// `dy` on the top and bottom (grown when negative).
    ///
    /// Returns `.null` when the result would have a negative size, as
    /// `CGRect.insetBy` does.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let s = standardized
        let w = s.size.width - 2 * dx, h = s.size.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: w, height: h)
    }

    /// Returns the rectangle shrunk by the given insets on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        let s = standardized
        return Rect(x: s.origin.x + insets.left,
                    y: s.origin.y + insets.top,
                    width: s.size.width - insets.left - insets.right,
                    height: s.size.height - insets.top - insets.bottom)
    }

    /// Returns the rectangle moved by `dx` and `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        return Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle that contains both rectangles.
    ///
    /// A null rectangle is ignored.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of the two rectangles, or `.null` when they do not meet.
    ///
    /// Rectangles that only touch along an edge intersect in an empty
    /// rectangle, as with `CGRect`.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles overlap with a non-empty area.
    public func intersects(_ other: Rect) -> Bool {
        let r = intersection(other)
        return !r.isNull && !r.isEmpty
    }

    /// Whether `point` lies inside: the minimum edges are included, the
    /// maximum edges are not (as with `CGRect.contains`).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        if isNull { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies entirely inside this rectangle.
    public func contains(_ rect: Rect) -> Bool {
        if isNull || rect.isNull { return false }
        return rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
}

extension Rect: CustomStringConvertible {
    /// A readable form such as `(0.0, 0.0, 100.0, 44.0)`.
    public var description: String {
        "(\(formatCoordinate(origin.x)), \(formatCoordinate(origin.y)), "
            + "\(formatCoordinate(size.width)), \(formatCoordinate(size.height)))"
    }
}

/// Formats a coordinate for descriptions: integral values without a
/// fractional part, others as Swift prints them.
@usableFromInline
package func formatCoordinate(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
