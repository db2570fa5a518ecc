import Strata

/// What a `WaylandHost`'s input routing remembers between events.
struct WaylandInputState {
    /// Whether the left button is down (touch 0 is down).
    var touchIsDown = false
    /// Whether the pointer is over the host's surface.
    var pointerInside = false
    /// The pointer's last position, in points.
    var pointer = Point(x: 0, y: 0)
    /// Scrolling gathered in the current pointer frame, in points.
    var scroll = Point(x: 0, y: 0)
    /// Whether the current frame's scrolling came in wheel clicks
    /// (`axis_discrete`/`axis_value120`): then the continuous `axis`
    /// values of the same frame are ignored.
    var scrollIsDiscrete = false
    /// The selected text last offered as the primary selection.
    var offeredSelection: String?
}
