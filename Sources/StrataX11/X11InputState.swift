/// What the host remembers between input events to route them (see
/// `X11Host.route(_:)`): X reports button 1 as presses and releases, and
/// Strata wants one touch that goes down, moves and ends.
struct X11InputState {
    /// Whether button 1 is down (touch 0 is in the window).
    var touchIsDown = false
}
