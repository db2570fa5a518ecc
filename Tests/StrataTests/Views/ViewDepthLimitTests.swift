import Testing
@testable import Strata

/// Trees may be `View.maximumDepth` (256) levels deep and no deeper: every
/// walk of the tree (layout, fitting, drawing) recurses, and a scene that
/// nested 2,000 stacks overflowed the stack.
@MainActor
@Suite("View tree depth limit")
struct ViewDepthLimitTests {
    /// A chain of `count` views below `top`; returns the deepest.
    static func chain(_ count: Int, under top: View) -> View {
        var last = top
        for _ in 0..<count {
            let next = View()
            last.addSubview(next)
            last = next
        }
        return last
    }

    @Test func aChainReachesTheLimitAndNoFurther() {
        let window = Window(size: Size(width: 100, height: 100))
        let deepest = Self.chain(View.maximumDepth, under: window.rootView)
        #expect(deepest.treeDepth == 256)
        #expect(deepest.depthAfterAdding(View()) == nil)
        #expect(deepest.superview!.depthAfterAdding(View()) == 256)
        // A subtree counts with its own height: a 10-level subtree fits under depth 245, not 246.
        let subtree = View()
        _ = Self.chain(10, under: subtree)
        let at245 = { var v = deepest; for _ in 0..<11 { v = v.superview! }; return v }()
        #expect(at245.treeDepth == 245)
        #expect(at245.depthAfterAdding(subtree) == 256)
        #expect(at245.subviews[0].depthAfterAdding(subtree) == nil)
    }

    @Test func aTreeAtTheLimitLaysOutAndDraws() {
        let window = Window(size: Size(width: 100, height: 100))
        window.timeline = Timeline(clock: ManualClock())
        var stacks: [StackView] = []
        var top: View = window.rootView
        for level in 0..<(View.maximumDepth - 1) {
            let stack = StackView()
            stack.axis = level % 2 == 0 ? .vertical : .horizontal
            if let last = stacks.last { last.addArrangedSubview(stack) } else {
                stack.frame = Rect(x: 0, y: 0, width: 100, height: 100)
                top.addSubview(stack)
            }
            stacks.append(stack)
            top = stack
        }
        let leaf = View()
        leaf.customIntrinsicContentSize = Size(width: 10, height: 10)
        leaf.backgroundColor = Color(red: 1, green: 0, blue: 0)
        stacks.last!.addArrangedSubview(leaf)
        #expect(leaf.treeDepth == 256)
        window.layoutIfNeeded()
        // Every stack fills the one above it (fill distribution and alignment): so does the leaf.
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(leaf.convert(leaf.bounds, to: nil) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.displayList().commands.count == 1)
    }

    @Test func addingBelowTheLimitIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: Size(width: 10, height: 10))
                let deepest = ViewDepthLimitTests.chain(View.maximumDepth, under: window.rootView)
                deepest.addSubview(View())
            }
        }
    }
}
