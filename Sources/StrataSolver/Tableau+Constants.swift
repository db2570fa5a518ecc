// Constant edits inside the tableau (Cassowary's marker-column shift).

extension Tableau {
    /// Applies a change `delta` of a constraint's expression constant to the
    /// tableau, through its marker's column (Cassowary's constant edit).
    ///
    /// The constraint row is `expression + μ·marker + … = 0`; shifting the
    /// constant by δ is the same as replacing the marker by `marker + δ/μ`.
    mutating func shiftConstant(of record: ConstraintRecord, by delta: Double) {
        let m = record.marker
        precondition(m >= 0, "Strata solver: constant edit without a marker")
        let mu: Double
        switch (record.constraint.relation, kinds[m]) {
        case (.equal, .dummy), (.lessOrEqual, _): mu = 1
        case (.equal, _), (.greaterOrEqual, _): mu = -1
        }
        let shift = delta / mu
        if isBasic(m) {
            addToConstant(of: m, -shift)
            return
        }
        let start = infeasible.count
        let kinds = self.kinds, slotBasic = self.slotBasic, column = columns[m]
        // Record the changed rows one by one only if they are few (the
        // threshold of `valueChanged`, decided once for the whole column).
        let record = !isMany(column.count)
        if !record { allValuesChanged = true }
        // The rows are moved out for the loop, so it touches them through
        // one buffer: this loop is the whole cost of an edit on a stack
        // whose items share a size.
        var store: [Row?] = []
        swap(&store, &self.store)
        store.withUnsafeMutableBufferPointer { rows in
            column.forEach { slot in
                let k = rows[slot]!.coefficient(of: m)
                rows[slot]!.constant += k * shift
                let basic = slotBasic[slot]
                if record { valueChanged(basic) }
                if kinds[basic].isRestricted && rows[slot]!.constant < 0 { infeasible.append(basic) }
            }
        }
        swap(&store, &self.store)
        sortQueued(from: start)
    }

    /// Queues every restricted row with a negative constant (after an
    /// interrupted dual simplex).
    mutating func queueInfeasibleRows() {
        infeasible.removeAll()
        for basic in basicSlot.indices.reversed() where kinds[basic].isRestricted {
            if let row = self.row(of: basic), row.constant < 0 { infeasible.append(basic) }
        }
    }

    /// Whether every basic dummy near marker `m` is still zero (a basic dummy
    /// is a redundant required equality, which must stay exact).
    func dummyRowsAreZero(near m: Int) -> Bool {
        if let row = self.row(of: m), kinds[m] == .dummy, !nearZero(row.constant) { return false }
        for basic in column(m) where kinds[basic] == .dummy {
            if !nearZero(self.row(of: basic)!.constant) { return false }
        }
        return true
    }
}
