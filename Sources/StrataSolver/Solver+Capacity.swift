// Sizing the solver's storage up front.

extension Solver {
    /// The constraints in the log (edit constraints included) and the
    /// symbols of the tableau.
    package var storageCounts: (constraints: Int, symbols: Int) {
        (records.count, tableau.symbols.kinds.count)
    }

    /// Makes room for `constraints` more constraints and `symbols` more
    /// symbols, so that building a large system grows no table step by step
    /// (each doubling briefly holds the old and the new storage).
    ///
    /// A constraint becomes a tableau row or a definition (a required
    /// equality kept out of the tableau); `definitions` is how many of
    /// `constraints` are expected to be definitions (`nil`: room for either
    /// for every constraint); `variables` how many distinct variables the
    /// constraints name (`nil`: the variable table keeps its own sizing).
    ///
    /// On a new solver this also sizes the identity tables to the system
    /// (see `IdentityTable.reserveCapacity`): a small system asked for
    /// takes small tables.
    /// - Complexity: O(constraints + symbols).
    package func reserveCapacity(constraints: Int, symbols: Int, definitions: Int? = nil, variables: Int? = nil) {
        let constraints = max(constraints, 0)
        records.reserveCapacity(records.count + constraints)
        tableau.reserveSymbols(max(symbols, 0))
        if let variables {
            tableau.symbols.byVariable.reserveCapacity(tableau.symbols.byVariable.count + max(variables, 0))
        }
        if let definitions {
            let d = min(max(definitions, 0), constraints)
            tableau.reserveRows(constraints - d, definitions: d)
        } else {
            tableau.reserveRows(constraints, definitions: constraints)
        }
    }

    /// Lets go of scratch space sized to the system (the expansion buffers
    /// of building rows over definitions); it is taken again when needed.
    /// The engine calls this after a build, so a finished system holds
    /// only what describes it.
    package func releaseScratch() {
        tableau.definitions.expansion = ExpansionScratch()
        tableau.rows.scratch = []
        tableau.rows.columnScratch = []
    }
}

extension Tableau {
    /// Makes room for `count` more rows and `definitions` more definitions.
    mutating func reserveRows(_ count: Int, definitions: Int) {
        rows.store.reserveCapacity(rows.store.count + count)
        rows.slotBasic.reserveCapacity(rows.slotBasic.count + count)
        self.definitions.symbols.reserveCapacity(self.definitions.symbols.count + definitions)
        self.definitions.constants.reserveCapacity(self.definitions.constants.count + definitions)
        self.definitions.start.reserveCapacity(self.definitions.start.count + definitions)
    }

    /// Makes room for `count` more symbols in every per-symbol array.
    mutating func reserveSymbols(_ count: Int) {
        let n = symbols.kinds.count + count
        if n <= symbols.reserved { return }
        symbols.reserved = n
        symbols.kinds.reserveCapacity(n)
        symbols.basicSlot.reserveCapacity(n)
        symbols.columns.reserveCapacity(n)
        definitions.index.reserveCapacity(n)
        symbols.variables.reserveCapacity(n)
        derived.changedMark.reserveCapacity(n)
        objective.touchedMark.reserveCapacity(n)
    }
}
