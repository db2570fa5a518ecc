/// Where a focus move goes: a direction on screen, or the next or previous
/// view in reading order.
public enum FocusHeading: Sendable, Hashable, CaseIterable {
    /// Up the screen.
    case up
    /// Down the screen.
    case down
    /// Left on the screen (whatever the layout direction).
    case left
    /// Right on the screen.
    case right
    /// The next view in reading order (Tab).
    case next
    /// The previous view in reading order (Shift-Tab).
    case previous
}
