/// UIKit's rules for moving a recognizer's state, and how recognizers that
/// see the same touches exclude each other.
extension GestureRecognizer {
    /// Whether the state is an end: nothing more happens until a reset.
    var isFinished: Bool {
        switch storedState {
        case .ended, .cancelled, .failed, .recognized: return true
        default: return false
        }
    }

    /// Whether it is still deciding after its touches lifted: a timer runs
    /// (a tap waiting for the next tap) or it waits for another to fail.
    var isWaitingToDecide: Bool { timerID != nil || pendingState != nil }

    /// Whether it takes part in deciding now (for recognizers that wait on it).
    var isDeciding: Bool {
        storedState == .possible && view != nil && isEnabled && (!trackedTouches.isEmpty || isWaitingToDecide)
    }

    /// Moves to `new`, applying the rules.
    func transition(to new: State) {
        let old = storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .recognized), (.possible, .ended):
            begin(as: new == .ended ? .recognized : new)
        case (.possible, .failed):
            fail()
        case (.possible, .cancelled):
            fail()
        case (.began, .changed), (.changed, .changed):
            storedState = .changed
            notifyHandlers()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            storedState = new
            notifyHandlers()
            settleDependents(recognized: new == .ended)
        case (_, .possible) where old == .possible:
            break
        case _ where old == new && isFinished:
            break
        default:
            preconditionFailure("GestureRecognizer: cannot go from \(old) to \(new)")
        }
        view?.window?.input.note(self)
    }

    /// Tries to begin (continuous) or recognize (discrete).
    private func begin(as new: State) {
        guard view != nil, isEnabled else { return fail() }
        for requirement in failureRequirements {
            guard let other = requirement.recognizer, other.view != nil else { continue }
            switch other.storedState {
            case .began, .changed, .ended, .recognized:
                return fail()
            case .possible where other.isDeciding:
                pendingState = new
                return
            default:
                continue
            }
        }
        if let shouldBegin, !shouldBegin(self) { return fail() }
        if !allowsBeginning() { return fail() }
        let rivals = self.rivals()
        if rivals.contains(where: { $0.storedState == .began || $0.storedState == .changed }) { return fail() }
        pendingState = nil
        cancelTimer()
        storedState = new
        for rival in rivals where rival.storedState == .possible { rival.fail() }
        if cancelsTouchesInView, let input = view?.window?.input {
            for touch in trackedTouches { input.cancelInView(touch) }
        }
        notifyHandlers()
        settleDependents(recognized: true)
    }

    /// The recognizers that see one of this one's touches and may not
    /// recognize at the same time, in delivery order.
    func rivals() -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        for touch in trackedTouches {
            for other in touch.gestureRecognizers where other !== self && !found.contains(where: { $0 === other }) {
                if shouldRecognizeSimultaneously?(self, other) == true { continue }
                if other.shouldRecognizeSimultaneously?(other, self) == true { continue }
                found.append(other)
            }
        }
        return found
    }

    /// Fails (from `.possible`).
    func fail() {
        guard storedState == .possible else { return }
        pendingState = nil
        cancelTimer()
        storedState = .failed
        view?.window?.input.note(self)
        settleDependents(recognized: false)
        view?.window?.input.flushHeld()
    }

    /// Tells the recognizers waiting on this one: they fail when it
    /// recognized, and go ahead when it failed or gave up.
    func settleDependents(recognized: Bool) {
        for dependent in dependents {
            guard let other = dependent.recognizer, other.storedState == .possible else { continue }
            if recognized {
                other.fail()
            } else if other.pendingState != nil {
                other.retryPending()
            }
        }
    }

    /// Applies the pending state when no requirement is deciding any more.
    func retryPending() {
        guard let pending = pendingState, storedState == .possible else { return }
        let blocked = failureRequirements.contains { $0.recognizer?.isDeciding == true }
        if blocked { return }
        pendingState = nil
        transition(to: pending)
    }

    /// Calls every handler.
    func notifyHandlers() {
        let current = handlers
        for handler in current { handler(self) }
    }

    // MARK: Touches from the window

    /// Takes a new touch.
    func receiveBegan(_ touch: Touch, _ event: Event) {
        trackedTouches.append(touch)
        sawTouches = true
        lastCentroid = Self.centroid(trackedTouches)
        touchesBegan(event.changedTouches, with: event)
    }

    /// A touch it tracks moved.
    func receiveMoved(_ touch: Touch, _ event: Event) {
        lastCentroid = Self.centroid(trackedTouches)
        if isFinished || pendingState != nil { return }
        touchesMoved(event.changedTouches, with: event)
    }

    /// A touch it tracks lifted.
    func receiveEnded(_ touch: Touch, _ event: Event) {
        lastCentroid = Self.centroid(trackedTouches)
        if !isFinished && pendingState == nil { touchesEnded(event.changedTouches, with: event) }
        untrack(touch)
    }

    /// A touch it tracks was cancelled.
    func receiveCancelled(_ touch: Touch, _ event: Event) {
        if !isFinished { touchesCancelled(event.changedTouches, with: event) }
        untrack(touch)
    }

    /// Stops tracking `touch`.
    func untrack(_ touch: Touch) {
        for i in trackedTouches.indices where trackedTouches[i] === touch {
            trackedTouches.remove(at: i)
            return
        }
    }

    /// Lets go of `touch` because its view became unavailable or the
    /// recognizer was removed: the gesture is cancelled (or fails).
    func abandon(_ touch: Touch) {
        touch.gestureRecognizers.removeAll { $0 === self }
        guard trackedTouches.contains(where: { $0 === touch }) else { return }
        trackedTouches.removeAll { $0 === touch }
        cancelOrFail()
    }

    /// Stops everything in progress (disabled or removed).
    func stopTracking() {
        let touches = trackedTouches
        for touch in touches { abandon(touch) }
        if storedState == .possible && (sawTouches || isWaitingToDecide) { fail() }
        cancelOrFail()
        resetIfFinished()
    }

    /// After an event: an undecided recognizer whose touches all lifted,
    /// and which waits for nothing, fails; one with a pending state checks
    /// its requirements again.
    func resolveAfterEvent() {
        if pendingState != nil { retryPending() }
        if storedState == .possible, sawTouches, trackedTouches.isEmpty, !isWaitingToDecide { fail() }
    }

    /// Returns to `.possible` once it is finished and its touches lifted.
    func resetIfFinished() {
        guard isFinished, trackedTouches.isEmpty else { return }
        storedState = .possible
        pendingState = nil
        cancelTimer()
        sawTouches = false
        releasesHeldTouches = false
        reset()
        settleDependents(recognized: false)
    }
}
