import StrataGeometry

/// How a label wraps its lines and marks text that does not fit: the
/// counterpart of `NSLineBreakMode`.
///
/// Every mode except `byCharWrapping` wraps lines at spaces (a word longer
/// than a line breaks between characters). The modes differ in what the
/// last line shows when the text needs more lines than `numberOfLines`
/// allows (which includes a one-line label whose text is wider than it):
///
/// | mode | last line |
/// | --- | --- |
/// | `byWordWrapping` | the wrapped line as is |
/// | `byCharWrapping` | the wrapped line as is (lines break between any characters) |
/// | `byClipping` | the rest of its paragraph, cut to the characters that fit |
/// | `byTruncatingHead` | the mark, then the end of the rest of its paragraph |
/// | `byTruncatingTail` | the start of the rest of its paragraph, then the mark |
/// | `byTruncatingMiddle` | its start, the mark, its end |
///
/// The mark is the measurer's `ellipsis` (`...` for the built-in font).
public enum LineBreakMode: Sendable, Hashable, CaseIterable {
    /// Wrap at spaces; hidden lines are dropped without a mark.
    case byWordWrapping
    /// Wrap between any two characters; hidden lines are dropped without a mark.
    case byCharWrapping
    /// Wrap at spaces; the last line is cut at the width, without a mark.
    case byClipping
    /// Wrap at spaces; the last line shows its end after the mark.
    case byTruncatingHead
    /// Wrap at spaces; the last line shows its start before the mark (the default).
    case byTruncatingTail
    /// Wrap at spaces; the last line shows its start and its end around the mark.
    case byTruncatingMiddle
}
