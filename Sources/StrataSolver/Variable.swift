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
    public let name: String

    /// Creates a variable named `name` (for diagnostics only).
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `<variable>` when it has none.
    public var description: String { name.isEmpty ? "<variable>" : name }
}
