// Explanations for unsatisfiable constraints.

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
        var tableau = Tableau()
        for var record in list {
            record.marker = -1
            record.other = -1
            record.wantsMarker = false
            if !tableau.insert(&record) { return false }
        }
        return true
    }
}
