extension StackView {
    /// Whether the window's constraint engine lays out this stack's
    /// arranged views (its constraints take part in the window's solve).
    final var isManagedByEngine: Bool { storedWindow?.engine?.manages(self) ?? false }
}
