import Testing
@testable import Strata
@testable import StrataSolver

/// Stacks laid out by the window's constraint engine (they, or their
/// arranged views, are named by constraints): the worked examples of
/// `Examples/`, built in code.
@MainActor
@Suite("StackView in the constraint engine")
struct StackConstraintPathTests {
    func arranged(_ id: String, _ w: Double, _ h: Double) -> View {
        let v = makeView(id)
        v.customIntrinsicContentSize = Size(width: w, height: h)
        return v
    }

    @Test func cookbookSimpleStackFillsTheMarginsAndTheImageTakesTheRest() {
        let window = Window(size: Size(width: 375, height: 667))
        let root = window.rootView
        root.layoutMargins = EdgeInsets(top: 24, left: 20, bottom: 24, right: 20)
        let title = arranged("title", 60, 20.5)
        title.setContentHuggingPriority(251, for: .vertical)
        let image = arranged("image", 320, 240)
        image.setContentHuggingPriority(249, for: .vertical)
        image.setContentCompressionResistancePriority(749, for: .vertical)
        let edit = arranged("edit", 60, 34)
        let stack = StackView(arrangedSubviews: [title, image, edit])
        stack.identifier = "stack"
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 8),
            root.layoutMarginsGuide.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 20, y: 32, width: 335, height: 603))
        #expect(frames([title, image, edit]) == [[0, 0, 335, 20.5], [0, 28.5, 335, 532.5], [0, 569, 335, 34]])
        #expect(stack.isManagedByEngine)
        #expect(window.viewsWithAmbiguousLayout.isEmpty)
    }

    @Test func fillEquallyRowSharesTheWidth() {
        let window = Window(size: Size(width: 375, height: 667))
        let views = [arranged("a", 10, 44), arranged("b", 90, 44), arranged("c", 40, 44), makeView("d")]
        let row = StackView(arrangedSubviews: views)
        row.identifier = "row"
        row.distribution = .fillEqually
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(row)
        let root = window.rootView
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(row.frame == Rect(x: 16, y: 100, width: 343, height: 44))
        #expect(frames(views) == [[0, 0, 76.75, 44], [88.75, 0, 76.75, 44], [177.5, 0, 76.75, 44],
                                  [266.25, 0, 76.75, 44]])
    }

    @Test func hiddenViewCollapsesSpacingAndTheStackFitsItsContent() {
        let window = Window(size: Size(width: 375, height: 667))
        let views = [arranged("one", 100, 20), arranged("two", 100, 20), arranged("three", 100, 20)]
        views[1].isHidden = true
        let col = StackView(arrangedSubviews: views)
        col.axis = .vertical
        col.spacing = 6
        col.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(col)
        LayoutConstraint.activate([
            col.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            col.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(col.frame == Rect(x: 0, y: 0, width: 100, height: 46))
        #expect(frames(views) == [[0, 0, 100, 20], [0, 23, 100, 0], [0, 26, 100, 20]])
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(col.frame == Rect(x: 0, y: 0, width: 100, height: 72))
    }

    @Test func centredStackOfButtons() {
        let window = Window(size: Size(width: 375, height: 667))
        let views = [arranged("red", 80, 30), arranged("green", 80, 30), arranged("blue", 80, 30)]
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(stack)
        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: window.rootView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: window.rootView.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 67.5, y: 318.5, width: 240, height: 30))
        #expect(views[2].windowFrame == Rect(x: 227.5, y: 318.5, width: 80, height: 30))
    }

    @Test func userConstraintOnAnArrangedViewJoinsTheStacksSolve() {
        let window = Window(size: Size(width: 375, height: 667))
        let a = arranged("a", 50, 20), b = arranged("b", 50, 20)
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 300, height: 20))
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        window.rootView.addSubview(stack)
        a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2).isActive = true
        window.layoutIfNeeded()
        #expect(frames([a, b]) == [[0, 0, 200, 20], [200, 0, 100, 20]])
    }

    @Test func bothStackAndChildrenFixedIsReportedNotACrash() {
        let window = Window(size: Size(width: 375, height: 667))
        let a = arranged("a", 50, 20), b = arranged("b", 50, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(stack)
        LayoutConstraint.activate([
            stack.widthAnchor.constraint(equalToConstant: 200),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 50),
            stack.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(window.brokenConstraints.map(\.description) == ["b.width == 50"])
        #expect(frames([a, b]) == [[0, 0, 50, 20], [50, 0, 150, 20]])
    }
}

/// Resizing a window whose stack the engine lays out is an in-place
/// re-solve from the first resize on.
@MainActor
@Suite("StackView in the constraint engine: resizing")
struct StackConstraintPathResizeTests {
    @Test func theFirstResizeAfterTheBuildDoesNotRederiveTheTableau() throws {
        let window = Window(size: Size(width: 300, height: 100))
        let views = (0..<3).map { i -> View in
            let v = makeView("v\(i)")
            v.customIntrinsicContentSize = Size(width: 20, height: 20)
            return v
        }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        window.rootView.addSubview(stack)
        views[0].widthAnchor.constraint(equalTo: views[1].widthAnchor).isActive = true
        window.layoutIfNeeded()
        let solver = try #require(window.engine?.solver)
        #expect(frames(views) == [[0, 0, 60, 40], [70, 0, 60, 40], [140, 0, 60, 40]])
        stack.frame.size.width = 320
        window.layoutIfNeeded()
        #expect(frames(views) == [[0, 0, 100, 40], [110, 0, 100, 40], [220, 0, 100, 40]])
        #expect(solver.rebuildCount == 0)
        #expect(window.engine?.solver === solver)
    }
}
