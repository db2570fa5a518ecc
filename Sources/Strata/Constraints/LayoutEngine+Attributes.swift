extension LayoutEngine {
    /// The solver expression for `attribute` of `item`, in window
    /// coordinates; `nil` when the item does not participate.
    func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> Expression? {
        if let guide = item as? LayoutGuide, guide.isMarginsGuide {
            guard let owner = guide.owningView else { return nil }
            return expression(owner, marginAttribute(attribute))
        }
        guard let i = nodeIndex[ObjectIdentifier(item)] else { return nil }
        let n = nodes[i]
        // Only what the attribute needs: the direction for the directional
        // attributes, the margins for the margin ones, and one expression.
        // (Each form gives the same terms and constant, to the sign of a
        // zero, as adding the four variables' expressions did.)
        var rtl: Bool {
            let owner = n.view ?? n.guide?.owningView
            return owner?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        var m: EdgeInsets { n.view?.layoutMargins ?? .zero }
        let x = n.x, y = n.y, w = n.width, h = n.height
        switch attribute {
        case .left: return Expression(x)
        case .right: return x + w
        case .top: return Expression(y)
        case .bottom: return y + h
        case .leading: return rtl ? x + w : Expression(x)
        case .trailing: return rtl ? Expression(x) : x + w
        case .width: return Expression(w)
        case .height: return Expression(h)
        case .centerX: return Expression([Term(x), Term(w, 0.5)])
        case .centerY: return Expression([Term(y), Term(h, 0.5)])
        case .leftMargin: return Expression(x) + m.left
        case .rightMargin: return x + w - m.right
        case .topMargin: return Expression(y) + m.top
        case .bottomMargin: return y + h - m.bottom
        case .leadingMargin: return rtl ? x + w - m.right : Expression(x) + m.left
        case .trailingMargin: return rtl ? Expression(x) + m.left : x + w - m.right
        case .centerXWithinMargins: return Expression(x) + (m.left + (Expression(w) - m.left - m.right) * 0.5)
        case .centerYWithinMargins: return Expression(y) + (m.top + (Expression(h) - m.top - m.bottom) * 0.5)
        case .firstBaseline, .lastBaseline:
            guard let view = n.view else { return y + h }
            return baseline(view, first: attribute == .firstBaseline)
        case .notAnAttribute: return nil
        }
    }

    /// A margins guide's attribute as the owning view's margin attribute.
    func marginAttribute(_ a: LayoutAttribute) -> LayoutAttribute {
        switch a {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        case .width, .height, .firstBaseline, .lastBaseline, .notAnAttribute,
             .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return a
        }
    }

    /// The window-coordinate expression of a view's first (last) baseline.
    /// A view the engine manages answers its baseline subview's
    /// (`engineBaselineSubview`), recursively; a view with no baseline,
    /// its bottom.
    func baseline(_ view: View, first: Bool) -> Expression? {
        readsBaselines = true
        guard let i = nodeIndex[ObjectIdentifier(view)] else { return nil }
        let n = nodes[i]
        if manages(view), let arranger = view.engineParticipant {
            if let v = arranger.engineBaselineSubview(first: first), let e = baseline(v, first: first) { return e }
            return n.y + n.height
        }
        switch first ? view.firstBaselinePosition : view.lastBaselinePosition {
        case .fromTop(let d): return n.y + d
        case .fromBottom(let d): return n.y + n.height - d
        }
    }

    /// Adds an active user constraint to the solver.
    func addUserConstraint(_ c: LayoutConstraint) {
        var record = UserConstraintRecord(constraint: c, solverConstraint: nil, offset: 0)
        // Only an engine that keeps its system looks constraints up again
        // (`constraintChanged`).
        defer {
            if keepsSystem {
                userIndex[ObjectIdentifier(c)] = userConstraints.count
                userConstraints.append(record)
            }
        }
        guard let firstItem = c.firstItem,
              let lhs = userExpression(firstItem, c.firstAttribute, other: c.secondItem) else { return }
        record.constantSign = constantSign(of: c)
        let constant = record.constantSign * c.constant
        var second: Expression?
        if let secondItem = c.secondItem {
            guard let e = userExpression(secondItem, c.secondAttribute, other: firstItem) else { return }
            second = e
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        let expr = Self.userConstraintExpression(lhs, second, multiplier: c.multiplier, constant: constant)
        // The name is built only if read (its parts are captured now, in
        // the shared box: no closure context per constraint).
        let nameIndex = userConstraintNames.append(c.equation)
        let solverConstraint = Constraint(expr, relation, priority: c.priority.rawValue,
                                          names: userConstraintSharedNames, index: nameIndex)
        // The solver's constant is the right-hand side once the variables
        // are on the left: -expr.constant.
        record.offset = -expr.constant - constant
        // With its marker from the start, a later `constant` change (an animated
        // width, say) is an in-place edit, never a re-derivation.
        if add(solverConstraint, user: c, editable: true) { record.solverConstraint = solverConstraint }
    }

    /// `lhs - (second · multiplier + constant)`, or `lhs - constant`
    /// without a second expression: a user constraint's left-hand side
    /// with every variable on the left.
    ///
    /// Built in one terms array with room for both sides. The terms, their
    /// order and every coefficient and constant (to the sign of a zero)
    /// are those of the operators `lhs - (second * multiplier + constant)`,
    /// which made two more arrays on the way.
    /// - Complexity: O(terms), one allocation.
    static func userConstraintExpression(_ lhs: Expression, _ second: Expression?, multiplier: Double,
                                         constant: Double) -> Expression {
        guard let second else { return Expression(lhs.terms, constant: lhs.constant - constant) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + second.terms.count)
        terms.append(contentsOf: lhs.terms)
        for t in second.terms { terms.append(Term(t.variable, -(t.coefficient * multiplier))) }
        return Expression(terms, constant: lhs.constant - (second.constant * multiplier + constant))
    }

    /// −1 when `c` relates a leading or trailing edge (or margin) of an item
    /// laid out right to left, +1 otherwise.
    ///
    /// As in UIKit, such a constant counts in the reading direction:
    /// `a.leading == b.leading + 10` insets `a` by 10 from `b`'s right edge
    /// in right-to-left, and `b.leading == a.trailing + 8` puts `b` 8 to
    /// the left of `a`. The first item's direction decides.
    func constantSign(of c: LayoutConstraint) -> Double {
        func directional(_ a: LayoutAttribute) -> Bool {
            a == .leading || a == .trailing || a == .leadingMargin || a == .trailingMargin
        }
        guard directional(c.firstAttribute) || directional(c.secondAttribute) else { return 1 }
        let item = c.firstItem
        let owner = (item as? View) ?? (item as? LayoutGuide)?.owningView
        return owner?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    /// Applies a changed constant or priority of an active user constraint.
    func constraintChanged(_ c: LayoutConstraint, _ change: ConstraintChange) {
        // A constraint of a subtree solved on its own: solve that again.
        if userIndex[ObjectIdentifier(c)] == nil, let root = c.firstItem?.layoutOwningView?.separatelySolvedRoot {
            root.invalidateSeparateSolve()
            return
        }
        if needsRebuild { return }
        guard let i = userIndex[ObjectIdentifier(c)], let sc = userConstraints[i].solverConstraint else {
            markRebuild()
            return
        }
        switch change {
        case .constant:
            do {
                try solver.setConstant(userConstraints[i].offset + userConstraints[i].constantSign * c.constant, for: sc)
                markSolve()
            } catch {
                markRebuild()
            }
        case .priority:
            let constant = userConstraints[i].constantSign * c.constant
            let expr = Expression(sc.expression.terms, constant: -(userConstraints[i].offset + constant))
            let replacement = Constraint(expr, sc.relation, priority: c.priority.rawValue, name: sc.name)
            do {
                try solver.removeConstraint(sc)
                try solver.addConstraint(replacement)
                userConstraints[i].solverConstraint = replacement
                markSolve()
            } catch {
                markRebuild()
            }
        }
    }
}
