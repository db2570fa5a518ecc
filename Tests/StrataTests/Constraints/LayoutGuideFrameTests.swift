import Testing
@testable import Strata

@MainActor
@Suite("Layout guides report their frames")
struct LayoutGuideFrameTests {
    @Test func marginsGuideFrameIsTheBoundsInsetByTheMargins() {
        let window = Window(size: Size(width: 375, height: 667))
        let root = window.rootView
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 24, leading: 20, bottom: 10, trailing: 5)
        #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 20, y: 24, width: 350, height: 633))
        window.layoutDirection = .rightToLeft
        // Leading is on the right in right-to-left.
        #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 5, y: 24, width: 350, height: 633))
    }

    @Test func marginsGuideFollowsBoundsChangesWithoutALayoutPass() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = Point(x: 10, y: 0)
        #expect(view.layoutMarginsGuide.layoutFrame == Rect(x: 18, y: 8, width: 84, height: 34))
    }

    @Test func addedGuideFrameComesFromTheEngine() {
        let window = Window(size: Size(width: 300, height: 200))
        let guide = LayoutGuide()
        window.rootView.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 10, y: 20, width: 50, height: 60))
    }

    @Test func cleaningTurnsNegativeZeroIntoZero() throws {
        let window = Window(size: Size(width: 10, height: 10))
        let v = makeView("v")
        window.rootView.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 5).isActive = true
        window.layoutIfNeeded()
        let engine = try #require(window.engine)
        #expect(engine.clean(-0.0).sign == .plus)
        #expect(engine.clean(-1e-12).sign == .plus)
        #expect(engine.clean(-2e6).sign == .minus)
        #expect(engine.clean(20.399999999999977) == 20.4)
    }
}
