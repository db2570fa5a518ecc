import Testing
@testable import Strata

@MainActor
@Suite("Observers")
struct ObservationTests {
    @Test func frameObserversGetOldAndNewInOrder() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let t1 = v.observeFrame { old, new in log.append("1: \(old) → \(new)") }
        let t2 = v.observeFrame { _, new in log.append("2: \(new)") }
        v.frame.origin.x = 5
        #expect(log == ["1: (0, 0, 10, 10) → (5, 0, 10, 10)", "2: (5, 0, 10, 10)"])
        _ = (t1, t2)
    }

    @Test func cancelAndReleaseStopCallbacks() {
        let v = View()
        var count = 0
        let token = v.observeHidden { _ in count += 1 }
        v.isHidden = true
        token.cancel()
        v.isHidden = false
        #expect(count == 1 && token.isCancelled)
        do {
            _ = v.observeHidden { _ in count += 100 } // released at once
        }
        v.isHidden = true
        #expect(count == 1)
    }

    @Test func settingTheSameHiddenValueTwiceNotifiesOnce() {
        let v = View()
        var values: [Bool] = []
        let token = v.observeHidden { values.append($0) }
        v.isHidden = true; v.isHidden = true; v.isHidden = false
        #expect(values == [true, false])
        _ = token
    }

    @Test func subviewObserversSeeTheCompletedChange() {
        let p1 = makeView("p1"), p2 = makeView("p2"), a = makeView("a")
        p1.addSubview(a)
        var seen: [String] = []
        let t1 = p1.observeSubviews { [unowned p1, unowned a] in seen.append("p1 has \(p1.subviews.count), a in \(a.superview?.identifier ?? "-")") }
        let t2 = p2.observeSubviews { [unowned p2] in seen.append("p2 has \(p2.subviews.count)") }
        p2.addSubview(a)
        // Both notifications arrive after the move is complete.
        #expect(seen == ["p1 has 0, a in p2", "p2 has 1"])
        _ = (t1, t2)
    }

    @Test func observersMayMutateViewsWithoutReentrancy() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var depth = 0, maxDepth = 0, calls = 0
        let token = v.observeFrame { [unowned v] _, new in
            depth += 1; maxDepth = max(maxDepth, depth); calls += 1
            if new.origin.x < 3 { v.frame.origin.x += 1 }  // triggers another notification, deferred
            depth -= 1
        }
        v.frame.origin.x = 1
        #expect(v.frame.origin.x == 3 && calls == 3 && maxDepth == 1)
        _ = token
    }

    @Test func layoutPassObserversFireAfterEachPass() {
        let window = Window(size: Size(width: 10, height: 10))
        let v = RecordingView()
        window.rootView.addSubview(v)
        var passes = 0, viewLayouts = 0
        let t1 = window.observeLayoutPasses { passes += 1 }
        let t2 = v.observeLayout { viewLayouts += 1 }
        window.layoutIfNeeded()
        window.layoutIfNeeded()  // clean: no pass
        v.setNeedsLayout(); window.layoutIfNeeded()
        #expect(passes == 2 && viewLayouts == 2)
        _ = (t1, t2)
    }

    @Test func frameChangesDuringLayoutAreDeliveredAfterThePass() {
        let window = Window(size: Size(width: 10, height: 10))
        let parent = RecordingView(), child = View()
        window.rootView.addSubview(parent); parent.addSubview(child)
        window.layoutIfNeeded()
        var passDoneWhenNotified: [Bool] = []
        var passRunning = false
        parent.onLayout = { passRunning = true; child.frame.size.width = 5 }
        let token = child.observeFrame { _, _ in passDoneWhenNotified.append(!passRunning) }
        let passToken = window.observeLayoutPasses { passRunning = false }
        parent.setNeedsLayout()
        // The frame notification is queued during the pass; the pass observer
        // was registered second but is posted at the end of the pass, so the
        // frame notification (posted first) still runs first, with the pass complete.
        window.layoutIfNeeded()
        #expect(passDoneWhenNotified == [false])
        #expect(!window.needsLayout)
        _ = (token, passToken)
    }
}
