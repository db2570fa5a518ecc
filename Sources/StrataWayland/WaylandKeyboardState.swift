import Strata
import StrataKeysyms

/// What a `WaylandHost` knows of the keyboard: the keymap, the modifier
/// masks and group of the last `modifiers` event, the dead key waiting,
/// and key repeat.
struct WaylandKeyboardState {
    /// The layout, once a keymap came.
    var keymap: WaylandKeymap?
    /// depressed | latched | locked, in XKB's real-modifier bits.
    var modifiers: UInt32 = 0
    /// The effective group.
    var group: UInt32 = 0
    /// Turns presses into text, with dead keys.
    var composer = KeysymComposer()
    /// Repeats per second (0: no repeat) and the delay before the first,
    /// in milliseconds (`repeat_info`; these are the usual defaults).
    var repeatRate: Int32 = 25, repeatDelay: Int32 = 600
    /// The key repeating (evdev code), when its press began on the
    /// window's clock, how many repeats were sent, and the clock's ticks.
    var repeatingKey: UInt32?
    var repeatStart = 0.0
    var repeatsSent = 0
    var repeatToken: ObservationToken?

    /// Stops repeating.
    mutating func stopRepeat() {
        repeatToken?.cancel()
        repeatToken = nil
        repeatingKey = nil
    }

    /// How many repeats are due `elapsed` seconds after the press: the
    /// first after the delay, then one every 1/rate seconds (at most 100
    /// at once, so a stalled clock cannot flood the window).
    func repeatsDue(after elapsed: Double) -> Int {
        guard repeatRate > 0 else { return 0 }
        let sinceFirst = elapsed - Double(repeatDelay) / 1000
        guard sinceFirst >= 0 else { return 0 }
        return min(Int((sinceFirst * Double(repeatRate)).rounded(.down)) + 1, repeatsSent + 100)
    }
}
