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
    /// The level's id (its creation index in `Tableau.Objective.levelPriorities`).
    var level: Int32
    /// The coefficient; never near zero.
    var coefficient: Double
}

extension Tableau {
    /// The id of the objective level for `priority`, created on first use.
    /// Ids are handed out in creation order, not in priority order: to
    /// compare two levels, compare their priorities (`objective.levelPriorities[id]`);
    /// no sorted list of levels is kept.
    /// - Complexity: O(1) amortised.
    ///
    /// Up to `Objective.scannedLevels` levels are found by a scan of
    /// `levelPriorities` (a cell's system has two or three: hashing a
    /// `Double` cost more than the scan); past that, through `levelIds`,
    /// filled when the count first passes it.
    mutating func levelIndex(for priority: Double) -> Int {
        let count = objective.levelPriorities.count
        if count <= Objective.scannedLevels {
            for i in 0..<count where objective.levelPriorities[i] == priority { return i }
        } else if let id = objective.levelIds[priority] {
            return id
        }
        objective.levelPriorities.append(priority)
        if count + 1 > Objective.scannedLevels {
            if count == Objective.scannedLevels {
                for (i, p) in objective.levelPriorities.enumerated() { objective.levelIds[p] = i }
            } else {
                objective.levelIds[priority] = count
            }
        }
        return count
    }

    /// Adds `delta` to `symbol`'s coefficient at `level`, dropping the entry
    /// if it cancels, and marks the symbol's cost as changed.
    /// - Complexity: O(levels the symbol appears at).
    mutating func addObjective(_ symbol: Int, level: Int, _ delta: Double) {
        let priority = objective.levelPriorities[level]
        if symbol >= objective.entries.count {
            objective.entries.append(contentsOf: repeatElement([], count: symbol + 1 - objective.entries.count))
        }
        var i = 0
        let count = objective.entries[symbol].count
        while i < count {
            let e = objective.entries[symbol][i]
            if Int(e.level) == level {
                let c = e.coefficient + delta
                if nearZero(c) {
                    objective.entries[symbol].remove(at: i)
                } else {
                    objective.entries[symbol][i].coefficient = c
                }
                touch(symbol)
                return
            }
            if objective.levelPriorities[Int(e.level)] < priority { break }
            i += 1
        }
        if nearZero(delta) { return }
        objective.entries[symbol].insert(ObjectiveEntry(level: Int32(level), coefficient: delta), at: i)
        touch(symbol)
    }

    /// Replaces `symbol` by `row` in the objective.
    mutating func substituteObjective(_ symbol: Int, with row: Row) {
        if symbol >= objective.entries.count || objective.entries[symbol].isEmpty { return }
        var entries: [ObjectiveEntry] = []
        swap(&entries, &objective.entries[symbol])
        for e in entries {
            for cell in row.cells { addObjective(cell.symbol, level: Int(e.level), e.coefficient * cell.coefficient) }
        }
    }

    /// `symbol`'s objective coefficients, highest level first (none past
    /// the end of `objective.entries`, which grows only as far as a symbol
    /// that has some).
    @inline(__always)
    func objectiveEntries(_ symbol: Int) -> [ObjectiveEntry] {
        symbol < objective.entries.count ? objective.entries[symbol] : []
    }

    /// `symbol`'s highest-level objective coefficient, if any.
    @inline(__always)
    func leadingObjectiveEntry(_ symbol: Int) -> ObjectiveEntry? {
        symbol < objective.entries.count ? objective.entries[symbol].first : nil
    }

    /// Records that `symbol`'s reduced cost changed.
    @inline(__always)
    mutating func touch(_ symbol: Int) {
        if !objective.touchedMark[symbol] {
            objective.touchedMark[symbol] = true
            objective.touched.append(symbol)
        }
    }

    /// The entering symbol of the primal simplex: among the parametric
    /// symbols whose reduced-cost vector is lexicographically negative
    /// (negative at its highest level), the one whose highest level has
    /// the highest priority, lowest id on ties; -1 when the objective is
    /// optimal.
    ///
    /// Only symbols whose costs changed since they were last examined can
    /// be negative. Those found negative wait in a heap ordered by that
    /// choice; an entry is dropped when it reaches the top and no longer
    /// describes its symbol (it entered the basis, or its cost changed, in
    /// which case the change queued a fresh entry). A scan of every waiting
    /// symbol per pivot was quadratic when one row (a stack's canvas fit)
    /// made thousands of symbols negative at once.
    /// - Complexity: O((symbols touched since the last call + stale
    ///   entries dropped) · log(waiting symbols)).
    mutating func enteringSymbol() -> Int {
        for s in objective.touched {
            objective.touchedMark[s] = false
            guard symbols.basicSlot[s] < 0, symbols.kinds[s] != .dummy, let first = leadingObjectiveEntry(s),
                  first.coefficient < -solverEpsilon
            else { continue }
            let priority = objective.levelPriorities[Int(first.level)]
            objective.candidates.push(EnteringCandidate(priority: priority, symbol: s))
        }
        objective.touched.removeAll(keepingCapacity: true)
        while let top = objective.candidates.top {
            let s = top.symbol
            if symbols.basicSlot[s] < 0, symbols.kinds[s] != .dummy, let first = leadingObjectiveEntry(s),
               first.coefficient < -solverEpsilon, objective.levelPriorities[Int(first.level)] == top.priority
            {
                return s
            }
            objective.candidates.pop()
        }
        return -1
    }

    /// Whether `objective(a) / ca < objective(b) / cb`, compared level by
    /// level from the highest priority.
    /// - Complexity: O(levels `a` and `b` appear at).
    func lexicographicallyLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
        let ea = objectiveEntries(a), eb = objectiveEntries(b)
        var i = 0, j = 0
        while i < ea.count || j < eb.count {
            let pa = i < ea.count ? objective.levelPriorities[Int(ea[i].level)] : -Double.infinity
            let pb = j < eb.count ? objective.levelPriorities[Int(eb[j].level)] : -Double.infinity
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
        objectiveEntries(symbol).contains {
            objective.levelPriorities[Int($0.level)] >= priority && !nearZero($0.coefficient)
        }
    }
}

/// A parametric symbol with a negative reduced cost, waiting to enter the
/// basis, at the priority of its highest objective level.
struct EnteringCandidate {
    /// The priority of the symbol's highest level when it was queued.
    var priority: Double
    /// The symbol.
    var symbol: Int

    /// Whether `self` enters before `other`: higher priority, then lower id.
    @inline(__always)
    mutating func precedes(_ other: EnteringCandidate) -> Bool {
        priority > other.priority || (priority == other.priority && symbol < other.symbol)
    }
}

/// A binary heap of entering candidates, the one that enters first on top.
struct EnteringCandidateHeap {
    /// The heap, in array order.
    private var items: [EnteringCandidate] = []

    /// The candidate that enters first, if any.
    var top: EnteringCandidate? { items.first }

    /// Adds `candidate`.
    /// - Complexity: O(log n).
    mutating func push(_ candidate: EnteringCandidate) {
        items.append(candidate)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            guard items[i].precedes(items[parent]) else { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    /// Removes the top candidate.
    /// - Complexity: O(log n).
    mutating func pop() {
        let last = items.removeLast()
        if items.isEmpty { return }
        items[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count && items[l].precedes(items[m]) { m = l }
            if r < items.count && items[r].precedes(items[m]) { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
    }
}
