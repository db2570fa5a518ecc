/// What the direct path keeps so that hiding or showing arranged views
/// costs only the views that move (see `StackView+VisibilityChange.swift`).
///
/// The last full pass left its description and results in the stack's
/// scratch buffers, one slot per view that was visible then. Visibility
/// changes since are an overlay on those slots: slots whose view is now
/// hidden (`removedSlots`) and views shown that have no slot (`added`).
/// The overlay holds at most `overlayLimit` entries; beyond that the next
/// pass is a full one again.
///
/// It applies only where the result is provably the one a full pass
/// gives, bit for bit:
/// - `fill` distribution with room to spare (no view shrinks), no
///   baselines;
/// - every length, every gap (spacing and custom spacing) and the canvas
///   on a grid of 2⁻¹⁶ points
///   and small enough (`exactLimit`) that every sum the direct path forms
///   is exact: a sum updated by one term then equals the sum formed again
///   in order, and the views past a change keep their places exactly;
/// - every hugging priority a multiple of 0.5 in 0...1000 and fewer than
///   2¹⁷ arranged views: the tie offsets (`StackPriorities.tie`) then
///   never reorder two different priorities, so the view that takes the
///   extra length is the first visible one with the lowest priority.
///
/// Anything else (or any other change to the stack) falls back to the
/// full pass, which describes the arrangement again.
struct StackVisibilityState {
    /// A view shown since the last full pass (it has no slot).
    struct Added {
        /// The view.
        unowned(unsafe) let view: View
        /// Its index in `arrangedSubviews`.
        let arrangedIndex: Int
        /// Its intrinsic length along the axis (0 without one).
        let nominal: Double
        /// Its hugging priority along the axis, without tie offset.
        let hugging: Double
        /// The gap after it (custom spacing, or `spacing`).
        let gapAfter: Double
        /// Along-axis start, in the stack's bounds, before mirroring.
        var position: Double
        /// Along-axis length.
        var length: Double
        /// Cross-axis origin.
        let crossOrigin: Double
        /// Cross-axis length.
        let crossLength: Double
    }

    /// Whether the scratch buffers, with the overlay, describe the frames
    /// the arranged views have now.
    var isCurrent = false
    /// The arranged view whose hidden flag changed since the last pass.
    var pending: View?
    /// Set while a visibility change is being recorded (see
    /// `StackView.recordVisibilityChange(of:)`).
    var recording = false
    /// The invalidations seen while recording.
    var invalidationsWhileRecording = 0

    /// Slots (visible positions at the last full pass) whose view is now
    /// hidden, ascending.
    var removedSlots: [Int] = []
    /// Views shown since the last full pass, by ascending arranged index.
    var added: [Added] = []
    /// The arranged index of the view that takes the extra length.
    var leastArranged = 0
    /// The number of visible views.
    var visibleCount = 0
    /// The sum of the visible views' intrinsic lengths.
    var lengthSum = 0.0
    /// The sum of the gaps between the visible views.
    var gapSum = 0.0
    /// The sum of the magnitudes of the added views' lengths (the slots'
    /// are in `StackLayout.ItemSums.magnitude`).
    var addedMagnitude = 0.0

    /// How many changes the incremental path applied (for tests).
    var incrementalPasses = 0

    /// The most overlay entries kept before a full pass.
    static let overlayLimit = 8
    /// Values on this grid (multiples of 2⁻¹⁶) add exactly while their
    /// magnitudes stay below 2⁵³ × 2⁻¹⁶ = 2³⁷.
    static let gridScale = 65_536.0
    /// The bound on the sum of the magnitudes of every input (2³⁴): a sum
    /// of a few such sums stays below 2³⁷.
    static let exactLimit = 17_179_869_184.0
    /// The most arranged views the priority rule holds for (2¹⁷: the
    /// largest tie offset, 2¹⁷ × 2⁻²⁰, stays below a quarter of the 0.5
    /// step).
    static let viewLimit = 131_072

    /// Forgets everything: the next pass is a full one.
    mutating func drop() {
        isCurrent = false
        pending = nil
    }

    /// Starts over from a full pass that left `visibleCount` visible views
    /// whose intrinsic lengths sum to `lengthSum` and gaps to `gapSum`, the
    /// extra length going to arranged view `least`.
    mutating func reset(visibleCount: Int, lengthSum: Double, gapSum: Double, least: Int) {
        isCurrent = true
        removedSlots.removeAll(keepingCapacity: true)
        added.removeAll(keepingCapacity: true)
        self.visibleCount = visibleCount
        self.lengthSum = lengthSum
        self.gapSum = gapSum
        leastArranged = least
        addedMagnitude = 0
    }

    /// The length the view with the lowest hugging priority takes beyond
    /// its own, formed as the full pass forms it (`StackLayout`'s `fill`:
    /// the canvas less the gaps, less the lengths); negative when the
    /// views must shrink.
    @inline(__always)
    static func extra(canvasLength: Double, gapSum: Double, lengthSum: Double) -> Double {
        (canvasLength - gapSum) - lengthSum
    }

    /// Whether `x` is a multiple of 2⁻¹⁶ no larger than `exactLimit`.
    @inline(__always)
    static func onGrid(_ x: Double) -> Bool {
        let s = x * gridScale
        return abs(x) <= exactLimit && s == s.rounded(.towardZero)
    }

    /// Whether `priority` is a multiple of 0.5 between 0 and 1000.
    @inline(__always)
    static func isHalfStep(_ priority: Double) -> Bool {
        let s = priority * 2
        return priority >= 0 && priority <= 1000 && s == s.rounded(.towardZero)
    }
}
