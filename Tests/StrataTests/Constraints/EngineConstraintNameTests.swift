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

    /// The user constraints of `userConstraintNamesReadAsTheEquationWhenAdded`.
    enum UserCase: String, CaseIterable, Sendable {
        case leading = "a.leading == root.leading + 8"
        case width = "a.width == 40"
        case half = "a.height == root.height * 0.5 - 2"
        case margin = "a.top >= root.layoutMarginsGuide.top"

        @MainActor
        func make(_ a: View, _ root: View) -> LayoutConstraint {
            switch self {
            case .leading: a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            case .width: a.widthAnchor.constraint(equalToConstant: 40)
            case .half: a.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: -2)
            case .margin: a.topAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.topAnchor)
            }
        }
    }

    /// A user constraint's solver name is built when read, from parts
    /// captured when it was added (`ConstraintEquation`): it reads as the
    /// equation did then, even after the constant, the priority and an
    /// identifier changed.
    @Test(arguments: UserCase.allCases)
    func userConstraintNamesReadAsTheEquationWhenAdded(_ userCase: UserCase) throws {
        let expected = userCase.rawValue
        let window = Window(size: Size(width: 400, height: 300))
        let root = window.rootView
        root.identifier = "root"
        let a = makeView("a")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let c = userCase.make(a, root)
        c.isActive = true
        #expect(c.equationDescription == expected)
        window.layoutIfNeeded()
        let solver = try #require(window.engine?.solver)
        let names = solver.records.values.map(\.constraint.name)
        #expect(names.contains(expected))
        // Later changes do not rename the solver constraint already made.
        c.constant += 1
        a.identifier = "renamed"
        #expect(names == solver.records.values.map(\.constraint.name))
        #expect(!solver.records.values.map(\.constraint.name).contains { $0.hasPrefix("renamed") })
    }
}

