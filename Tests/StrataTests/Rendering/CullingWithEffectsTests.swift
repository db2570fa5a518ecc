import Testing
import Strata

/// Culling under a clip never drops what a transform or a shadow brings
/// into view.
@MainActor @Suite struct CullingWithEffectsTests {
    func window() -> (Window, View) {
        let window = Window(size: Size(width: 200, height: 200))
        let clip = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        clip.clipsToBounds = true
        window.rootView.addSubview(clip)
        return (window, clip)
    }

    @Test func aViewTransformedIntoTheClipIsDrawn() {
        let (window, clip) = window()
        let moved = View(frame: Rect(x: 10, y: 1000, width: 50, height: 50))
        moved.backgroundColor = .red
        moved.transform = AffineTransform(translationX: 0, y: -950)
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        moved.addSubview(child)
        clip.addSubview(moved)
        let culled = window.displayList()
        let unculled = window.displayList(culling: false)
        #expect(culled == unculled)
        #expect(culled.commands.contains { if case .rect(let r) = $0 { r.fill == .red } else { false } })
        #expect(culled.commands.contains { if case .rect(let r) = $0 { r.fill == .blue } else { false } })
    }

    @Test func aShadowReachingIntoTheClipIsDrawn() {
        let (window, clip) = window()
        let card = View(frame: Rect(x: 10, y: 260, width: 50, height: 50))
        card.backgroundColor = .green
        card.shadowOpacity = 1
        card.shadowOffset = Size(width: 0, height: -70)
        clip.addSubview(card)
        #expect(window.displayList() == window.displayList(culling: false))
        #expect(window.displayList().commands.contains { if case .shadow = $0 { true } else { false } })
        card.shadowOpacity = 0
        #expect(!window.displayList().commands.contains { if case .rect(let r) = $0 { r.fill == .green } else { false } })
    }
}
