// The StrataSolver module: an incremental Cassowary solver, with no UI
// types. Reading order:
//
// 1. `Variable`, `Expression`, `Expression+Operators`, `Constraint`,
//    `SolverError`: the public vocabulary.
// 2. `Solver` (this file) and `ConstraintLog`: the constraint log and the
//    public entry points; `Solver+Editing`, `Solver+EditableConstant`,
//    `Solver+Symbols`, `Solver+Ambiguity`, `Solver+Diagnostics`,
//    `Solver+Rebuild`, `Solver+Capacity`, `Solver+Batch`.
// 3. `Symbol`, `Row`, `SlotSet`, `IdentityTable`: the tableau's building blocks.
// 4. `Tableau`: its storage and invariant; then `Tableau+Rows` (symbols,
//    rows, substitution, pivots, inserting a constraint), `Tableau+Definitions`
//    (required equalities kept out of the tableau), `Tableau+DerivedValues`,
//    `Tableau+MovedSymbols` (which values changed, for incremental readers),
//    `Tableau+Objective`, `Tableau+Simplex`, `Tableau+Constants`.
//
// Docs/Constraints.md §1 explains the algorithm and its measured costs.

/// An incremental Cassowary simplex solver with strict priorities.
///
/// Add linear constraints (required or at a priority below 1000), read
/// the solution with `value(of:)`. The solution satisfies every required
/// constraint and minimises the violations lexicographically, priority
/// level by priority level: one violation at 251 outweighs any number at
/// 250. Edit variables (`addEditVariable`, `suggestValue`) re-solve
/// incrementally with the dual simplex.
///
/// Deterministic: symbols get creation-ordered ids, rows are sorted by id
/// and every pivot choice breaks ties by id, so the same sequence of calls
/// gives bit-identical values in every run.
///
/// See `Docs/Constraints.md` (section 1) for the algorithm and the measured costs.
public final class Solver {
    // The stored properties the entry points touch on every call are
    // `@exclusivity(unchecked)`: a `Solver` is used from one thread, its
    // methods never hand out a reference into them, and the dynamic
    // exclusivity checks (three or four per `addConstraint`) were a tenth
    // of building a small system. The tableau's own accesses are static
    // (it is a struct).

    // The constraint log: what survives a rebuild.
    /// The constraints in the solver (edit constraints included).
    @exclusivity(unchecked) var records = ConstraintLog()
    /// The insertion sequence number of the next constraint.
    @exclusivity(unchecked) var nextOrder = 0
    /// The edit variables.
    var edits: [ObjectIdentifier: EditRecord] = [:]
    /// Set when a required equality without a marker was removed: the
    /// tableau is re-derived from the remaining constraints before next use.
    @exclusivity(unchecked) var needsRebuild = false
    /// How many times the tableau was re-derived (each time renumbers the
    /// symbols, which callers caching symbol ids check).
    package var rebuildCount = 0
    /// Everything else: symbols, rows, objective, derived values.
    @exclusivity(unchecked) var tableau = Tableau()
    /// `movedSymbolLimit`, kept here so a re-derived tableau gets it.
    var movedLimit = Int.max

    /// Creates an empty solver.
    public init() {}

    /// Adds `constraint`.
    ///
    /// Throws `SolverError.unsatisfiable` (naming the required constraints
    /// it conflicts with) if it is required and cannot hold, and
    /// `.duplicateConstraint` if it was already added.
    /// - Complexity: proportional to the rows it touches; O(1) amortised
    ///   row work for chain-shaped (stack) systems.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        rebuildIfNeeded()
        let key = ObjectIdentifier(constraint)
        if records[key] != nil { throw .duplicateConstraint(constraint) }
        var record = ConstraintRecord(constraint: constraint, constant: constraint.expression.constant,
                                      order: nextOrder)
        nextOrder += 1
        guard tableau.insert(&record) else {
            throw .unsatisfiable(constraint, conflicts: requiredConflicts(with: record))
        }
        records[key] = record
    }

    /// Removes `constraint`; throws `.unknownConstraint` if it is not in the solver.
    ///
    /// Optional constraints and inequalities are removed in place through
    /// their marker symbol. Required equalities carry no marker (that is what
    /// keeps chain rows short), so removing one marks the tableau for a
    /// re-derivation from the remaining constraints, done once before the
    /// next use however many constraints were removed meanwhile.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        if needsRebuild || record.marker < 0 {
            needsRebuild = true
            return
        }
        tableau.removeInPlace(record)
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints in the solver (edit constraints excluded).
    public var constraintCount: Int { records.count - edits.count }

    /// Brings the tableau up to date (re-deriving it after removals of
    /// required equalities). `value(of:)` does this on its own.
    public func updateVariables() {
        rebuildIfNeeded()
    }

    /// The value of `variable` in the current solution (0 for a variable no
    /// constraint mentions, or one left free).
    /// - Complexity: O(1); after a change, the first read of a derived
    ///   variable re-evaluates the definitions downstream of the change
    ///   (see `Tableau+DerivedValues`).
    public func value(of variable: Variable) -> Double {
        rebuildIfNeeded()
        guard let s = tableau.symbols.byVariable[ObjectIdentifier(variable)] else { return 0 }
        if tableau.isDerived(s) { return tableau.derivedValue(s) }
        guard let row = tableau.row(of: s) else { return 0 }
        return row.constant
    }

    /// The priorities of the optional levels currently in the objective,
    /// highest first.
    public var priorityLevels: [Double] { tableau.objective.levelPriorities.sorted(by: >) }
}

/// What the solver remembers about one added constraint.
struct ConstraintRecord {
    /// The constraint.
    let constraint: Constraint
    /// The current constant of its expression (changed by `setConstant`).
    var constant: Double
    /// The insertion sequence number (the rebuild order).
    let order: Int
    /// Whether a required equality gets a dummy marker (after its first
    /// `setConstant`), so its constant can be edited in place.
    var wantsMarker = false
    /// The marker symbol (slack, error+ or dummy), -1 if none.
    var marker: Int {
        get { Int(storedMarker) }
        set { storedMarker = Int32(newValue) }
    }
    /// The second error symbol of an optional constraint, -1 if none.
    var other: Int {
        get { Int(storedOther) }
        set { storedOther = Int32(newValue) }
    }
    /// `marker` and `other`, four bytes each (a record is 40 bytes, not 48).
    private var storedMarker: Int32 = -1, storedOther: Int32 = -1

    init(constraint: Constraint, constant: Double, order: Int) {
        self.constraint = constraint
        self.constant = constant
        self.order = order
    }
}

/// An edit variable: an optional `variable == value` constraint whose value
/// `suggestValue` moves.
struct EditRecord {
    /// The edited variable.
    let variable: Variable
    /// The edit constraint.
    let constraint: Constraint
    /// The last suggested value.
    var value: Double
}
