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
        // A product leaves room for the other side, which the relation
        // adds in place (in front for a variable on the left).
        Case(description: "2y == x", make: { x, y in 2 * y == x }, terms: [(1, 2), (0, -1)], constant: 0),
        Case(description: "x <= y * 3", make: { x, y in x <= y * 3 }, terms: [(0, 1), (1, -3)], constant: 0),
        Case(description: "x >= y / 4", make: { x, y in x >= y / 4 }, terms: [(0, 1), (1, -0.25)], constant: 0),
        Case(description: "x == 2y + 3", make: { x, y in x == 2 * y + 3 }, terms: [(0, 1), (1, -2)], constant: -3),
        Case(description: "2x == 3y", make: { x, y in 2 * x == 3 * y }, terms: [(0, 2), (1, -3)], constant: 0),
        Case(description: "x - 2y >= 0", make: { x, y in x - 2 * y >= 0 }, terms: [(0, 1), (1, -2)], constant: 0),
        Case(description: "2x - y <= 1", make: { x, y in 2 * x - y <= 1 }, terms: [(0, 2), (1, -1)], constant: -1),
        Case(description: "x == -(2y)", make: { x, y in x == -(2 * y) }, terms: [(0, 1), (1, 2)], constant: 0),
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

    /// An expression used on several relations is not changed by them:
    /// the in-place paths copy storage they share.
    @Test func sharedExpressionsStayUnchanged() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let product = 2 * y
        let a = x == product
        let b = z == product
        let c = product == x
        let d = product - 1 >= z
        #expect(product.terms.count == 1)
        #expect(product.terms[0].variable === y && product.terms[0].coefficient == 2)
        #expect(product.constant.bitPattern == 0.0.bitPattern)
        for (constraint, first, second, constant) in [(a, x, y, 0.0), (b, z, y, 0.0)] {
            #expect(constraint.expression.terms.map(\.coefficient) == [1, -2])
            #expect(constraint.expression.terms[0].variable === first && constraint.expression.terms[1].variable === second)
            #expect(constraint.expression.constant.bitPattern == constant.bitPattern)
        }
        #expect(c.expression.terms.map(\.coefficient) == [2, -1])
        #expect(c.expression.terms[0].variable === y && c.expression.terms[1].variable === x)
        #expect(d.expression.terms.map(\.coefficient) == [2, -1])
        #expect(d.expression.constant == -1)
    }
}
