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
        Tableau.record(moved: symbol, in: &moved.symbols, allMoved: &moved.all, limit: moved.limit,
                       symbolCount: symbols.kinds.count)
    }

    /// The record's one rule, applied to `list` and `allMoved`: append
    /// `symbol`, or give up once the list reaches `limit` or one symbol in
    /// eight. Static, so `updateDerivedValues` applies it to its local
    /// copies inside its buffer closures without capturing them in a
    /// local function (whose accesses would be checked at run time).
    @inline(__always)
    static func record(moved symbol: Int, in list: inout [Int32], allMoved: inout Bool, limit: Int, symbolCount: Int) {
        if allMoved { return }
        if list.count >= limit || list.count * 8 >= max(symbolCount, 64) {
            allMoved = true
            list.removeAll(keepingCapacity: true)
            return
        }
        list.append(Int32(truncatingIfNeeded: symbol))
    }
}

extension Solver {
    /// The most moved symbols a reader wants listed: past it,
    /// `takeMovedSymbols` says "everything" (recording stops early, so an
    /// edit that moves everything pays little for the record). Survives a
    /// re-derivation of the tableau.
    package var movedSymbolLimit: Int {
        get { tableau.moved.limit }
        set {
            tableau.moved.limit = newValue
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
            tableau.moved.symbols.removeAll(keepingCapacity: true)
            tableau.moved.all = false
        }
        if tableau.moved.all { return false }
        symbols.append(contentsOf: tableau.moved.symbols)
        return true
    }
}
