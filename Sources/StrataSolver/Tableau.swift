/// The solver's tableau: symbols, rows, definitions, the objective and
/// the values derived from them — everything a rebuild starts afresh.
///
/// Its state is kept in named parts, one per concern (`symbols`, `rows`,
/// `definitions`, `derived`, `moved`, `objective`) plus the simplex's two
/// work lists. The parts are structs stored inline: `rows.store[slot]` is
/// the same access as a flat field, with no indirection or extra check.
///
/// Invariant (checked by `checkInvariants()` in debug builds): every
/// per-symbol array (`symbols.kinds`, `symbols.basicSlot`, `symbols.columns`,
/// `symbols.variables`, `definitions.index`, `derived.changedMark`,
/// `objective.touchedMark`) has exactly one entry per symbol, the two
/// sparse ones (`definitions.dependents`, `objective.entries`: most
/// symbols have none) at most one, and every per-slot array (`rows.store`,
/// `rows.slotBasic`) one entry per slot. `Solver` holds the constraint log
/// that survives a rebuild; a rebuild is a new `Tableau` plus a replay of
/// the log.
///
/// A value type so that the simplex's many accesses to its arrays are
/// checked for exclusivity once per operation (on `Solver.tableau`), not
/// once per array access as stored properties of a class are.
struct Tableau {
    /// The symbol table, indexed by symbol id.
    var symbols = SymbolTable()
    /// The rows, by slot, and what is cached about their structure.
    var rows = RowStorage()
    /// The required equalities kept out of the tableau (see
    /// `Tableau+Definitions`).
    var definitions = DefinitionTable()
    /// The derived variables' values and what changed since they were
    /// evaluated (see `Tableau+DerivedValues`).
    var derived = DerivedValueState()
    /// Which values moved, for incremental readers (see
    /// `Tableau+MovedSymbols`).
    var moved = MovedSymbolRecord()
    /// The lexicographic objective (see `Tableau+Objective`).
    var objective = Objective()

    // The simplex's work lists.
    /// The objective of the phase-one search, while one runs.
    var artificial: Row?
    /// Rows that may have become infeasible (negative restricted basic).
    var infeasible: [Int] = []

    /// Checks the per-symbol and per-slot invariant (debug builds only).
    func checkInvariants() {
        #if DEBUG
        let n = symbols.kinds.count
        precondition(symbols.basicSlot.count == n && symbols.columns.count == n && symbols.variables.count == n
                     && definitions.index.count == n && definitions.dependents.count <= n
                     && derived.changedMark.count == n && objective.entries.count <= n
                     && objective.touchedMark.count == n,
                     "Strata solver: a per-symbol array lost step with the symbols (internal error)")
        precondition(rows.store.count == rows.slotBasic.count,
                     "Strata solver: rows and their basic symbols differ in count (internal error)")
        #endif
    }
}

extension Tableau {
    /// The symbol table: each symbol's role, where its row is, which rows
    /// mention it, and the user variables behind external symbols.
    struct SymbolTable {
        /// The role of each symbol.
        var kinds: [SymbolKind] = []
        /// The slot of each basic symbol's row (-1 when parametric).
        var basicSlot: [Int] = []
        /// For each symbol, the slots of the rows that mention it.
        var columns: [SlotSet] = []
        /// The user variable of each external symbol.
        var variables: [Variable?] = []
        /// The symbol of each user variable.
        var byVariable = IdentityTable()
        /// How many symbols every per-symbol array has room for (the
        /// arrays' own capacities differ: each rounds its allocation up
        /// in its own way).
        var reserved = 0
    }

    /// Row storage. A row keeps its slot across pivots, so a pivot updates
    /// two column entries instead of re-indexing the whole row.
    struct RowStorage {
        /// The tableau rows, by slot (`nil` when the slot is free).
        var store: [Row?] = []
        /// The basic symbol of each slot (-1 when free).
        var slotBasic: [Int] = []
        /// Free slots, reused last-in first-out.
        var freeSlots: [Int] = []
        /// A spare cell buffer for row merges.
        var scratch: [RowCell] = []
        /// A spare buffer for the column `substitute` walks.
        var columnScratch: [Int] = []
        /// Counts changes to which rows exist and which cells they hold
        /// (`attach`, `detach`, `substitute`, `pivot`; nothing else changes
        /// them). A `ShiftCache` is valid for one value.
        var structureGeneration = 0
        /// For markers whose constraint's constant was edited: the rows of
        /// the marker's column with the marker's coefficient in each (looked
        /// up by marker only, never iterated).
        var shiftCaches: [Int: ShiftCache] = [:]
    }

    /// The definitions: required equalities with a fresh variable, stored
    /// as `v = …` in creation order, their cells in one contiguous array.
    struct DefinitionTable {
        /// For each symbol, the index of its definition (-1 unless derived).
        var index: [Int] = []
        /// Each derived symbol, by definition index (creation order).
        var symbols: [Int] = []
        /// The constant of each definition.
        var constants: [Double] = []
        /// Where each definition's cells start in `cells`, plus the end of
        /// the last one.
        var start: [Int] = [0]
        /// The cells of every definition, one after another (the
        /// definitions are evaluated in one pass over contiguous memory).
        var cells: [RowCell] = []
        /// For each symbol, the definitions that mention it.
        /// Grows only as far as the newest symbol with dependents (see
        /// `hasDependents`).
        var dependents: [[Int32]] = []
        /// Scratch space of `Tableau.expanded` (empty between calls).
        var expansion = ExpansionScratch()
    }

    /// The derived variables' values, and the symbols whose tableau values
    /// changed since they were brought up to date.
    struct DerivedValueState {
        /// The derived variables' values, by definition index, while valid.
        var values: [Double] = []
        /// How many definitions `values` covers.
        var evaluatedCount = 0
        /// The symbols with dependents whose value changed since the
        /// derived values were last brought up to date.
        var changedSymbols: [Int] = []
        /// Whether each symbol is in `changedSymbols`.
        var changedMark: [Bool] = []
        /// Scratch marks by definition for `updateDerivedValues` (all
        /// false between calls).
        var queued: [Bool] = []
        /// Set when too many values changed to record them one by one.
        var allChanged = false
    }

    /// The symbols whose values may have changed since a reader last took
    /// them (see `Tableau+MovedSymbols`).
    struct MovedSymbolRecord {
        /// The symbols recorded, unless `all`.
        var symbols: [Int32] = []
        /// Set when the record gave up (a new tableau starts with it set:
        /// everything is new).
        var all = true
        /// How many symbols the record holds before giving up: one per
        /// eight symbols, or fewer if the reader asked
        /// (`Solver.movedSymbolLimit`).
        var limit = Int.max
    }

    /// The lexicographic objective, stored by symbol (see
    /// `Tableau+Objective`), and the primal simplex's candidates.
    struct Objective {
        /// The priority of each objective level, by level id (creation
        /// order).
        var levelPriorities: [Double] = []
        /// The level id of each priority (looked up only, never iterated),
        /// kept once there are more than `scannedLevels` levels.
        var levelIds: [Double: Int] = [:]
        /// How many levels `levelIndex(for:)` finds by a scan.
        static let scannedLevels = 8
        /// For each symbol, its objective coefficients, highest level first.
        /// Grows only as far as the newest symbol with some (see
        /// `objectiveEntries`).
        var entries: [[ObjectiveEntry]] = []
        /// The symbols whose objective coefficients changed since the
        /// primal simplex last found them non-negative.
        var touched: [Int] = []
        /// Whether each symbol is in `touched`.
        var touchedMark: [Bool] = []
        /// The symbols found with a negative reduced cost, best on top (see
        /// `enteringSymbol`).
        var candidates = EnteringCandidateHeap()
    }
}
