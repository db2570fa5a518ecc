// Reading values by symbol id, for callers that read the same variables
// after every solve (the layout engine writing frames).

extension Solver {
    /// The symbol of `variable`, or -1 if no constraint mentions it.
    ///
    /// Symbol ids stay valid until the tableau is re-derived, which
    /// `rebuildCount` counts; call `updateVariables()` first.
    package func existingSymbol(of variable: Variable) -> Int {
        tableau.symbols.byVariable[ObjectIdentifier(variable)] ?? -1
    }

    /// The values of `symbols` (from `existingSymbol(of:)`), in order, into
    /// `values` (emptied first).
    /// - Complexity: O(symbols), plus bringing derived values up to date
    ///   once; no per-read lookups or access checks.
    package func values(ofSymbols symbols: [Int], into values: inout [Double]) {
        rebuildIfNeeded()
        if tableau.derivedValuesAreStale { tableau.updateDerivedValues() }
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: symbols.count))
        let index = tableau.definitions.index, derived = tableau.derived.values, slots = tableau.symbols.basicSlot
        tableau.rows.store.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                for (k, s) in symbols.enumerated() where s >= 0 {
                    let d = index[s]
                    if d >= 0 {
                        values[k] = derived[d]
                    } else {
                        let slot = slots[s]
                        // Reads the constant in place (`!` would copy the
                        // row and retain its cells).
                        if slot >= 0 { values[k] = rows[slot]?.constant ?? 0 }
                    }
                }
            }
        }
    }
}
