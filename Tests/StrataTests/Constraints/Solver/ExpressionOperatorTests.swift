import Testing
import Strata

/// The relation and difference operators build their terms in one array;
/// the constants and coefficients must be exactly those of the textbook
/// form `lhs + (-1 · rhs)`, down to the sign of a zero (a constant of -0
/// instead of +0 can show in a solved value).
@Suite("Solver: expression operators")
struct ExpressionOperatorTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        /// The constraint the operator builds.
        let make: @Sendable (Variable, Variable) -> Constraint
        /// The terms (variable index 0 or 1, coefficient) and the constant.
        let terms: [(Int, Double)]
        let constant: Double
    }

    static let cases: [Case] = [
        Case(description: "x == 0", make: { x, _ in x == 0 }, terms: [(0, 1)], constant: 0),
        Case(description: "x >= 10", make: { x, _ in x >= 10 }, terms: [(0, 1)], constant: -10),
        Case(description: "x <= -3", make: { x, _ in x <= -3 }, terms: [(0, 1)], constant: 3),
        Case(description: "x == y", make: { x, y in x == y }, terms: [(0, 1), (1, -1)], constant: 0),
        Case(description: "x == 2y", make: { x, y in x == 2 * y }, terms: [(0, 1), (1, -2)], constant: 0),
        Case(description: "x == y + 8", make: { x, y in x == y + 8 }, terms: [(0, 1), (1, -1)], constant: -8),
        Case(description: "x + y == 5", make: { x, y in x + y == 5 }, terms: [(0, 1), (1, 1)], constant: -5),
        Case(description: "x + 1 == y", make: { x, y in x + 1 == y }, terms: [(0, 1), (1, -1)], constant: 1),
        Case(description: "x + y == x - y", make: { x, y in x + y == x - y },
             terms: [(0, 1), (1, 1), (0, -1), (1, 1)], constant: 0),
        // `x - 0` has the constant -0 (as it always had), which stays.
        Case(description: "x - 0 >= y", make: { x, y in x - 0 >= y }, terms: [(0, 1), (1, -1)], constant: -0.0),
    ]

    @Test(arguments: cases)
    func termsAndConstant(_ c: Case) {
        let x = Variable("x"), y = Variable("y")
        let constraint = c.make(x, y)
        let vars = [x, y]
        #expect(constraint.expression.terms.count == c.terms.count)
        for (term, expected) in zip(constraint.expression.terms, c.terms) {
            #expect(term.variable === vars[expected.0])
            #expect(term.coefficient.bitPattern == expected.1.bitPattern)
        }
        // Bit for bit: +0 stays +0.
        #expect(constraint.expression.constant.bitPattern == c.constant.bitPattern)
    }
}
