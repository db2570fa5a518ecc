/// A view's trait overrides and size-class variants (a part of `ViewExtras`).
final class ViewTraitState {
    /// `View.traitOverrides`.
    var traitOverrides = TraitOverrides()
    /// The view's property variants, one entry per property (see `View+Variants`).
    var variants: [any PropertyVariants] = []
    /// Constraints with variants whose first item is this view.
    var constraintVariants: [any TraitVariantsParticipant] = []
}
