/// Options of `View.animate`.
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
}
