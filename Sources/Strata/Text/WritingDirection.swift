/// The base direction of a view's paragraphs (UIKit's `NSWritingDirection`):
/// what the bidirectional algorithm reorders each line by and what
/// `TextAlignment.natural` follows.
public enum WritingDirection: Sendable, Hashable, CaseIterable {
    /// Each paragraph's first strong character (UAX #9 P2–P3), else the
    /// view's `effectiveUserInterfaceLayoutDirection`.
    case natural
    /// Left to right (paragraph level 0).
    case leftToRight
    /// Right to left (paragraph level 1).
    case rightToLeft

    /// The direction it fixes; nil for `.natural`.
    public var textDirection: TextDirection? {
        switch self {
        case .natural: return nil
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        }
    }
}

extension UserInterfaceLayoutDirection {
    /// The text direction of a layout direction.
    var textDirection: TextDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
