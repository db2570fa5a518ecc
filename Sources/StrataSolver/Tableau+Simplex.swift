// The primal and dual simplex over the lexicographic objective.

extension Tableau {
    /// Primal simplex: pivots until no parametric symbol improves the
    /// objective (the priority levels, or the artificial objective during
    /// phase one).
    mutating func optimize(artificialPhase: Bool = false) {
        while true {
            let entering = artificialPhase ? artificialEnteringSymbol() : enteringSymbol()
            if entering < 0 { return }
            let leaving = leavingRow(for: entering)
            precondition(leaving >= 0, "Strata solver: the objective is unbounded (internal error)")
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The lowest-id improving symbol of the artificial objective, or -1.
    func artificialEnteringSymbol() -> Int {
        for cell in artificial!.cells where cell.coefficient < -solverEpsilon {
            if symbols.kinds[cell.symbol] != .dummy { return cell.symbol }
        }
        return -1
    }

    /// The restricted row that limits `entering` first (minimum ratio,
    /// lowest id on ties), or -1 if none does.
    func leavingRow(for entering: Int) -> Int {
        var best = -1
        var ratio = Double.infinity
        // Straight from the column's slots (no array of them): the choice
        // breaks ties by id, so the order of the visit does not matter.
        symbols.columns[entering].forEach { slot in
            let basic = rows.slotBasic[slot]
            guard symbols.kinds[basic].isRestricted else { return }
            let c = rows.store[slot]!.coefficient(of: entering)
            if c < 0 {
                let r = -rows.store[slot]!.constant / c
                if r < ratio || (r == ratio && basic < best) { ratio = r; best = basic }
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility of the queued rows while keeping
    /// the objective optimal. False if a required constraint cannot hold.
    mutating func dualOptimize() -> Bool {
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
        for cell in row.cells where cell.coefficient > 0 && symbols.kinds[cell.symbol] != .dummy {
            if best < 0 || lexicographicallyLess(cell.symbol, cell.coefficient, best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}
