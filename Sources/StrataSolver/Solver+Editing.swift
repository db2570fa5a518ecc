// Incremental changes: edit variables, suggested values and constants.

extension Solver {
    /// Makes `variable` an edit variable at `priority` (below 1000).
    ///
    /// Adds the optional constraint `variable == 0` at `priority`; move its
    /// target with `suggestValue(_:_:)`.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        rebuildIfNeeded()
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if priority >= Constraint.required { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, name: "edit(\(variable))")
        try addConstraint(constraint)
        edits[key] = EditRecord(variable: variable, constraint: constraint, value: 0)
    }

    /// Stops editing `variable`, removing its edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks edit variable `variable` to take `value`, re-solving
    /// incrementally (dual simplex over the rows its error symbols touch).
    ///
    /// `variable` must be an edit variable.
    /// - Complexity: O(rows mentioning the edit) plus the pivots needed.
    public func suggestValue(_ variable: Variable, _ value: Double) {
        rebuildIfNeeded()
        guard var edit = edits[ObjectIdentifier(variable)] else {
            preconditionFailure("suggestValue: \(variable) is not an edit variable")
        }
        let key = ObjectIdentifier(edit.constraint)
        var record = records[key]!
        let newConstant = -value
        tableau.shiftConstant(of: record, by: newConstant - record.constant)
        record.constant = newConstant
        records[key] = record
        edit.value = value
        edits[ObjectIdentifier(variable)] = edit
        let ok = tableau.dualOptimize()
        precondition(ok, "Strata solver: re-solving after an edit failed (internal error)")
    }

    /// Sets the constant of `constraint`: its right-hand side once every
    /// variable is on the left (`a == b + 8` has constant 8).
    ///
    /// Done in place through the constraint's marker and the dual simplex.
    /// A required equality has no marker until its first `setConstant`; that
    /// first call re-derives the tableau once to give it one. Throws
    /// `.unsatisfiable` (leaving the constant unchanged) if a required
    /// constraint cannot hold with the new value.
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        rebuildIfNeeded()
        let key = ObjectIdentifier(constraint)
        guard var record = records[key] else { throw .unknownConstraint(constraint) }
        let newConstant = -constant
        let delta = newConstant - record.constant
        if delta == 0 { return }
        if record.marker < 0 {
            record.wantsMarker = true
            records[key] = record
            rebuild()
            record = records[key]!
        }
        tableau.shiftConstant(of: record, by: delta)
        if tableau.dualOptimize() && tableau.dummyRowsAreZero(near: record.marker) {
            record.constant = newConstant
            records[key] = record
            return
        }
        // Revert: the old system is feasible, so the dual simplex succeeds.
        tableau.shiftConstant(of: record, by: -delta)
        tableau.queueInfeasibleRows()
        let ok = tableau.dualOptimize()
        precondition(ok, "Strata solver: restoring a constant failed (internal error)")
        throw .unsatisfiable(constraint, conflicts: requiredConflicts(with: record))
    }
}
