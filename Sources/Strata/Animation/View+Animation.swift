extension View {
    /// Animates the changes made in `animations` with a timing curve, UIKit
    /// style.
    ///
    /// The curve is `curve` if given, else the curve option in `options`
    /// (`.curveLinear`, …), else `.easeInOut` (UIKit's default). Every live
    /// window is snapshotted; use `ViewAnimator.animate(in:…)` to limit the
    /// work to one window.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3, options: .curveLinear) {
    ///     card.isHidden = true          // neighbours slide over 0.3 s
    /// } completion: { finished in print(finished) }
    /// ```
    /// - Precondition: `options` holds at most one curve option.
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double = 0, curve: TimingCurve? = nil,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((_ finished: Bool) -> Void)? = nil) -> ViewAnimation {
        let resolved = curve ?? options.curve ?? .easeInOut
        return animate(with: TimingParameters(curve: resolved, duration: duration, delay: delay), options: options,
                       animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring that settles
    /// at `duration` (UIKit's `usingSpringWithDamping:initialSpringVelocity:`).
    ///
    /// The spring shapes the motion: curve options are ignored (but at most
    /// one may be present).
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((_ finished: Bool) -> Void)? = nil) -> ViewAnimation {
        let spring = Spring(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        return animate(with: TimingParameters(spring: spring, duration: duration, delay: delay), options: options,
                       animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with any timing.
    ///
    /// `timing` is explicit: curve options in `options` do not change it
    /// (but at most one may be present).
    @discardableResult
    public static func animate(with timing: TimingParameters, options: AnimationOptions = [],
                               animations: () -> Void,
                               completion: ((_ finished: Bool) -> Void)? = nil) -> ViewAnimation {
        ViewAnimator.animate(in: WindowRegistry.live, timing: timing, options: options,
                             animations: animations, completion: completion)
    }
}
