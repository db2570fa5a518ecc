import Testing
@testable import Strata

@MainActor
@Suite("StackView alignment across the axis")
struct StackAlignmentTests {
    nonisolated static let specs = [ItemSpec(w: 20, h: 30), ItemSpec(w: 20, h: 80), ItemSpec(w: 20)]

    @Test(arguments: [
        (StackView.Alignment.fill, [[0, 0, 20, 60], [20, 0, 20, 60], [40, 0, 20, 60]]),
        (.leading, [[0, 0, 20, 30], [20, 0, 20, 60], [40, 0, 20, 0]]),
        (.top, [[0, 0, 20, 30], [20, 0, 20, 60], [40, 0, 20, 0]]),
        (.center, [[0, 15, 20, 30], [20, 0, 20, 60], [40, 30, 20, 0]]),
        (.trailing, [[0, 30, 20, 30], [20, 0, 20, 60], [40, 60, 20, 0]]),
        (.bottom, [[0, 30, 20, 30], [20, 0, 20, 60], [40, 60, 20, 0]]),
    ])
    func placesViewsAcross(_ alignment: StackView.Alignment, _ expected: [[Double]]) {
        let (_, views) = makeStack(Self.specs, frame: Rect(x: 0, y: 0, width: 60, height: 60),
                                   distribution: .fillEqually, alignment: alignment)
        #expect(frames(views) == expected)
    }

    @Test func topAndBottomAreLeadingAndTrailing() {
        #expect(StackView.Alignment.top == .leading)
        #expect(StackView.Alignment.bottom == .trailing)
    }

    @Test func firstBaselineLinesUpFirstBaselines() {
        let specs = [ItemSpec(w: 20, h: 30, baseline: (first: 20, last: 5)),
                     ItemSpec(w: 20, h: 50, baseline: (first: 40, last: 8)),
                     ItemSpec(w: 20, h: 10)]
        let (stack, views) = makeStack(specs, frame: Rect(x: 0, y: 0, width: 60, height: 100),
                                       distribution: .fillEqually, alignment: .firstBaseline)
        // Baseline at 40 from the canvas top: tops at 20, 0 and 30 (a plain
        // view's baseline is its bottom edge).
        #expect(frames(views) == [[0, 20, 20, 30], [20, 0, 20, 50], [40, 30, 20, 10]])
        #expect(stack.intrinsicContentSize == Size(width: 60, height: 50))
    }

    @Test func lastBaselineLinesUpLastBaselines() {
        let specs = [ItemSpec(w: 20, h: 30, baseline: (first: 20, last: 5)),
                     ItemSpec(w: 20, h: 50, baseline: (first: 40, last: 8))]
        let (_, views) = makeStack(specs, frame: Rect(x: 0, y: 0, width: 40, height: 100),
                                   distribution: .fillEqually, alignment: .lastBaseline)
        // Last baselines at 25 and 42 from the tops: the line is at 42.
        #expect(frames(views) == [[0, 17, 20, 30], [20, 0, 20, 50]])
    }

    @Test func baselineAlignmentInAVerticalStackIsLeading() {
        let (_, views) = makeStack([ItemSpec(w: 20, h: 30, baseline: (first: 20, last: 5))],
                                   frame: Rect(x: 0, y: 0, width: 60, height: 30),
                                   axis: .vertical, alignment: .firstBaseline)
        #expect(frames(views) == [[0, 0, 20, 30]])
    }

    @Test func verticalLeadingFollowsRightToLeft() {
        let window = Window(size: Size(width: 500, height: 500))
        window.layoutDirection = .rightToLeft
        let (_, views) = makeStack([ItemSpec(w: 20, h: 30)], frame: Rect(x: 0, y: 0, width: 100, height: 30),
                                   axis: .vertical, alignment: .leading, window: window)
        #expect(frames(views) == [[80, 0, 20, 30]])
    }

    @Test func oversizedViewIsClampedToTheCanvas() {
        let (_, views) = makeStack([ItemSpec(w: 20, h: 300)], frame: Rect(x: 0, y: 0, width: 20, height: 100),
                                   alignment: .center)
        #expect(frames(views) == [[0, 0, 20, 100]])
    }
}
