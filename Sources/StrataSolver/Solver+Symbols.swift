// Reading values by symbol id, for callers that read the same variables
// after every solve (the layout engine writing frames).

extension Solver {
    /// The symbol of `variable`, or -1 if no constraint mentions it.
    ///
    /// Symbol ids stay valid until the tableau is re-derived, which
    /// `rebuildCount` counts; call `updateVariables()` first.
    package func existingSymbol(of variable: Variable) -> Int {
        tableau.variableSymbols[ObjectIdentifier(variable)] ?? -1
    }

    /// The values of `symbols` (from `existingSymbol(of:)`), in order, into
    /// `values` (emptied first).
    /// - Complexity: O(symbols), plus bringing derived values up to date
    ///   once; no per-read lookups or access checks.
    package func values(ofSymbols symbols: [Int], into values: inout [Double]) {
        rebuildIfNeeded()
        if tableau.derivedValuesAreStale { tableau.updateDerivedValues() }
        values.removeAll(keepingCapacity: true)
        values.reserveCapacity(symbols.count)
        let index = tableau.definitionIndex, derived = tableau.derivedValues, slots = tableau.basicSlot
        tableau.store.withUnsafeBufferPointer { rows in
            for s in symbols {
                if s < 0 {
                    values.append(0)
                } else if index[s] >= 0 {
                    values.append(derived[index[s]])
                } else {
                    let slot = slots[s]
                    values.append(slot >= 0 ? rows[slot]!.constant : 0)
                }
            }
        }
    }
}
