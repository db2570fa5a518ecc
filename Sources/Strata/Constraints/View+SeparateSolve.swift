extension View {
    /// Whether the constraints within this view's subtree are solved on
    /// their own, by `solveConstraintsSeparately()` from the view's
    /// `layoutSubviews()`, instead of in the window's constraint engine.
    /// The window's engine then leaves the subtree out, so a change inside
    /// it (a label's text, a subview added) lays out the subtree again
    /// rather than rebuilding the window's system. A list's cells and
    /// headers set it: their content costs what one cell costs, whatever
    /// else the window holds. Constraints from inside such a subtree to
    /// views outside it are ignored.
    var solvesConstraintsSeparately: Bool {
        get { extras?.solvesConstraintsSeparately ?? false }
        set {
            if newValue == solvesConstraintsSeparately { return }
            mutableExtras.solvesConstraintsSeparately = newValue
            engineInvalidate(.constraints)
            setNeedsLayout()
        }
    }

    /// The nearest view, this one or an ancestor, whose subtree is solved
    /// separately, or nil.
    ///
    /// - Complexity: O(depth).
    var separatelySolvedRoot: View? {
        var v: View? = self
        while let current = v {
            if current.extras?.solvesConstraintsSeparately == true { return current }
            v = current.storedSuperview
        }
        return nil
    }

    /// Solves the constraints within this view's subtree in a private
    /// solver, with this view at its current size, and writes the frames of
    /// the descendants they place (`LayoutEngine.layoutSubtree(of:)`).
    /// Does nothing when the subtree holds no constraint.
    ///
    /// - Complexity: building and solving the subtree's system: O(views +
    ///   constraints of the subtree) plus the solver's cost.
    func solveConstraintsSeparately() {
        LayoutEngine.layoutSubtree(of: self)
    }
}
