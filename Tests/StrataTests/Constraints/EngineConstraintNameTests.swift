import Testing
@testable import Strata
@testable import StrataSolver

/// The engine's content-size constraints are named from shared entries
/// when read (see `ContentSizeNames`); the names must read as written.
@MainActor
@Suite("Engine constraint names")
struct EngineConstraintNameTests {
    @Test func contentSizeConstraintsNameTheViewAxisAndLength() throws {
        let window = Window(size: Size(width: 400, height: 300))
        let a = makeView("a"), b = View()
        a.customIntrinsicContentSize = Size(width: 30, height: 12.5)
        b.customIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 7)
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.rootView.addSubview(v)
            v.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor).isActive = true
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor).isActive = true
        }
        window.layoutIfNeeded()
        let solver = try #require(window.engine?.solver)
        let names = solver.records.values.sorted { $0.order < $1.order }.map(\.constraint.name)
            .filter { $0.hasSuffix("(hugging)") || $0.hasSuffix("(compression resistance)") }
        #expect(names == [
            "a.width <= 30 (hugging)", "a.width >= 30 (compression resistance)",
            "a.height <= 12.5 (hugging)", "a.height >= 12.5 (compression resistance)",
            "view2.height <= 7 (hugging)", "view2.height >= 7 (compression resistance)",
        ])
        // A rebuild starts new names; the old constraints keep theirs.
        let old = solver.records.values.map(\.constraint)
        a.customIntrinsicContentSize = Size(width: 40, height: 12.5)
        window.layoutIfNeeded()
        #expect(old.map(\.name).contains("a.width <= 30 (hugging)"))
        let rebuilt = try #require(window.engine?.solver)
        #expect(rebuilt.records.values.map(\.constraint.name).contains("a.width <= 40 (hugging)"))
    }
}
