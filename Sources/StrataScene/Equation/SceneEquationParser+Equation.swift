extension EquationCursor {
    mutating func parseEquation() throws(SceneEquationError) -> SceneEquation {
        skipSpaces()
        let firstOffset = index
        let first = try parseAnchor()
        skipSpaces()
        let relation = try parseRelation(after: first)
        skipSpaces()
        var second: SceneAnchor?
        var secondOffset: Int?
        var multiplier = 1.0
        var constant = 0.0
        var constantOffset = index
        var multiplierOffset = index
        if let c = current, EquationCursor.isItemStart(c) {
            secondOffset = index
            second = try parseAnchor()
            skipSpaces()
            if current == "*" || current == "/" {
                let isDivision = current == "/"
                let operatorText = String(Character(current!))
                index += 1
                skipSpaces()
                multiplierOffset = index
                guard let value = try signedNumber() else {
                    throw fail("expected a number after '\(operatorText)', got \(token())")
                }
                if isDivision {
                    guard value != 0 else { throw fail("division by zero", at: multiplierOffset) }
                    // The multiplier is what the canonical form prints: it
                    // obeys the same bound as every number.
                    guard abs(1 / value) <= EquationCursor.largestNumber else {
                        throw fail("dividing by \(JSONWriter.format(value)) gives a multiplier out of range (at most 1e9)",
                                   at: multiplierOffset)
                    }
                    multiplier = 1 / value
                } else {
                    multiplier = value
                }
                skipSpaces()
            }
            if current == "+" || current == "-" {
                let negative = current == "-"
                let operatorText = String(Character(current!))
                index += 1
                skipSpaces()
                constantOffset = index
                guard let value = try number() else {
                    throw fail("expected a number after '\(operatorText)', got \(token())")
                }
                constant = negative ? -value : value
                skipSpaces()
            }
        } else {
            constantOffset = index
            guard let value = try signedNumber() else {
                throw fail("expected a view attribute or a number after '\(relation.rawValue)', got \(token())")
            }
            constant = value
            skipSpaces()
        }
        var priority = 1000.0
        if current == "@" {
            index += 1
            skipSpaces()
            let priorityOffset = index
            guard let value = try number() else {
                throw fail("expected a priority after '@', got \(token())")
            }
            guard value >= 1 && value <= 1000 else {
                throw fail("priority \(JSONWriter.format(value)) is outside 1…1000", at: priorityOffset)
            }
            priority = value
            skipSpaces()
        }
        if index < chars.count {
            let expected = second == nil ? "'@'" : "'*', '+', '-' or '@'"
            throw fail("unexpected \(token()): expected \(expected) or the end of the equation")
        }
        let equation = SceneEquation(first: first, relation: relation, second: second,
                                     multiplier: multiplier, constant: constant, priority: priority,
                                     source: source, firstOffset: firstOffset, secondOffset: secondOffset)
        try check(equation, constantOffset: constantOffset, multiplierOffset: multiplierOffset)
        return equation
    }

    /// Rejects the pairings UIKit rejects.
    func check(_ equation: SceneEquation, constantOffset: Int, multiplierOffset: Int) throws(SceneEquationError) {
        let first = equation.first
        guard let second = equation.second, let secondOffset = equation.secondOffset else {
            if first.attribute.kind != .dimension {
                throw fail("a position (\(first)) cannot equal a constant alone: relate it to another attribute",
                           at: constantOffset)
            }
            return
        }
        let a = first.attribute.kind, b = second.attribute.kind
        if a != b {
            throw fail("cannot relate \(EquationCursor.describe(a)) (\(first)) to \(EquationCursor.describe(b)) (\(second))",
                       at: secondOffset)
        }
        if (first.attribute.isDirectionalEdge && second.attribute.isAbsoluteHorizontalEdge)
            || (first.attribute.isAbsoluteHorizontalEdge && second.attribute.isDirectionalEdge) {
            throw fail("cannot relate a leading/trailing edge to a left/right edge (\(first), \(second))",
                       at: secondOffset)
        }
        if a != .dimension && equation.multiplier == 0 {
            throw fail("a multiplier of 0 makes the position \(first) equal a constant", at: multiplierOffset)
        }
    }

    static func describe(_ kind: SceneAttribute.Kind) -> String {
        switch kind {
        case .dimension: "a size"
        case .horizontalPosition: "a horizontal position"
        case .verticalPosition: "a vertical position"
        }
    }
}
