/// The kind of a line break opportunity of UAX #14.
public enum LineBreakKind: Sendable, Hashable {
    /// A line may end here (the rules' `÷`).
    case allowed
    /// A line must end here (the rules' `!`: after a line or paragraph
    /// separator, rules LB4 and LB5, and at the end of the text, LB3).
    case mandatory
}
