// The primal and dual simplex over the lexicographic objective.

extension Solver {
    /// Primal simplex: pivots until no parametric symbol improves the
    /// objective (the priority levels, or the artificial objective during
    /// phase one).
    func optimize(artificialPhase: Bool = false) {
        while true {
            let entering = artificialPhase ? artificialEnteringSymbol() : enteringSymbol()
            if entering < 0 { return }
            let leaving = leavingRow(for: entering)
            precondition(leaving >= 0, "Strata solver: the objective is unbounded (internal error)")
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The lowest-id symbol whose reduced-cost vector is lexicographically
    /// negative: negative at some level and zero at every higher level.
    /// -1 when the objective is optimal.
    /// - Complexity: O(cells of the levels scanned): a symbol is marked as
    ///   it is met at a level, so lower levels skip it without looking up
    ///   every higher level (many distinct levels stay cheap).
    func enteringSymbol() -> Int {
        var marks: [Bool] = []
        swap(&marks, &levelMarks)
        if marks.count < kinds.count { marks.append(contentsOf: repeatElement(false, count: kinds.count - marks.count)) }
        let lv = levels, k = kinds
        var found = -1
        var last = -1  // the levels whose symbols are marked: 0...last
        search: for li in lv.indices {
            last = li
            for cell in lv[li].row.cells where !marks[cell.symbol] {
                if cell.coefficient < -solverEpsilon && k[cell.symbol] != .dummy {
                    found = cell.symbol
                    break search
                }
                marks[cell.symbol] = true
            }
        }
        if last >= 0 {
            for li in 0...last { for cell in lv[li].row.cells { marks[cell.symbol] = false } }
        }
        swap(&marks, &levelMarks)
        return found
    }

    /// The lowest-id improving symbol of the artificial objective, or -1.
    func artificialEnteringSymbol() -> Int {
        for cell in artificial!.cells where cell.coefficient < -solverEpsilon {
            if kinds[cell.symbol] != .dummy { return cell.symbol }
        }
        return -1
    }

    /// The restricted row that limits `entering` first (minimum ratio,
    /// lowest id on ties), or -1 if none does.
    func leavingRow(for entering: Int) -> Int {
        var best = -1
        var ratio = Double.infinity
        for basic in column(entering) where kinds[basic].isRestricted {
            let row = self.row(of: basic)!
            let c = row.coefficient(of: entering)
            if c < 0 {
                let r = -row.constant / c
                if r < ratio || (r == ratio && basic < best) { ratio = r; best = basic }
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility of the queued rows while keeping
    /// the objective optimal. False if a required constraint cannot hold.
    func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = self.row(of: leaving), row.constant < -solverEpsilon else { continue }
            let entering = dualEnteringSymbol(row)
            if entering < 0 {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// The entering symbol for the dual simplex: among the row's positive,
    /// non-dummy cells, the lexicographically smallest ratio of objective
    /// coefficient to row coefficient (lowest id on ties); -1 if none.
    func dualEnteringSymbol(_ row: Row) -> Int {
        var best = -1
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
            if best < 0 || lexicographicallyLess(cell.symbol, cell.coefficient, best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// Whether `objective(a) / ca < objective(b) / cb`, compared level by
    /// level from the highest priority.
    func lexicographicallyLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(of: a) / ca
            let rb = level.row.coefficient(of: b) / cb
            if nearZero(ra - rb) { continue }
            return ra < rb
        }
        return false
    }
}
