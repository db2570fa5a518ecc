/// One `coefficient · variable` term of a linear expression.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// Its multiplier.
    public var coefficient: Double

    /// Creates the term `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build one with the arithmetic operators on `Variable`, `Expression` and
/// `Double`, e.g. `x + 2 * y - 8`. Terms keep the order they were written
/// in; a variable may appear in several terms (they add up).
public struct Expression: Sendable {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// This expression multiplied by `factor`.
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}
