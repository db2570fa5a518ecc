/// A stack in the constraint engine: its arranged views join the system,
/// laid out by the stack's constraints (Docs/StackView.md, the constraint
/// path), and its arrangement stands for its content size.
extension StackView: EngineParticipant {
    var engineArrangesSubviews: Bool { true }

    func engineIncludes(_ subview: View) -> Bool { isArranged(subview) }

    func engineConstraints(in engine: LayoutEngine) -> [Constraint] { arrangementConstraints(engine: engine) }

    /// Along the axis the stack decides; a hidden arranged view, whose
    /// length along the axis is 0, holds its size across below the stack's
    /// own fitting constraints, so it never makes the stack thicker than
    /// its visible views.
    func engineIntrinsicRule(for subview: View) -> EngineIntrinsicRule? {
        guard isArranged(subview) else { return nil }
        return EngineIntrinsicRule(exceptAxis: axis, priority: subview.storedHidden ? StackPriorities.hiddenAcross : nil)
    }

    /// The first (last) visible arranged view.
    func engineBaselineSubview(first: Bool) -> View? {
        first ? storedArranged.first { !$0.storedHidden } : storedArranged.last { !$0.storedHidden }
    }

    var engineUsesIntrinsicContentSize: Bool { false }
}
