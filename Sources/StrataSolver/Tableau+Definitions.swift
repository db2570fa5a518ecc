// Defined variables: required equalities that introduce a fresh variable
// are kept out of the tableau as definitions.
//
// A stack chain `x[i+1] == x[i] + w[i] + 8` makes every position the sum of
// all earlier widths. In the tableau every basic row is written in terms of
// parametric symbols only, so once the widths are pinned by their own
// constraints the row of `x[k]` holds k cells and the tableau grows with N².
// A required equality with a fresh variable `v` (one no earlier
// constraint mentions; the newest with a positive coefficient, else the
// newest) is instead stored as the
// definition `v = …`, in terms of other variables, derived ones included.
// This is an exact change of variables: `v` is free and appears nowhere
// else, so substituting its definition into every later constraint gives an
// equivalent system. Later tableau rows that mention a derived variable
// expand it (newest definition first); values are evaluated in definition
// order, which is a topological order since a definition only mentions
// variables that existed before it.

extension Tableau {
    /// Stores `record` as a definition if it is a required equality with a
    /// fresh variable and no marker; false if it must go to the tableau.
    ///
    /// Allocates nothing but the growth of the definition arrays: the
    /// cells are merged straight into the end of `definitions.cells`.
    /// - Complexity: O(t²) for t terms (t is a handful).
    mutating func insertDefinition(_ record: ConstraintRecord) -> Bool {
        let c = record.constraint
        guard c.isRequired, c.relation == .equal, !record.wantsMarker else { return false }
        return c.expression.terms.withUnsafeBufferPointer { terms in
            // Each term's symbol, looked up once (-1: the variable is fresh;
            // -2: not looked up yet), in a stack buffer for the usual
            // handful of terms.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: terms.count) { known in
                insertDefinition(record, terms: terms, symbols: known)
            }
        }
    }

    /// `insertDefinition(_:)` over the expression's terms, with `known`
    /// (one slot per term) as scratch for their symbols.
    private mutating func insertDefinition(_ record: ConstraintRecord, terms: UnsafeBufferPointer<Term>,
                                           symbols known: UnsafeMutableBufferPointer<Int>) -> Bool
    {
        let n = terms.count
        for j in 0..<n { known[j] = -2 }
        // The newest fresh variable with a positive net coefficient (the
        // left-hand side of `a == b + c`), else the newest fresh one. In a
        // chain `x[i+1] == x[i] + w[i] + 8` that is the position, so the
        // widths, which later constraints pin, stay in the tableau.
        var candidate = -1, fallback = -1
        var candidateCoefficient = 0.0, fallbackCoefficient = 0.0
        var i = n - 1
        while i >= 0 {
            defer { i -= 1 }
            let variable = terms[i].variable
            let s = symbols.byVariable[ObjectIdentifier(variable)] ?? -1
            known[i] = s
            guard s < 0 else { continue }
            var net = 0.0
            var isLast = true
            for j in 0..<n where terms[j].variable === variable {
                if j > i { isLast = false }
                net += terms[j].coefficient
            }
            guard isLast, !nearZero(net) else { continue }
            if net > 0 {
                candidate = i
                candidateCoefficient = net
                break
            }
            if fallback < 0 { fallback = i; fallbackCoefficient = net }
        }
        if candidate < 0 { candidate = fallback; candidateCoefficient = fallbackCoefficient }
        if candidate < 0 { return false }
        let derivedVariable = terms[candidate].variable
        // Symbols in term order (creation order stays that of the terms):
        // only the fresh variables (and those not looked up) are looked up
        // again, since a fresh one may repeat.
        for j in 0..<n where known[j] < 0 { known[j] = symbol(for: terms[j].variable) }
        let v = known[candidate]
        let d = definitions.symbols.count
        if d == 0 && definitions.symbols.capacity == 0 {
            // Room for a small system's definitions at once (most have two
            // or three cells), instead of doubling from one.
            reserveRows(0, definitions: Tableau.initialSymbolCapacity)
            definitions.cells.reserveCapacity(2 * Tableau.initialSymbolCapacity)
        }
        let first = definitions.cells.count
        // `Row.add` on the tail of the cell array: sorted by symbol,
        // repeated symbols summed in term order, cancelled cells dropped.
        for j in 0..<n where terms[j].variable !== derivedVariable && !nearZero(terms[j].coefficient) {
            let s = known[j]
            let k = -terms[j].coefficient / candidateCoefficient
            let end = definitions.cells.count
            var p = end
            while p > first && definitions.cells[p - 1].symbol > s { p -= 1 }
            if p > first && definitions.cells[p - 1].symbol == s {
                let sum = definitions.cells[p - 1].coefficient + k
                if nearZero(sum) {
                    definitions.cells.remove(at: p - 1)
                } else {
                    definitions.cells[p - 1].coefficient = sum
                }
            } else if !nearZero(k) {
                // Appended, then moved down into place (usually it is
                // already there: terms mostly come in creation order).
                definitions.cells.append(RowCell(symbol: s, coefficient: k))
                var q = end
                while q > p {
                    definitions.cells.swapAt(q, q - 1)
                    q -= 1
                }
            }
        }
        definitions.index[v] = d
        definitions.symbols.append(v)
        definitions.constants.append(-record.constant / candidateCoefficient)
        definitions.start.append(definitions.cells.count)
        for p in first..<definitions.cells.count {
            let s = definitions.cells[p].symbol
            if s >= definitions.dependents.count {
                definitions.dependents.append(contentsOf: repeatElement([], count: s + 1 - definitions.dependents.count))
            }
            definitions.dependents[s].append(Int32(d))
        }
        return true
    }

    /// Whether some definition mentions `symbol`.
    @inline(__always)
    func hasDependents(_ symbol: Int) -> Bool {
        symbol < definitions.dependents.count && !definitions.dependents[symbol].isEmpty
    }

    /// Whether `symbol` is a derived variable.
    @inline(__always)
    func isDerived(_ symbol: Int) -> Bool { definitions.index[symbol] >= 0 }

    /// `Σ coefficient · symbol + constant` in terms of parametric symbols:
    /// basic symbols are replaced by their rows and derived ones by their
    /// definitions (newest first, so each definition is expanded once).
    ///
    /// Sums are kept in dense scratch arrays indexed by symbol and by
    /// definition (`definitions.expansion`), not in dictionaries: each symbol's sum
    /// sees the same additions in the same order, so the row is the same.
    /// - Complexity: O(cells read + k log k) for k symbols in the result.
    mutating func expanded(_ terms: [(symbol: Int, coefficient: Double)], constant: Double) -> Row {
        var x = ExpansionScratch()
        swap(&x, &definitions.expansion)
        x.prepare(symbols: symbols.kinds.count, definitions: definitions.symbols.count)
        var total = constant
        func addTableau(_ s: Int, _ k: Double) {
            if let basic = self.row(of: s) {
                total += k * basic.constant
                for cell in basic.cells { x.addSum(cell.symbol, k * cell.coefficient) }
            } else {
                x.addSum(s, k)
            }
        }
        func add(_ s: Int, _ k: Double) {
            let d = definitions.index[s]
            if d < 0 { addTableau(s, k); return }
            if x.isPending[d] {
                x.pending[d] += k
            } else {
                x.isPending[d] = true
                x.pending[d] = k
                heapPush(&x.heap, d)
            }
        }
        for term in terms { add(term.symbol, term.coefficient) }
        while let d = heapPop(&x.heap) {
            let k = x.pending[d]
            x.pending[d] = 0
            x.isPending[d] = false
            total += k * definitions.constants[d]
            for i in definitions.start[d]..<definitions.start[d + 1] {
                let cell = definitions.cells[i]
                add(cell.symbol, k * cell.coefficient)
            }
        }
        var row = Row(constant: total)
        x.touched.sort()
        // Room for the slack and error cells `createRow` appends next.
        row.cells.reserveCapacity(x.touched.count + 2)
        for s in x.touched {
            let k = x.sums[s]
            x.sums[s] = 0
            x.hasSum[s] = false
            if !nearZero(k) { row.cells.append(RowCell(symbol: s, coefficient: k)) }
        }
        x.touched.removeAll(keepingCapacity: true)
        swap(&x, &definitions.expansion)
        return row
    }
}

/// Scratch space of `Tableau.expanded`: sums by symbol, pending
/// coefficients by definition, and the heap of pending definitions. All
/// sums and pending values are zero, and all marks false, between calls.
struct ExpansionScratch {
    /// The coefficient summed so far for each symbol.
    var sums: [Double] = []
    /// Whether each symbol has a sum (is in `touched`).
    var hasSum: [Bool] = []
    /// The symbols with a sum, in first-touched order.
    var touched: [Int] = []
    /// The coefficient waiting to be expanded for each definition.
    var pending: [Double] = []
    /// Whether each definition is waiting (is in `heap`).
    var isPending: [Bool] = []
    /// Max-heap of waiting definition indices.
    var heap: [Int] = []

    /// Grows the arrays to cover `symbols` symbols and `definitions`
    /// definitions.
    mutating func prepare(symbols: Int, definitions: Int) {
        if sums.count < symbols {
            sums.append(contentsOf: repeatElement(0, count: symbols - sums.count))
            hasSum.append(contentsOf: repeatElement(false, count: symbols - hasSum.count))
        }
        if pending.count < definitions {
            pending.append(contentsOf: repeatElement(0, count: definitions - pending.count))
            isPending.append(contentsOf: repeatElement(false, count: definitions - isPending.count))
        }
    }

    /// `sums[s] += k`, recording `s` the first time.
    @inline(__always)
    mutating func addSum(_ s: Int, _ k: Double) {
        if !hasSum[s] {
            hasSum[s] = true
            touched.append(s)
        }
        sums[s] += k
    }
}

/// Pushes `x` on the max-heap `heap`.
func heapPush(_ heap: inout [Int], _ x: Int) {
    heap.append(x)
    var i = heap.count - 1
    while i > 0 {
        let parent = (i - 1) >> 1
        if heap[parent] >= heap[i] { break }
        heap.swapAt(parent, i)
        i = parent
    }
}

/// Pops the largest element of the max-heap `heap`, or nil when empty.
func heapPop(_ heap: inout [Int]) -> Int? {
    guard let last = heap.popLast() else { return nil }
    if heap.isEmpty { return last }
    let top = heap[0]
    heap[0] = last
    var i = 0
    while true {
        let l = 2 * i + 1, r = l + 1
        var m = i
        if l < heap.count && heap[l] > heap[m] { m = l }
        if r < heap.count && heap[r] > heap[m] { m = r }
        if m == i { break }
        heap.swapAt(i, m)
        i = m
    }
    return top
}
