extension Window {
    /// Moves focus to `new` (or to nothing) and announces it: control
    /// states, remembered descendants, `didUpdateFocus` on both chains,
    /// observers, the coordinated animation and scrolling into view.
    func changeFocus(to new: View?, heading: FocusHeading?) {
        let old = focusState.focusedView
        if old === new { return }
        focusState.focusedView = new
        old?.focusParticipant?.focusedStateDidChange(to: false)
        if let new {
            new.focusParticipant?.focusedStateDidChange(to: true)
            focusState.focusedFrame = new.windowFrame
            var ancestor = new.storedSuperview
            while let a = ancestor {
                if a.remembersLastFocusedDescendant { a.mutableExtras.mutableFocusSettings.lastFocusedDescendant = new }
                ancestor = a.storedSuperview
            }
        }
        let context = FocusUpdateContext(previouslyFocusedView: old, nextFocusedView: new, focusHeading: heading)
        let coordinator = FocusAnimationCoordinator()
        // Each environment of both chains once: the old chain bottom-up,
        // then the new chain bottom-up.
        var told: [View] = []
        for start in [old, new] {
            var v = start
            while let current = v {
                if !told.contains(where: { $0 === current }) {
                    told.append(current)
                    current.didUpdateFocus(in: context, with: coordinator)
                }
                v = current.storedSuperview
            }
        }
        if !focusState.observers.isEmpty {
            let observers = focusState.observers
            ObserverQueue.post { observers.notify(context) }
        }
        if !coordinator.animations.isEmpty {
            let animations = coordinator.animations, completions = coordinator.completions
            ViewAnimator.animate(in: self, timing: TimingParameters(curve: .easeInOut, duration: Self.focusAnimationDuration),
                                 animations: { for a in animations { a() } },
                                 completion: completions.isEmpty ? nil : { _ in for c in completions { c() } })
        }
        if let new { scrollIntoView(new) }
    }

    /// Asks every ancestor of `view` (innermost first) to scroll it into
    /// view (`FocusParticipant`: scroll views scroll as little as possible
    /// to show it, animated).
    func scrollIntoView(_ view: View) {
        var ancestor = view.storedSuperview
        while let a = ancestor {
            a.focusParticipant?.scrollFocusedDescendantIntoView(view)
            ancestor = a.storedSuperview
        }
    }

    /// `view` was hidden, disabled, made unfocusable or removed: when it is
    /// (or holds) the focused view, focus moves to the focusable view of the
    /// same container (its superview) nearest to where the focused view
    /// was, or to nothing.
    func focusedViewMayHaveGone(_ view: View) {
        guard let focused = focusState.focusedView else { return }
        let removalContainer = focusState.removalContainer
        focusState.removalContainer = nil
        guard focused === view || focused.isDescendant(of: view) else { return }
        if focused.storedWindow === self && focused.isFocusableNow { return }
        let container = view.storedSuperview ?? removalContainer
        var replacement: View?
        if let container, container.storedWindow === self {
            collectFocusCandidates(within: container)
            let f = focusState.focusedFrame
            var best = Double.infinity
            for c in focusState.candidates {
                guard let v = c.view, v !== focused, !v.isDescendant(of: view), v.isFocusableNow else { continue }
                let dx = c.frame.midX - f.midX, dy = c.frame.midY - f.midY
                let d = dx * dx + dy * dy
                if d < best { best = d; replacement = v }
            }
        }
        changeFocus(to: replacement, heading: nil)
    }
}
