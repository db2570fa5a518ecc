/// A layout axis: the counterpart of `NSLayoutConstraint.Axis`.
public enum Axis: Int, Sendable, Hashable, CaseIterable {
    /// Left to right (or leading to trailing).
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1

    /// The other axis.
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
