/// The direction of a paragraph of text: the base direction of the Unicode
/// bidirectional algorithm (UAX #9), whose paragraph level is 0 for
/// left-to-right and 1 for right-to-left.
public enum TextDirection: Sendable, Hashable, CaseIterable {
    /// Left to right (paragraph level 0): Latin, Greek, Cyrillic, CJK, …
    case leftToRight
    /// Right to left (paragraph level 1): Arabic, Hebrew, Syriac, …
    case rightToLeft
}
