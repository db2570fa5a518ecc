// Explanations for unsatisfiable constraints, and ambiguity checks.

extension Solver {
    /// The required constraints in the solver that `record`'s constraint
    /// conflicts with, in insertion order.
    ///
    /// Candidates are the required constraints connected to it through
    /// shared variables. If there are at most `explanationSearchLimit` of
    /// them, a deletion filter shrinks them to a minimal conflicting set
    /// (each test re-solves the required subsystem from scratch);
    /// otherwise the whole connected set is returned.
    func requiredConflicts(with record: ConstraintRecord) -> [Constraint] {
        let required = records.values.filter { $0.constraint.isRequired }.sorted { $0.order < $1.order }
        // Connected component through shared variables.
        var reached: Set<ObjectIdentifier> = Set(record.constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var inComponent = [Bool](repeating: false, count: required.count)
        var grew = true
        while grew {
            grew = false
            for (i, r) in required.enumerated() where !inComponent[i] {
                let vars = r.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                if vars.contains(where: { reached.contains($0) }) {
                    inComponent[i] = true
                    reached.formUnion(vars)
                    grew = true
                }
            }
        }
        var candidates = required.indices.filter { inComponent[$0] }.map { required[$0] }
        guard candidates.count <= Solver.explanationSearchLimit else { return candidates.map(\.constraint) }
        var i = 0
        while i < candidates.count {
            var trial = candidates
            trial.remove(at: i)
            if !Solver.isFeasible(trial + [record]) { candidates = trial } else { i += 1 }
        }
        return candidates.map(\.constraint)
    }

    /// The largest candidate set the deletion filter searches.
    static let explanationSearchLimit = 64

    /// Whether the given constraints (with their current constants) can all
    /// hold, solved from scratch.
    static func isFeasible(_ list: [ConstraintRecord]) -> Bool {
        let solver = Solver()
        for var record in list {
            record.marker = -1
            record.other = -1
            record.wantsMarker = false
            if !solver.insert(&record) { return false }
        }
        return true
    }

    /// Whether `variable`'s value is not pinned by the constraints at or
    /// above `priority`: whether it can move while every required
    /// constraint still holds and the violations at levels ≥ `priority`
    /// stay optimal (lower levels are ignored).
    ///
    /// Checks the directions of the current basis: the variable is
    /// ambiguous if it (or a parametric symbol its row depends on) is free
    /// to move — unrestricted or a slack/error that may grow — with a zero
    /// cost at every level ≥ `priority`, and no tight restricted row blocks
    /// that move. Exact for non-degenerate tableaux; at a degenerate vertex
    /// it may answer `false` for a variable a further pivot could move.
    /// A variable no constraint mentions is ambiguous.
    public func isAmbiguous(_ variable: Variable, atOrAbove priority: Double = Constraint.required) -> Bool {
        rebuildIfNeeded()
        guard let s = variableSymbols[ObjectIdentifier(variable)] else { return true }
        if isDerived(s) {
            let row = expanded([(s, 1)], constant: 0)
            return row.cells.contains { canMove($0.symbol, priority: priority) }
        }
        guard let row = self.row(of: s) else { return canMove(s, priority: priority) }
        for cell in row.cells where canMove(cell.symbol, priority: priority) { return true }
        return false
    }

    /// Whether parametric symbol `s` can move (either way if unrestricted,
    /// up otherwise) at zero cost at levels ≥ `priority` without a tight
    /// restricted row stopping it.
    func canMove(_ s: Int, priority: Double) -> Bool {
        if kinds[s] == .dummy { return false }
        if hasCost(s, atOrAbove: priority) { return false }
        var upBlocked = false, downBlocked = kinds[s].isRestricted
        for basic in column(s) where kinds[basic].isRestricted {
            let row = self.row(of: basic)!
            guard nearZero(row.constant) else { continue }
            let k = row.coefficient(of: s)
            if k < 0 { upBlocked = true } else if k > 0 { downBlocked = true }
        }
        return !upBlocked || !downBlocked
    }
}
