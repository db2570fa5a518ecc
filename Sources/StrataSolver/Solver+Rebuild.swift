// Re-deriving the tableau: a new `Tableau` and a replay of the log.

extension Solver {
    /// Re-derives the tableau from the remaining constraints, in their
    /// insertion order, if a removal asked for it.
    func rebuildIfNeeded() {
        if needsRebuild { rebuild() }
    }

    /// Re-derives the tableau from the constraints, in insertion order.
    func rebuild() {
        needsRebuild = false
        rebuildCount += 1
        tableau = Tableau()
        tableau.moved.limit = movedLimit
        let ordered = records.values.sorted { $0.order < $1.order }
        for var record in ordered {
            record.marker = -1
            record.other = -1
            let ok = tableau.insert(&record)
            precondition(ok, "Strata solver: a constraint became unsatisfiable while rebuilding")
            records[ObjectIdentifier(record.constraint)] = record
        }
        tableau.checkInvariants()
    }
}
