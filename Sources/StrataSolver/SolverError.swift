/// Why the solver refused an operation.
public enum SolverError: Error, Sendable {
    /// A required constraint cannot hold together with the required
    /// constraints already in the solver.
    ///
    /// `conflicts` lists the required constraints already in the solver that
    /// it contradicts (a minimal set when the connected part of the system
    /// is small enough to search, otherwise every required constraint
    /// sharing variables with it, directly or transitively), in the order
    /// they were added.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: their priority must be below 1000.
    case requiredEditVariable(Variable)
}
