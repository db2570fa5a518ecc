extension StackConstraintBuilder {
    /// Alignment constraints across the axis for one view. `visibleIndex`
    /// is -1 for a hidden view (aligned on its own).
    mutating func crossConstraints(_ item: StackItem, _ node: EngineNode, visibleIndex k: Int, first: EngineNode) {
        let start = Expression(horizontal ? node.y : node.x)
        let size = Expression(horizontal ? node.height : node.width)
        let c0 = horizontal ? canvasY : canvasX
        let extent = horizontal ? canvasH : canvasW
        var alignment = a.crossAlignment
        if !horizontal && rtl && alignment != .center && alignment != .fill {
            alignment = alignment == .leading ? .trailing : .leading
        }
        if k < 0 && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .leading }
        switch alignment {
        case .fill:
            add(start - c0, .equal, 1000, .init(.fillsAcross, k))
            add(size - extent, .equal, 1000, .init(.fillsAcrossSize, k))
            return
        case .leading:
            add(start - c0, .equal, 1000, .init(.leadingAlignment, k))
            add(start + size - (c0 + extent), .lessOrEqual, 1000, .init(.insideCanvas, k))
        case .trailing:
            add(start + size - (c0 + extent), .equal, 1000, .init(.trailingAlignment, k))
            add(start - c0, .greaterOrEqual, 1000, .init(.insideCanvas, k))
        case .center:
            add(start + size * 0.5 - (c0 + extent * 0.5), .equal, 1000, .init(.centreAlignment, k))
            add(start - c0, .greaterOrEqual, 1000, .init(.insideCanvasStart, k))
            add(start + size - (c0 + extent), .lessOrEqual, 1000, .init(.insideCanvasEnd, k))
        case .firstBaseline, .lastBaseline:
            let firstBaseline = alignment == .firstBaseline
            if k > 0, let mine = engine.baseline(item.view, first: firstBaseline),
               let firstView = a.items.first?.view, let theirs = engine.baseline(firstView, first: firstBaseline) {
                add(mine - theirs, .equal, 1000, .init(.baselineAlignment, k))
            }
            add(start - c0, .greaterOrEqual, 1000, .init(.insideCanvasTop, k))
            add(start + size - (c0 + extent), .lessOrEqual, 1000, .init(.insideCanvasBottom, k))
            add(start - c0, .equal, StackPriorities.baselinePacking, .init(.packedToTop, k))
        }
        if item.crossLength == nil {
            add(size, .equal, StackPriorities.ambiguitySuppression, .init(.ambiguitySuppression, k))
        }
    }
}
