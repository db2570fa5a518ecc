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
        if allValuesChanged || changedMark[symbol] || dependents[symbol].isEmpty { return }
        if isMany(changedSymbols.count + 1) {
            allValuesChanged = true
            return
        }
        changedMark[symbol] = true
        changedSymbols.append(symbol)
    }

    /// Whether `count` changed symbols are too many to follow one by one
    /// (more than one per eight evaluated definitions).
    @inline(__always)
    func isMany(_ count: Int) -> Bool { count * 8 > evaluatedDefinitions }

    /// Whether `derivedValues` lags behind the tableau or the definitions.
    var derivedValuesAreStale: Bool {
        evaluatedDefinitions != definitionSymbols.count || !changedSymbols.isEmpty || allValuesChanged
    }

    /// The value of derived symbol `s`.
    /// - Complexity: O(1) when nothing changed since the last read;
    ///   otherwise O(definitions downstream of the change · log).
    mutating func derivedValue(_ s: Int) -> Double {
        if derivedValuesAreStale { updateDerivedValues() }
        return derivedValues[definitionIndex[s]]
    }

    /// Brings `derivedValues` up to date with the tableau.
    mutating func updateDerivedValues() {
        let count = definitionSymbols.count
        // Many changes (a build, or an edit that moves everything): one
        // sequential pass is cheaper than following dependents.
        let full = allValuesChanged
        allValuesChanged = false
        // New definitions: new values a reader has not seen.
        if count > evaluatedDefinitions { allMoved = true }
        var moved: [Int32] = []
        swap(&moved, &self.moved)
        var allMoved = self.allMoved
        var heap: [Int] = []  // max-heap of negated definition indices
        var queued: [Bool] = []
        swap(&queued, &definitionQueued)
        if queued.count < count { queued.append(contentsOf: repeatElement(false, count: count - queued.count)) }
        var visited: [Int] = []
        if !full {
            for s in changedSymbols {
                for d in dependents[s] where Int(d) < evaluatedDefinitions && !queued[Int(d)] {
                    queued[Int(d)] = true
                    visited.append(Int(d))
                    heapPush(&heap, -Int(d))
                }
            }
        }
        for s in changedSymbols { changedMark[s] = false }
        changedSymbols.removeAll(keepingCapacity: true)
        var values: [Double] = []
        swap(&values, &derivedValues)
        let first = full ? 0 : evaluatedDefinitions
        values.removeSubrange(first...)
        values.append(contentsOf: repeatElement(0, count: count - first))
        let index = definitionIndex, slots = basicSlot, start = definitionStart, constants = definitionConstants
        let dependents = self.dependents, symbols = definitionSymbols, symbolCount = kinds.count
        let movedLimit = self.movedLimit
        definitionCells.withUnsafeBufferPointer { cells in
            store.withUnsafeBufferPointer { rows in
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
                        Tableau.record(moved: symbols[d], in: &moved, allMoved: &allMoved, limit: movedLimit,
                                       symbolCount: symbolCount)
                        for next in dependents[symbols[d]] where Int(next) < first && !queued[Int(next)] {
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
                                Tableau.record(moved: symbols[d], in: &moved, allMoved: &allMoved, limit: movedLimit,
                                               symbolCount: symbolCount)
                            }
                            values[d] = v
                        }
                    }
                }
            }
        }
        swap(&values, &derivedValues)
        swap(&moved, &self.moved)
        self.allMoved = allMoved
        for d in visited { queued[d] = false }
        swap(&queued, &definitionQueued)
        evaluatedDefinitions = count
    }
}
