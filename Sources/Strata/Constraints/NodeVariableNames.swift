import StrataSolver

/// The names of the engine's node variables (`view3.x`, `root.width`,
/// `card.guide5.height`), built when read.
///
/// Four variables per node, each formatted up front (`"\(name).width"`),
/// were a tenth of a cell's private solve; here a node records its
/// identifier and index once and its variables share one `ConstraintNames`.
///
/// Entries are appended only while the engine creates its nodes, on the
/// main actor; a name reads an entry that was complete when its variable
/// was made, so sharing the box is safe although its array grows (as
/// `ContentSizeNames`).
final class NodeVariableNames: @unchecked Sendable {
    /// One node.
    struct Entry {
        /// The view's (or guide's) identifier, if any.
        let identifier: String?
        /// The node's index (`view3`, `guide5` without an identifier).
        let node: Int
        /// For a guide, the entry of its owning view; -1 for a view.
        let owner: Int
    }

    /// The entries, by node.
    private var entries: [Entry] = []

    /// The variable suffixes, by `index % 4`.
    private static let parts = ["x", "y", "width", "height"]

    /// Shared names reading this box's entries (they keep the box; the box
    /// does not keep them).
    func makeNames() -> ConstraintNames {
        ConstraintNames { [self] in self.text(of: $0) }
    }

    /// Records a node; returns the index of its `x` variable's name (then
    /// `y`, `width`, `height`).
    func append(_ entry: Entry) -> Int {
        entries.append(entry)
        return 4 * (entries.count - 1)
    }

    /// The name of variable `index`: the node's name, a dot, the part.
    func text(of index: Int) -> String {
        "\(base(index / 4)).\(NodeVariableNames.parts[index % 4])"
    }

    /// Node entry `i`'s name: a view's identifier or `view<node>`; a
    /// guide's owner's name, a dot, and its identifier or `guide<node>`.
    private func base(_ i: Int) -> String {
        let e = entries[i]
        if e.owner < 0 { return e.identifier ?? "view\(e.node)" }
        let identifier = e.identifier ?? ""
        return "\(base(e.owner)).\(identifier.isEmpty ? "guide\(e.node)" : identifier)"
    }
}
