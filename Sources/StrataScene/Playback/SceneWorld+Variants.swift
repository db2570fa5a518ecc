import Strata

extension SceneWorld {
    /// Gives `view` the per-size-class values of `spec.variants` (in order:
    /// later entries win).
    func applyVariants(of spec: SceneView, to view: View) {
        for variant in spec.variants {
            for property in SceneProperty.all {
                property.applyVariant?(view, variant.changes, variant.condition)
            }
        }
    }

    /// Resizes the window; a change of size class applies the variants in
    /// `animation` (`nil`: at once).
    func resize(to size: Size, animation: TimingParameters?) {
        let saved = window.sizeClassChangeAnimation
        window.sizeClassChangeAnimation = animation
        window.size = size
        window.sizeClassChangeAnimation = saved
    }

    /// Embeds the views `ids` in a new stack named `id` and forgets the
    /// constraints the embedding dropped.
    func embed(_ ids: [String], id: String) {
        let embedded = ids.compactMap { view($0) }
        var dropped: [LayoutConstraint] = []
        guard embedded.count == ids.count, let stack = try? StackView.embed(embedded, droppedConstraints: &dropped) else {
            return
        }
        stack.identifier = id
        register(id, stack)
        constraints.removeAll { pair in dropped.contains { $0 === pair.constraint } }
    }
}
