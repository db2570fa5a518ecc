import Testing
import Strata

/// A view's superview and window are back-pointers that are neither
/// retained nor `weak` (a weak reference made every retain of a container
/// a slow path); a superview and a window clear them when they go away, so
/// a view that outlives them reads `nil`, never freed memory.
@MainActor
@Suite("View back-pointers when the superview or window goes away")
struct ViewLifetimeTests {
    @Test func subviewOutlivingItsSuperviewHasNoSuperview() {
        var kept: View?
        do {
            let parent = View()
            let child = View()
            parent.addSubview(child)
            kept = child
            #expect(child.superview === parent)
        }
        #expect(kept?.superview == nil)
        // The orphan still works as a root of its own.
        let next = View()
        next.addSubview(kept!)
        #expect(kept?.superview === next)
    }

    @Test func viewOutlivingItsWindowHasNoWindow() {
        var kept: View?
        var deep: View?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            let container = View()
            let leaf = View()
            container.addSubview(leaf)
            window.rootView.addSubview(container)
            kept = container
            deep = leaf
            #expect(leaf.window === window)
        }
        #expect(kept?.window == nil && deep?.window == nil)
        #expect(kept?.superview == nil, "the root view went with the window")
        #expect(deep?.superview === kept)
    }

    @Test func removedViewKeepsNoPointers() {
        let window = Window(size: Size(width: 100, height: 100))
        let view = View()
        window.rootView.addSubview(view)
        view.removeFromSuperview()
        #expect(view.superview == nil && view.window == nil)
    }
}
