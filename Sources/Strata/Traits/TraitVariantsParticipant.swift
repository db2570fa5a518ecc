/// Something outside this folder whose values vary by size class and are
/// set again when its view's traits change. A constraint's variants
/// (`Constraints/LayoutConstraint+Variants.swift`) adopt it and register
/// on their first item's view, so a trait change reaches them without
/// `Traits` naming `Constraints`.
@MainActor
protocol TraitVariantsParticipant: AnyObject {
    /// Sets the values that apply for `traits`.
    func applyVariants(for traits: TraitCollection)
}
