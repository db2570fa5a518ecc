import Testing
@testable import Strata
@testable import StrataSolver

/// `LayoutEngine.userConstraintExpression` builds a user constraint's
/// solver expression in one terms array; its terms (variables, order,
/// coefficients) and constant must be bit for bit those of the operator
/// form it replaced, `lhs - (second * multiplier + constant)` (or
/// `lhs - Expression(constant:)` without a second item), down to the sign
/// of a zero.
@MainActor
@Suite("Engine: user constraint expressions")
struct UserConstraintExpressionTests {
    /// One side of a user constraint, over three variables `x`, `y`, `w`
    /// (indices 0, 1, 2): the shapes `LayoutEngine.expression` gives.
    enum Side: String, CaseIterable, Sendable {
        case x = "x"
        case xPlusW = "x + w"
        case center = "x + 0.5w"
        case margin = "x + 12"
        case trailingMargin = "x + w - 16"
        case centerWithinMargins = "x + (8 + (w - 8 - 16) * 0.5)"
        case baseline = "y + w - 3.25"

        func expression(_ v: [Variable]) -> Expression {
            switch self {
            case .x: Expression(v[0])
            case .xPlusW: v[0] + v[2]
            case .center: Expression([Term(v[0]), Term(v[2], 0.5)])
            case .margin: Expression(v[0]) + 12
            case .trailingMargin: v[0] + v[2] - 16
            case .centerWithinMargins: Expression(v[0]) + (8 + (Expression(v[2]) - 8 - 16) * 0.5)
            case .baseline: v[1] + v[2] - 3.25
            }
        }
    }

    static let multipliers: [Double] = [1, 0.5, -1, 3, 0]
    static let constants: [Double] = [0, -0.0, 8, -2.5]

    /// The old operator form.
    private func reference(_ lhs: Expression, _ second: Expression?, _ m: Double, _ k: Double) -> Expression {
        var rhs = Expression(constant: k)
        if let second { rhs = second * m + k }
        return lhs - rhs
    }

    private func same(_ a: Expression, _ b: Expression, _ v: [Variable]) -> Bool {
        guard a.terms.count == b.terms.count, a.constant.bitPattern == b.constant.bitPattern else { return false }
        return zip(a.terms, b.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
        }
    }

    @Test(arguments: Side.allCases)
    func equalsTheOperatorForm(_ left: Side) {
        let v = [Variable("x"), Variable("y"), Variable("w"), Variable("x2"), Variable("y2"), Variable("w2")]
        let other = Array(v[3...])
        for k in Self.constants {
            let lhs = left.expression(v)
            let built = LayoutEngine.userConstraintExpression(lhs, nil, multiplier: 1, constant: k)
            #expect(same(built, reference(lhs, nil, 1, k), v), "\(left.rawValue) - \(k)")
            for right in Side.allCases {
                for m in Self.multipliers {
                    let second = right.expression(other)
                    let built = LayoutEngine.userConstraintExpression(lhs, second, multiplier: m, constant: k)
                    #expect(same(built, reference(lhs, second, m, k), v),
                            "\(left.rawValue) - ((\(right.rawValue)) * \(m) + \(k))")
                }
            }
        }
    }

    /// Exact values for a few cases, so that a change to both forms at
    /// once shows too: `x == 2 · (x2 + w2) + 8` stores `x - 2x2 - 2w2 - 8`.
    @Test func exactTermsAndConstant() {
        let x = Variable("x"), x2 = Variable("x2"), w2 = Variable("w2")
        let e = LayoutEngine.userConstraintExpression(Expression(x), x2 + w2, multiplier: 2, constant: 8)
        #expect(e.terms.map(\.coefficient) == [1, -2, -2])
        #expect(e.terms[0].variable === x && e.terms[1].variable === x2 && e.terms[2].variable === w2)
        #expect(e.constant == -8)
        let alone = LayoutEngine.userConstraintExpression(Expression(x) + 12, nil, multiplier: 1, constant: 0)
        #expect(alone.terms.map(\.coefficient) == [1])
        #expect(alone.constant.bitPattern == (12.0).bitPattern)
    }
}
