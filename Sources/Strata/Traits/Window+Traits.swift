// A window's traits come from its size, direction and scale.

extension Window {
    /// The window's traits: size classes from its size and
    /// `sizeClassThresholds`, its `layoutDirection`, and its `scale` (1 when
    /// unset) as the display scale.
    public var traitCollection: TraitCollection {
        let size = self.size
        return TraitCollection(horizontalSizeClass: sizeClassThresholds.horizontalSizeClass(forWidth: size.width),
                               verticalSizeClass: sizeClassThresholds.verticalSizeClass(forHeight: size.height),
                               layoutDirection: layoutDirection, displayScale: scale ?? 1)
    }

    /// Tells the views about new traits, if the traits changed: inside one
    /// `sizeClassChangeAnimation` when a size class changed, else at once.
    /// - Complexity: O(views) when the traits changed, O(1) otherwise.
    func updateTraits() {
        let new = traitCollection
        let old = appliedTraits
        if new == old { return }
        appliedTraits = new
        if new.hasDifferentSizeClasses(from: old), let timing = sizeClassChangeAnimation, timing.totalDuration > 0 {
            ViewAnimator.animate(in: self, timing: timing) { rootView.traitsChanged(from: old, to: new) }
        } else {
            rootView.traitsChanged(from: old, to: new)
        }
    }
}
