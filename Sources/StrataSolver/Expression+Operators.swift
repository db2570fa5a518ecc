// Arithmetic that builds linear expressions from variables and numbers.

extension Expression {
    /// The sum of two expressions.
    /// - Complexity: O(terms), one allocation.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        terms.append(contentsOf: rhs.terms)
        return Expression(terms, constant: lhs.constant + rhs.constant)
    }
    /// The expression plus a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// A variable plus the expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// The expression plus a constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// The difference of two expressions.
    /// - Complexity: O(terms); no allocation when `lhs`'s storage is its
    ///   own and has room for `rhs`'s terms, else one.
    public static func - (lhs: consuming Expression, rhs: Expression) -> Expression {
        if lhs.terms.capacity >= lhs.terms.count + rhs.terms.count {
            for t in rhs.terms { lhs.terms.append(Term(t.variable, -t.coefficient)) }
            lhs.constant = lhs.constant - rhs.constant
            return lhs
        }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for t in rhs.terms { terms.append(Term(t.variable, -t.coefficient)) }
        return Expression(terms, constant: lhs.constant - rhs.constant)
    }
    /// The expression minus a variable.
    /// - Complexity: O(terms); no allocation when `lhs`'s storage is its
    ///   own and has room for one more term, else one.
    public static func - (lhs: consuming Expression, rhs: Variable) -> Expression {
        if lhs.terms.capacity > lhs.terms.count {
            lhs.terms.append(Term(rhs, -1))
            return lhs
        }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + 1)
        terms.append(contentsOf: lhs.terms)
        terms.append(Term(rhs, -1))
        return Expression(terms, constant: lhs.constant)
    }
    /// A variable minus the expression.
    ///
    /// Built in `rhs`'s storage when it has room for one more term: the
    /// variable products (`k * x`) leave that room, so `y == k * x`
    /// allocates one terms array, not two.
    /// - Complexity: O(terms); no allocation when `rhs`'s storage is its
    ///   own and has room, else one.
    public static func - (lhs: Variable, rhs: consuming Expression) -> Expression {
        if rhs.terms.capacity > rhs.terms.count {
            let count = rhs.terms.count
            rhs.terms.append(Term(lhs))
            rhs.terms.withUnsafeMutableBufferPointer { t in
                // Shift the terms up one, negated, and put `lhs` first.
                var i = count
                while i > 0 {
                    t[i] = Term(t[i - 1].variable, -t[i - 1].coefficient)
                    i -= 1
                }
                t[0] = Term(lhs)
            }
            rhs.constant = 0 - rhs.constant  // `0 - 0` is +0, as `x - e` always gave
            return rhs
        }
        var terms: [Term] = []
        terms.reserveCapacity(1 + rhs.terms.count)
        terms.append(Term(lhs))
        for t in rhs.terms { terms.append(Term(t.variable, -t.coefficient)) }
        return Expression(terms, constant: 0 - rhs.constant)  // `0 - 0` is +0, as `x - e` always gave
    }
    /// The expression minus a constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: -1) + lhs }

    /// The negated expression.
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

    /// The expression scaled by a constant.
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
    /// The expression scaled by a constant.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
    /// The expression divided by a non-zero constant.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
    /// A variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
    /// A constant plus a variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
    /// A variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
    /// A constant minus a variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }

    /// The negated variable.
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

    /// The variable scaled by a constant.
    ///
    /// Its terms array has room for a second term: a product is usually
    /// one side of a relation (`y == k * x`), which then adds the other
    /// side's variable in place.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(roomFor2: Term(lhs, rhs)) }
    /// The variable scaled by a constant (with room for a second term).
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(roomFor2: Term(rhs, lhs)) }
    /// The variable divided by a non-zero constant (with room for a
    /// second term).
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(roomFor2: Term(lhs, 1 / rhs)) }
}

extension Expression {
    /// The expression `term`, its terms array with room for two.
    @inline(__always)
    init(roomFor2 term: Term) {
        // One allocation, from an array literal: the compiler allocates a
        // literal's storage directly, with its type's metadata cached in
        // this module. (`reserveCapacity` then `append` went through the
        // growth and uniqueness paths; `Array(unsafeUninitializedCapacity:)`
        // through the standard library's unspecialized allocation, which
        // looks the storage type's metadata up at run time: about 700
        // instructions a term, a seventh of building `solver.stack.nochain`.)
        var terms = [term, term]
        terms.removeLast()
        self.init(terms)
    }
}
