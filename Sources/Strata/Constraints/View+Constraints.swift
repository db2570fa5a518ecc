extension View {
    /// The active constraints installed on this view (those whose closest
    /// common ancestor is this view), in activation order.
    public var constraints: [LayoutConstraint] { extras?.layoutStorage?.constraints ?? [] }

    /// The closest view that is an ancestor of (or equal to) both views.
    ///
    /// - Complexity: O(depth of both views).
    public func closestCommonAncestor(with other: View) -> View? {
        var depthA = 0, depthB = 0
        var a: View? = self, b: View? = other
        while let v = a { depthA += 1; a = v.storedSuperview }
        while let v = b { depthB += 1; b = v.storedSuperview }
        a = self
        b = other
        while depthA > depthB { a = a?.storedSuperview; depthA -= 1 }
        while depthB > depthA { b = b?.storedSuperview; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.storedSuperview
            b = y.storedSuperview
        }
        return nil
    }

    /// Records an activated constraint on this view.
    final func installConstraint(_ constraint: LayoutConstraint) {
        constraint.installedOn = self
        constraint.activationSerial = LayoutConstraint.nextActivationSerial
        LayoutConstraint.nextActivationSerial += 1
        mutableExtras.mutableLayoutStorage.constraints.append(constraint)
        storedWindow?.ensureEngine()
        engineInvalidate(.constraints)
        setNeedsLayout()
    }

    /// Removes a deactivated constraint from this view.
    final func uninstallConstraint(_ constraint: LayoutConstraint) {
        constraint.installedOn = nil
        if let i = extras?.layoutStorage?.constraints.firstIndex(where: { $0 === constraint }) {
            extras?.layoutStorage?.constraints.remove(at: i)
        }
        engineInvalidate(.constraints)
        setNeedsLayout()
    }

    /// Tells the engine that an active constraint's constant or priority changed.
    final func engineConstraintChanged(_ constraint: LayoutConstraint, _ change: ConstraintChange) {
        if FittingCache.holders != 0 { dropFittingCachesToRoot() }
        if let window = storedWindow, window.hasEngine {
            window.engineConstraintChanged(constraint, change)
        }
    }
}
