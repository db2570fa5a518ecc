extension StackConstraintBuilder {
    /// Edges, gaps, distribution and content constraints along the axis.
    mutating func alongConstraints(_ nodes: [EngineNode]) {
        let n = nodes.count
        let items = a.items
        add(lead(nodes[0]) - canvasLead, .equal, 1000, .init(.firstAtLeading))
        let equalFamily = (a.distribution == .equalSpacing || a.distribution == .equalCentering) && n > 1
        var firstGap: Expression? = nil
        for k in 0..<(n - 1) {
            let g = gap(items[k].view, nodes[k], items[k + 1].view, nodes[k + 1])
            add(g - a.gaps[k], equalFamily ? .greaterOrEqual : .equal, 1000, .init(.spacingAfter, k))
            if a.distribution == .equalSpacing {
                if let firstGap { add(g - firstGap, .equal, 1000, .init(.equalSpacing, k)) } else { firstGap = g }
            }
        }
        // After the chain, and written canvas-first, so the definition it
        // becomes (see `Tableau+Definitions` in StrataSolver) is the stack's own length in
        // terms of the last position: stored as the last width instead, it
        // expanded to the whole chain and every row mentioning it grew
        // with the number of views (quadratic memory at 20,000 views).
        add(canvasTrail - trail(nodes[n - 1]), .equal, 1000, .init(.lastAtTrailing))
        switch a.distribution {
        case .fill, .equalSpacing:
            break
        case .fillEqually:
            for k in 1..<max(n, 1) { add(length(nodes[k]) - length(nodes[0]), .equal, 1000, .init(.fillEqually, k)) }
        case .fillProportionally:
            proportional(nodes)
        case .equalCentering:
            if n > 2 {
                let d0 = centreDistance(nodes[0], nodes[1])
                for k in 1..<(n - 1) {
                    add(centreDistance(nodes[k], nodes[k + 1]) - d0, .equal, StackPriorities.equalCentering(k),
                        .init(.equalCentering, k))
                }
            }
        }
        for k in 0..<n { content(items[k], nodes[k], k) }
    }

    /// The signed distance between two views' centres along the axis.
    private func centreDistance(_ p: EngineNode, _ q: EngineNode) -> Expression {
        let cp = horizontal ? p.x + p.width * 0.5 : p.y + p.height * 0.5
        let cq = horizontal ? q.x + q.width * 0.5 : q.y + q.height * 0.5
        return (cq - cp) * sign
    }

    /// `fillProportionally`: lengths proportional to the intrinsic lengths,
    /// written as `len(k) · L(r) == len(r) · L(k)` against a reference view
    /// `r` so every row stays two terms long. Views with `L <= 0` get 0;
    /// with no positive `L` it is `fillEqually`.
    private mutating func proportional(_ nodes: [EngineNode]) {
        let items = a.items
        guard let r = items.firstIndex(where: { ($0.length ?? 0) > 0 }) else {
            for k in 1..<max(nodes.count, 1) {
                add(length(nodes[k]) - length(nodes[0]), .equal, 1000, .init(.fillEqually, k))
            }
            return
        }
        let lr = items[r].length!
        for k in nodes.indices where k != r {
            let lk = max(items[k].length ?? 0, 0)
            add(length(nodes[k]) * lr - length(nodes[r]) * lk, .equal, 1000, .init(.fillProportionally, k))
        }
    }

    /// Hugging and compression resistance along the axis (with the tie
    /// offsets of the shared description), and `length >= 0`.
    private mutating func content(_ item: StackItem, _ node: EngineNode, _ k: Int) {
        let len = length(node)
        if let l = item.length {
            add(len - l, .lessOrEqual, item.hugging, .init(.hugging, k))
            add(len - l, .greaterOrEqual, item.compression, .init(.compressionResistance, k))
        } else {
            add(len, .equal, item.hugging, .init(.withoutIntrinsicLength, k))
        }
        add(len, .greaterOrEqual, item.nonNegative, .init(.nonNegativeLength, k))
    }

    /// Hidden arranged views: zero length, in the middle of the gap
    /// between their visible neighbours.
    mutating func hiddenConstraints(_ visible: [EngineNode]) {
        var k = 0
        for (index, v) in stack.storedArranged.enumerated() {
            if !v.storedHidden { k += 1; continue }
            guard let node = engine.node(of: v) else { continue }
            add(length(node), .equal, 1000, .init(.hiddenLength, index))
            let position: Expression
            if k == 0 {
                position = canvasLead
            } else if k < visible.count {
                position = (trail(visible[k - 1]) + lead(visible[k])) * 0.5
            } else {
                position = trail(visible[k - 1]) + sign * stack.effectiveSpacing(after: a.items[k - 1].view) / 2
            }
            add(lead(node) - position, .equal, 1000, .init(.hiddenPosition, index))
            let across = v.intrinsicContentSize[a.axis.cross]
            let item = StackItem(view: v, arrangedIndex: index, length: nil,
                                 crossLength: across != View.noIntrinsicMetric ? across : nil,
                                 hugging: 0, compression: 0, nonNegative: 0,
                                 firstBaseline: v.firstBaselinePosition, lastBaseline: v.lastBaselinePosition)
            crossConstraints(item, node, visibleIndex: -1, first: node)
        }
    }
}
