/// An unknown of the constraint solver.
///
/// A variable is an identity: two variables with the same name are still
/// different unknowns. It carries no value; ask the solver with
/// `Solver.value(of:)`. Each solver gives a variable a creation-ordered
/// symbol id the first time one of its constraints mentions it, and every
/// tie in the simplex is broken by those ids, so results never depend on
/// object addresses or hash order.
public final class Variable: Sendable {
    /// A name for diagnostics; it plays no part in solving.
    public var name: String {
        switch nameSource {
        case .text(let text): text
        case .shared(let names, let index): names.name(index)
        }
    }

    /// Where the name comes from.
    private let nameSource: NameSource

    /// A variable's name: its text, or entry `index` of names shared by
    /// many variables and built when read.
    ///
    /// (A deferred closure per variable, as constraints have, cost as much
    /// as formatting a short name: its context is an allocation.)
    private enum NameSource: Sendable {
        case text(String)
        case shared(ConstraintNames, Int)
    }

    /// Creates a variable named `name` (for diagnostics only).
    public init(_ name: String = "") {
        nameSource = .text(name)
    }

    /// Creates a variable named by entry `index` of `names`, built when
    /// read: a builder that makes thousands of variables (a window's
    /// engine, four per view) shares one `ConstraintNames` instead of
    /// formatting a name for each.
    package init(names: ConstraintNames, index: Int) {
        nameSource = .shared(names, index)
    }

    /// The index this variable's name has in `names`, when it is named
    /// there (`init(names:index:)` with that very object), else `nil`: an
    /// engine finds which of its own variables a term names without a
    /// lookup table.
    /// - Complexity: O(1).
    package func nameIndex(in names: ConstraintNames) -> Int? {
        if case .shared(let own, let index) = nameSource, own === names { return index }
        return nil
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `<variable>` when it has none.
    public var description: String {
        let text = name
        return text.isEmpty ? "<variable>" : text
    }
}
