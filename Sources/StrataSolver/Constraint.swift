/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessOrEqual
    /// `expression >= 0`.
    case greaterOrEqual
}

/// A linear constraint `expression ⋈ 0` with a priority.
///
/// Written with the relation operators, e.g. `x + w == W` or
/// `(w >= 10).withPriority(250)`. The right-hand side is moved to the left,
/// so `a == b + 8` stores `a - b - 8 == 0`; the *constant* of a constraint
/// (see `Solver.setConstant(_:for:)`) is the right-hand side once every
/// variable is on the left, here `8`.
///
/// A constraint is an identity (a class): the solver tracks it by object,
/// and adding the same object twice is an error.
public final class Constraint: Sendable {
    /// The left-hand side; the right-hand side is zero.
    public let expression: Expression
    /// The comparison with zero.
    public let relation: Relation
    /// The priority, from 1 to 1000; 1000 (or more) means required.
    ///
    /// A higher priority always wins over any number of violations at lower
    /// ones. Fractional values such as 999.5 are distinct levels.
    public let priority: Double
    /// A name for diagnostics, built when it is read.
    ///
    /// Names matter only when something is reported (a broken constraint,
    /// a conflict), so building one is deferred: a window engine creates
    /// hundreds of thousands of constraints whose names are never read, and
    /// formatting them up front was a tenth of its build time.
    public var name: String {
        switch nameSource {
        case .closure(let build): build()
        case .shared(let names, let index): names.name(index)
        }
    }

    /// Where the name comes from.
    private let nameSource: NameSource

    /// A constraint's name: its own closure, or entry `index` of names
    /// shared by many constraints (no closure context per constraint).
    private enum NameSource: Sendable {
        case closure(@Sendable () -> String)
        case shared(ConstraintNames, Int)
    }

    /// Creates `expression ⋈ 0` at `priority` (required by default).
    ///
    /// `name` is evaluated when `name` is read, not here (it should not
    /// depend on state that changes).
    public convenience init(_ expression: Expression, _ relation: Relation, priority: Double = Constraint.required,
                            name: @autoclosure @escaping @Sendable () -> String = "")
    {
        self.init(expression, relation, priority: priority, nameSource: .closure(name))
    }

    /// Creates `expression ⋈ 0` at `priority` named by entry `index` of
    /// `names`. A closure capturing a name's parts costs one or two
    /// allocations per constraint (about 100 bytes); a builder that makes
    /// thousands shares one `ConstraintNames` instead.
    package convenience init(_ expression: Expression, _ relation: Relation, priority: Double,
                             names: ConstraintNames, index: Int)
    {
        self.init(expression, relation, priority: priority, nameSource: .shared(names, index))
    }

    private init(_ expression: Expression, _ relation: Relation, priority: Double, nameSource: NameSource) {
        precondition(priority > 0 && priority <= Constraint.required,
                     "Constraint priority must be in (0, 1000], got \(priority)")
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.nameSource = nameSource
    }


    /// The priority of a constraint that must hold.
    public static let required: Double = 1000

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= Constraint.required }

    /// A copy of this constraint (a new identity) at `priority`.
    public func withPriority(_ priority: Double) -> Constraint {
        Constraint(expression, relation, priority: priority, nameSource: nameSource)
    }

    /// A copy of this constraint (a new identity) named `name`.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }
}

/// Names shared by many constraints (or variables), built when read:
/// entry `i` is `name(i)`.
package final class ConstraintNames: Sendable {
    /// Entry `index`'s name.
    package let name: @Sendable (_ index: Int) -> String

    /// Names built by `name`.
    package init(_ name: @escaping @Sendable (_ index: Int) -> String) {
        self.name = name
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint as `name: terms ⋈ constant @priority`.
    public var description: String {
        var text = name.isEmpty ? "" : name + ": "
        for (i, term) in expression.terms.enumerated() {
            let c = term.coefficient
            let sign = c < 0 ? (i == 0 ? "-" : " - ") : (i == 0 ? "" : " + ")
            let magnitude = c < 0 ? -c : c
            text += sign + (magnitude == 1 ? "" : "\(magnitude)*") + term.variable.description
        }
        if expression.terms.isEmpty { text += "0" }
        switch relation {
        case .equal: text += " == "
        case .lessOrEqual: text += " <= "
        case .greaterOrEqual: text += " >= "
        }
        text += "\(-expression.constant)"
        if !isRequired { text += " @\(priority)" }
        return text
    }
}

// MARK: - Relation operators

extension Expression {
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: consuming Expression, rhs: Expression) -> Constraint { Constraint((consume lhs) - rhs, .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: consuming Expression, rhs: Expression) -> Constraint { Constraint((consume lhs) - rhs, .lessOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: consuming Expression, rhs: Expression) -> Constraint { Constraint((consume lhs) - rhs, .greaterOrEqual) }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint((consume lhs) - rhs, .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint((consume lhs) - rhs, .lessOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint((consume lhs) - rhs, .greaterOrEqual) }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint((consume lhs) - rhs, .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint((consume lhs) - rhs, .lessOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint((consume lhs) - rhs, .greaterOrEqual) }
}

extension Variable {
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: consuming Expression) -> Constraint { Constraint(lhs - (consume rhs), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: consuming Expression) -> Constraint { Constraint(lhs - (consume rhs), .lessOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: consuming Expression) -> Constraint { Constraint(lhs - (consume rhs), .greaterOrEqual) }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression([Term(lhs)], constant: 0 - rhs), .equal)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression([Term(lhs)], constant: 0 - rhs), .lessOrEqual)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression([Term(lhs)], constant: 0 - rhs), .greaterOrEqual)
    }
}
