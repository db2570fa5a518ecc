/// Where a line of text sits across its view (UIKit's `NSTextAlignment`).
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Left in a left-to-right layout, right in a right-to-left one.
    case natural
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right

    /// The fraction of the spare width put before the text.
    func leadingFraction(rightToLeft: Bool) -> Double {
        switch self {
        case .natural: return rightToLeft ? 1 : 0
        case .left: return 0
        case .center: return 0.5
        case .right: return 1
        }
    }
}
