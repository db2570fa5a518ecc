/// How a view resolves its layout direction: from its window, or forced.
///
/// The counterpart of `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follow the window's layout direction.
    case unspecified = 0
    /// Always left to right, whatever the window says.
    case forceLeftToRight = 1
    /// Always right to left, whatever the window says.
    case forceRightToLeft = 2
}
