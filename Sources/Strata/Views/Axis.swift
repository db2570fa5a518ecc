/// A layout axis: the counterpart of `NSLayoutConstraint.Axis`.
public enum Axis: Int, Sendable, Hashable, CaseIterable {
    /// Left to right (or leading to trailing).
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1

    /// The other axis.
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction in which horizontal content flows.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Leading is left (English, most languages).
    case leftToRight = 0
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft = 1
}

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
