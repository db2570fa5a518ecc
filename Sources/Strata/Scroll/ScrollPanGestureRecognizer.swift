/// The pan recognizer a scroll view drags with. On top of a plain pan it
/// - stops a running deceleration when a finger comes down (and marks the
///   view as tracking);
/// - holds the content's touches back for `ScrollView.contentTouchDelay`
///   seconds (`delaysContentTouches`);
/// - does not begin when the drag runs along an axis the view cannot
///   scroll (so an outer scroll view can take it), or when the content
///   already has the touch and may not lose it (`canCancelContentTouches`,
///   `touchesShouldCancel(in:)`).
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    var scrollView: ScrollView? { view as? ScrollView }

    override init() {
        super.init()
        addHandler { recognizer in
            guard let pan = recognizer as? ScrollPanGestureRecognizer, let scroll = pan.scrollView else { return }
            scroll.panStateChanged(pan)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let scroll = scrollView else { return }
        if numberOfTouches == touches.count { scroll.stopScrolling() }
        if delaysTouchesBegan && !releasesHeldTouches && timerID == nil {
            startTimer(after: ScrollView.contentTouchDelay) { recognizer in
                recognizer.releasesHeldTouches = true
            }
        }
    }

    override func allowsBeginning() -> Bool {
        guard let scroll = scrollView else { return false }
        let t = translation(in: scroll)
        let canX = scroll.canScrollHorizontally, canY = scroll.canScrollVertically
        if !canX && !canY { return false }
        if abs(t.x) > abs(t.y) && !canX { return false }
        if abs(t.y) > abs(t.x) && !canY { return false }
        for touch in trackedTouches where touch.deliversToView && touch.viewSawBegan {
            guard let content = touch.view, content !== scroll else { continue }
            if !scroll.canCancelContentTouches || !scroll.touchesShouldCancel(in: content) { return false }
        }
        return true
    }

    override func reset() {
        super.reset()
        releasesHeldTouches = false
    }
}
