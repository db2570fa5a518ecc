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
        get { extras?.layoutStorage?.solvesConstraintsSeparately ?? false }
        set {
            if newValue == solvesConstraintsSeparately { return }
            if newValue { SeparateSolve.used = true }
            mutableExtras.mutableLayoutStorage.solvesConstraintsSeparately = newValue
            engineInvalidate(.constraints)
            setNeedsLayout()
        }
    }

    /// The nearest view, this one or an ancestor, whose subtree is solved
    /// separately, or nil.
    ///
    /// - Complexity: O(depth).
    var separatelySolvedRoot: View? {
        guard SeparateSolve.used else { return nil }
        var v: View? = self
        while let current = v {
            if current.extras?.layoutStorage?.solvesConstraintsSeparately == true { return current }
            v = current.storedSuperview
        }
        return nil
    }

    /// Solves the constraints within this view's subtree in a private
    /// solver, with this view at its current size, and writes the frames of
    /// the descendants they place (`LayoutEngine.layoutSubtree(of:)`).
    /// Does nothing when the subtree holds no constraint, or when it was
    /// solved at this size and nothing in it changed since (every change
    /// the engine hears of inside the subtree clears that record:
    /// `invalidateSeparateSolve()`).
    ///
    /// - Complexity: building and solving the subtree's system: O(views +
    ///   constraints of the subtree) plus the solver's cost; O(1) when
    ///   nothing changed.
    func solveConstraintsSeparately() {
        let size = storedFrame.size
        if let solved = extras?.layoutStorage?.separatelySolvedSize, solved == size, storedWindow?.hasEngine == true { return }
        LayoutEngine.layoutSubtree(of: self)
        mutableExtras.mutableLayoutStorage.separatelySolvedSize = size
    }

    /// Something inside this separately solved subtree changed: solve it
    /// again at the next layout pass.
    func invalidateSeparateSolve() {
        extras?.layoutStorage?.separatelySolvedSize = nil
        setNeedsLayout()
    }

    /// Records that this separately solved view's subtree is laid out for
    /// `size` already (its frames were written by a measurement at that
    /// size), so the next layout at that size does not solve again.
    func markSeparatelySolved(at size: Size) {
        mutableExtras.mutableLayoutStorage.separatelySolvedSize = size
    }

    /// Measures this view like `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// at `width` (required) and the smallest height, and writes the
    /// frames of its descendants as solved at that size. Returns the
    /// height.
    ///
    /// Measured from the view's kept fitting system (`FittingCache`), as
    /// `systemLayoutSizeFitting` is: a list re-measuring a cell it reuses
    /// edits that system rather than building one.
    ///
    /// - Complexity: that of one fitting measurement.
    func fitHeightAndLayoutSubtree(width: Double) -> Double {
        LayoutEngine.cachedFittingSize(of: self, target: Size(width: width, height: 0), horizontal: .required,
                                       vertical: .fittingSizeLevel, writingFrames: true).height
    }
}

/// Whether any view ever solved its constraints separately: until one
/// does, the engine's invalidations skip the walk up to find one.
@MainActor
enum SeparateSolve {
    static var used = false
}
