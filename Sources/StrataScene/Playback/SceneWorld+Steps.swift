import Strata

extension SceneWorld {
    /// Plays every step of the scene at once, without animation, the way
    /// `strata layout` and `strata render` (without `--at`) do: the scene is
    /// laid out first, then each step is applied and laid out, as a screen
    /// would between steps. A view that a step removes keeps the frame it
    /// last had on screen. Input steps happen without time (the clock stays
    /// at 0): a drag has no velocity, so nothing glides, and a scroll view
    /// pulled past an edge is brought to rest at the edge.
    /// - Parameter afterEach: called after the first layout with `nil`, then
    ///   after each step's layout with that step's index.
    public func applyAllSteps(afterEach: ((Int?) -> Void)? = nil) {
        window.layoutIfNeeded()
        afterEach?(nil)
        for (index, step) in scene.steps.enumerated() {
            apply(step.action)
            if step.action.isInput { finishScrolling() }
            window.layoutIfNeeded()
            afterEach?(index)
        }
    }

    /// Brings every scroll view that still moves (a drag released past an
    /// edge) to rest at once, in creation order: steps applied without
    /// time end where their motion would.
    func finishScrolling() {
        for (_, view) in views { (view as? ScrollView)?.finishScrolling() }
    }

    /// Applies a step's action to the views and constraints (without
    /// animation; the caller wraps it in one when the step animates).
    public func apply(_ action: SceneAction) {
        switch action {
        case .set(let id, let changes):
            if let v = view(id) { apply(changes, to: v) }
        case .insertArranged(let stackID, let index, let reference):
            guard let stack = view(stackID) as? StackView else { return }
            let v = resolve(reference)
            stack.insertArrangedSubview(v, at: min(index, stack.arrangedSubviews.count - (stack.isArrangedView(v) ? 1 : 0)))
        case .addArranged(let stackID, let reference):
            guard let stack = view(stackID) as? StackView else { return }
            stack.addArrangedSubview(resolve(reference))
        case .removeArranged(let id):
            guard let v = view(id), let stack = v.superview as? StackView else { return }
            stack.removeArrangedSubview(v)
        case .removeFromSuperview(let id):
            guard let v = view(id) else { return }
            v.removeFromSuperview()
            dropConstraints(under: v)
        case .activate(let equations):
            activate(equations)
        case .deactivate(let equations):
            deactivate(equations)
        case .select(let id, let range):
            if let field = view(id) as? TextField { field.selectedRange = range }
            if let textView = view(id) as? TextView { textView.selectedRange = range }
        case .tap, .drag, .key, .scroll, .type, .paste:
            for (_, event) in SceneInput.events(of: action) { send(event) }
        case .resize(let size, _):
            resize(to: size, animation: nil)
        case .focus(let id):
            if let v = view(id) { window.focus(v) }
        case .embed(let ids, let id):
            embed(ids, id: id)
        case .insertItems, .deleteItems, .moveItem, .scrollTo, .selectItem:
            applyList(action, timing: nil)
        }
    }

    /// The view a step names: an existing one, or a new one built from
    /// its description.
    private func resolve(_ reference: SceneViewReference) -> View {
        switch reference {
        case .existing(let id):
            return view(id)!
        case .new(let spec):
            var named = Set<String>()
            for (equation, _) in constraints { for item in equation.items { named.insert(item) } }
            return build(spec, named: named)
        }
    }

    /// Forgets the constraints that named a removed view or its subtree
    /// (UIKit removes them with the view).
    private func dropConstraints(under removed: View) {
        constraints.removeAll { pair in
            let items = pair.equation.items.compactMap { view($0) }
            let gone = items.contains { $0 === removed || $0.isDescendant(of: removed) }
            if gone { pair.constraint.isActive = false }
            return gone
        }
    }
}

extension StackView {
    /// Whether `view` is arranged in this stack.
    func isArrangedView(_ view: View) -> Bool {
        arrangedSubviews.contains { $0 === view }
    }
}
