import Testing
@testable import Strata

/// The direct path solves an axis again only when its inputs changed
/// (`StackLayout.axisInputs` / `crossInputs`), and layout leaves plain leaf
/// views unmarked when their size changes (`View.layoutPassIsEmpty`). Each
/// case here changes one thing after a first layout and compares every
/// frame with a stack built fresh in the final state.
@MainActor
@Suite("StackView: kept axis solutions and empty leaf passes")
struct StackKeptSolutionTests {
    /// The state a case ends in.
    struct Shape: Sendable, CustomTestStringConvertible {
        var axis: Axis = .horizontal
        var alignment: StackView.Alignment = .center
        var distribution: StackView.Distribution = .fill
        var size = Size(width: 300, height: 60)
        var margins = false
        var rightToLeft = false
        var baselineRelative = false
        var testDescription: String {
            "\(axis) \(alignment) \(distribution) \(size.width)×\(size.height)\(margins ? " margins" : "")"
                + "\(rightToLeft ? " rtl" : "")\(baselineRelative ? " baseline-relative" : "")"
        }
    }

    /// A stack of five views (intrinsic sizes differ on both axes) in
    /// `shape`, laid out in a window.
    static func build(_ shape: Shape) -> (Window, StackView, [View]) {
        let window = Window(size: Size(width: 1000, height: 1000))
        let views = (0..<5).map { i -> View in
            let v = View()
            v.customIntrinsicContentSize = Size(width: Double(10 + 7 * i), height: Double(8 + 5 * i))
            return v
        }
        let stack = StackView(arrangedSubviews: views)
        configure(stack, shape)
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        return (window, stack, views)
    }

    static func configure(_ stack: StackView, _ shape: Shape) {
        stack.axis = shape.axis
        stack.alignment = shape.alignment
        stack.distribution = shape.distribution
        stack.spacing = 3
        stack.frame = Rect(origin: Point(x: 5, y: 7), size: shape.size)
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = shape.margins
        stack.semanticContentAttribute = shape.rightToLeft ? .forceRightToLeft : .unspecified
        stack.isBaselineRelativeArrangement = shape.baselineRelative
    }

    /// From `start`, each change of one input, alone and one after the other.
    nonisolated static let cases: [(start: Shape, end: Shape)] = {
        var all: [(Shape, Shape)] = []
        for axis in [Axis.horizontal, .vertical] {
            for alignment in [StackView.Alignment.fill, .leading, .center, .trailing, .firstBaseline] {
                for distribution in [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing] {
                    let start = Shape(axis: axis, alignment: alignment, distribution: distribution)
                    var along = start, across = start, both = start, margins = start, rtl = start
                    if axis == .horizontal { along.size.width = 250; across.size.height = 90 }
                    else { along.size.height = 250; across.size.width = 90 }
                    both.size = Size(width: 280, height: 280)
                    margins.margins = true
                    rtl.rightToLeft = true
                    all += [(start, along), (start, across), (start, both), (start, margins), (start, rtl)]
                    if axis == .vertical {
                        var baselines = start
                        baselines.baselineRelative = true
                        var baselinesAlong = baselines
                        baselinesAlong.size.height = 250
                        all += [(start, baselines), (baselines, baselinesAlong)]
                    }
                }
            }
        }
        return all
    }()

    @Test(arguments: 0..<cases.count)
    func changedInputsGiveTheFramesOfAFreshStack(_ index: Int) {
        let (start, end) = Self.cases[index]
        let (window, stack, views) = Self.build(start)
        Self.configure(stack, end)
        window.layoutIfNeeded()
        let (_, _, fresh) = Self.build(end)
        #expect(views.map(\.frame) == fresh.map(\.frame), "\(start.testDescription) → \(end.testDescription)")
    }

    @Test func resizingAlongThenAcrossThenBackMatchesFreshStacks() {
        let (window, stack, views) = Self.build(Shape())
        for size in [Size(width: 200, height: 60), Size(width: 200, height: 30), Size(width: 300, height: 60),
                     Size(width: 300, height: 60), Size(width: 120, height: 10)] {
            stack.frame.size = size
            window.layoutIfNeeded()
            let (_, _, fresh) = Self.build(Shape(size: size))
            #expect(views.map(\.frame) == fresh.map(\.frame), "\(size)")
        }
    }

    @Test func viewsThatOnlyMoveTellTheFocusEngine() {
        let (window, stack, views) = Self.build(Shape(distribution: .equalSpacing))
        let before = FocusGeneration.current
        let sizes = views.map(\.frame.size)
        stack.frame.size.width = 260          // the gaps shrink; sizes stay
        window.layoutIfNeeded()
        #expect(views.map(\.frame.size) == sizes)
        #expect(views.dropFirst().allSatisfy { $0.frame.minX < 260 })
        #expect(FocusGeneration.current != before)
    }

    @Test func hidingEveryViewThenShowingThemAgainRestoresTheFrames() {
        let (window, stack, views) = Self.build(Shape())
        let frames = views.map(\.frame)
        for v in views { v.isHidden = true }
        window.layoutIfNeeded()
        #expect(views.allSatisfy { $0.frame.width == 0 && $0.frame.minX == 0 })
        stack.frame.size.width = 310        // resized with nothing visible
        window.layoutIfNeeded()
        stack.frame.size.width = 300
        for v in views { v.isHidden = false }
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == frames)
    }

    @Test func anIntrinsicSizeChangeIsSeenWhenTheCanvasIsUnchanged() {
        let (window, _, views) = Self.build(Shape())
        views[1].customIntrinsicContentSize = Size(width: 40, height: 50)
        window.layoutIfNeeded()
        #expect(views[1].frame.size == Size(width: 40, height: 50))
        #expect(views[2].frame.minX == views[1].frame.maxX + 3)
    }

    /// A view class with its own `layoutSubviews`.
    final class CountingView: View {
        var passes = 0
        override func layoutSubviews() { passes += 1 }
    }

    @Test func resizedLeavesStillLayOutWhenSomethingWouldRun() {
        let plain = View(), counting = CountingView(), observed = View(), parent = View()
        parent.addSubview(View())
        for v in [plain, counting, observed, parent] {
            v.customIntrinsicContentSize = Size(width: 10, height: 10)
        }
        var observedPasses = 0
        let token = observed.observeLayout { observedPasses += 1 }
        let stack = StackView(arrangedSubviews: [plain, counting, observed, parent])
        stack.alignment = .fill
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        let window = Window(size: Size(width: 200, height: 200))
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        let before = (counting.passes, observedPasses)
        stack.frame.size.height = 30     // every view's height changes
        window.layoutIfNeeded()
        #expect(counting.passes == before.0 + 1)
        #expect(observedPasses == before.1 + 1)
        #expect(plain.layoutPassIsEmpty && !counting.layoutPassIsEmpty && !observed.layoutPassIsEmpty
                && !parent.layoutPassIsEmpty)
        #expect(!plain.needsLayout)
        #expect([plain, counting, observed, parent].allSatisfy { $0.frame.height == 30 })
        withExtendedLifetime(token) {}
    }
}
