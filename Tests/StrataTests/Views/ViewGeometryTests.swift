import Testing
@testable import Strata

@MainActor
@Suite("View geometry")
struct ViewGeometryTests {
    @Test func frameBoundsAndCenterAgree() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = Rect(x: 5, y: 6, width: 20, height: 10)
        // A bounds size change keeps the center; the origin is the bounds origin.
        #expect(v.frame == Rect(x: -10, y: -5, width: 20, height: 10))
        #expect(v.center == Point(x: 0, y: 0))
        #expect(v.bounds.origin == Point(x: 5, y: 6))
        v.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(v.bounds == Rect(x: 5, y: 6, width: 3, height: 4))
    }

    @Test func convertThroughNestedViewsWithBoundsOffsets() {
        let window = Window(size: Size(width: 500, height: 500))
        let a = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let b = View(frame: Rect(x: 30, y: 40, width: 100, height: 100))
        let c = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        window.rootView.addSubview(a); a.addSubview(b); b.addSubview(c)
        a.bounds.origin = Point(x: 0, y: 15)  // a's content scrolled up by 15
        #expect(c.convert(Point.zero, to: nil) == Point(x: 45, y: 50))
        #expect(c.convert(Point(x: 1, y: 1), to: a) == Point(x: 36, y: 46))
        #expect(a.convert(Point(x: 36, y: 46), to: c) == Point(x: 1, y: 1))
        #expect(c.convert(Point(x: 45, y: 50), from: nil) == Point.zero)
        #expect(c.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: b)
            == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(b.convert(Rect(x: 5, y: 5, width: 10, height: 10), to: c)
            == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.windowFrame == Rect(x: 45, y: 50, width: 10, height: 10))
        let other = View(frame: Rect(x: 100, y: 100, width: 1, height: 1))
        window.rootView.addSubview(other)
        #expect(c.convert(Point.zero, to: other) == Point(x: -55, y: -50))
    }

    @Test func defaultMetricsMatchUIKit() {
        let v = View()
        #expect(v.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentHuggingPriority(for: .vertical) == 250)
        #expect(v.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(v.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(View.noIntrinsicMetric == -1)
        #expect(LayoutPriority.required.rawValue == 1000 && LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(v.translatesAutoresizingMaskIntoConstraints)
        #expect(v.alpha == 1 && !v.isHidden && v.isUserInteractionEnabled && !v.clipsToBounds)
    }

    @Test func marginsMirrorInRightToLeft() {
        let window = Window(size: Size(width: 100, height: 100))
        let v = View()
        window.rootView.addSubview(v)
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(v.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        window.layoutDirection = .rightToLeft
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(v.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        v.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
        v.semanticContentAttribute = .forceLeftToRight
        #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(v.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
    }

    @Test func baselinesDefaultToTheBottomEdge() {
        let v = View(frame: Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(v.firstBaselineOffsetFromTop == 30 && v.lastBaselineOffsetFromBottom == 0)
        v.firstBaselineOffsetFromTop = 12
        v.lastBaselineOffsetFromBottom = 5
        v.frame.size.height = 40
        #expect(v.firstBaselineOffsetFromTop == 12 && v.lastBaselineOffsetFromBottom == 5)
        #expect(v.firstBaselinePosition == .fromTop(12))
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: View {
            override func sizeThatFits(_ size: Size) -> Size { Size(width: 42, height: 7) }
        }
        let v = Fixed(frame: Rect(x: 3, y: 4, width: 1, height: 1))
        v.sizeToFit()
        #expect(v.frame == Rect(x: 3, y: 4, width: 42, height: 7))
        #expect(View().sizeThatFits(Size(width: 9, height: 9)) == .zero)
    }

    @Test func alphaIsClamped() {
        let v = View()
        v.alpha = 2; #expect(v.alpha == 1)
        v.alpha = -1; #expect(v.alpha == 0)
    }

    @Test func recursiveDescriptionIsStable() {
        let window = Window(size: Size(width: 375, height: 667))
        let a = makeView("a", Rect(x: 0, y: 0.5, width: 10, height: 20))
        let b = makeView("b", Rect(x: 1, y: 2, width: 3, height: 4))
        b.isHidden = true; b.alpha = 0.5
        window.rootView.addSubview(a); a.addSubview(b)
        #expect(window.rootView.recursiveDescription() == """
            <View id=root frame=(0, 0, 375, 667) hidden=false alpha=1>
               | <View id=a frame=(0, 0.5, 10, 20) hidden=false alpha=1>
               |    | <View id=b frame=(1, 2, 3, 4) hidden=true alpha=0.5>

            """)
    }
}
