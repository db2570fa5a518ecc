// The values of derived variables, kept up to date incrementally.
//
// A derived variable's value is its definition evaluated over tableau
// values and earlier derived values. Every change of a tableau value
// (a row constant, or a symbol entering or leaving the basis) records the
// symbol if some definition mentions it; the first read afterwards
// re-evaluates only the definitions downstream of the recorded symbols, in
// definition order (a topological order), and stops propagating where a
// value comes out bit-identical. Re-evaluating a definition over the same
// inputs gives the same bits, so the result equals a full evaluation.
//
// A stack edit that only moves the last item (hugging) re-evaluates one
// definition instead of the whole chain; an edit that moves every item
// (fill equally) falls back to one pass over all definitions, and a change
// that spreads to more than one definition in eight finishes with one
// sequential pass from where it got to.

extension Tableau {
    /// Records that the tableau value of `symbol` may have changed.
    ///
    /// Past one changed symbol per eight definitions, it stops recording
    /// and the next read evaluates every definition in one pass.
    @inline(__always)
    mutating func valueChanged(_ symbol: Int) {
        recordMoved(symbol)
        if derived.allChanged || derived.changedMark[symbol] || !hasDependents(symbol) { return }
        if isMany(derived.changedSymbols.count + 1) {
            derived.allChanged = true
            return
        }
        derived.changedMark[symbol] = true
        derived.changedSymbols.append(symbol)
    }

    /// Whether `count` changed symbols are too many to follow one by one
    /// (more than one per eight evaluated definitions).
    @inline(__always)
    func isMany(_ count: Int) -> Bool { count * 8 > derived.evaluatedCount }

    /// Whether `derived.values` lags behind the tableau or the definitions.
    var derivedValuesAreStale: Bool {
        derived.evaluatedCount != definitions.symbols.count || !derived.changedSymbols.isEmpty || derived.allChanged
    }

    /// The value of derived symbol `s`.
    /// - Complexity: O(1) when nothing changed since the last read;
    ///   otherwise O(definitions downstream of the change · log).
    mutating func derivedValue(_ s: Int) -> Double {
        if derivedValuesAreStale { updateDerivedValues() }
        return derived.values[definitions.index[s]]
    }

    /// Brings `derived.values` up to date with the tableau.
    mutating func updateDerivedValues() {
        let count = definitions.symbols.count
        // Many changes (a build, or an edit that moves everything): one
        // sequential pass is cheaper than following dependents.
        let full = derived.allChanged
        derived.allChanged = false
        // New definitions: new values a reader has not seen.
        if count > derived.evaluatedCount { moved.all = true }
        var movedList: [Int32] = []
        swap(&movedList, &moved.symbols)
        var allMoved = moved.all
        var heap: [Int] = []  // max-heap of negated definition indices
        var queued: [Bool] = []
        swap(&queued, &derived.queued)
        if queued.count < count { queued.append(contentsOf: repeatElement(false, count: count - queued.count)) }
        var visited: [Int] = []
        if !full {
            for s in derived.changedSymbols where s < definitions.dependents.count {
                for d in definitions.dependents[s] where Int(d) < derived.evaluatedCount && !queued[Int(d)] {
                    queued[Int(d)] = true
                    visited.append(Int(d))
                    heapPush(&heap, -Int(d))
                }
            }
        }
        for s in derived.changedSymbols { derived.changedMark[s] = false }
        derived.changedSymbols.removeAll(keepingCapacity: true)
        var values: [Double] = []
        swap(&values, &derived.values)
        let first = full ? 0 : derived.evaluatedCount
        values.removeSubrange(first...)
        values.append(contentsOf: repeatElement(0, count: count - first))
        let index = definitions.index, slots = symbols.basicSlot
        let start = definitions.start, constants = definitions.constants
        let dependents = definitions.dependents, derivedSymbols = definitions.symbols
        let symbolCount = symbols.kinds.count, movedLimit = moved.limit
        definitions.cells.withUnsafeBufferPointer { cells in
            rows.store.withUnsafeBufferPointer { rows in
                values.withUnsafeMutableBufferPointer { values in
                    /// Definition `d` over the current values.
                    @inline(__always)
                    func evaluate(_ d: Int) -> Double {
                        var v = constants[d]
                        for i in start[d]..<start[d + 1] {
                            let cell = cells[i]
                            let x: Double
                            let di = index[cell.symbol]
                            if di >= 0 {
                                x = values[di]
                            } else {
                                let slot = slots[cell.symbol]
                                x = slot >= 0 ? rows[slot]?.constant ?? 0 : 0
                            }
                            // `1 · x` is `x` exactly: skipping the product
                            // shortens the chain of dependent operations
                            // along a stack (x[i+1] = x[i] + w[i] + 8).
                            v += cell.coefficient == 1 ? x : cell.coefficient * x
                        }
                        return v
                    }
                    // The heap yields definitions in index order, so once
                    // the change has spread to more than one definition
                    // in eight, everything from the current one on is
                    // evaluated in one sequential pass instead (a width
                    // edit that moves every later item of a chain).
                    var sequentialFrom = first
                    while let negated = heapPop(&heap) {
                        let d = -negated
                        if isMany(visited.count) {
                            sequentialFrom = d
                            break
                        }
                        let v = evaluate(d)
                        if v.bitPattern == values[d].bitPattern { continue }
                        values[d] = v
                        Tableau.record(moved: derivedSymbols[d], in: &movedList, allMoved: &allMoved, limit: movedLimit,
                                       symbolCount: symbolCount)
                        let changed = derivedSymbols[d]
                        guard changed < dependents.count else { continue }
                        for next in dependents[changed] where Int(next) < first && !queued[Int(next)] {
                            queued[Int(next)] = true
                            visited.append(Int(next))
                            heapPush(&heap, -Int(next))
                        }
                    }
                    if allMoved {
                        for d in sequentialFrom..<count { values[d] = evaluate(d) }
                    } else {
                        for d in sequentialFrom..<count {
                            let v = evaluate(d)
                            if v.bitPattern != values[d].bitPattern {
                                Tableau.record(moved: derivedSymbols[d], in: &movedList, allMoved: &allMoved,
                                               limit: movedLimit, symbolCount: symbolCount)
                            }
                            values[d] = v
                        }
                    }
                }
            }
        }
        swap(&values, &derived.values)
        swap(&movedList, &moved.symbols)
        moved.all = allMoved
        for d in visited { queued[d] = false }
        swap(&queued, &derived.queued)
        derived.evaluatedCount = count
    }
}
