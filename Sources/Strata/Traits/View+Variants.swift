// Per-size-class values of view properties (Interface Builder's
// "vary for traits"), typed by key path.

/// One property's variants on one view (type-erased so that a view can
/// keep several, of different types).
@MainActor
protocol PropertyVariants: AnyObject {
    /// The property.
    var keyPath: AnyKeyPath { get }
    /// Sets the value that applies for `traits` on `view`, if it differs.
    func apply(to view: View, for traits: TraitCollection)
    /// Forgets every variant (the base applies from then on).
    func removeAll()
}

/// The variants of one property of type `Value` on views of type `Root`.
@MainActor
final class TypedPropertyVariants<Root: View, Value: Equatable>: PropertyVariants {
    let typedKeyPath: ReferenceWritableKeyPath<Root, Value>
    /// The value when no variant applies (the property's value when its
    /// first variant was added).
    let base: Value
    /// The variants in the order added; the last that applies wins.
    var entries: [(condition: SizeClassCondition, value: Value)] = []

    init(keyPath: ReferenceWritableKeyPath<Root, Value>, base: Value) {
        typedKeyPath = keyPath
        self.base = base
    }

    var keyPath: AnyKeyPath { typedKeyPath }

    /// The value for `traits`: the last variant whose condition holds, else
    /// the base.
    func value(for traits: TraitCollection) -> Value {
        entries.last { $0.condition.matches(traits) }?.value ?? base
    }

    func removeAll() { entries.removeAll() }

    func apply(to view: View, for traits: TraitCollection) {
        guard let root = view as? Root else { return }
        let value = value(for: traits)
        if root[keyPath: typedKeyPath] != value { root[keyPath: typedKeyPath] = value }
    }
}

extension View {
    /// Gives the property at `keyPath` the value `value` whenever this
    /// view's traits meet `condition` (Interface Builder's per-size-class
    /// values): `stack.setVariant(\StackView.axis, .vertical, when: .init(width: .compact))`.
    ///
    /// When no variant of the property applies, it has the value it had
    /// when its first variant was added (its base); where several apply,
    /// the one added last wins, and adding one for a condition that already
    /// has one replaces it. The value that applies now is set at once
    /// (without animation); later changes of size class set them inside
    /// the window's `sizeClassChangeAnimation`. The properties the guides
    /// name — a stack's `axis`, `distribution`, `alignment`, `spacing`,
    /// `isBaselineRelativeArrangement`, `isLayoutMarginsRelativeArrangement`,
    /// and any view's `isHidden` and `layoutMargins` — are tested; any
    /// writable `Equatable` property works.
    /// - Precondition: this view is a `Root`.
    public func setVariant<Root: View, Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value,
                                                         when condition: SizeClassCondition) {
        guard let root = self as? Root else {
            preconditionFailure("setVariant: \(type(of: self)) is not a \(Root.self)")
        }
        let variants: TypedPropertyVariants<Root, Value>
        if let existing = mutableExtras.mutableTraitState.variants.first(where: { $0.keyPath == keyPath }) as? TypedPropertyVariants<Root, Value> {
            variants = existing
        } else {
            variants = TypedPropertyVariants(keyPath: keyPath, base: root[keyPath: keyPath])
            mutableExtras.mutableTraitState.variants.append(variants)
        }
        variants.entries.removeAll { $0.condition == condition }
        variants.entries.append((condition, value))
        variants.apply(to: self, for: traitCollection)
    }

    /// Removes every variant of the property at `keyPath` and gives it back
    /// its base value.
    public func removeVariants(for keyPath: AnyKeyPath) {
        guard let state = extras?.traitState, let i = state.variants.firstIndex(where: { $0.keyPath == keyPath }) else { return }
        let variants = state.variants.remove(at: i)
        variants.removeAll()
        variants.apply(to: self, for: traitCollection)
    }

    /// Sets the variants (of this view's properties and of the constraints
    /// whose first item it is) that apply for `traits`.
    final func applyVariants(for traits: TraitCollection) {
        guard let state = extras?.traitState else { return }
        for variants in state.variants { variants.apply(to: self, for: traits) }
        for constraint in state.constraintVariants { constraint.applyVariants(for: traits) }
    }
}
