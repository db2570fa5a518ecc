import Testing
@testable import Strata

@MainActor
@Suite("StackView hidden views, spacing, direction and margins")
struct StackHiddenAndSpacingTests {
    static let three = [ItemSpec(w: 40, h: 40, hugH: 750), ItemSpec(w: 40, h: 40, hugH: 750),
                        ItemSpec(w: 40, h: 40, hugH: 750)]

    @Test func hiddenViewTakesNoRoomAndSpacingCollapses() {
        var specs = Self.three
        specs[1].hidden = true
        let (_, views) = makeStack(specs, frame: Rect(x: 0, y: 0, width: 84, height: 40), spacing: 4)
        // Visible views are chained directly; the hidden one sits in the
        // middle of the gap between them.
        #expect(frames(views) == [[0, 0, 40, 40], [42, 0, 0, 40], [44, 0, 40, 40]])
    }

    @Test func leadingHiddenViewSitsAtTheCanvasLeadingEdge() {
        var specs = Self.three
        specs[0].hidden = true
        let (_, views) = makeStack(specs, frame: Rect(x: 0, y: 0, width: 84, height: 40), spacing: 4)
        #expect(frames(views) == [[0, 0, 0, 40], [0, 0, 40, 40], [44, 0, 40, 40]])
    }

    @Test func trailingHiddenViewSitsHalfASpacingAfterThePrevious() {
        var specs = Self.three
        specs[2].hidden = true
        let (_, views) = makeStack(specs, frame: Rect(x: 0, y: 0, width: 84, height: 40), spacing: 4)
        #expect(frames(views) == [[0, 0, 40, 40], [44, 0, 40, 40], [86, 0, 0, 40]])
    }

    @Test func hiddenViewsDoNotCountForFillEqually() {
        var specs = [ItemSpec(), ItemSpec(), ItemSpec()]
        specs[1].hidden = true
        let (_, views) = makeStack(specs, frame: Rect(x: 0, y: 0, width: 110, height: 10),
                                   distribution: .fillEqually, spacing: 10)
        #expect(frames(views).map { $0[2] } == [50, 0, 50])
    }

    @Test func hiddenIsAPlainBoolean() {
        let (stack, views) = makeStack(Self.three, frame: Rect(x: 0, y: 0, width: 128, height: 40), spacing: 4)
        views[0].isHidden = true
        views[0].isHidden = true
        views[0].isHidden = false
        stack.layoutIfNeeded()
        #expect(frames(views) == [[0, 0, 40, 40], [44, 0, 40, 40], [88, 0, 40, 40]])
    }

    @Test func customSpacingAppliesAfterTheViewAndCollapsesWithHidden() {
        let (stack, views) = makeStack(Self.three, frame: Rect(x: 0, y: 0, width: 144, height: 40),
                                       distribution: .fill, spacing: 4)
        stack.setCustomSpacing(20, after: views[0])
        stack.layoutIfNeeded()
        #expect(frames(views).map { $0[0] } == [0, 60, 104])
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // The gap between v0 and v2 is the custom spacing after v0; v0
        // takes the room v1 left.
        #expect(frames(views) == [[0, 0, 84, 40], [94, 0, 0, 40], [104, 0, 40, 40]])
    }

    @Test func rightToLeftPlacesTheFirstViewAtTheRight() {
        let window = Window(size: Size(width: 500, height: 500))
        window.layoutDirection = .rightToLeft
        let (_, views) = makeStack(Self.three, frame: Rect(x: 0, y: 0, width: 200, height: 40),
                                   spacing: 4, window: window)
        #expect(frames(views).map { $0[0] } == [88, 44, 0])
    }

    @Test func forcedLeftToRightIgnoresTheWindow() {
        let window = Window(size: Size(width: 500, height: 500))
        window.layoutDirection = .rightToLeft
        let (stack, views) = makeStack(Self.three, frame: Rect(x: 0, y: 0, width: 200, height: 40),
                                       spacing: 4, window: window)
        stack.semanticContentAttribute = .forceLeftToRight
        stack.layoutIfNeeded()
        #expect(frames(views).map { $0[0] } == [0, 116, 160])
    }

    @Test func marginsRelativeArrangementUsesTheMarginsRectangle() {
        let (stack, views) = makeStack([ItemSpec(), ItemSpec()], frame: Rect(x: 0, y: 0, width: 100, height: 50),
                                       distribution: .fillEqually)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 30)
        stack.layoutIfNeeded()
        #expect(frames(views) == [[10, 5, 30, 40], [40, 5, 30, 40]])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        #expect(frames(views) == [[60, 5, 30, 40], [30, 5, 30, 40]])
    }

    @Test func baselineRelativeArrangementMeasuresGapsBetweenBaselines() {
        let specs = [ItemSpec(w: 50, h: 20, hugV: 750, baseline: (first: 15, last: 5)),
                     ItemSpec(w: 50, h: 30, hugV: 750, baseline: (first: 22, last: 6))]
        let (stack, views) = makeStack(specs, frame: Rect(x: 0, y: 0, width: 50, height: 53),
                                       axis: .vertical, alignment: .leading, spacing: 30)
        stack.isBaselineRelativeArrangement = true
        stack.layoutIfNeeded()
        // Upper last baseline at 20 - 5 = 15; lower first baseline 30 below
        // it at 45; the lower view's top is 45 - 22 = 23.
        #expect(frames(views) == [[0, 0, 50, 20], [0, 23, 50, 30]])
        #expect(stack.intrinsicContentSize == Size(width: 50, height: 53))
    }

    @Test func boundsOriginShiftsTheCanvas() {
        let (stack, views) = makeStack([ItemSpec()], frame: Rect(x: 0, y: 0, width: 100, height: 50))
        stack.bounds.origin = Point(x: 10, y: 20)
        stack.layoutIfNeeded()
        #expect(frames(views) == [[10, 20, 100, 50]])
    }
}

@MainActor
@Suite("StackView fitting size")
struct StackFittingTests {
    nonisolated static let widths: [(StackView.Distribution, Double)] = [
        // equalCentering: centre distances 10 + 0 + 30 and 30 + 4 + 20, both
        // raised to 54: 10 + 2 · 54 + 20.
        (.fill, 124), (.fillEqually, 184), (.fillProportionally, 124), (.equalSpacing, 128), (.equalCentering, 138),
    ]

    @Test(arguments: widths)
    func fitsAlongTheAxis(_ d: StackView.Distribution, _ width: Double) {
        let (stack, views) = makeStack([ItemSpec(w: 20, h: 5), ItemSpec(w: 60, h: 30), ItemSpec(w: 40)],
                                       frame: .zero, distribution: d, spacing: 4)
        stack.setCustomSpacing(0, after: views[0])
        #expect(stack.intrinsicContentSize == Size(width: width, height: 30))
    }

    @Test func emptyStackFitsItsMargins() {
        let stack = StackView()
        #expect(stack.intrinsicContentSize == Size(width: 0, height: 0))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(stack.intrinsicContentSize == Size(width: 6, height: 4))
        #expect(stack.sizeThatFits(.zero) == Size(width: 6, height: 4))
    }

    @Test func nestedStackReportsItsFirstVisibleBaselineView() {
        let a = makeView("a"), b = makeView("b")
        let inner = StackView(arrangedSubviews: [a, b])
        a.isHidden = true
        #expect(inner.viewForFirstBaselineLayout === b)
        #expect(inner.viewForLastBaselineLayout === b)
        let outer = StackView(arrangedSubviews: [inner])
        #expect(outer.viewForFirstBaselineLayout === b)
    }
}
