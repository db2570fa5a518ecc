extension PropertyAnimator {
    /// Creates an animator with a timing curve; `window` nil means every
    /// live window (as `View.animate`).
    public convenience init(in window: Window? = nil, duration: Double, curve: TimingCurve = .easeInOut,
                            animations: (() -> Void)? = nil) {
        self.init(in: window, timingParameters: TimingParameters(curve: curve, duration: duration),
                  animations: animations)
    }

    /// Creates an animator with a spring that settles at `duration`.
    public convenience init(in window: Window? = nil, duration: Double, dampingRatio: Double,
                            animations: (() -> Void)? = nil) {
        self.init(in: window, timingParameters: TimingParameters(
            spring: Spring(dampingRatio: dampingRatio, duration: duration), duration: duration),
                  animations: animations)
    }
}
