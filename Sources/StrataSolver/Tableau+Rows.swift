// Tableau bookkeeping: symbols, rows and their column index, substitution
// and pivoting.

extension Tableau {
    /// A new symbol of `kind`; ids are handed out in creation order.
    mutating func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Int {
        // The seven per-symbol arrays grow together, by doubling, so that
        // each append below takes the fast path. (`definitions.dependents`
        // and `objective.entries` grow only as far as a symbol that has
        // some: most symbols have neither, and an empty array per symbol
        // is an append now and a release when the tableau goes.)
        let count = symbols.kinds.count
        if count == symbols.reserved { reserveSymbols(max(Tableau.initialSymbolCapacity, count)) }
        symbols.kinds.append(kind)
        symbols.basicSlot.append(-1)
        symbols.columns.append(SlotSet())
        definitions.index.append(-1)
        symbols.variables.append(variable)
        derived.changedMark.append(false)
        objective.touchedMark.append(false)
        moved.all = true
        return symbols.kinds.count - 1
    }

    /// The room the per-symbol arrays take on the first symbol: a cell's
    /// private solve (some 40 constraints) or a 100-row system grows them
    /// two or three times instead of four or five.
    static let initialSymbolCapacity = 32

    /// The symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Int {
        let key = ObjectIdentifier(variable)
        if let s = symbols.byVariable[key] { return s }
        let s = newSymbol(.external, variable: variable)
        symbols.byVariable[key] = s
        return s
    }

    /// The row of `symbol` if it is basic.
    @inline(__always)
    func row(of symbol: Int) -> Row? {
        let slot = symbols.basicSlot[symbol]
        return slot >= 0 ? rows.store[slot] : nil
    }

    /// Whether `symbol` is basic.
    @inline(__always)
    func isBasic(_ symbol: Int) -> Bool { symbols.basicSlot[symbol] >= 0 }

    /// Makes `row` the row of basic symbol `basic`, indexing its cells.
    mutating func attach(_ basic: Int, _ row: Row) {
        rows.structureGeneration &+= 1
        let slot: Int
        if let free = rows.freeSlots.popLast() {
            slot = free
        } else {
            slot = rows.store.count
            rows.store.append(nil)
            rows.slotBasic.append(-1)
        }
        for cell in row.cells { symbols.columns[cell.symbol].insert(slot) }
        valueChanged(basic)
        rows.store[slot] = row
        rows.slotBasic[slot] = basic
        symbols.basicSlot[basic] = slot
    }

    /// Takes the row of `basic` out of the tableau and returns it.
    mutating func detach(_ basic: Int) -> Row {
        rows.structureGeneration &+= 1
        let slot = symbols.basicSlot[basic]
        let row = rows.store[slot]!
        rows.store[slot] = nil
        valueChanged(basic)
        rows.slotBasic[slot] = -1
        symbols.basicSlot[basic] = -1
        rows.freeSlots.append(slot)
        for cell in row.cells { symbols.columns[cell.symbol].remove(slot) }
        return row
    }

    /// The basic symbols whose rows mention `symbol`, in no particular
    /// order: callers break ties by symbol id themselves.
    func column(_ symbol: Int) -> [Int] {
        symbols.columns[symbol].elements.map { rows.slotBasic[$0] }
    }

    /// Adds `k` to the constant of basic `basic`'s row; queues it for the
    /// dual simplex if it is restricted and turns negative.
    mutating func addToConstant(of basic: Int, _ k: Double) {
        let slot = symbols.basicSlot[basic]
        valueChanged(basic)
        rows.store[slot]!.constant += k
        if symbols.kinds[basic].isRestricted && rows.store[slot]!.constant < 0 { infeasible.append(basic) }
    }

    /// Sorts the rows queued since `start` by descending id, so the dual
    /// simplex (which pops from the end) visits them in ascending id order
    /// whatever order a column was scanned in.
    mutating func sortQueued(from start: Int) {
        if infeasible.count - start > 1 { infeasible[start...].sort(by: >) }
    }

    /// Replaces `symbol` by `row` everywhere: in the tableau, the objective
    /// levels and the artificial objective. Restricted rows that turn
    /// negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Int, with row: Row) {
        rows.structureGeneration &+= 1
        let start = infeasible.count
        // The column is copied (the loop changes it) into a kept buffer.
        var slots: [Int] = []
        swap(&slots, &rows.columnScratch)
        symbols.columns[symbol].copyElements(into: &slots)
        for slot in slots {
            var target = rows.store[slot]!
            rows.store[slot] = nil
            symbols.columns[symbol].remove(slot)
            target.substitute(symbol, with: row, scratch: &rows.scratch,
                              inserted: { symbols.columns[$0].insert(slot) },
                              removed: { symbols.columns[$0].remove(slot) })
            let basic = rows.slotBasic[slot]
            valueChanged(basic)
            if symbols.kinds[basic].isRestricted && target.constant < 0 { infeasible.append(basic) }
            rows.store[slot] = target
        }
        swap(&slots, &rows.columnScratch)
        sortQueued(from: start)
        substituteObjective(symbol, with: row)
        if artificial != nil {
            let k = artificial!.coefficient(of: symbol)
            if k != 0 {
                artificial!.remove(symbol)
                artificial!.add(row, times: k)
            }
        }
    }

    /// Exchanges basic `leaving` for parametric `entering`. The row keeps
    /// its slot; only the two symbols' column entries change.
    mutating func pivot(leaving: Int, entering: Int) {
        rows.structureGeneration &+= 1
        let slot = symbols.basicSlot[leaving]
        var row = rows.store[slot]!
        rows.store[slot] = nil
        row.solve(for: leaving, entering)
        symbols.columns[entering].remove(slot)
        symbols.columns[leaving].insert(slot)
        symbols.basicSlot[leaving] = -1
        rows.slotBasic[slot] = entering
        symbols.basicSlot[entering] = slot
        valueChanged(leaving)
        valueChanged(entering)
        substitute(entering, with: row)
        rows.store[slot] = row
    }

    /// The tableau row of a constraint, with its marker symbols created, in
    /// terms of the current parametric symbols.
    mutating func createRow(_ record: inout ConstraintRecord) -> Row {
        let c = record.constraint
        let expressionTerms = c.expression.terms
        // Symbols are created in term order; the terms are looked up again
        // below rather than copied into an array of their own.
        var mentionsDerived = false
        for term in expressionTerms where !nearZero(term.coefficient) {
            let s = symbol(for: term.variable)  // (not inside `isDerived(…)`: self would be read first)
            if isDerived(s) { mentionsDerived = true }
        }
        var row: Row
        if mentionsDerived {
            var terms: [(symbol: Int, coefficient: Double)] = []
            terms.reserveCapacity(expressionTerms.count)
            for term in expressionTerms where !nearZero(term.coefficient) {
                terms.append((symbols.byVariable[ObjectIdentifier(term.variable)]!, term.coefficient))
            }
            row = expanded(terms, constant: record.constant)
        } else {
            row = Row(constant: record.constant)
            row.cells.reserveCapacity(expressionTerms.count + 2)
            for term in expressionTerms where !nearZero(term.coefficient) {
                let s = symbols.byVariable[ObjectIdentifier(term.variable)]!
                if let basic = self.row(of: s) {
                    row.add(basic, times: term.coefficient, scratch: &rows.scratch, inserted: { _ in }, removed: { _ in })
                } else {
                    row.add(s, term.coefficient)
                }
            }
        }
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = c.relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            record.marker = slack
            row.add(slack, sign)
            if !c.isRequired {
                let error = newSymbol(.error)
                record.other = error
                row.add(error, -sign)
                addObjective(error, level: levelIndex(for: c.priority), 1)
            }
        case .equal:
            if !c.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                let level = levelIndex(for: c.priority)
                addObjective(plus, level: level, 1)
                addObjective(minus, level: level, 1)
            } else if record.wantsMarker {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: the unrestricted variable causing
    /// the least fill-in (fewest rows mention it; newest on ties), else a
    /// negative marker of the constraint itself; -1 if none.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int {
        var best = -1, bestCount = Int.max
        for cell in row.cells where symbols.kinds[cell.symbol] == .external {
            let count = symbols.columns[cell.symbol].count
            if count <= bestCount { best = cell.symbol; bestCount = count }
        }
        if best >= 0 { return best }
        for m in [record.marker, record.other] where m >= 0 && symbols.kinds[m].isPivotable {
            if row.coefficient(of: m) < 0 { return m }
        }
        return -1
    }

    /// Adds a constraint's row to the tableau and re-optimises; false if it
    /// is a required constraint that cannot hold (tableau left unchanged).
    mutating func insert(_ record: inout ConstraintRecord) -> Bool {
        if insertDefinition(record) { return true }
        let row = createRow(&record)
        var subject = chooseSubject(row, record)
        if subject < 0 && row.allDummies(symbols.kinds) {
            guard nearZero(row.constant) else { return false }
            if record.marker >= 0 {
                subject = record.marker
            } else {
                return true  // A redundant required equality: nothing to add.
            }
        }
        if subject < 0 {
            if !addWithArtificialVariable(row) {
                optimize()
                return false
            }
        } else {
            var solved = row
            solved.solve(for: subject)
            substitute(subject, with: solved)
            attach(subject, solved)
        }
        optimize()
        return true
    }

    /// Phase one for a row with no usable subject: minimise an artificial
    /// variable standing for the row; feasible iff it reaches zero.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        attach(art, row)
        artificial = row
        optimize(artificialPhase: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if isBasic(art) {
            var r = detach(art)
            // Infeasible: drop the row; the tableau is the old one up to pivots.
            if !success { return false }
            if !r.cells.isEmpty {
                guard let entering = r.cells.first(where: { symbols.kinds[$0.symbol].isPivotable })?.symbol else {
                    return success  // Only dummies remain: redundant if it reached zero.
                }
                r.solve(for: art, entering)
                substitute(entering, with: r)
                attach(entering, r)
            }
        }
        for basic in column(art) {
            var target = detach(basic)
            target.remove(art)
            attach(basic, target)
        }
        if art < objective.entries.count { objective.entries[art] = [] }
        return success
    }

    /// Removes a constraint that has a marker, kiwi-style: make the marker
    /// basic (if it is not) and drop its row.
    mutating func removeInPlace(_ record: ConstraintRecord) {
        rows.shiftCaches[record.marker] = nil
        let level = record.constraint.isRequired ? -1 : levelIndex(for: record.constraint.priority)
        if level >= 0 {
            for m in [record.marker, record.other] where m >= 0 && symbols.kinds[m] == .error {
                if let r = self.row(of: m) {
                    for cell in r.cells { addObjective(cell.symbol, level: level, -cell.coefficient) }
                } else {
                    addObjective(m, level: level, -1)
                }
            }
        }
        let m = record.marker
        if isBasic(m) {
            _ = detach(m)
        } else {
            let leaving = markerLeavingRow(m)
            if leaving >= 0 {
                pivot(leaving: leaving, entering: m)
                _ = detach(m)
            }
        }
        optimize()
    }

    /// The row to pivot out so that marker `m` becomes basic: the
    /// restricted row limiting it most tightly, else any row mentioning it.
    func markerLeavingRow(_ m: Int) -> Int {
        var r1 = Double.infinity, r2 = Double.infinity
        var first = -1, second = -1, third = -1
        for basic in column(m) {
            let row = self.row(of: basic)!
            let c = row.coefficient(of: m)
            if !symbols.kinds[basic].isRestricted {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }
}
