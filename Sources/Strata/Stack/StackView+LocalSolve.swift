extension StackView {
    /// Lays out the arranged views by solving the stack's own constraints
    /// with its bounds fixed, in a private engine: the constraint path for
    /// a stack that is not in the window's engine.
    ///
    /// Used when an arrangement falls outside the direct path's domain, and
    /// by tests as the reference the direct path must match.
    ///
    /// - Returns: the required constraints that could not hold.
    /// - Complexity: O(n) constraints in the number of arranged views, plus
    ///   the solver's cost.
    @discardableResult
    final func layoutLocally() -> [BrokenConstraint] {
        let engine = LayoutEngine(window: nil)
        let b = bounds
        let me = EngineNode(view: self, guide: nil, parent: -1, x: Variable("stack.x"), y: Variable("stack.y"),
                            width: Variable("stack.width"), height: Variable("stack.height"))
        engine.nodes.append(me)
        engine.nodeIndex[ObjectIdentifier(self)] = 0
        for (i, v) in storedArranged.enumerated() {
            engine.nodeIndex[ObjectIdentifier(v)] = engine.nodes.count
            engine.nodes.append(EngineNode(view: v, guide: nil, parent: 0, x: Variable("v\(i).x"),
                                           y: Variable("v\(i).y"), width: Variable("v\(i).width"),
                                           height: Variable("v\(i).height")))
        }
        engine.add([Constraint(me.x - b.origin.x, .equal, name: "stack.x"),
                    Constraint(me.y - b.origin.y, .equal, name: "stack.y"),
                    Constraint(me.width - b.size.width, .equal, name: "stack.width"),
                    Constraint(me.height - b.size.height, .equal, name: "stack.height")], user: nil)
        engine.manage(self)
        engine.add(arrangementConstraints(engine: engine), user: nil)
        for i in engine.nodes.indices { engine.addIntrinsicConstraints(i) }
        engine.solver.updateVariables()
        engine.writeFrames()
        return engine.broken
    }
}
