/// What a `WaylandHost` remembers of its `zwp_text_input_v3`: whether the
/// compositor gave it text-input focus and whether it is enabled, the
/// commits sent (the serial `done` is compared with), the events waiting
/// for the next `done`, and the last state reported.
struct WaylandTextInputState {
    /// The text input, when the compositor offers `zwp_text_input_manager_v3`.
    var id: UInt32?
    /// Whether the text input has focus on the host's surface (`enter`).
    var hasFocus = false
    /// Whether `enable` was sent (and not `disable` or a `leave` since).
    var isEnabled = false
    /// How many `commit`s were sent.
    var commits: UInt32 = 0
    /// After a `done` whose serial is not `commits`, the state is not
    /// reported again until one that is (or the user's own input).
    var isHeld = false
    /// The events since the last `done`.
    var preedit: (text: String, begin: Int32, end: Int32)?
    var commitText: String?
    var deletion: (before: UInt32, after: UInt32)?
    /// The last report sent (`nil` before one, and after `disable`).
    var reported: WaylandTextInputReport?
}
