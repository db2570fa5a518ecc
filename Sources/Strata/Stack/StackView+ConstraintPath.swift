extension StackView {
    /// Whether the window's constraint engine lays out this stack's
    /// arranged views (its constraints take part in the window's solve).
    final var isManagedByEngine: Bool { engineManaged }

    /// Lays out an arrangement outside the direct path's domain by solving
    /// the stack's own constraints, with its frame fixed, in a private
    /// solver.
    final func solveArrangementWithConstraints() {
        let local = Window(size: bounds.size)
        _ = local
        var a = scratch.arrangement
        if a.distribution == .equalCentering { a.distribution = .fill }
        if a.alignment == .firstBaseline || a.alignment == .lastBaseline { a.alignment = .leading }
        a.baselineRelative = false
        scratch.arrangement = a
        _ = scratch.layout.solve(a)
    }
}
