// Per-size-class constraints: installed or not, and their constant, by
// size class (Interface Builder's per-size-class constraints).

/// A constraint's variants.
struct ConstraintVariants {
    /// Whether the constraint is active when no activation variant applies.
    var baseActive: Bool
    /// The constant when no constant variant applies.
    var baseConstant: Double
    /// Activation variants, in the order added (the last that applies wins).
    var active: [(condition: SizeClassCondition, value: Bool)] = []
    /// Constant variants, in the order added (the last that applies wins).
    var constants: [(condition: SizeClassCondition, value: Double)] = []
}

extension LayoutConstraint: TraitVariantsParticipant {
    /// Makes the constraint active (installed) or not whenever its first
    /// item's traits meet `condition`; otherwise it keeps the activation it
    /// had when its first variant was added. The last variant added that
    /// applies wins. `a.widthAnchor.constraint(equalToConstant: 100)
    /// .setActiveVariant(true, when: .init(width: .regular))` holds only at
    /// regular width (create it inactive).
    /// - Precondition: the first item is a view or a guide of one.
    public func setActiveVariant(_ isActive: Bool, when condition: SizeClassCondition) {
        var v = preparedVariants()
        v.active.removeAll { $0.condition == condition }
        v.active.append((condition, isActive))
        variants = v
        applyVariants(for: variantOwner.traitCollection)
    }

    /// Gives the constraint `constant` whenever its first item's traits
    /// meet `condition`; otherwise the constant it had when its first
    /// variant was added. The last variant added that applies wins.
    /// - Precondition: the first item is a view or a guide of one.
    public func setConstantVariant(_ constant: Double, when condition: SizeClassCondition) {
        var v = preparedVariants()
        v.constants.removeAll { $0.condition == condition }
        v.constants.append((condition, constant))
        variants = v
        applyVariants(for: variantOwner.traitCollection)
    }

    /// The view whose traits decide: the first item's view.
    private var variantOwner: View {
        guard let view = firstItem?.layoutOwningView else {
            preconditionFailure("LayoutConstraint variants: the constraint's first item is not a view or a guide of one")
        }
        return view
    }

    /// The variants, created (with the current values as the base) and
    /// registered on the first item's view on first use.
    private func preparedVariants() -> ConstraintVariants {
        if let variants { return variants }
        let owner = variantOwner
        owner.mutableExtras.mutableTraitState.constraintVariants.append(self)
        return ConstraintVariants(baseActive: isActive, baseConstant: constant)
    }

    /// Sets the activation and constant that apply for `traits`.
    func applyVariants(for traits: TraitCollection) {
        guard let v = variants else { return }
        let active = v.active.last { $0.condition.matches(traits) }?.value ?? v.baseActive
        let constant = v.constants.last { $0.condition.matches(traits) }?.value ?? v.baseConstant
        if self.constant != constant { self.constant = constant }
        if isActive != active { isActive = active }
    }
}
