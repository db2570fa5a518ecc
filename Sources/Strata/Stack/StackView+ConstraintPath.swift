extension StackView {
    /// Whether the window's constraint engine lays out this stack's
    /// arranged views (its constraints take part in the window's solve).
    final var isManagedByEngine: Bool { false }

    /// Lays out an arrangement outside the direct path's domain.
    ///
    /// Until the stack can solve its own constraints, it falls back to the
    /// `fill` arithmetic for the along-axis part and leading alignment.
    final func solveArrangementWithConstraints() {
        var a = scratch.arrangement
        if a.distribution == .equalCentering { a.distribution = .fill }
        if a.alignment == .firstBaseline || a.alignment == .lastBaseline { a.alignment = .leading }
        a.baselineRelative = false
        scratch.arrangement = a
        _ = scratch.layout.solve(a)
    }
}
