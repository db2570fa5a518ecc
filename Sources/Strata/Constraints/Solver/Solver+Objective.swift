// The lexicographic objective, stored by symbol.
//
// The objective has one row per optional priority level. Stored as rows,
// every insertion of a stack's hugging constraint merged a small row into
// a level row holding every other error symbol (O(N) per constraint), and
// every optimisation scanned the whole level rows to find an entering
// symbol (O(N) again). Stored transposed — for each parametric symbol, its
// coefficient at each level where it is non-zero, highest priority first —
// a substitution touches only the cells of the substituted row, the first
// entry of a symbol is its leading reduced cost, and the primal simplex
// only re-examines the symbols whose costs changed since the objective was
// last optimal.

/// A symbol's coefficient at one objective level.
struct ObjectiveEntry {
    /// The level's id (its creation index in `levelPriorities`).
    var level: Int32
    /// The coefficient; never near zero.
    var coefficient: Double
}

extension Solver {
    /// The id of the objective level for `priority`, created on first use.
    /// Levels are ordered by priority, so comparing two levels compares
    /// their priorities; no order is maintained.
    /// - Complexity: O(1) amortised.
    func levelIndex(for priority: Double) -> Int {
        if let id = levelIds[priority] { return id }
        let id = levelPriorities.count
        levelPriorities.append(priority)
        levelIds[priority] = id
        return id
    }

    /// Adds `delta` to `symbol`'s coefficient at `level`, dropping the entry
    /// if it cancels, and marks the symbol's cost as changed.
    /// - Complexity: O(levels the symbol appears at).
    func addObjective(_ symbol: Int, level: Int, _ delta: Double) {
        let priority = levelPriorities[level]
        var i = 0
        let count = objective[symbol].count
        while i < count {
            let e = objective[symbol][i]
            if Int(e.level) == level {
                let c = e.coefficient + delta
                if nearZero(c) { objective[symbol].remove(at: i) } else { objective[symbol][i].coefficient = c }
                touch(symbol)
                return
            }
            if levelPriorities[Int(e.level)] < priority { break }
            i += 1
        }
        if nearZero(delta) { return }
        objective[symbol].insert(ObjectiveEntry(level: Int32(level), coefficient: delta), at: i)
        touch(symbol)
    }

    /// Replaces `symbol` by `row` in the objective.
    func substituteObjective(_ symbol: Int, with row: Row) {
        if objective[symbol].isEmpty { return }
        var entries: [ObjectiveEntry] = []
        swap(&entries, &objective[symbol])
        for e in entries {
            for cell in row.cells { addObjective(cell.symbol, level: Int(e.level), e.coefficient * cell.coefficient) }
        }
    }

    /// Records that `symbol`'s reduced cost changed.
    @inline(__always)
    func touch(_ symbol: Int) {
        if !touchedMark[symbol] {
            touchedMark[symbol] = true
            touched.append(symbol)
        }
    }

    /// The entering symbol of the primal simplex: among the parametric
    /// symbols whose reduced-cost vector is lexicographically negative
    /// (negative at its highest level), the one whose highest level has
    /// the highest priority, lowest id on ties; -1 when the objective is
    /// optimal.
    ///
    /// Only symbols whose costs changed since the last optimum can be
    /// negative, so only those are examined; the ones found non-negative
    /// are dropped from the list.
    /// - Complexity: O(symbols touched since the last call).
    func enteringSymbol() -> Int {
        var best = -1
        var bestPriority = -Double.infinity
        var kept = 0
        for i in touched.indices {
            let s = touched[i]
            guard basicSlot[s] < 0, kinds[s] != .dummy, let first = objective[s].first,
                  first.coefficient < -solverEpsilon
            else {
                touchedMark[s] = false
                continue
            }
            let priority = levelPriorities[Int(first.level)]
            if priority > bestPriority || (priority == bestPriority && s < best) {
                best = s
                bestPriority = priority
            }
            touched[kept] = s
            kept += 1
        }
        touched.removeLast(touched.count - kept)
        return best
    }

    /// Whether `objective(a) / ca < objective(b) / cb`, compared level by
    /// level from the highest priority.
    /// - Complexity: O(levels `a` and `b` appear at).
    func lexicographicallyLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
        let ea = objective[a], eb = objective[b]
        var i = 0, j = 0
        while i < ea.count || j < eb.count {
            let pa = i < ea.count ? levelPriorities[Int(ea[i].level)] : -Double.infinity
            let pb = j < eb.count ? levelPriorities[Int(eb[j].level)] : -Double.infinity
            var ra = 0.0, rb = 0.0
            if pa >= pb { ra = ea[i].coefficient / ca; i += 1 }
            if pb >= pa { rb = eb[j].coefficient / cb; j += 1 }
            if nearZero(ra - rb) { continue }
            return ra < rb
        }
        return false
    }

    /// Whether `symbol` has a non-zero cost at some level of priority at
    /// least `priority`.
    func hasCost(_ symbol: Int, atOrAbove priority: Double) -> Bool {
        objective[symbol].contains { levelPriorities[Int($0.level)] >= priority && !nearZero($0.coefficient) }
    }
}
