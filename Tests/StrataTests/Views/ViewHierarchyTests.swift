import Testing
@testable import Strata

@MainActor
@Suite("View hierarchy")
struct ViewHierarchyTests {
    @Test func addSubviewAppendsAndLinks() {
        let parent = makeView("p"), a = makeView("a"), b = makeView("b")
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews.map(\.identifier) == ["a", "b"])
        #expect(a.superview === parent && b.superview === parent)
    }

    @Test func addSubviewMovesFromOldSuperview() {
        let p1 = makeView("p1"), p2 = makeView("p2"), a = makeView("a")
        p1.addSubview(a)
        p2.addSubview(a)
        #expect(p1.subviews.isEmpty)
        #expect(p2.subviews.count == 1 && a.superview === p2)
    }

    @Test func addingExistingSubviewBringsItToFront() {
        let p = makeView("p"), a = makeView("a"), b = makeView("b")
        p.addSubview(a); p.addSubview(b); p.addSubview(a)
        #expect(p.subviews.map(\.identifier) == ["b", "a"])
    }

    @Test(arguments: [(0, ["x", "a", "b", "c"]), (1, ["a", "x", "b", "c"]), (3, ["a", "b", "c", "x"]), (99, ["a", "b", "c", "x"])])
    func insertSubviewAtIndex(index: Int, expected: [String]) {
        let p = makeView("p")
        for id in ["a", "b", "c"] { p.addSubview(makeView(id)) }
        p.insertSubview(makeView("x"), at: index)
        #expect(p.subviews.map(\.identifier) == expected)
    }

    @Test func insertAboveAndBelowSiblings() {
        let p = makeView("p"), a = makeView("a"), b = makeView("b"), c = makeView("c")
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        p.insertSubview(makeView("x"), aboveSubview: a)
        p.insertSubview(makeView("y"), belowSubview: a)
        #expect(p.subviews.map(\.identifier) == ["y", "a", "x", "b", "c"])
        // Reordering an existing subview relative to a sibling.
        p.insertSubview(c, belowSubview: a)
        #expect(p.subviews.map(\.identifier) == ["y", "c", "a", "x", "b"])
        p.insertSubview(y(p), aboveSubview: b)
        #expect(p.subviews.map(\.identifier) == ["c", "a", "x", "b", "y"])
    }

    private func y(_ p: View) -> View { p.subviews.first { $0.identifier == "y" }! }

    @Test func removeFromSuperviewUnlinks() {
        let p = makeView("p"), a = makeView("a")
        p.addSubview(a)
        a.removeFromSuperview()
        #expect(p.subviews.isEmpty && a.superview == nil)
        a.removeFromSuperview() // no-op
    }

    @Test func bringToFrontSendToBackAndExchange() {
        let p = makeView("p")
        for id in ["a", "b", "c"] { p.addSubview(makeView(id)) }
        p.bringSubviewToFront(p.subviews[0])
        #expect(p.subviews.map(\.identifier) == ["b", "c", "a"])
        p.sendSubviewToBack(p.subviews[2])
        #expect(p.subviews.map(\.identifier) == ["a", "b", "c"])
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews.map(\.identifier) == ["c", "b", "a"])
    }

    @Test func descendantsAndTags() {
        let p = makeView("p"), a = makeView("a"), b = makeView("b")
        p.addSubview(a); a.addSubview(b)
        b.tag = 7
        #expect(b.isDescendant(of: p) && b.isDescendant(of: b) && !p.isDescendant(of: b))
        #expect(p.viewWithTag(7) === b)
        #expect(p.viewWithTag(8) == nil)
        #expect(p.viewWithIdentifier("b") === b)
    }

    @Test func windowPropagatesThroughSubtree() {
        let window = Window(size: Size(width: 100, height: 100))
        let a = makeView("a"), b = makeView("b")
        a.addSubview(b)
        #expect(b.window == nil)
        window.rootView.addSubview(a)
        #expect(a.window === window && b.window === window)
        a.removeFromSuperview()
        #expect(a.window == nil && b.window == nil)
    }

    @Test func overridePointsAreCalledInUIKitOrder() {
        let window = Window(size: Size(width: 10, height: 10))
        let parent = RecordingView(); parent.identifier = "parent"
        let child = RecordingView(); child.identifier = "child"
        window.rootView.addSubview(parent)
        parent.log.removeAll()
        parent.addSubview(child)
        #expect(child.log == ["willMoveToWindow(window)", "willMoveToSuperview(parent)",
                              "didMoveToSuperview", "didMoveToWindow"])
        #expect(parent.log == ["didAddSubview(child)"])
        child.log.removeAll(); parent.log.removeAll()
        child.removeFromSuperview()
        #expect(child.log == ["willMoveToWindow(nil)", "willMoveToSuperview(nil)",
                              "didMoveToSuperview", "didMoveToWindow"])
        #expect(parent.log == ["willRemoveSubview(child)"])
    }

    @Test func randomOperationsKeepTheTreeConsistent() {
        var rng = TestRandom(seed: 0x5EED_0001)
        let window = Window(size: Size(width: 100, height: 100))
        var views = (0..<40).map { makeView("v\($0)") }
        views.append(window.rootView)
        for _ in 0..<5_000 {
            let a = views[Int.random(in: 0..<views.count, using: &rng)]
            let b = views[Int.random(in: 0..<views.count, using: &rng)]
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:
                if a !== b, !a.isDescendant(of: b), b !== window.rootView { a.addSubview(b) }
            case 2:
                if a !== b, !a.isDescendant(of: b), b !== window.rootView {
                    a.insertSubview(b, at: Int.random(in: 0...a.subviews.count, using: &rng))
                }
            case 3:
                if b !== window.rootView { b.removeFromSuperview() }
            case 4:
                if let s = a.subviews.first { a.bringSubviewToFront(s) }
            default:
                if a.subviews.count >= 2 { a.exchangeSubview(at: 0, withSubviewAt: a.subviews.count - 1) }
            }
            checkInvariants(views, window: window)
        }
    }

    private func checkInvariants(_ views: [View], window: Window) {
        for v in views {
            // No duplicate subviews, and links agree both ways.
            let ids = v.subviews.map { ObjectIdentifier($0) }
            #expect(Set(ids).count == ids.count)
            for s in v.subviews { #expect(s.superview === v) }
            if let p = v.superview { #expect(p.subviews.contains { $0 === v }) }
            // The window is the root's window exactly for views under it.
            let expected: Window? = v.isDescendant(of: window.rootView) ? window : nil
            #expect(v.window === expected)
        }
    }

    @Test func addingAViewToItselfIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = View()
                v.addSubview(v)
            }
        }
    }

    @Test func addingAnAncestorIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = View(), b = View()
                a.addSubview(b)
                b.addSubview(a)
            }
        }
    }

    @Test func exchangeOutOfRangeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = View()
                a.addSubview(View())
                a.exchangeSubview(at: 0, withSubviewAt: 1)
            }
        }
    }
}
