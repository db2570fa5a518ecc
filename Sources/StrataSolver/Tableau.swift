/// The solver's tableau: symbols, rows, definitions, the objective and
/// the values derived from them — everything a rebuild starts afresh.
///
/// Invariant (checked by `checkInvariants()` in debug builds): every
/// per-symbol array (`kinds`, `basicSlot`, `columns`, `definitionIndex`,
/// `symbolVariables`, `dependents`, `changedMark`, `objective`,
/// `touchedMark`) has exactly one entry per symbol, and every per-slot
/// array (`store`, `slotBasic`) one entry per slot. `Solver` holds the
/// constraint log that survives a rebuild; a rebuild is a new `Tableau`
/// plus a replay of the log.
///
/// A value type so that the simplex's many accesses to its arrays are
/// checked for exclusivity once per operation (on `Solver.tableau`), not
/// once per array access as stored properties of a class are.
struct Tableau {
    // Symbol table, indexed by symbol id.
    /// The role of each symbol.
    var kinds: [SymbolKind] = []
    /// The slot of each basic symbol's row (-1 when parametric).
    var basicSlot: [Int] = []
    /// For each symbol, the slots of the rows that mention it.
    var columns: [SlotSet] = []

    // Row storage. A row keeps its slot across pivots, so a pivot updates
    // two column entries instead of re-indexing the whole row.
    /// The tableau rows, by slot (`nil` when the slot is free).
    var store: [Row?] = []
    /// The basic symbol of each slot (-1 when free).
    var slotBasic: [Int] = []
    /// Free slots, reused last-in first-out.
    var freeSlots: [Int] = []
    /// A spare cell buffer for row merges.
    var scratch: [RowCell] = []
    /// For each symbol, the index of its definition (-1 unless derived).
    var definitionIndex: [Int] = []
    /// Each derived symbol, by definition index (creation order).
    var definitionSymbols: [Int] = []
    /// The constant of each definition.
    var definitionConstants: [Double] = []
    /// Where each definition's cells start in `definitionCells`, plus the
    /// end of the last one.
    var definitionStart: [Int] = [0]
    /// The cells of every definition, one after another (the definitions
    /// are evaluated in one pass over contiguous memory).
    var definitionCells: [RowCell] = []
    /// The derived variables' values, by definition index, while valid.
    var derivedValues: [Double] = []
    /// How many definitions `derivedValues` covers.
    var evaluatedDefinitions = 0
    /// For each symbol, the definitions that mention it.
    var dependents: [[Int32]] = []
    /// The symbols with dependents whose value changed since the derived
    /// values were last brought up to date.
    var changedSymbols: [Int] = []
    /// Scratch marks by definition for `updateDerivedValues` (all false
    /// between calls).
    var definitionQueued: [Bool] = []
    /// Set when too many values changed to record them one by one.
    var allValuesChanged = false
    /// The symbols whose values may have changed since a reader last took
    /// them (see `Tableau+MovedSymbols`), unless `allMoved`.
    var moved: [Int32] = []
    /// Set when the record of moved symbols gave up (a new tableau starts
    /// with it set: everything is new).
    var allMoved = true
    /// How many moved symbols the record holds before giving up: one per
    /// eight symbols, or fewer if the reader asked (`Solver.movedSymbolLimit`).
    var movedLimit = Int.max
    /// Whether each symbol is in `changedSymbols`.
    var changedMark: [Bool] = []
    /// The user variable of each external symbol.
    var symbolVariables: [Variable?] = []
    /// The symbol of each user variable.
    var variableSymbols: [ObjectIdentifier: Int] = [:]

    /// The priority of each objective level, by level id (creation order).
    var levelPriorities: [Double] = []
    /// The level id of each priority (looked up only, never iterated).
    var levelIds: [Double: Int] = [:]
    /// For each symbol, its objective coefficients, highest level first.
    var objective: [[ObjectiveEntry]] = []
    /// The symbols whose objective coefficients changed since the primal
    /// simplex last found them non-negative.
    var touched: [Int] = []
    /// The symbols found with a negative reduced cost, best on top (see
    /// `enteringSymbol`).
    var candidates = EnteringCandidateHeap()
    /// Whether each symbol is in `touched`.
    var touchedMark: [Bool] = []
    /// The objective of the phase-one search, while one runs.
    var artificial: Row?
    /// Rows that may have become infeasible (negative restricted basic).
    var infeasible: [Int] = []
    /// Scratch space of `expanded` (empty between calls).
    var expansion = ExpansionScratch()
    /// Counts changes to which rows exist and which cells they hold
    /// (`attach`, `detach`, `substitute`, `pivot`; nothing else changes
    /// them). A `ShiftCache` is valid for one value.
    var structureGeneration = 0
    /// For markers whose constraint's constant was edited: the rows of the
    /// marker's column with the marker's coefficient in each (looked up by
    /// marker only, never iterated).
    var shiftCaches: [Int: ShiftCache] = [:]

    /// Checks the per-symbol and per-slot invariant (debug builds only).
    func checkInvariants() {
        #if DEBUG
        let n = kinds.count
        precondition(basicSlot.count == n && columns.count == n && definitionIndex.count == n
                     && symbolVariables.count == n && dependents.count == n && changedMark.count == n
                     && objective.count == n && touchedMark.count == n,
                     "Strata solver: a per-symbol array lost step with the symbols (internal error)")
        precondition(store.count == slotBasic.count, "Strata solver: rows and their basic symbols differ in count (internal error)")
        #endif
    }
}
