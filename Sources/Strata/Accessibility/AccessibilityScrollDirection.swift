/// Which way `View.accessibilityScroll(_:)` moves the content into view
/// (UIKit's `UIAccessibilityScrollDirection`, named by what comes into
/// view): `.down` shows what is below, `.next` the next page along the
/// scroll view's main axis.
public enum AccessibilityScrollDirection: Sendable, Hashable, CaseIterable {
    /// Shows the content to the right.
    case right
    /// Shows the content to the left.
    case left
    /// Shows the content above.
    case up
    /// Shows the content below.
    case down
    /// Shows the next page (below, or to the right when only horizontal scrolling is possible).
    case next
    /// Shows the previous page.
    case previous
}
