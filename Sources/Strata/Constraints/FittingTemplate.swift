import StrataSolver

/// A solved canonical fitting system shared by every view whose canonical
/// system is identical (see `FittingCache`): the cells of one class in a
/// list, built alike, have the same system, so only the first one's is
/// inserted into a solver and solved; the others restore its snapshot.
///
/// **Exact.** A canonical build is first *recorded* (`LayoutEngine.recorded`):
/// the solver constraints in the order they would be added, without
/// adding them. The `FittingSignature` of the recording is every number
/// the solver reads from it (each constraint's relation, priority,
/// constant, and its terms as node-variable slot and coefficient, bit for
/// bit), plus the measurement's layout (the content-size entries, which
/// constraints it edits, the fitting priorities and direction). Two
/// recordings with equal signatures are the same system up to the names
/// of the variables, and the solver is deterministic (symbol ids by
/// creation order, ties broken by id, never by object address), so the
/// shared snapshot is bit for bit what a build of the second view's own
/// recording would give, with the first view's `Variable` and
/// `Constraint` objects standing for its own. A system whose terms name
/// a variable that is not a node's (scroll contents, an arranger's own
/// variables), whose build broke a required constraint, or that has a
/// user priority at the pins' level, is never shared.
///
/// The shared objects hold no views (names are strings), so a template
/// outlives the views it was built for without keeping them. Only the
/// constraints' and variables' names (diagnostics, never read by a
/// measurement) name the first view's subtree.
@MainActor
package final class FittingTemplate {
    /// The solved canonical state, with the edited constraints' columns
    /// prepared (`Solver.prepareConstantEdits`).
    let snapshot: Solver.Snapshot
    /// The node variables of the system, four a node (x, y, width,
    /// height), in node order.
    let variables: [Variable]
    /// The constraints a measurement edits, as `FittingCache.edited`.
    let edited: [Constraint]

    init(snapshot: Solver.Snapshot, variables: [Variable], edited: [Constraint]) {
        self.snapshot = snapshot
        self.variables = variables
        self.edited = edited
    }

    /// The templates by signature (lookup only: nothing iterates it).
    static var store: [FittingSignature: FittingTemplate] = [:]
    /// How many templates `store` keeps; past it, it starts again empty
    /// (a template is a small solver state; the answers never depend on
    /// what is kept).
    static let capacity = 64
    /// Whether canonical builds are recorded and shared (tests and the
    /// benchmark of the unshared build turn it off).
    package static var isEnabled = true

    /// Forgets every template (the next canonical build of each system is
    /// done in full).
    package static func removeAll() {
        store.removeAll()
    }

    /// How many templates are kept.
    package static var count: Int { store.count }

    /// Keeps `template` for `signature`.
    static func keep(_ template: FittingTemplate, for signature: FittingSignature) {
        if store.count >= capacity { store.removeAll() }
        store[signature] = template
    }
}

/// Every number a recorded canonical fitting system gives the solver, and
/// the shape of its measurements (see `FittingTemplate`).
struct FittingSignature: Hashable {
    /// The words, in a fixed layout (see `init`).
    let words: [UInt64]
    /// A digest of `words`, computed once: hashing hands the dictionary
    /// this one word rather than a few hundred (equality still compares
    /// every word).
    let digest: UInt64

    static func == (a: FittingSignature, b: FittingSignature) -> Bool {
        a.digest == b.digest && a.words == b.words
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// The signature of `recorded` in an engine of `nodeCount` nodes whose
    /// node variables are named by `names`, or `nil` when a term names a
    /// variable that is not one of them.
    ///
    /// Not isolated to the main actor (it reads no view): an isolated
    /// initializer checked the executor on every closure call.
    /// - Complexity: O(terms of the recorded constraints + edited × recorded).
    init?(names: ConstraintNames, nodeCount: Int, recorded: [Constraint], edited: [Constraint],
          entries: [FittingIntrinsic], horizontal: LayoutPriority, vertical: LayoutPriority,
          direction: UserInterfaceLayoutDirection) {
        let limit = 4 * nodeCount
        var w: [UInt64] = []
        w.reserveCapacity(8 + 9 * entries.count + edited.count + 8 * recorded.count)
        w.append(horizontal.rawValue.bitPattern)
        w.append(vertical.rawValue.bitPattern)
        w.append(direction == .rightToLeft ? 1 : 0)
        w.append(UInt64(nodeCount))
        w.append(UInt64(entries.count))
        for e in entries {
            w.append(UInt64(e.node))
            w.append(e.exceptAxis == nil ? 0 : e.exceptAxis == .horizontal ? 1 : 2)
            w.append(e.priority.map { $0.bitPattern } ?? UInt64.max)
            w.append((e.hasWidth ? 1 : 0) | (e.hasHeight ? 2 : 0))
            w.append(e.priorities.0.bitPattern)
            w.append(e.priorities.1.bitPattern)
            w.append(e.priorities.2.bitPattern)
            w.append(e.priorities.3.bitPattern)
        }
        w.append(UInt64(edited.count))
        for c in edited {
            var k = 0
            while k < recorded.count && recorded[k] !== c { k += 1 }
            if k == recorded.count { return nil }
            w.append(UInt64(k))
        }
        w.append(UInt64(recorded.count))
        for c in recorded {
            let relation: UInt64 = switch c.relation {
            case .equal: 0
            case .lessOrEqual: 1
            case .greaterOrEqual: 2
            }
            w.append(relation | UInt64(c.expression.terms.count) << 2)
            w.append(c.priority.bitPattern)
            w.append(c.expression.constant.bitPattern)
            for t in c.expression.terms {
                guard let slot = t.variable.nameIndex(in: names), slot < limit else { return nil }
                w.append(UInt64(slot))
                w.append(t.coefficient.bitPattern)
            }
        }
        words = w
        // A multiply-rotate mix of every word (not cryptographic: the
        // dictionary's own seeded hash runs over the result).
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for x in w {
            let m = (h ^ x) &* 0xBF58_476D_1CE4_E5B9
            h = m << 27 | m >> 37
        }
        digest = h
    }
}

extension LayoutEngine {
    /// Takes `template`'s system as this engine's: its solver restored
    /// from the template's snapshot, each node's variables the template's
    /// (the recording this engine made has the template's signature).
    func adopt(_ template: FittingTemplate) {
        let v = template.variables
        for i in nodes.indices {
            let n = nodes[i]
            nodes[i] = EngineNode(view: n.view, guide: n.guide, parent: n.parent,
                                  x: v[4 * i], y: v[4 * i + 1], width: v[4 * i + 2], height: v[4 * i + 3],
                                  pins: [], scrollIndex: n.scrollIndex)
        }
        solver = Solver()
        solver.restore(template.snapshot)
    }

    /// The node variables, four a node, in node order.
    var nodeVariables: [Variable] {
        var result: [Variable] = []
        result.reserveCapacity(4 * nodes.count)
        for n in nodes { result.append(contentsOf: [n.x, n.y, n.width, n.height]) }
        return result
    }
}
