extension Window {
    /// The most touches down at once: 20. A hand has ten fingers and UIKit
    /// devices track about as many; a `touchDown` with a new id while 20
    /// are down is refused (it returns `false` and nothing sees it), so a
    /// host that never lifts its touches cannot make each event cost more.
    nonisolated public static let maximumTouchCount = 20

    /// How many touches are down now.
    package var activeTouchCount: Int { input.touches.count }

    /// Whether a touch with `id` is down.
    package func hasTouch(id: Int) -> Bool { input.touch(withID: id) != nil }

    /// The time input is stamped with: the timeline's clock.
    var inputTime: Double { timeline.now }

    /// A touch (or the mouse's primary button, id 0) went down at `point`
    /// (window coordinates).
    ///
    /// The touch belongs to the view hit-tested there for its whole life.
    /// The gesture recognizers of that view and its ancestors see it first;
    /// then the view's `touchesBegan` (unless a recognizer delays or
    /// cancels it). A non-finite point is ignored. An id that is already
    /// down is cancelled first, so no touch is ever left stuck. A new id
    /// while `Window.maximumTouchCount` touches are down is refused.
    /// - Returns: whether anything handled it: a gesture recognizer saw it,
    ///   or a responder took it without passing it on to the window.
    @discardableResult
    public func touchDown(at point: Point, id: Int = 0) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        if input.touch(withID: id) != nil { touchCancelled(id: id) }
        // A new touch beyond the limit is refused (a host that never lifts its
        // touches would otherwise make every event cost more).
        guard input.touches.count < Window.maximumTouchCount else { return false }
        let time = inputTime
        var view = rootView.hitTest(rootView.convert(point, from: nil))
        if let hit = view, !input.touches.isEmpty {
            let others = input.touches.compactMap { $0.deliversToView ? $0.view : nil }
            if others.contains(where: { $0 !== hit && $0.isExclusiveTouch }) || (hit.isExclusiveTouch && others.contains { $0 !== hit }) {
                view = nil
            } else if !hit.isMultipleTouchEnabled && others.contains(where: { $0 === hit }) {
                view = nil
            }
        }
        var tapCount = 1
        if let last = input.lastTap, time - last.time <= Touch.multipleTapInterval,
           Point.distance(last.location, point) <= Touch.multipleTapDistance,
           last.view == view.map(ObjectIdentifier.init) {
            tapCount = last.count + 1
        }
        let touch = Touch(id: id, location: point, timestamp: time, tapCount: tapCount, view: view, window: self)
        touch.deliversToView = view != nil
        var ancestor = view
        while let current = ancestor {
            for recognizer in current.extras?.touchSettings?.gestureRecognizers ?? [] where recognizer.isEnabled
                && recognizer.pendingState == nil && !recognizer.isFinished
                && recognizer.shouldReceive?(recognizer, touch) != false {
                touch.gestureRecognizers.append(recognizer)
            }
            ancestor = current.storedSuperview
        }
        input.touches.append(touch)
        let event = Event(kind: .touches, timestamp: time, allTouches: input.touches, changed: [touch])
        input.dispatchDepth += 1
        for recognizer in touch.gestureRecognizers where recognizer.view != nil {
            recognizer.receiveBegan(touch, event)
            input.note(recognizer)
        }
        if touch.deliversToView, let target = touch.view, !input.beganIsHeld(touch) {
            touch.viewSawBegan = true
            target.touchesBegan(event.changedTouches, with: event)
        }
        input.dispatchDepth -= 1
        input.finishEvent()
        touch.wasHandled = !touch.gestureRecognizers.isEmpty || (touch.view != nil && (!event.reachedWindow || !touch.viewSawBegan))
        return touch.wasHandled
    }

    /// Touch `id` moved to `point`. Unknown ids and non-finite points are
    /// ignored (`false`).
    /// - Returns: what `touchDown` returned for this touch (a host that got
    ///   `false` there handles the whole touch itself).
    @discardableResult
    public func touchMoved(to point: Point, id: Int = 0) -> Bool {
        guard point.x.isFinite, point.y.isFinite, let touch = input.touch(withID: id) else { return false }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.timestamp = inputTime
        touch.phase = .moved
        let event = Event(kind: .touches, timestamp: touch.timestamp, allTouches: input.touches, changed: [touch])
        input.dispatchDepth += 1
        for recognizer in touch.gestureRecognizers where recognizer.view != nil {
            recognizer.receiveMoved(touch, event)
            input.note(recognizer)
        }
        if touch.deliversToView, touch.viewSawBegan, let target = touch.view {
            target.touchesMoved(event.changedTouches, with: event)
        }
        input.dispatchDepth -= 1
        input.finishEvent()
        return touch.wasHandled
    }

    /// Touch `id` was lifted at `point` (a non-finite point keeps its last
    /// location). An id that is not down is ignored (`false`), so a touch
    /// lifted twice is harmless.
    /// - Returns: what `touchDown` returned for this touch.
    @discardableResult
    public func touchUp(at point: Point, id: Int = 0) -> Bool {
        guard let touch = input.touch(withID: id) else { return false }
        if point.x.isFinite, point.y.isFinite {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
        }
        touch.timestamp = inputTime
        touch.phase = .ended
        let event = Event(kind: .touches, timestamp: touch.timestamp, allTouches: input.touches, changed: [touch])
        input.dispatchDepth += 1
        for recognizer in touch.gestureRecognizers where recognizer.view != nil {
            recognizer.receiveEnded(touch, event)
            input.note(recognizer)
        }
        input.touches.removeAll { $0 === touch }
        if touch.deliversToView, let target = touch.view {
            if !touch.viewSawBegan || input.endIsHeld(touch) {
                touch.endIsDelayed = true
                input.heldEnds.append(touch)
            } else {
                touch.deliversToView = false
                target.touchesEnded(event.changedTouches, with: event)
            }
        }
        input.lastTap = (touch.locationInWindow, touch.timestamp, touch.tapCount, touch.view.map(ObjectIdentifier.init))
        input.dispatchDepth -= 1
        input.finishEvent()
        return touch.wasHandled
    }

    /// Touch `id` was cancelled by the host (the window lost the pointer):
    /// its recognizers cancel or fail, its view gets `touchesCancelled`.
    @discardableResult
    public func touchCancelled(id: Int = 0) -> Bool {
        guard let touch = input.touch(withID: id) else { return false }
        touch.timestamp = inputTime
        touch.phase = .cancelled
        let event = Event(kind: .touches, timestamp: touch.timestamp, allTouches: input.touches, changed: [touch])
        input.dispatchDepth += 1
        for recognizer in touch.gestureRecognizers where recognizer.view != nil {
            recognizer.receiveCancelled(touch, event)
            input.note(recognizer)
        }
        input.touches.removeAll { $0 === touch }
        if touch.deliversToView, touch.viewSawBegan, let target = touch.view {
            touch.deliversToView = false
            target.touchesCancelled(event.changedTouches, with: event)
        }
        touch.deliversToView = false
        input.dispatchDepth -= 1
        input.finishEvent()
        return touch.wasHandled
    }

    /// The touches that are down, in the order they went down.
    public var activeTouches: [Touch] { input.touches }
}
