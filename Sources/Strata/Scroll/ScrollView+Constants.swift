/// The constants of scroll-view motion, in one place (Docs/ScrollView.md
/// explains each).
extension ScrollView {
    /// `c` in the rubber-band law `(1 − 1 / (x · c / d + 1)) · d`: UIKit's 0.55.
    nonisolated public static let rubberBandCoefficient = 0.55
    /// A glide (or a spring) stops once its speed on an axis falls below
    /// this many points per second: 0.25. The offset then takes its final
    /// value (at most 0.125 points away at `.normal`).
    nonisolated public static let decelerationStopSpeed = 0.25
    /// ω of the critically damped spring that pulls the content back to an
    /// edge (or onto a page), in radians per second: 15. From 100 points
    /// out and at rest it settles in about 0.75 s.
    nonisolated public static let bounceFrequency = 15.0
    /// A spring has settled when it is closer than this to its target (in
    /// points) and slower than `decelerationStopSpeed`: 0.1.
    nonisolated public static let springRestDistance = 0.1
    /// How long `delaysContentTouches` holds a touch back from the content
    /// while waiting to see whether it drags, in seconds: 0.15.
    nonisolated public static let contentTouchDelay = 0.15
    /// The length of `setContentOffset(_:animated:)` and
    /// `scrollRectToVisible(_:animated:)` animations, in seconds (ease in
    /// and out): 0.3.
    nonisolated public static let scrollAnimationDuration = 0.3
}
