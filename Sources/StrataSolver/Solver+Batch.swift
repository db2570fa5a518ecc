// Adding many constraints at once.

extension Solver {
    /// Adds `constraints` in order, exactly as one `addConstraint(_:)` each
    /// would (the same tableau, the same values, bit for bit), with the
    /// solver's tables sized for all of them first.
    ///
    /// Stops at the first error, which is the one `addConstraint(_:)` would
    /// throw for that constraint (`.duplicateConstraint`, or
    /// `.unsatisfiable` naming the required constraints it conflicts
    /// with); the constraints before it stay added, the ones after it are
    /// not added.
    /// - Complexity: that of adding each constraint; a batch of 64 or
    ///   more sizes the constraint log and the per-symbol tables once
    ///   instead of growing them step by step.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        rebuildIfNeeded()
        // Only for a large batch: reserving exactly what each of many small
        // batches needs would defeat the arrays' geometric growth.
        if constraints.count >= Solver.batchReserveThreshold {
            records.reserveCapacity(records.count + constraints.count)
            // Most constraints bring one or two symbols.
            tableau.reserveSymbols(constraints.count * 2)
        }
        for c in constraints { try addConstraint(c) }
    }

    /// The smallest batch `addConstraints(_:)` sizes the tables for.
    static let batchReserveThreshold = 64
}
