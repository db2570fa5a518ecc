extension StackLayout {
    /// Origins and lengths across the axis for every visible item.
    ///
    /// Returns `false` for baseline alignment whose packed block does not
    /// fit the canvas (the constraint path then decides what gives).
    mutating func solveCross(_ a: StackArrangement) -> Bool {
        let cross = a.axis.cross
        let c0 = a.canvas.origin[cross], extent = a.canvas.size[cross], c1 = c0 + extent
        // In a vertical stack the cross-axis leading edge follows the
        // layout direction.
        let mirrored = a.axis == .vertical && a.rightToLeft
        switch a.crossAlignment {
        case .fill:
            for _ in a.items { crossOrigins.append(c0); crossLengths.append(extent) }
        case .leading, .trailing, .center:
            var alignment = a.crossAlignment
            if mirrored && alignment != .center { alignment = alignment == .leading ? .trailing : .leading }
            for item in a.items {
                let length = min(item.nominalCrossLength, extent)
                crossLengths.append(length)
                switch alignment {
                case .leading: crossOrigins.append(c0)
                case .trailing: crossOrigins.append(c1 - length)
                default: crossOrigins.append(c0 + (extent - length) / 2)
                }
            }
        case .firstBaseline, .lastBaseline:
            return solveBaselines(a, first: a.crossAlignment == .firstBaseline, top: c0, extent: extent)
        }
        return true
    }

    /// Baseline alignment: every view at its intrinsic height, baselines on
    /// one line, the block packed to the canvas top.
    private mutating func solveBaselines(_ a: StackArrangement, first: Bool, top: Double,
                                         extent: Double) -> Bool {
        var above = -Double.infinity, below = -Double.infinity
        for item in a.items {
            // Views whose thickness gives way to the packing or the
            // ambiguity suppression need the solver.
            if item.crossPriority <= StackPriorities.ambiguitySuppression { return false }
            let h = item.nominalCrossLength
            let a = baselineFromTop(item, height: h, first: first)
            above = max(above, a)
            below = max(below, h - a)
        }
        if above + below > extent { return false }
        for item in a.items {
            let h = item.nominalCrossLength
            crossLengths.append(h)
            crossOrigins.append(top + above - baselineFromTop(item, height: h, first: first))
        }
        return true
    }

    /// The distance from a view's top to its first (or last) baseline at
    /// the given height.
    func baselineFromTop(_ item: StackItem, height: Double, first: Bool) -> Double {
        (first ? item.firstBaseline : item.lastBaseline).offsetFromTop(height: height)
    }
}
