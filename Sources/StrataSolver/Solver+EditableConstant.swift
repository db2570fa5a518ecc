extension Solver {
    /// Adds a constraint whose constant will be changed often with
    /// `setConstant(_:for:)`: a required equality gets its marker at once,
    /// so that even the first change is an in-place edit rather than a
    /// re-derivation of the tableau. Otherwise the same as
    /// `addConstraint(_:)`.
    package func addConstraintWithEditableConstant(_ constraint: Constraint) throws(SolverError) {
        rebuildIfNeeded()
        let key = ObjectIdentifier(constraint)
        if records[key] != nil { throw .duplicateConstraint(constraint) }
        var record = ConstraintRecord(constraint: constraint, constant: constraint.expression.constant,
                                      order: nextOrder)
        record.wantsMarker = true
        nextOrder += 1
        guard tableau.insert(&record) else {
            throw .unsatisfiable(constraint, conflicts: requiredConflicts(with: record))
        }
        records[key] = record
    }
}
