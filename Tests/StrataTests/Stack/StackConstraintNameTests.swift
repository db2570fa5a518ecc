import Testing
@testable import Strata
@testable import StrataSolver

/// The names of a stack's own constraints (read in diagnostics) are built
/// from compact labels when read; they must read exactly as before.
@MainActor
@Suite("Stack constraint names")
struct StackConstraintNameTests {
    struct Case: CustomStringConvertible, Sendable {
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var axis: Axis = .horizontal
        var hideSecond = false
        var names: [String]
        var description: String { "\(distribution) \(alignment) \(axis) hidden: \(hideSecond)" }
    }

    nonisolated static let cases: [Case] = [
        Case(distribution: .fill, alignment: .fill, names: [
            "s: first view at the canvas leading edge", "s: spacing after view 0", "s: spacing after view 1",
            "s: last view at the canvas trailing edge",
            "s: view 0 hugging", "s: view 0 compression resistance", "s: view 0 length >= 0",
            "s: view 1 hugging", "s: view 1 compression resistance", "s: view 1 length >= 0",
            "s: view 2 without intrinsic length", "s: view 2 length >= 0",
            "s: view 0 fills across", "s: view 0 fills across (size)",
            "s: view 1 fills across", "s: view 1 fills across (size)",
            "s: view 2 fills across", "s: view 2 fills across (size)",
            "s: canvas length fit", "s: canvas thickness fit",
        ]),
        Case(distribution: .equalSpacing, alignment: .center, hideSecond: true, names: [
            "s: first view at the canvas leading edge", "s: spacing after view 0",
            "s: last view at the canvas trailing edge", "s: view 0 hugging", "s: view 0 compression resistance",
            "s: view 0 length >= 0", "s: view 1 without intrinsic length", "s: view 1 length >= 0",
            "s: view 0 centre alignment", "s: view 0 inside the canvas (start)", "s: view 0 inside the canvas (end)",
            "s: view 1 centre alignment", "s: view 1 inside the canvas (start)", "s: view 1 inside the canvas (end)",
            "s: view 1 ambiguity suppression", "s: hidden view 1 length", "s: hidden view 1 position",
            "s: hidden view centre alignment", "s: hidden view inside the canvas (start)",
            "s: hidden view inside the canvas (end)", "s: canvas length fit", "s: canvas thickness fit",
        ]),
        Case(distribution: .equalCentering, alignment: .leading, axis: .vertical, names: [
            "s: first view at the canvas leading edge", "s: spacing after view 0", "s: spacing after view 1",
            "s: last view at the canvas trailing edge", "s: equal centering 1", "s: view 0 hugging",
            "s: view 0 compression resistance", "s: view 0 length >= 0", "s: view 1 hugging",
            "s: view 1 compression resistance", "s: view 1 length >= 0", "s: view 2 without intrinsic length",
            "s: view 2 length >= 0", "s: view 0 leading alignment", "s: view 0 inside the canvas",
            "s: view 1 leading alignment", "s: view 1 inside the canvas", "s: view 2 leading alignment",
            "s: view 2 inside the canvas", "s: view 2 ambiguity suppression", "s: canvas length fit",
            "s: canvas thickness fit",
        ]),
        Case(distribution: .fillEqually, alignment: .trailing, names: [
            "s: first view at the canvas leading edge", "s: spacing after view 0", "s: spacing after view 1",
            "s: last view at the canvas trailing edge", "s: fill equally 1", "s: fill equally 2",
            "s: view 0 hugging", "s: view 0 compression resistance", "s: view 0 length >= 0", "s: view 1 hugging",
            "s: view 1 compression resistance", "s: view 1 length >= 0", "s: view 2 without intrinsic length",
            "s: view 2 length >= 0", "s: view 0 trailing alignment", "s: view 0 inside the canvas",
            "s: view 1 trailing alignment", "s: view 1 inside the canvas", "s: view 2 trailing alignment",
            "s: view 2 inside the canvas", "s: view 2 ambiguity suppression", "s: canvas length fit",
            "s: canvas thickness fit",
        ]),
        Case(distribution: .fillProportionally, alignment: .firstBaseline, hideSecond: true, names: [
            "s: first view at the canvas leading edge", "s: spacing after view 0",
            "s: last view at the canvas trailing edge", "s: fill proportionally 1", "s: view 0 hugging",
            "s: view 0 compression resistance", "s: view 0 length >= 0", "s: view 1 without intrinsic length",
            "s: view 1 length >= 0", "s: view 0 inside the canvas (top)", "s: view 0 inside the canvas (bottom)",
            "s: view 0 packed to the top", "s: view 1 baseline alignment", "s: view 1 inside the canvas (top)",
            "s: view 1 inside the canvas (bottom)", "s: view 1 packed to the top", "s: view 1 ambiguity suppression",
            "s: hidden view 1 length", "s: hidden view 1 position", "s: hidden view leading alignment",
            "s: hidden view inside the canvas", "s: canvas length fit", "s: canvas thickness fit",
        ]),
    ]

    @Test(arguments: cases)
    func namesReadAsTheyAlwaysHave(_ c: Case) throws {
        let window = Window(size: Size(width: 400, height: 300))
        let stack = StackView()
        stack.identifier = "s"
        stack.axis = c.axis
        stack.distribution = c.distribution
        stack.alignment = c.alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        for (i, size) in [Size(width: 10, height: 20), Size(width: 30, height: 5), Size(width: -1, height: -1)].enumerated() {
            let v = makeView("v\(i)")
            v.customIntrinsicContentSize = size
            stack.addArrangedSubview(v)
        }
        stack.arrangedSubviews[1].isHidden = c.hideSecond
        window.rootView.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: window.rootView.topAnchor).isActive = true
        window.layoutIfNeeded()
        let engine = try #require(window.engine)
        let names = stack.arrangementConstraints(engine: engine).map(\.name)
        #expect(names == c.names)
    }
}
