import StrataSolver

/// The names of the engine's content-size constraints (hugging and
/// compression resistance), built when read.
///
/// Each entry keeps what its name needs, 32 bytes; a name closure would
/// capture the same parts in a context of its own, one allocation of
/// about 80 bytes per constraint (two constraints per view and axis).
///
/// Entries are appended only while the engine builds, on the main actor;
/// a name reads an entry that was complete when its constraint was made,
/// so sharing the box is safe although its array grows.
final class ContentSizeNames: @unchecked Sendable {
    /// What one name says.
    struct Entry {
        /// The view's identifier, or `view` and its node index.
        let view: String
        /// The intrinsic length.
        let length: Double
        /// The axis.
        let axis: Axis
        /// Hugging (`<=`), else compression resistance (`>=`).
        let hugging: Bool
    }

    /// The entries, by constraint.
    private var entries: [Entry] = []

    /// Shared names reading this box's entries (they keep the box; the box
    /// does not keep them, so there is no cycle). Constraints made from
    /// an earlier box keep theirs after the engine moves on.
    func makeNames() -> ConstraintNames {
        ConstraintNames { [self] in self.text(of: $0) }
    }

    /// Records `entry`; returns its index for `Constraint(…, names:index:)`.
    func append(_ entry: Entry) -> Int {
        entries.append(entry)
        return entries.count - 1
    }

    /// Entry `i`'s name, as `"v3.height <= 44 (hugging)"`.
    func text(of i: Int) -> String {
        let e = entries[i]
        let dim = e.axis == .horizontal ? "width" : "height"
        return e.hugging ? "\(e.view).\(dim) <= \(formatCoordinate(e.length)) (hugging)"
            : "\(e.view).\(dim) >= \(formatCoordinate(e.length)) (compression resistance)"
    }
}
