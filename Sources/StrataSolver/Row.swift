/// One `coefficient · symbol` cell of a sparse row.
struct RowCell {
    /// The symbol id.
    var symbol: Int
    /// The coefficient; never near zero inside a row.
    var coefficient: Double
}

/// A sparse linear row `Σ coefficient · symbol + constant`, cells sorted by
/// symbol id.
///
/// As a tableau row it reads `basic = cells + constant`. Sorting by id makes
/// every scan visit symbols in creation order, which is what makes tie
/// breaking deterministic.
struct Row {
    /// The cells, ascending by symbol id.
    var cells: [RowCell]
    /// The constant term.
    var constant: Double

    /// Creates the row `constant`.
    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// Binary search: the index of `symbol`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int) -> (found: Bool, index: Int) {
        var lo = 0, hi = cells.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (true, mid) }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    /// The coefficient of `symbol` (zero when absent).
    /// - Complexity: O(log n).
    @inline(__always)
    func coefficient(of symbol: Int) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// Whether every cell is a dummy (or the row has no cells).
    func allDummies(_ kinds: [SymbolKind]) -> Bool {
        cells.allSatisfy { kinds[$0.symbol] == .dummy }
    }

    /// Adds `coefficient · symbol`, dropping the cell if it cancels.
    /// - Complexity: O(n).
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let p = position(of: symbol)
        if p.found {
            let c = cells[p.index].coefficient + coefficient
            if nearZero(c) { cells.remove(at: p.index) } else { cells[p.index].coefficient = c }
        } else if !nearZero(coefficient) {
            // A new symbol (a slack or error term) is the newest: it goes at
            // the end, where an append skips `insert`'s general path (a
            // tenth of creating a row).
            if p.index == cells.count {
                cells.append(RowCell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(RowCell(symbol: symbol, coefficient: coefficient), at: p.index)
            }
        }
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Int) {
        let p = position(of: symbol)
        if p.found { cells.remove(at: p.index) }
    }

    /// Adds `factor · other`, calling `inserted`/`removed` for each symbol
    /// that appears in or cancels out of this row.
    /// - Complexity: O(n + m); merges into `scratch` and hands the old
    ///   cell buffer back in it, so repeated merges reuse two buffers.
    mutating func add(_ other: Row, times factor: Double, scratch: inout [RowCell],
                      inserted: (Int) -> Void, removed: (Int) -> Void)
    {
        constant += factor * other.constant
        if other.cells.isEmpty { return }
        var result: [RowCell] = []
        swap(&result, &scratch)
        result.removeAll(keepingCapacity: true)
        result.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        let a = cells, b = other.cells
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                result.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = factor * b[j].coefficient
                if !nearZero(c) {
                    result.append(RowCell(symbol: b[j].symbol, coefficient: c))
                    inserted(b[j].symbol)
                }
                j += 1
            } else {
                let c = a[i].coefficient + factor * b[j].coefficient
                if nearZero(c) { removed(a[i].symbol) } else { result.append(RowCell(symbol: a[i].symbol, coefficient: c)) }
                i += 1; j += 1
            }
        }
        // Hand the merge buffer over only when it fits: a buffer grown by a
        // long merge would otherwise end up held by a short row, one per
        // merge (quadratic memory).
        if result.capacity > 2 * result.count + 16 {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: result)
        } else {
            swap(&cells, &result)
        }
        swap(&result, &scratch)
    }

    /// Replaces `symbol` (which the row must contain) by `other`, scaled by
    /// the symbol's coefficient; calls `inserted`/`removed` as `add` does
    /// (not for `symbol` itself).
    ///
    /// When `other` is short and its symbols and `symbol` fall in a narrow
    /// window of this row (a pivot's symbols were created together, so
    /// their ids are close), only that window is merged and written back;
    /// the rest of the row moves only if the window's length changes. A
    /// pivot through a row that mentions every view of a stack (its
    /// canvas fit) then costs O(log n + window), not O(n).
    /// - Complexity: O(log n + window + m) in a window, else O(n + m).
    mutating func substitute(_ symbol: Int, with other: Row, scratch: inout [RowCell],
                             inserted: (Int) -> Void, removed: (Int) -> Void)
    {
        let p = position(of: symbol)
        precondition(p.found, "Strata solver: substituting a symbol the row does not contain")
        let k = cells[p.index].coefficient
        if other.cells.count * 16 < cells.count, let first = other.cells.first, let last = other.cells.last {
            let lo = min(p.index, position(of: first.symbol).index)
            var hi = max(p.index + 1, position(of: last.symbol).index)
            if hi < cells.count && cells[hi].symbol == last.symbol { hi += 1 }
            if (hi - lo) * 8 < cells.count {
                constant += k * other.constant
                var merged: [RowCell] = []
                swap(&merged, &scratch)
                merged.removeAll(keepingCapacity: true)
                var i = lo, j = 0
                let b = other.cells
                while i < hi || j < b.count {
                    if i < hi && cells[i].symbol == symbol { i += 1; continue }
                    if j == b.count || (i < hi && cells[i].symbol < b[j].symbol) {
                        merged.append(cells[i]); i += 1
                    } else if i == hi || b[j].symbol < cells[i].symbol {
                        let c = k * b[j].coefficient
                        if !nearZero(c) {
                            merged.append(RowCell(symbol: b[j].symbol, coefficient: c))
                            inserted(b[j].symbol)
                        }
                        j += 1
                    } else {
                        let c = cells[i].coefficient + k * b[j].coefficient
                        if nearZero(c) { removed(cells[i].symbol) } else { merged.append(RowCell(symbol: cells[i].symbol, coefficient: c)) }
                        i += 1; j += 1
                    }
                }
                if merged.count == hi - lo {
                    for (offset, cell) in merged.enumerated() { cells[lo + offset] = cell }
                } else {
                    cells.replaceSubrange(lo..<hi, with: merged)
                }
                swap(&merged, &scratch)
                return
            }
        }
        cells.remove(at: p.index)
        add(other, times: k, scratch: &scratch, inserted: inserted, removed: removed)
    }

    /// Adds `factor · other` without reporting cell changes.
    mutating func add(_ other: Row, times factor: Double) {
        var scratch: [RowCell] = []
        add(other, times: factor, scratch: &scratch, inserted: { _ in }, removed: { _ in })
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = …`, removing `symbol`'s cell.
    mutating func solve(for symbol: Int) {
        let p = position(of: symbol)
        precondition(p.found, "Strata solver: solving a row for a symbol it does not contain")
        let factor = -1 / cells[p.index].coefficient
        cells.remove(at: p.index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = …` (`lhs` enters the row, `rhs` leaves).
    mutating func solve(for lhs: Int, _ rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
