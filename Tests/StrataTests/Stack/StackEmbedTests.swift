import Testing
@testable import Strata

/// "Embed in Stack": the new stack takes the views' place and frame, infers
/// its axis and order from their positions, keeps the smallest gap, drops
/// the constraints to the outside; `unembed()` puts the views back.
@MainActor
@Suite("StackView.embed and unembed")
struct StackEmbedTests {
    /// A window with `frames` as plain views of intrinsic size equal to
    /// their frame's size, after a view at the back.
    func scene(_ frames: [Rect], rightToLeft: Bool = false) -> (Window, View, back: View, [View]) {
        let (window, _) = manualClockWindow(size: Size(width: 400, height: 400))
        window.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let container = makeView("container", Rect(x: 0, y: 0, width: 400, height: 400))
        window.rootView.addSubview(container)
        let back = makeView("back", Rect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(back)
        let views = frames.enumerated().map { i, f -> View in
            let v = makeView("v\(i)", f)
            v.customIntrinsicContentSize = f.size
            container.addSubview(v)
            return v
        }
        window.layoutIfNeeded()
        return (window, container, back, views)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let frames: [Rect]
        let rightToLeft: Bool
        let axis: Axis
        let order: [Int]
        let spacing: Double
        let stackFrame: Rect
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "side by side", frames: [Rect(x: 120, y: 10, width: 40, height: 30), Rect(x: 10, y: 12, width: 50, height: 30),
                                            Rect(x: 70, y: 10, width: 40, height: 30)],
             rightToLeft: false, axis: .horizontal, order: [1, 2, 0], spacing: 10, stackFrame: Rect(x: 10, y: 10, width: 150, height: 32)),
        Case(name: "stacked", frames: [Rect(x: 10, y: 100, width: 80, height: 20), Rect(x: 12, y: 40, width: 80, height: 30),
                                       Rect(x: 10, y: 76, width: 60, height: 20)],
             rightToLeft: false, axis: .vertical, order: [1, 2, 0], spacing: 4, stackFrame: Rect(x: 10, y: 40, width: 82, height: 80)),
        Case(name: "right to left", frames: [Rect(x: 10, y: 10, width: 40, height: 30), Rect(x: 60, y: 10, width: 40, height: 30)],
             rightToLeft: true, axis: .horizontal, order: [1, 0], spacing: 10, stackFrame: Rect(x: 10, y: 10, width: 90, height: 30)),
        Case(name: "overlapping", frames: [Rect(x: 10, y: 10, width: 60, height: 40), Rect(x: 50, y: 20, width: 60, height: 40)],
             rightToLeft: false, axis: .horizontal, order: [0, 1], spacing: 0, stackFrame: Rect(x: 10, y: 10, width: 100, height: 50)),
        Case(name: "single", frames: [Rect(x: 30, y: 40, width: 50, height: 20)],
             rightToLeft: false, axis: .horizontal, order: [0], spacing: 0, stackFrame: Rect(x: 30, y: 40, width: 50, height: 20)),
    ]

    @Test(arguments: cases)
    func embeds(_ c: Case) throws {
        let (window, container, back, views) = scene(c.frames, rightToLeft: c.rightToLeft)
        let stack = try StackView.embed(views)
        #expect(stack.axis == c.axis && stack.alignment == .fill && stack.distribution == .fill)
        #expect(stack.arrangedSubviews.map { $0.identifier! } == c.order.map { "v\($0)" })
        #expect(stack.spacing == c.spacing)
        #expect(stack.frame == c.stackFrame)
        #expect(container.subviews.map(\.identifier) == [back.identifier, nil])   // at the backmost view's place
        window.layoutIfNeeded()
        #expect(stack.frame == c.stackFrame)
    }

    @Test func theStackTakesTheBackmostZPosition() throws {
        let (_, container, _, views) = scene([Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 40, y: 10, width: 20, height: 20)])
        let front = makeView("front", Rect(x: 0, y: 0, width: 5, height: 5))
        container.insertSubview(front, at: 2)   // between v0 and v1
        let stack = try StackView.embed([views[1], views[0]])
        #expect(container.subviews.map { $0.identifier ?? "stack" } == ["back", "stack", "front"])
        #expect(stack.arrangedSubviews === views)
    }

    @Test func errorsChangeNothing() {
        let (_, container, _, views) = scene([Rect(x: 10, y: 10, width: 20, height: 20)])
        let elsewhere = makeView("elsewhere", Rect(x: 0, y: 0, width: 5, height: 5))
        let nested = makeView("nested", Rect(x: 0, y: 0, width: 5, height: 5))
        views[0].addSubview(nested)
        container.addSubview(elsewhere)
        let before = container.subviews
        #expect(throws: StackView.EmbedError.noViews) { try StackView.embed([]) }
        #expect(throws: StackView.EmbedError.differentSuperviews) { try StackView.embed([views[0], nested]) }
        #expect(throws: StackView.EmbedError.noSuperview) { try StackView.embed([makeView("loose")]) }
        #expect(throws: StackView.EmbedError.duplicateView) { try StackView.embed([views[0], views[0]]) }
        #expect(container.subviews.count == before.count && zip(container.subviews, before).allSatisfy { $0 === $1 })
        #expect("\(StackView.EmbedError.differentSuperviews)" == "StackView.embed: the views must share one superview")
    }

    @Test func constraintsToTheOutsideAreDroppedAndReported() throws {
        let (window, container, back, views) = scene([Rect(x: 10, y: 10, width: 40, height: 30), Rect(x: 60, y: 10, width: 40, height: 30)])
        let outside = LayoutConstraint(item: views[0], attribute: .leading, relatedBy: .equal, toItem: back,
                                       attribute: .trailing, multiplier: 1, constant: 0)
        let between = LayoutConstraint(item: views[0], attribute: .height, relatedBy: .equal, toItem: views[1],
                                       attribute: .height, multiplier: 1, constant: 0)
        let unrelated = LayoutConstraint(item: back, attribute: .width, relatedBy: .equal, toItem: container,
                                         attribute: .width, multiplier: 0.1, constant: 0)
        LayoutConstraint.activate([outside, between, unrelated])
        window.layoutIfNeeded()
        var dropped: [LayoutConstraint] = []
        _ = try StackView.embed(views, droppedConstraints: &dropped)
        #expect(dropped.count == 1 && dropped[0] === outside)
        #expect(!outside.isActive && between.isActive && unrelated.isActive)
    }

    @Test func unembedPutsTheViewsBackAtTheirFrames() throws {
        let (window, container, _, views) = scene([Rect(x: 10, y: 10, width: 40, height: 30), Rect(x: 60, y: 14, width: 40, height: 30)])
        let stack = try StackView.embed(views)
        window.layoutIfNeeded()
        let shown = views.map { $0.convert($0.bounds, to: container) }
        let back = stack.unembed()
        #expect(back === views)
        #expect(stack.superview == nil)
        #expect(container.subviews.map { $0.identifier ?? "?" } == ["back", "v0", "v1"])
        #expect(views.map(\.frame) == shown)
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == shown)
    }
}

private func === (a: [View], b: [View]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
