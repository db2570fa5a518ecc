// Which values moved: for readers that write out only what changed.
//
// Every change of a tableau value goes through `valueChanged` (row
// constants, symbols entering or leaving the basis) and every change of a
// derived value through `updateDerivedValues`; both record the symbol
// here. Past one symbol in eight (or after a structural change: a new
// symbol, a new definition) the list gives up and says "everything".

extension Tableau {
    /// Records that the value of `symbol` may have changed, for
    /// `Solver.takeMovedSymbols`.
    @inline(__always)
    mutating func recordMoved(_ symbol: Int) {
        if allMoved { return }
        if isManyMoved(moved.count) {
            allMoved = true
            moved.removeAll(keepingCapacity: true)
            return
        }
        moved.append(Int32(truncatingIfNeeded: symbol))
    }
}

extension Tableau {
    /// Whether a record of `count` moved symbols is past the limit.
    @inline(__always)
    func isManyMoved(_ count: Int) -> Bool {
        count >= movedLimit || count * 8 >= max(kinds.count, 64)
    }
}

extension Solver {
    /// The most moved symbols a reader wants listed: past it,
    /// `takeMovedSymbols` says "everything" (recording stops early, so an
    /// edit that moves everything pays little for the record). Survives a
    /// re-derivation of the tableau.
    package var movedSymbolLimit: Int {
        get { tableau.movedLimit }
        set {
            tableau.movedLimit = newValue
            movedLimit = newValue
        }
    }

    /// Brings the derived values up to date and hands over the symbols
    /// whose values may have changed since the previous call (in no
    /// particular order, possibly repeated), emptying the record.
    ///
    /// Returns `false`, handing over nothing, when the record gave up
    /// (many values changed, or the system's structure did): the caller
    /// then reads every value it needs.
    /// - Complexity: O(symbols handed over), plus bringing derived values
    ///   up to date once.
    package func takeMovedSymbols(into symbols: inout [Int32]) -> Bool {
        rebuildIfNeeded()
        if tableau.derivedValuesAreStale { tableau.updateDerivedValues() }
        symbols.removeAll(keepingCapacity: true)
        defer {
            tableau.moved.removeAll(keepingCapacity: true)
            tableau.allMoved = false
        }
        if tableau.allMoved { return false }
        symbols.append(contentsOf: tableau.moved)
        return true
    }

    /// The value of symbol `s` (from `existingSymbol(of:)`; 0 for -1),
    /// with the derived values as they were last brought up to date (call
    /// `takeMovedSymbols` or `values(ofSymbols:into:)` first).
    /// - Complexity: O(1).
    package func currentValue(ofSymbol s: Int) -> Double {
        if s < 0 { return 0 }
        let d = tableau.definitionIndex[s]
        if d >= 0 { return tableau.derivedValues[d] }
        let slot = tableau.basicSlot[s]
        return slot >= 0 ? tableau.store[slot]?.constant ?? 0 : 0
    }
}
