/// How much room there is along one dimension: the counterpart of
/// `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
    /// Not known (a view outside any window).
    case unspecified = 0
    /// Constrained space (a phone's width in portrait).
    case compact = 1
    /// Expansive space.
    case regular = 2
}
