extension LayoutEngine {
    /// The size `view` takes when its width and height are pulled toward
    /// `target` at the given priorities, solved from the constraints within
    /// its subtree in a private solver: the engine behind
    /// `View.systemLayoutSizeFitting`.
    ///
    /// The system is built like the window's (`rebuild`), with `view` as
    /// the root and the subtree as the world:
    ///
    /// 1. `view.x == 0`, `view.y == 0` (required), then
    ///    `view.width == target.width @horizontal` and
    ///    `view.height == target.height @vertical` (in place of the
    ///    window-size pins, and like them added first);
    /// 2. the frame pins of the participating descendants that translate
    ///    their autoresizing mask;
    /// 3. the constraints of the participating stacks (the root too, when
    ///    it is a stack);
    /// 4. the active constraints whose items are all `view` or its
    ///    descendants (constraints to anything outside are ignored);
    /// 5. intrinsic content constraints of the participating descendants
    ///    and of `view` itself (whether or not it translates its mask; not
    ///    for a stack, whose arrangement stands for its content).
    ///
    /// A multi-line `Label` without `preferredMaxLayoutWidth` that the
    /// solution makes narrower than its one-line text is measured again at
    /// its solved width, and the system is built and solved once more with
    /// that size (`remeasuredSizes`).
    ///
    /// Nothing outside the private solver changes (unless `writingFrames`):
    /// no frame is written, the window's engine is untouched (the private engine keeps its own record
    /// of the views it manages).
    ///
    /// - Returns: the solved size (cleaned of rounding noise like frames)
    ///   and the required constraints that could not hold.
    /// - Complexity: building and solving the subtree's system: O(views +
    ///   constraints) to collect, plus the solver's cost.
    /// With `writingFrames` the frames of the participating descendants
    /// are written as solved (`layoutSubtree(of:)`'s writer): a
    /// measurement that also lays the subtree out at the size it found.
    static func fittingSize(of view: View, target: Size, horizontal: LayoutPriority,
                            vertical: LayoutPriority,
                            writingFrames: Bool = false) -> (size: Size, broken: [BrokenConstraint]) {
        var engine = LayoutEngine(window: nil)
        var active: [LayoutConstraint] = []
        var marked = Set<ObjectIdentifier>()
        engine.collect(view, into: &active, marked: &marked, scope: view)
        engine.createNodes(view, parent: -1, marked: marked)
        solveFitting(&engine, view: view, marked: marked, target: target, horizontal: horizontal,
                     vertical: vertical, active: active)
        let root = engine.nodes[0]
        let size = Size(width: engine.clean(engine.solver.value(of: root.width)),
                        height: engine.clean(engine.solver.value(of: root.height)))
        if writingFrames { engine.writeSubtreeFrames(scale: view.window?.scale) }
        return (size, engine.broken)
    }

    /// Lays out `view`'s subtree from the constraints within it, in a
    /// private solver, with `view` at its current size: the system of
    /// `fittingSize(of:target:horizontal:vertical:)` with both fitting
    /// priorities required and the bounds size as the target, then the
    /// frames of the participating descendants are written (snapped to the
    /// window's scale, like the window engine's). The window's engine is
    /// untouched. Does nothing when the subtree holds no constraint.
    ///
    /// - Complexity: building and solving the subtree's system.
    static func layoutSubtree(of view: View) {
        var engine = LayoutEngine(window: nil)
        var active: [LayoutConstraint] = []
        var marked = Set<ObjectIdentifier>()
        engine.collect(view, into: &active, marked: &marked, scope: view)
        guard !active.isEmpty else { return }
        engine.createNodes(view, parent: -1, marked: marked)
        solveFitting(&engine, view: view, marked: marked, target: view.bounds.size, horizontal: .required,
                     vertical: .required, active: active)
        engine.writeSubtreeFrames(scale: view.window?.scale)
    }

    /// Builds and solves the fitting system of `engine` (its nodes made
    /// for `view`): first with multi-line labels of the automatic width
    /// measured on one line, whatever width the window last gave them; then,
    /// when the solution makes some narrower (`remeasuredSizes`), once more
    /// in a new engine with those labels measured at their solved widths.
    private static func solveFitting(_ engine: inout LayoutEngine, view: View, marked: Set<ObjectIdentifier>,
                                     target: Size, horizontal: LayoutPriority, vertical: LayoutPriority,
                                     active: [LayoutConstraint]) {
        let unwrapped = engine.unmeasuredIntrinsicSizes()
        engine.intrinsicOverrides = unwrapped
        engine.buildFittingSystem(target: target, horizontal: horizontal, vertical: vertical, active: active)
        engine.solver.updateVariables()
        var overrides = engine.remeasuredSizes()
        guard !overrides.isEmpty else { return }
        overrides.merge(unwrapped) { remeasured, _ in remeasured }
        engine = LayoutEngine(window: nil)
        engine.createNodes(view, parent: -1, marked: marked)
        engine.intrinsicOverrides = overrides
        engine.buildFittingSystem(target: target, horizontal: horizontal, vertical: vertical, active: active)
        engine.solver.updateVariables()
    }

    /// Writes the solved frames of the nodes below the root (views and
    /// guides), each in its parent's coordinates.
    func writeSubtreeFrames(scale: Double?) {
        var values: [Double] = []
        values.reserveCapacity(4 * nodes.count)
        for n in nodes {
            for v in [n.x, n.y, n.width, n.height] { values.append(solver.value(of: v)) }
        }
        values.withUnsafeBufferPointer { values in
            for i in nodes.indices.dropFirst() {
                let n = nodes[i]
                guard n.parent >= 0, let parent = nodes[n.parent].view else { continue }
                let rect = solvedFrame(values, at: 4 * i, parentAt: 4 * n.parent, boundsOrigin: parent.storedBoundsOrigin,
                                       scale: scale)
                if let view = n.view {
                    if view.storedFrame != rect { view.setFrameFromLayout(rect) }
                } else if let guide = n.guide, guide.layoutFrame != rect {
                    guide.layoutFrame = rect
                }
            }
        }
    }

    /// Adds the fitting system (steps 1–5 above) for the nodes already
    /// created, root first.
    private func buildFittingSystem(target: Size, horizontal: LayoutPriority, vertical: LayoutPriority,
                                    active: [LayoutConstraint]) {
        let root = nodes[0]
        let view = root.view!
        let name = view.identifier ?? "view0"
        reserveFittingCapacity(active: active.count)
        add([Constraint(Expression(root.x), .equal, name: "\(name).x == 0"),
             Constraint(Expression(root.y), .equal, name: "\(name).y == 0"),
             Constraint(root.width - target.width, .equal, priority: horizontal.rawValue,
                        name: "\(name).width == \(formatCoordinate(target.width)) (fitting)"),
             Constraint(root.height - target.height, .equal, priority: vertical.rawValue,
                        name: "\(name).height == \(formatCoordinate(target.height)) (fitting)")],
            user: nil)
        addPins(includingRoot: false)
        addContentOffsetPins()
        for participant in managed { add(participant.engineConstraints(in: self), user: nil) }
        for c in active { addUserConstraint(c) }
        addContentSizeFallbacks()
        if view.engineParticipant?.engineUsesIntrinsicContentSize != false { addContentSizeConstraints(0, except: nil) }
        for i in nodes.indices { addIntrinsicConstraints(i) }
    }

    /// Sizes the new solver's tables to the fitting system about to be
    /// built, from counts known before it is: at most 4 fitting pins, the
    /// user constraints, and per node 4 frame pins or up to 4 intrinsic
    /// constraints; two marker symbols at most per constraint; four
    /// variables per node and per scroll view's content. A list cell's
    /// system (some 30 constraints over 16 variables) then takes 1–2 KB
    /// tables in one step each, not the 4 KB ones a solver starts with
    /// (allocating and clearing those, and growing the per-symbol arrays
    /// three times, was about a twentieth of a cell's private solve). A
    /// system larger than the estimate (a stack's own constraints) grows
    /// as usual.
    /// - Complexity: O(nodes + active).
    func reserveFittingCapacity(active: Int) {
        let n = nodes.count
        let constraints = 4 + active + 8 * n
        solver.reserveCapacity(constraints: constraints, symbols: 2 * constraints + 4 * n,
                               variables: 4 * (n + scrollContents.count))
    }

    /// The participating multi-line labels with the automatic width,
    /// measured on one line (the first step's intrinsic sizes).
    private func unmeasuredIntrinsicSizes() -> [ObjectIdentifier: Size] {
        var result: [ObjectIdentifier: Size] = [:]
        for n in nodes {
            guard let view = n.view?.engineParticipant, view.engineRemeasuresAtSolvedWidth,
                  !view.translatesAutoresizingMaskIntoConstraints || n.parent < 0 else { continue }
            result[ObjectIdentifier(view)] = view.engineUnmeasuredIntrinsicSize
        }
        return result
    }

    /// The multi-line labels (`numberOfLines != 1`, no
    /// `preferredMaxLayoutWidth`) whose solved width is narrower than
    /// their one-line text, with their text measured at that width: the
    /// intrinsic sizes of the second pass, as UIKit re-measures such labels
    /// at the width they get.
    private func remeasuredSizes() -> [ObjectIdentifier: Size] {
        var result: [ObjectIdentifier: Size] = [:]
        for n in nodes {
            guard let view = n.view, let unwrapped = intrinsicOverrides[ObjectIdentifier(view)] else { continue }
            let width = clean(solver.value(of: n.width))
            guard width > 0, width < unwrapped.width else { continue }
            result[ObjectIdentifier(view)] = view.sizeThatFits(Size(width: width, height: 0))
        }
        return result
    }
}
