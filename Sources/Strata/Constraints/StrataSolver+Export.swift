// The solver's types (`Solver`, `Variable`, `Constraint`, `Expression`)
// come with `import Strata`, as they did before the solver had a module of
// its own.
@_exported import StrataSolver
