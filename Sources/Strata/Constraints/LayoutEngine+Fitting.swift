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
    /// Nothing outside the private solver changes: no frame is written, the
    /// window's engine is untouched, and the stacks' `engineManaged` flags
    /// are restored.
    ///
    /// - Returns: the solved size (cleaned of rounding noise like frames)
    ///   and the required constraints that could not hold.
    /// - Complexity: building and solving the subtree's system: O(views +
    ///   constraints) to collect, plus the solver's cost.
    static func fittingSize(of view: View, target: Size, horizontal: LayoutPriority,
                            vertical: LayoutPriority) -> (size: Size, broken: [BrokenConstraint]) {
        let engine = LayoutEngine(window: nil)
        var active: [LayoutConstraint] = []
        var marked = Set<ObjectIdentifier>()
        engine.collect(view, into: &active, marked: &marked, scope: view)
        engine.createNodes(view, parent: -1, marked: marked)
        let wasManaged = engine.managedStacks.map(\.engineManaged)
        for stack in engine.managedStacks { stack.engineManaged = true }
        defer { for (stack, was) in zip(engine.managedStacks, wasManaged) { stack.engineManaged = was } }

        let root = engine.nodes[0]
        let name = view.identifier ?? "view0"
        engine.add([Constraint(Expression(root.x), .equal, name: "\(name).x == 0"),
                    Constraint(Expression(root.y), .equal, name: "\(name).y == 0"),
                    Constraint(root.width - target.width, .equal, priority: horizontal.rawValue,
                               name: "\(name).width == \(formatCoordinate(target.width)) (fitting)"),
                    Constraint(root.height - target.height, .equal, priority: vertical.rawValue,
                               name: "\(name).height == \(formatCoordinate(target.height)) (fitting)")],
                   user: nil)
        engine.addPins(includingRoot: false)
        for stack in engine.managedStacks { engine.add(stack.arrangementConstraints(engine: engine), user: nil) }
        for c in active { engine.addUserConstraint(c) }
        if !(view is StackView) { engine.addContentSizeConstraints(0, except: nil) }
        for i in engine.nodes.indices { engine.addIntrinsicConstraints(i) }
        engine.solver.updateVariables()
        let size = Size(width: engine.clean(engine.solver.value(of: root.width)),
                        height: engine.clean(engine.solver.value(of: root.height)))
        return (size, engine.broken)
    }
}
