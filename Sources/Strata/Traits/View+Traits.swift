// Traits flow down the tree: a view has its window's traits with the
// overrides of its ancestors and itself applied from the top down.

extension View {
    /// The traits this view lays out for: its window's, with the
    /// `traitOverrides` of its ancestors and itself applied (outside a
    /// window: unspecified size classes, left to right, scale 1).
    /// - Complexity: O(depth).
    public var traitCollection: TraitCollection {
        var chain: [View] = []
        var v: View? = self
        while let current = v {
            if let overrides = current.extras?.traitState?.traitOverrides, !overrides.isEmpty { chain.append(current) }
            v = current.storedSuperview
        }
        var traits = storedWindow?.traitCollection ?? TraitCollection()
        for view in chain.reversed() { traits = traits.applying(view.extras!.traitState!.traitOverrides) }
        return traits
    }

    /// Traits this view sets for itself and its subtree (UIKit's
    /// `traitOverrides`): `view.traitOverrides.horizontalSizeClass = .compact`.
    /// Changing them notifies the views whose traits changed and applies
    /// their variants (without animation).
    public var traitOverrides: TraitOverrides {
        get { extras?.traitState?.traitOverrides ?? TraitOverrides() }
        set {
            let old = traitCollection
            mutableExtras.mutableTraitState.traitOverrides = newValue
            let new = traitCollection
            if old == new { return }
            var changed = [(self, old, new)]
            for subview in storedSubviews { subview.collectTraitChanges(from: old, to: new, into: &changed) }
            deliver(changed)
        }
    }

    /// Tells this view and its subtree that their inherited traits went
    /// from `old` to `new` (each applies its own overrides to both), applies
    /// the variants of the views whose traits changed, and notifies them.
    /// - Complexity: O(views in the subtree).
    final func traitsChanged(from old: TraitCollection, to new: TraitCollection) {
        var changed: [(View, TraitCollection, TraitCollection)] = []
        collectTraitChanges(from: old, to: new, into: &changed)
        deliver(changed)
    }

    /// Applies the variants of the views in `changed`, then tells them.
    private func deliver(_ changed: [(View, TraitCollection, TraitCollection)]) {
        for (view, _, current) in changed { view.applyVariants(for: current) }
        for (view, previous, current) in changed {
            view.traitCollectionDidChange(previous)
            view.observers?.notifyTraits(previous: previous, current: current)
        }
    }

    /// Appends this view and its descendants whose traits differ between
    /// the inherited `old` and `new`, with their own overrides applied.
    private func collectTraitChanges(from old: TraitCollection, to new: TraitCollection,
                                     into changed: inout [(View, TraitCollection, TraitCollection)]) {
        var old = old, new = new
        if let overrides = extras?.traitState?.traitOverrides, !overrides.isEmpty {
            old = old.applying(overrides)
            new = new.applying(overrides)
        }
        if old == new { return }
        changed.append((self, old, new))
        for subview in storedSubviews { subview.collectTraitChanges(from: old, to: new, into: &changed) }
    }
}
