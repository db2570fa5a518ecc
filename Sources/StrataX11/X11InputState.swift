/// What the host remembers between input events to route them (see
/// `X11Host.route(_:)`): X reports button 1 as presses and releases, and
/// Strata wants one touch that goes down, moves and ends; a dead key waits
/// for the next character.
struct X11InputState {
    /// Whether button 1 is down (touch 0 is in the window).
    var touchIsDown = false
    /// Key presses to text, with the dead key waiting.
    var composer = X11TextComposer()
    /// The selected text last offered as `PRIMARY` (offered again only
    /// when it changes).
    var offeredSelection: String?
}
