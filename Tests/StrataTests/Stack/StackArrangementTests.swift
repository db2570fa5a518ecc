import Testing
@testable import Strata

@MainActor
@Suite("StackView arranged subviews")
struct StackArrangementTests {
    @Test func addArrangedSubviewAddsASubviewAndClearsAutoresizing() {
        let stack = StackView()
        let a = makeView("a")
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a"])
        #expect(stack.subviews.map(\.identifier) == ["a"])
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func addingAnArrangedViewAgainMovesItToTheEnd() {
        let a = makeView("a"), b = makeView("b")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["b", "a"])
        #expect(stack.subviews.map(\.identifier) == ["a", "b"])
    }

    @Test func insertIndexAffectsArrangedOrderOnly() {
        let a = makeView("a"), b = makeView("b"), c = makeView("c")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["c", "a", "b"])
        #expect(stack.subviews.map(\.identifier) == ["a", "b", "c"])
    }

    @Test func insertingAnExistingSubviewKeepsZOrder() {
        let stack = StackView()
        let a = makeView("a"), b = makeView("b")
        stack.addSubview(a)
        stack.addSubview(b)
        stack.insertArrangedSubview(b, at: 0)
        stack.insertArrangedSubview(a, at: 1)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["b", "a"])
        #expect(stack.subviews.map(\.identifier) == ["a", "b"])
    }

    @Test func removeArrangedSubviewKeepsTheSubviewAndItsFrame() {
        let (stack, views) = makeStack([ItemSpec(w: 10, h: 10), ItemSpec(w: 10, h: 10)],
                                       frame: Rect(x: 0, y: 0, width: 100, height: 10))
        let before = views[1].frame
        stack.removeArrangedSubview(views[1])
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["v0"])
        #expect(stack.subviews.map(\.identifier) == ["v0", "v1"])
        #expect(views[1].frame == before)
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func removeFromSuperviewRemovesFromBoth() {
        let a = makeView("a"), b = makeView("b")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.setCustomSpacing(20, after: a)
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["b"])
        #expect(stack.subviews.map(\.identifier) == ["b"])
        stack.addArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    }

    @Test func movingToAnotherSuperviewStopsArranging() {
        let a = makeView("a")
        let stack = StackView(arrangedSubviews: [a])
        let other = View()
        other.addSubview(a)
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func arrangingInAnotherStackMovesTheViewAndItsMembership() {
        let a = makeView("a"), b = makeView("b")
        let first = StackView(arrangedSubviews: [a, b]), second = StackView()
        second.addArrangedSubview(a)
        #expect(first.arrangedSubviews.map(\.identifier) == ["b"])
        #expect(second.arrangedSubviews.map(\.identifier) == ["a"])
        // Back as a plain subview of the first stack: not arranged there.
        first.addSubview(a)
        #expect(second.arrangedSubviews.isEmpty)
        #expect(first.arrangedSubviews.map(\.identifier) == ["b"])
        first.setCustomSpacing(30, after: a)
        #expect(first.customSpacing(after: a) == StackView.spacingUseDefault)
        first.removeArrangedSubview(a)          // not arranged: nothing happens
        #expect(first.subviews.map(\.identifier) == ["b", "a"])
        first.insertArrangedSubview(a, at: 0)   // arranged again, z-order kept
        #expect(first.arrangedSubviews.map(\.identifier) == ["a", "b"])
        #expect(first.subviews.map(\.identifier) == ["b", "a"])
        first.removeArrangedSubview(a)
        first.removeArrangedSubview(a)
        #expect(first.arrangedSubviews.map(\.identifier) == ["b"])
    }

    @Test func stackPropertyChangesInvalidateLayout() {
        let (stack, _) = makeStack([ItemSpec(w: 10, h: 10)], frame: Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(!stack.needsLayoutPass)
        stack.spacing = 3
        #expect(stack.needsLayoutPass)
        stack.layoutIfNeeded()
        stack.spacing = 3
        #expect(!stack.needsLayoutPass)
        stack.axis = .vertical
        #expect(stack.needsLayoutPass)
    }

    @Test func arrangedViewChangesInvalidateLayout() {
        let (stack, views) = makeStack([ItemSpec(w: 10, h: 10), ItemSpec(w: 10, h: 10)],
                                       frame: Rect(x: 0, y: 0, width: 100, height: 10))
        views[1].customIntrinsicContentSize = Size(width: 30, height: 10)
        #expect(stack.needsLayoutPass)
        stack.layoutIfNeeded()
        #expect(views[1].frame == Rect(x: 70, y: 0, width: 30, height: 10))
    }

    @Test func observersSeeArrangedChanges() {
        let stack = StackView()
        var seen: [[String?]] = []
        let token = stack.observeArrangedSubviews { seen.append($0.map(\.identifier)) }
        stack.addArrangedSubview(makeView("a"))
        stack.addArrangedSubview(makeView("b"))
        #expect(seen == [["a"], ["a", "b"]])
        token.cancel()
        stack.addArrangedSubview(makeView("c"))
        #expect(seen.count == 2)
    }

    @Test func customSpacingSentinels() {
        let a = makeView("a"), b = makeView("b")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 4
        stack.setCustomSpacing(StackView.spacingUseSystem, after: a)
        #expect(stack.effectiveSpacing(after: a) == 8)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
        #expect(stack.effectiveSpacing(after: a) == 4)
        stack.setCustomSpacing(12, after: makeView("stranger"))
        #expect(stack.customSpacings.isEmpty)
    }

    @Test func insertOutOfRangeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stack = StackView()
                stack.insertArrangedSubview(View(), at: 1)
            }
        }
    }
}
