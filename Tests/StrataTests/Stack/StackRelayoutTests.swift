import Testing
@testable import Strata

/// The direct path keeps its description and the stack's fitting size
/// between passes; every change that affects them must still show.
@MainActor
@Suite("StackView relayout after changes (cached description and fitting size)")
struct StackRelayoutTests {
    /// A plain view with an intrinsic size.
    static func box(_ w: Double, _ h: Double) -> View {
        let v = View()
        v.customIntrinsicContentSize = Size(width: w, height: h)
        return v
    }

    /// A 200-wide row of `widths` (spacing 4) in a window, laid out.
    static func row(_ widths: [Double]) -> (Window, StackView, [View]) {
        let window = Window(size: Size(width: 400, height: 100))
        let views = widths.map { box($0, 20) }
        let stack = StackView(arrangedSubviews: views)
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        stack.spacing = 4
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        return (window, stack, views)
    }

    @Test func newIntrinsicSizeIsUsedByTheNextPass() {
        let (window, _, views) = Self.row([10, 20, 30])
        // Underflow goes to the first view: 200 - 50 - 8 = 142.
        #expect(views.map(\.frame.width) == [142, 20, 30])
        views[2].customIntrinsicContentSize = Size(width: 50, height: 20)
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 122, height: 20),
                                       Rect(x: 126, y: 0, width: 20, height: 20),
                                       Rect(x: 150, y: 0, width: 50, height: 20)])
    }

    @Test func resizeKeepsTheDescriptionAndMovesTheViews() {
        let (window, stack, views) = Self.row([10, 20, 30])
        stack.frame.size.width = 100
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 46, 70])
        #expect(views.map(\.frame.width) == [42, 20, 30])
    }

    @Test func hidingOneViewWritesOnlyTheFramesThatMoved() {
        let (window, _, views) = Self.row([10, 20, 30, 40, 50])
        var moved: [Int] = []
        let tokens = views.enumerated().map { i, v in v.observeFrame { _, _ in moved.append(i) } }
        views[2].isHidden = true
        window.layoutIfNeeded()
        // The first view takes the freed room, the second shifts, the
        // hidden one collapses; the last two keep their frames.
        #expect(moved.sorted() == [0, 1, 2])
        #expect(views.map(\.frame.minX) == [0, 82, 104, 106, 150])
        withExtendedLifetime(tokens) {}
    }

    @Test func customSpacingChangeRelayouts() {
        let (window, stack, views) = Self.row([10, 20, 30])
        stack.setCustomSpacing(10, after: views[1])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 140, 170])
    }

    @Test func nestedStackFittingSizeFollowsItsContent() {
        let leaf = Self.box(40, 20)
        let inner = StackView(arrangedSubviews: [leaf])
        let outer = StackView(arrangedSubviews: [inner, Self.box(30, 20)])
        #expect(outer.intrinsicContentSize == Size(width: 70, height: 20))
        leaf.customIntrinsicContentSize = Size(width: 60, height: 25)
        #expect(inner.intrinsicContentSize == Size(width: 60, height: 25))
        #expect(outer.intrinsicContentSize == Size(width: 90, height: 25))
        inner.spacing = 5
        inner.addArrangedSubview(Self.box(10, 10))
        #expect(outer.intrinsicContentSize == Size(width: 105, height: 25))
    }

    @Test func marginsOfAMarginRelativeInnerStackReachTheOuterStack() {
        let inner = StackView(arrangedSubviews: [Self.box(40, 20)])
        inner.isLayoutMarginsRelativeArrangement = true
        let outer = StackView(arrangedSubviews: [inner, Self.box(30, 20)])
        #expect(outer.intrinsicContentSize == Size(width: 86, height: 36))
        inner.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(inner.intrinsicContentSize == Size(width: 46, height: 24))
        #expect(outer.intrinsicContentSize == Size(width: 76, height: 24))
    }

    @Test func nestedColumnRelayoutsWhenALeafIsHidden() {
        let window = Window(size: Size(width: 400, height: 400))
        let leaves = [Self.box(10, 10), Self.box(10, 20), Self.box(10, 30)]
        let column = StackView(arrangedSubviews: leaves)
        column.axis = .vertical
        let outer = StackView(arrangedSubviews: [column, Self.box(50, 10)])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.frame = Rect(x: 0, y: 0, width: 100, height: 200)
        window.rootView.addSubview(outer)
        window.layoutIfNeeded()
        #expect(column.frame == Rect(x: 0, y: 0, width: 10, height: 190))
        leaves[1].isHidden = true
        window.layoutIfNeeded()
        // The column's fitting size drops from 60 to 40 tall; the outer
        // stack's first view still takes the underflow.
        #expect(column.intrinsicContentSize == Size(width: 10, height: 40))
        #expect(column.frame == Rect(x: 0, y: 0, width: 10, height: 190))
        #expect(leaves.map(\.frame.height) == [160, 0, 30])
    }
}
