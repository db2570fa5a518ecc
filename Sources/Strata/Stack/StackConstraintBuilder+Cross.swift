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
        let label = k < 0 ? "hidden view" : "view \(k)"
        switch alignment {
        case .fill:
            add(start - c0, .equal, 1000, "\(label) fills across")
            add(size - extent, .equal, 1000, "\(label) fills across (size)")
            return
        case .leading:
            add(start - c0, .equal, 1000, "\(label) leading alignment")
            add(start + size - (c0 + extent), .lessOrEqual, 1000, "\(label) inside the canvas")
        case .trailing:
            add(start + size - (c0 + extent), .equal, 1000, "\(label) trailing alignment")
            add(start - c0, .greaterOrEqual, 1000, "\(label) inside the canvas")
        case .center:
            add(start + size * 0.5 - (c0 + extent * 0.5), .equal, 1000, "\(label) centre alignment")
            add(start - c0, .greaterOrEqual, 1000, "\(label) inside the canvas (start)")
            add(start + size - (c0 + extent), .lessOrEqual, 1000, "\(label) inside the canvas (end)")
        case .firstBaseline, .lastBaseline:
            let firstBaseline = alignment == .firstBaseline
            if k > 0, let mine = engine.baseline(item.view, first: firstBaseline),
               let firstView = a.items.first?.view, let theirs = engine.baseline(firstView, first: firstBaseline) {
                add(mine - theirs, .equal, 1000, "\(label) baseline alignment")
            }
            add(start - c0, .greaterOrEqual, 1000, "\(label) inside the canvas (top)")
            add(start + size - (c0 + extent), .lessOrEqual, 1000, "\(label) inside the canvas (bottom)")
            add(start - c0, .equal, StackPriorities.baselinePacking, "\(label) packed to the top")
        }
        if item.crossLength == nil {
            add(size, .equal, StackPriorities.ambiguitySuppression, "\(label) ambiguity suppression")
        }
    }
}
