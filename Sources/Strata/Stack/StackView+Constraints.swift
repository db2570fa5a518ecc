extension StackView {
    /// The stack's own constraints for the engine: the rules of
    /// `Docs/StackView.md` over the arranged views' window-coordinate
    /// variables (the constraint path).
    ///
    /// - Complexity: O(n) constraints of O(1) terms each, in the number of
    ///   arranged views.
    func arrangementConstraints(engine: LayoutEngine) -> [Constraint] {
        // The frames will come from the constraints: the incremental
        // visibility path no longer knows them.
        visibility.drop()
        describeArrangement(into: &scratch.arrangement)
        let a = scratch.arrangement
        guard let me = engine.node(of: self) else { return [] }
        var b = StackConstraintBuilder(stack: self, me: me, arrangement: a, engine: engine)
        b.build()
        return b.out
    }
}

/// Builds one stack's constraints (see `StackView.arrangementConstraints`).
@MainActor
struct StackConstraintBuilder {
    unowned(unsafe) let stack: StackView
    let me: EngineNode
    let a: StackArrangement
    unowned(unsafe) let engine: LayoutEngine
    var out: [Constraint] = []
    /// The constraints recorded by `add`, created by `finish()`.
    var pending: [(expression: Expression, relation: Relation, priority: Double)] = []
    /// The label of each of `pending`.
    var labels: [StackConstraintLabel] = []
    let name: String
    let horizontal: Bool
    let rtl: Bool
    /// The canvas in window coordinates.
    let canvasX: Expression, canvasY: Expression, canvasW: Expression, canvasH: Expression

    init(stack: StackView, me: EngineNode, arrangement: StackArrangement, engine: LayoutEngine) {
        self.stack = stack
        self.me = me
        self.a = arrangement
        self.engine = engine
        name = stack.identifier ?? "stack"
        horizontal = arrangement.axis == .horizontal
        rtl = arrangement.rightToLeft
        let m = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        canvasX = me.x + m.left
        canvasY = me.y + m.top
        canvasW = me.width - (m.left + m.right)
        canvasH = me.height - (m.top + m.bottom)
    }

    // MARK: Along-axis expressions

    func length(_ n: EngineNode) -> Expression { Expression(horizontal ? n.width : n.height) }
    func lead(_ n: EngineNode) -> Expression {
        horizontal ? (rtl ? n.x + n.width : Expression(n.x)) : Expression(n.y)
    }
    func trail(_ n: EngineNode) -> Expression {
        horizontal ? (rtl ? Expression(n.x) : n.x + n.width) : n.y + n.height
    }
    var canvasLead: Expression { horizontal ? (rtl ? canvasX + canvasW : canvasX) : canvasY }
    var canvasTrail: Expression { horizontal ? (rtl ? canvasX : canvasX + canvasW) : canvasY + canvasH }
    var sign: Double { horizontal && rtl ? -1 : 1 }

    /// The gap between two consecutive visible views, signed so that it
    /// grows along the axis; between baselines when baseline-relative.
    func gap(_ p: View, _ pn: EngineNode, _ q: View, _ qn: EngineNode) -> Expression {
        if a.baselineRelative, let last = engine.baseline(p, first: false), let first = engine.baseline(q, first: true) {
            return first - last
        }
        return (lead(qn) - trail(pn)) * sign
    }

    /// Records a constraint; `finish()` creates them all, named through
    /// one shared `ConstraintNames`.
    mutating func add(_ e: Expression, _ r: Relation, _ priority: Double = 1000, _ label: StackConstraintLabel) {
        pending.append((e, r, priority))
        labels.append(label)
    }

    /// Creates the recorded constraints into `out`.
    mutating func finish() {
        let prefix = name, labels = self.labels
        let names = ConstraintNames { "\(prefix): \(labels[$0].text)" }
        out.reserveCapacity(pending.count)
        for (i, p) in pending.enumerated() {
            out.append(Constraint(p.expression, p.relation, priority: p.priority, names: names, index: i))
        }
        pending = []
    }

    mutating func build() {
        var nodes: [EngineNode] = []
        nodes.reserveCapacity(a.items.count)
        for item in a.items {
            guard let n = engine.node(of: item.view) else { return }
            nodes.append(n)
        }
        let n = nodes.count
        if n > 0 {
            alongConstraints(nodes)
            for k in 0..<n { crossConstraints(a.items[k], nodes[k], visibleIndex: k, first: nodes[0]) }
        }
        hiddenConstraints(nodes)
        add(horizontal ? canvasW : canvasH, .equal, StackPriorities.canvasFit, .init(.canvasLengthFit))
        add(horizontal ? canvasH : canvasW, .equal, StackPriorities.canvasFit, .init(.canvasThicknessFit))
        finish()
    }
}
