/// Options of `View.animate`, UIKit's `UIView.AnimationOptions` plus
/// Strata's `.additive` and `.fadesHiddenViews`.
///
/// The curve options pick the timing curve of
/// `View.animate(withDuration:delay:curve:options:animations:completion:)`
/// when no explicit `curve:` is given; at most one may be present.
///
/// ```swift
/// View.animate(withDuration: 0.3, options: [.curveLinear, .allowUserInteraction]) {
///     card.frame.origin.x = 200
/// }
/// ```
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates options from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Views hidden in the animation fade out while they collapse, and
    /// views shown fade in while they grow (off by default).
    public static let fadesHiddenViews = AnimationOptions(rawValue: 1 << 0)
    /// Repeats the animation forever (UIKit's `.repeat`).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 1)
    /// Runs every other repetition backwards (UIKit's `.autoreverse`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 2)
    /// Properties that are already animating are not taken over: the new
    /// change (old model value → new model value) is added on top of the
    /// running animations, as Core Animation's additive animations. Both
    /// complete with `finished == true`. Fades of hidden views are never
    /// additive.
    public static let additive = AnimationOptions(rawValue: 1 << 3)
    /// The views the animation drives keep receiving touches while it runs
    /// (UIKit's `.allowUserInteraction`). Without it, `hitTest(_:)` skips
    /// them, with their subtrees, until the animation ends.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 4)
    /// Start from the values currently shown (UIKit's
    /// `.beginFromCurrentState`). Accepted for UIKit compatibility: it is
    /// always Strata's behaviour (unless `.additive`).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 5)
    /// Slow at the start and the end: `TimingCurve.easeInOut` (UIKit's default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the start: `TimingCurve.easeIn`.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 17)
    /// Slow at the end: `TimingCurve.easeOut`.
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 18)
    /// Constant speed: `TimingCurve.linear`.
    public static let curveLinear = AnimationOptions(rawValue: 1 << 19)

    /// The curve options, in the order `curve` checks them.
    private static let curves: [(AnimationOptions, TimingCurve)] = [
        (.curveEaseInOut, .easeInOut), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
    ]

    /// The timing curve the options select, or `nil` when they contain no
    /// curve option.
    /// - Precondition: at most one curve option is present.
    public var curve: TimingCurve? {
        var found: TimingCurve? = nil
        var count = 0
        for (option, curve) in Self.curves where contains(option) {
            found = curve
            count += 1
        }
        precondition(count <= 1, "AnimationOptions: more than one curve option (\(curveNames)); pass exactly one of .curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear")
        return found
    }

    /// The names of the curve options present, for messages.
    private var curveNames: String {
        let names = [".curveEaseInOut", ".curveEaseIn", ".curveEaseOut", ".curveLinear"]
        return zip(Self.curves, names).filter { contains($0.0.0) }.map(\.1).joined(separator: ", ")
    }
}
