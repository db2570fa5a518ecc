// Snapshots: a solved state kept and restored, then edited by a batch of
// constants (the fitting solves' canonical system, see Docs/Constraints.md).

extension Solver {
    /// The whole state of a solver at one moment: its constraint log,
    /// edit variables and tableau. Every part is a value (arrays shared
    /// copy-on-write with the solver until one side changes them), so
    /// taking a snapshot copies nothing, and the solver's later changes
    /// copy only what they touch.
    package struct Snapshot {
        fileprivate let records: ConstraintLog
        fileprivate let nextOrder: Int
        fileprivate let edits: [ObjectIdentifier: EditRecord]
        fileprivate let needsRebuild: Bool
        fileprivate let rebuildCount: Int
        fileprivate let tableau: Tableau
        fileprivate let movedLimit: Int
    }

    /// The solver's current state, to `restore(_:)` later.
    /// - Complexity: O(1) (the arrays are shared, not copied).
    package func snapshot() -> Snapshot {
        Snapshot(records: records, nextOrder: nextOrder, edits: edits, needsRebuild: needsRebuild,
                 rebuildCount: rebuildCount, tableau: tableau, movedLimit: movedLimit)
    }

    /// Puts the solver back in the state of `snapshot`, exactly: whatever
    /// was added, edited or solved since is forgotten, and the same calls
    /// made after a restore give bit-identical values every time.
    /// - Complexity: O(1) here; the first change to each array after it
    ///   copies that array (copy-on-write).
    package func restore(_ snapshot: Snapshot) {
        records = snapshot.records
        nextOrder = snapshot.nextOrder
        edits = snapshot.edits
        needsRebuild = snapshot.needsRebuild
        rebuildCount = snapshot.rebuildCount
        tableau = snapshot.tableau
        movedLimit = snapshot.movedLimit
    }

    /// Sets the constants of several constraints at once (each as
    /// `setConstant(_:for:)` would: `constants[i]` is the right-hand side
    /// of `constraints[i]`), then re-solves once with the dual simplex.
    ///
    /// Every constraint must be in the solver with a marker: an inequality
    /// or an optional constraint (a required equality is not accepted).
    /// Returns false when the new constants leave the required constraints
    /// infeasible; the solver's state is then unspecified and must be
    /// `restore(_:)`d before further use. The rows to repair are visited
    /// by ascending symbol id whatever the order of `constraints`, so the
    /// result depends only on the state and the constants.
    /// - Complexity: the column of each constraint's marker, plus the
    ///   pivots of one dual simplex.
    package func setConstants(_ constants: [Double], for constraints: [Constraint]) -> Bool {
        precondition(constants.count == constraints.count, "setConstants: one constant per constraint")
        rebuildIfNeeded()
        for i in constraints.indices {
            let key = ObjectIdentifier(constraints[i])
            guard var record = records[key] else {
                preconditionFailure("setConstants: \(constraints[i]) is not in the solver")
            }
            precondition(record.marker >= 0 && tableau.symbols.kinds[record.marker] != .dummy,
                         "setConstants: \(constraints[i]) is a required equality")
            let newConstant = -constants[i]
            let delta = newConstant - record.constant
            if delta == 0 { continue }
            tableau.shiftConstant(of: record, by: delta)
            record.constant = newConstant
            records[key] = record
        }
        tableau.sortQueued(from: 0)
        return tableau.dualOptimize()
    }

    /// Reads and caches the marker columns that `setConstants(_:for:)`
    /// shifts for `constraints`, so that a snapshot taken now carries them
    /// and every batch after a restore finds them (no column read, no
    /// cache allocated per batch).
    /// - Complexity: the markers' columns.
    package func prepareConstantEdits(for constraints: [Constraint]) {
        rebuildIfNeeded()
        for c in constraints {
            guard let record = records[ObjectIdentifier(c)], record.marker >= 0,
                  !tableau.isBasic(record.marker) else { continue }
            _ = tableau.shiftEntries(of: record.marker)
        }
    }
}
