/// How quickly a released drag slows down (UIKit's
/// `UIScrollView.DecelerationRate`): the fraction of its speed a
/// decelerating scroll view keeps per millisecond.
public struct DecelerationRate: Sendable, Hashable, RawRepresentable {
    /// The fraction of speed kept per millisecond, in `0 < rawValue < 1`.
    public let rawValue: Double

    /// A rate; values outside `0 < rawValue < 1` are a precondition
    /// failure (a rate of 1 never stops, 0 stops at once).
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1,
                     "DecelerationRate: rawValue must lie in 0 < rate < 1 (got \(rawValue))")
        self.rawValue = rawValue
    }

    /// 0.998 per millisecond: a long glide (UIKit's default).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per millisecond: a short glide.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The exponent `k` of the glide's speed `v(t) = v₀ · e^(k·t)`, per
    /// second: `1000 · ln(rawValue)` (negative).
    public var exponent: Double { 1000 * Math.log(rawValue) }
}
