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
        switch (record.constraint.relation, symbols.kinds[m]) {
        case (.equal, .dummy), (.lessOrEqual, _): mu = 1
        case (.equal, _), (.greaterOrEqual, _): mu = -1
        }
        let shift = delta / mu
        if isBasic(m) {
            addToConstant(of: m, -shift)
            return
        }
        let start = infeasible.count
        let entries = shiftEntries(of: m)
        let kinds = symbols.kinds, slotBasic = rows.slotBasic
        // Record the changed rows one by one only if they are few (the
        // threshold of `valueChanged`, decided once for the whole column).
        let record = !isMany(entries.count)
        if !record {
            derived.allChanged = true
            moved.all = true
        }
        // The rows are moved out for the loop, so it touches them through
        // one buffer: this loop is the whole cost of an edit on a stack
        // whose items share a size. The coefficients come from the cache,
        // so the rows' cells are not read.
        var store: [Row?] = []
        swap(&store, &rows.store)
        store.withUnsafeMutableBufferPointer { rows in
            entries.withUnsafeBufferPointer { entries in
                for entry in entries {
                    let slot = Int(entry.slot)
                    rows[slot]!.constant += entry.coefficient * shift
                    let basic = slotBasic[slot]
                    if record { valueChanged(basic) }
                    if kinds[basic].isRestricted && rows[slot]!.constant < 0 { infeasible.append(basic) }
                }
            }
        }
        swap(&store, &rows.store)
        sortQueued(from: start)
    }

    /// The rows of marker `m`'s column with `m`'s coefficient in each, in
    /// the column's order: from the cache while the tableau's structure is
    /// unchanged, else read from the rows and cached.
    /// - Complexity: O(1) when cached; O(column · cells) otherwise.
    mutating func shiftEntries(of m: Int) -> [ShiftCache.Entry] {
        if let cache = rows.shiftCaches[m], cache.generation == rows.structureGeneration { return cache.entries }
        // Refilled in the storage of the stale entries, if any (no
        // allocation once warm, even when every edit follows a pivot).
        var entries = rows.shiftCaches.removeValue(forKey: m)?.entries ?? []
        entries.removeAll(keepingCapacity: true)
        entries.reserveCapacity(symbols.columns[m].count)
        symbols.columns[m].forEach { slot in
            entries.append(ShiftCache.Entry(slot: Int32(slot), coefficient: rows.store[slot]!.coefficient(of: m)))
        }
        rows.shiftCaches[m] = ShiftCache(generation: rows.structureGeneration, entries: entries)
        return entries
    }

    /// Queues every restricted row with a negative constant (after an
    /// interrupted dual simplex).
    mutating func queueInfeasibleRows() {
        infeasible.removeAll()
        for basic in symbols.basicSlot.indices.reversed() where symbols.kinds[basic].isRestricted {
            if let row = self.row(of: basic), row.constant < 0 { infeasible.append(basic) }
        }
    }

    /// Whether every basic dummy near marker `m` is still zero (a basic dummy
    /// is a redundant required equality, which must stay exact).
    func dummyRowsAreZero(near m: Int) -> Bool {
        if let row = self.row(of: m), symbols.kinds[m] == .dummy, !nearZero(row.constant) { return false }
        for basic in column(m) where symbols.kinds[basic] == .dummy {
            if !nearZero(self.row(of: basic)!.constant) { return false }
        }
        return true
    }
}

/// A marker's column as a constant edit needs it: each row's slot and the
/// marker's coefficient there, valid while `Tableau.rows.structureGeneration`
/// is `generation`.
struct ShiftCache {
    /// One row of the column.
    struct Entry {
        /// The row's slot.
        var slot: Int32
        /// The marker's coefficient in the row.
        var coefficient: Double
    }
    /// The structure generation the entries were read at.
    var generation: Int
    /// The column's rows, in the column's order.
    var entries: [Entry]
}
