import Testing
@testable import Strata

@MainActor
@Suite("Layout pass")
struct LayoutPassTests {
    @Test func twoInvalidationsGiveOneLayoutSubviews() {
        let window = Window(size: Size(width: 100, height: 100))
        let v = RecordingView()
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        let before = v.layoutCount
        v.setNeedsLayout(); v.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(v.layoutCount == before + 1)
    }

    @Test func cleanWindowDoesNoWork() {
        let window = Window(size: Size(width: 100, height: 100))
        let v = RecordingView()
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        let count = v.layoutCount, passes = window.layoutPassCount
        window.layoutIfNeeded(); window.layoutIfNeeded()
        #expect(v.layoutCount == count && window.layoutPassCount == passes && !window.needsLayout)
    }

    @Test func parentsLayOutBeforeChildren() {
        let window = Window(size: Size(width: 100, height: 100))
        var order: [String] = []
        let parent = RecordingView(), child = RecordingView()
        parent.onLayout = { order.append("parent") }
        child.onLayout = { order.append("child") }
        window.rootView.addSubview(parent); parent.addSubview(child)
        window.layoutIfNeeded()
        #expect(order == ["parent", "child"])
    }

    @Test func resizingAViewAsksForItsLayoutButMovingDoesNot() {
        let window = Window(size: Size(width: 100, height: 100))
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        v.frame.origin = Point(x: 5, y: 5)
        #expect(!v.needsLayoutPass)
        v.frame.size = Size(width: 20, height: 10)
        #expect(v.needsLayoutPass && window.needsLayout)
    }

    @Test func changesDuringAPassConvergeInTheSamePass() {
        let window = Window(size: Size(width: 100, height: 100))
        let a = RecordingView(), b = RecordingView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        window.rootView.addSubview(a); window.rootView.addSubview(b)
        window.layoutIfNeeded()
        // a's layout resizes b (a sibling laid out later); b's layout resizes a once.
        var resizedA = false
        a.onLayout = { [unowned b] in b.frame.size.width += 1 }
        b.onLayout = { [unowned a] in if !resizedA { resizedA = true; a.frame.size.width += 1 } }
        a.setNeedsLayout()
        let passes = window.layoutPassCount
        window.layoutIfNeeded()
        #expect(window.layoutPassCount == passes + 1)
        #expect(!window.needsLayout && !a.needsLayoutPass && !b.needsLayoutPass)
        #expect(a.layoutCount == 3 && b.layoutCount == 3)
    }

    @Test func aPassThatNeverConvergesStopsWithADiagnostic() {
        let window = Window(size: Size(width: 100, height: 100))
        let v = RecordingView()
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        var messages: [String] = []
        window.onLayoutDiagnostic = { messages.append($0) }
        window.maximumLayoutIterations = 5
        v.onLayout = { [unowned v] in v.frame.size.width += 1 }
        v.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("did not converge after 5 iterations") == true)
        #expect(v.layoutCount == 1 + 5)
    }

    @Test func settingTheWindowSizeRelaysOut() {
        let window = Window(size: Size(width: 100, height: 100))
        let root = window.rootView
        window.layoutIfNeeded()
        window.size = Size(width: 200, height: 50)
        #expect(root.frame == Rect(x: 0, y: 0, width: 200, height: 50) && window.needsLayout)
    }

    @Test func layoutIfNeededOutsideAWindowLaysOutTheSubtree() {
        let v = RecordingView(), child = RecordingView()
        v.addSubview(child)
        v.layoutIfNeeded()
        #expect(v.layoutCount == 1 && child.layoutCount == 1)
        v.layoutIfNeeded()
        #expect(v.layoutCount == 1)
    }
}
