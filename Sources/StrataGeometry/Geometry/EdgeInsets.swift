/// Distances inward from each edge of a rectangle, with absolute sides.
///
/// The counterpart of `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four distances.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension EdgeInsets: CustomStringConvertible {
    /// A readable form such as `{top 8, left 8, bottom 8, right 8}`.
    public var description: String {
        "{top \(formatCoordinate(top)), left \(formatCoordinate(left)), "
            + "bottom \(formatCoordinate(bottom)), right \(formatCoordinate(right))}"
    }
}

/// Distances inward from each edge, with sides that follow the layout
/// direction: leading is left in left-to-right layouts and right in
/// right-to-left ones.
///
/// The counterpart of `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge.
    public var trailing: Double

    /// Creates insets from the four distances.
    @inlinable
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The absolute insets for a layout direction.
    @inlinable
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension EdgeInsets {
    /// The directional insets these absolute insets are for a layout direction.
    @inlinable
    public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

extension DirectionalEdgeInsets: CustomStringConvertible {
    /// A readable form such as `{top 8, leading 8, bottom 8, trailing 8}`.
    public var description: String {
        "{top \(formatCoordinate(top)), leading \(formatCoordinate(leading)), "
            + "bottom \(formatCoordinate(bottom)), trailing \(formatCoordinate(trailing))}"
    }
}
