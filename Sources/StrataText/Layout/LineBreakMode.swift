import StrataGeometry

/// How a label wraps its lines and marks text that does not fit: the
/// counterpart of `NSLineBreakMode`.
///
/// Every mode except `byCharWrapping` wraps lines at Unicode line break
/// opportunities (UAX #14: after spaces and hyphens, between ideographs,
/// never before `。` or after `「`; a word longer than a line breaks
/// between characters). The modes differ in what the
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
    /// Wrap at line break opportunities; hidden lines are dropped without a mark.
    case byWordWrapping
    /// Wrap between any two characters (grapheme clusters); hidden lines are dropped without a mark.
    case byCharWrapping
    /// Wrap at line break opportunities; the last line is cut at the width, without a mark.
    case byClipping
    /// Wrap at line break opportunities; the last line shows its end after the mark.
    case byTruncatingHead
    /// Wrap at line break opportunities; the last line shows its start before the mark (the default).
    case byTruncatingTail
    /// Wrap at line break opportunities; the last line shows its start and its end around the mark.
    case byTruncatingMiddle
}
