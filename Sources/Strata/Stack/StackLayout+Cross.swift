extension StackLayout {
    /// Origins and lengths across the axis for every visible item.
    ///
    /// Returns `false` for baseline alignment whose packed block does not
    /// fit the canvas (the constraint path then decides what gives).
    mutating func solveCross(_ a: StackArrangement) -> Bool {
        let cross = a.axis.cross
        let c0 = a.canvas.origin[cross], extent = a.canvas.size[cross]
        // In a vertical stack the cross-axis leading edge follows the
        // layout direction.
        let mirrored = a.axis == .vertical && a.rightToLeft
        switch a.crossAlignment {
        case .fill, .leading, .trailing, .center:
            for item in a.items {
                let p = Self.crossPlacement(alignment: a.crossAlignment, mirrored: mirrored, c0: c0,
                                            extent: extent, crossLength: item.nominalCrossLength)
                crossOrigins.append(p.origin)
                crossLengths.append(p.length)
            }
        case .firstBaseline, .lastBaseline:
            return solveBaselines(a, first: a.crossAlignment == .firstBaseline, top: c0, extent: extent)
        }
        return true
    }

    /// Where one view goes across the axis for a non-baseline alignment
    /// (`mirrored`: a right-to-left vertical stack swaps leading and
    /// trailing).
    @inline(__always)
    static func crossPlacement(alignment: StackView.Alignment, mirrored: Bool, c0: Double, extent: Double,
                               crossLength: Double) -> (origin: Double, length: Double) {
        var alignment = alignment
        if mirrored && (alignment == .leading || alignment == .trailing) {
            alignment = alignment == .leading ? .trailing : .leading
        }
        switch alignment {
        case .fill: return (c0, extent)
        case .leading: return (c0, min(crossLength, extent))
        case .trailing:
            let length = min(crossLength, extent)
            return (c0 + extent - length, length)
        default:
            let length = min(crossLength, extent)
            return (c0 + (extent - length) / 2, length)
        }
    }

    /// `crossPlacement` in `canvas`, across `axis`.
    static func crossPlacement(alignment: StackView.Alignment, mirrored: Bool, canvas: Rect, axis: Axis,
                               crossLength: Double) -> (origin: Double, length: Double) {
        crossPlacement(alignment: alignment, mirrored: mirrored, c0: canvas.origin[axis.cross],
                       extent: canvas.size[axis.cross], crossLength: crossLength)
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
