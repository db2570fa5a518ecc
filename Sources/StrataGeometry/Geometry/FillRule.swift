/// Which points a path encloses, from how its outline winds around them
/// (`CGPathFillRule`).
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Inside where the outline winds around the point a non-zero number
    /// of times, counting clockwise turns +1 and anticlockwise ones −1: a
    /// contour inside another with the same direction fills.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number
    /// of times: every nested contour alternates, cutting holes.
    case evenOdd

    /// Whether a winding number is inside under this rule.
    @inlinable
    public func isInside(winding: Int) -> Bool {
        self == .nonZero ? winding != 0 : winding & 1 != 0
    }
}
