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

    /// The engine's node variables are named from a shared table when read
    /// (`NodeVariableNames`); each name must read as the formatted one did:
    /// the view's identifier or `view<node>`, a guide's owner name and its
    /// identifier or `guide<node>`, then `.x`, `.y`, `.width`, `.height`.
    @Test func nodeVariableNamesReadAsFormatted() throws {
        let window = Window(size: Size(width: 400, height: 300))
        let root = window.rootView
        root.identifier = "root"
        let a = makeView("a"), b = View()
        let unnamed = LayoutGuide(), gap = LayoutGuide()
        gap.identifier = "gap"
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        a.addLayoutGuide(unnamed)
        b.addLayoutGuide(gap)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            unnamed.widthAnchor.constraint(equalToConstant: 10),
            gap.heightAnchor.constraint(equalTo: b.heightAnchor),
        ])
        window.layoutIfNeeded()
        let nodes = try #require(window.engine?.nodes)
        func base(_ i: Int) -> String {
            let n = nodes[i]
            if let view = n.view { return view.identifier ?? "view\(i)" }
            let guide = try! #require(n.guide)
            return "\(base(n.parent)).\(guide.identifier.isEmpty ? "guide\(i)" : guide.identifier)"
        }
        var expected: [String] = [], names: [String] = []
        for (i, n) in nodes.enumerated() {
            for (part, v) in zip(["x", "y", "width", "height"], [n.x, n.y, n.width, n.height]) {
                expected.append("\(base(i)).\(part)")
                names.append(v.name)
            }
        }
        #expect(names == expected)
        #expect(names.contains("root.x") && names.contains("a.width"))
        #expect(names.contains { $0.hasPrefix("view") && $0.hasSuffix(".gap.height") })
        #expect(names.contains { $0.hasPrefix("a.guide") && $0.hasSuffix(".y") })
    }
}

