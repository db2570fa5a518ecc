// Sizing the solver's storage up front.

extension Solver {
    /// The constraints in the log (edit constraints included) and the
    /// symbols of the tableau.
    package var storageCounts: (constraints: Int, symbols: Int) {
        (records.count, tableau.kinds.count)
    }

    /// Makes room for `constraints` more constraints and `symbols` more
    /// symbols, so that building a large system grows no table step by step
    /// (each doubling briefly holds the old and the new storage).
    /// - Complexity: O(constraints + symbols).
    package func reserveCapacity(constraints: Int, symbols: Int) {
        records.reserveCapacity(records.count + max(constraints, 0))
        tableau.reserveSymbols(max(symbols, 0))
        tableau.reserveRows(max(constraints, 0))
    }
}

extension Tableau {
    /// Makes room for `count` more constraints: rows and definitions (a
    /// constraint becomes at most one of each).
    mutating func reserveRows(_ count: Int) {
        store.reserveCapacity(store.count + count)
        slotBasic.reserveCapacity(slotBasic.count + count)
        definitionSymbols.reserveCapacity(definitionSymbols.count + count)
        definitionConstants.reserveCapacity(definitionConstants.count + count)
        definitionStart.reserveCapacity(definitionStart.count + count)
    }

    /// Makes room for `count` more symbols in every per-symbol array.
    mutating func reserveSymbols(_ count: Int) {
        let n = kinds.count + count
        kinds.reserveCapacity(n)
        basicSlot.reserveCapacity(n)
        columns.reserveCapacity(n)
        definitionIndex.reserveCapacity(n)
        symbolVariables.reserveCapacity(n)
        dependents.reserveCapacity(n)
        changedMark.reserveCapacity(n)
        objective.reserveCapacity(n)
        touchedMark.reserveCapacity(n)
    }
}
