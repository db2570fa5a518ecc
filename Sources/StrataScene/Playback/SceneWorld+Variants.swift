import Strata

extension SceneWorld {
    /// Gives `view` the per-size-class values of `spec.variants` (in order:
    /// later entries win).
    func applyVariants(of spec: SceneView, to view: View) {
        for variant in spec.variants {
            let c = variant.changes, when = variant.condition
            if let hidden = c.hidden { view.setVariant(\View.isHidden, hidden, when: when) }
            if let margins = c.layoutMargins { view.setVariant(\View.directionalLayoutMargins, margins, when: when) }
            guard let stack = view as? StackView else { continue }
            // The scene's values become the stack's through the same code
            // as a `set` step, on a scratch stack.
            let scratch = StackView()
            apply(c, to: scratch)
            if c.axis != nil { stack.setVariant(\StackView.axis, scratch.axis, when: when) }
            if c.distribution != nil { stack.setVariant(\StackView.distribution, scratch.distribution, when: when) }
            if c.alignment != nil { stack.setVariant(\StackView.alignment, scratch.alignment, when: when) }
            if c.spacing != nil { stack.setVariant(\StackView.spacing, scratch.spacing, when: when) }
            if c.baselineRelativeArrangement != nil {
                stack.setVariant(\StackView.isBaselineRelativeArrangement, scratch.isBaselineRelativeArrangement, when: when)
            }
            if c.layoutMarginsRelativeArrangement != nil {
                stack.setVariant(\StackView.isLayoutMarginsRelativeArrangement,
                                 scratch.isLayoutMarginsRelativeArrangement, when: when)
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
