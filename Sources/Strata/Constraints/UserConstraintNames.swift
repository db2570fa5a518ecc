import StrataSolver

/// The names of the engine's solver constraints for user constraints
/// (`title.leading == root.leadingMargin + 8 @750`), built when read.
///
/// Each entry keeps the equation's parts (`ConstraintEquation`), captured
/// when the solver constraint is made, so a name is the text the user
/// constraint had then. A name closure per constraint would capture the
/// same parts in a context of its own: one allocation per user
/// constraint, about a twentieth of a list cell's private solve with its
/// release.
///
/// Entries are appended only while the engine builds, on the main actor;
/// a name reads an entry that was complete when its constraint was made,
/// so sharing the box is safe although its array grows (as with
/// `ContentSizeNames`).
final class UserConstraintNames: @unchecked Sendable {
    /// The entries, by constraint.
    private var entries: [ConstraintEquation] = []

    /// Shared names reading this box's entries (they keep the box; the box
    /// does not keep them, so there is no cycle). Constraints made from an
    /// earlier box keep theirs after the engine moves on.
    func makeNames() -> ConstraintNames {
        ConstraintNames { [self] in self.entries[$0].text }
    }

    /// Records `equation`; returns its index for `Constraint(…, names:index:)`.
    func append(_ equation: ConstraintEquation) -> Int {
        entries.append(equation)
        return entries.count - 1
    }
}
