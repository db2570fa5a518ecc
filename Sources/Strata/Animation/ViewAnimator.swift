/// Runs animations by snapshot: records the presentation state of every
/// view of the windows, applies the change and a layout pass, and animates
/// each view that changed from where it was shown to its new model value.
///
/// `View.animate(…)` animates every live window; `ViewAnimator.animate(in:…)`
/// only one (cheaper: only its views are snapshotted).
@MainActor
public enum ViewAnimator {
    /// Animates the changes `animations` makes to the views of `window`.
    ///
    /// The model changes at once (`frame` reads the final value); the
    /// presentation values move on `window.timeline`. When nothing changed,
    /// or the total duration is 0, the animation ends at once, but its
    /// completion runs on the next tick of the timeline, never before this
    /// returns (as UIKit calls it asynchronously): a completion that starts
    /// another such animation does not nest, however long the chain.
    ///
    /// `timing` is explicit: curve options in `options` do not change it.
    /// Without `.allowUserInteraction`, the views the animation drives are
    /// skipped by hit testing until it ends.
    /// - Returns: the animation (for progress callbacks or cancelling).
    /// - Precondition: `options` holds at most one curve option.
    /// - Complexity: O(views in the window) to snapshot; O(changed views) per tick.
    @discardableResult
    public static func animate(in window: Window, timing: TimingParameters, options: AnimationOptions = [],
                               animations: () -> Void,
                               completion: ((_ finished: Bool) -> Void)? = nil) -> ViewAnimation {
        animate(in: [window], timing: timing, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes to the views of `windows`;
    /// the animation runs on the timeline of the window of the first
    /// changed view.
    @discardableResult
    static func animate(in windows: [Window], timing: TimingParameters, options: AnimationOptions,
                        animations: () -> Void, completion: ((Bool) -> Void)?) -> ViewAnimation {
        _ = options.curve  // at most one curve option (precondition)
        var timing = timing
        if options.contains(.repeat) { timing.repeatCount = .infinity }
        if options.contains(.autoreverse) { timing.autoreverses = true }
        let transition = SnapshotTransition.capture(windows: windows, fadesHiddenViews: options.contains(.fadesHiddenViews),
                                                    additive: options.contains(.additive),
                                                    changes: animations)
        let timeline = (transition.window ?? windows.first)?.timeline
        transition.allowsUserInteraction = options.contains(.allowUserInteraction)
        let animation = ViewAnimation(timing: timing, transition: transition, timeline: timeline)
        if let completion { animation.addCompletion(completion) }
        transition.onSuperseded = { [unowned animation] in animation.supersede() }
        if transition.isEmpty || timing.totalDuration <= TimingParameters.endTolerance || timeline == nil {
            animation.finish(deliverLater: true)
        } else {
            transition.apply(progress: 0)
            timeline!.add(animation)
        }
        return animation
    }
}
