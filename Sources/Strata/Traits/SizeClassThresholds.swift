/// Where a window's size classes change: the one place the thresholds are
/// kept (`Window.sizeClassThresholds`, adjustable per window).
///
/// A width below `compactWidthBelow` points is compact, else regular; a
/// height below `compactHeightBelow` is compact, else regular. The
/// defaults, 600 and 480 points, put a phone in portrait at compact width
/// and regular height, and a tablet or desktop window at regular in both.
public struct SizeClassThresholds: Sendable, Hashable {
    /// Widths below this are compact (default 600 points).
    public var compactWidthBelow: Double
    /// Heights below this are compact (default 480 points).
    public var compactHeightBelow: Double

    /// Creates thresholds (defaults: 600 × 480 points).
    public init(compactWidthBelow: Double = 600, compactHeightBelow: Double = 480) {
        self.compactWidthBelow = compactWidthBelow
        self.compactHeightBelow = compactHeightBelow
    }

    /// The horizontal size class of a window `width` points wide.
    public func horizontalSizeClass(forWidth width: Double) -> UserInterfaceSizeClass {
        width < compactWidthBelow ? .compact : .regular
    }

    /// The vertical size class of a window `height` points tall.
    public func verticalSizeClass(forHeight height: Double) -> UserInterfaceSizeClass {
        height < compactHeightBelow ? .compact : .regular
    }
}

/// When a variant applies: the size classes it needs (`nil`: any).
///
/// `SizeClassCondition(width: .compact)` applies whenever the horizontal
/// size class is compact, whatever the vertical one is.
public struct SizeClassCondition: Sendable, Hashable {
    /// The horizontal size class required, if any.
    public var width: UserInterfaceSizeClass?
    /// The vertical size class required, if any.
    public var height: UserInterfaceSizeClass?

    /// Creates a condition; a `nil` dimension matches any size class.
    public init(width: UserInterfaceSizeClass? = nil, height: UserInterfaceSizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// The condition that always holds.
    public static let any = SizeClassCondition()

    /// Whether `traits` meet the condition.
    public func matches(_ traits: TraitCollection) -> Bool {
        (width == nil || width == traits.horizontalSizeClass) && (height == nil || height == traits.verticalSizeClass)
    }
}
