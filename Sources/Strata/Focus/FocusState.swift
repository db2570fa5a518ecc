/// A window's focus state: the focused view, a requested focus update,
/// where a replacement is looked for when the focused view goes away, the
/// kept candidate lists of the focus search and the focus observers.
/// One per window (`Window.focusState`); the code in `Focus/` drives it.
/// Touches, keys and gestures keep theirs in `InputState`.
@MainActor
final class FocusState {
    /// The focused view, if any.
    weak var focusedView: View?
    /// `Window.setNeedsFocusUpdate()` was called.
    var needsUpdate = false
    /// The focused view's window frame when it got focus (where a
    /// replacement is looked for when it goes away).
    var focusedFrame = Rect.zero
    /// The superview of a subtree being removed while something is focused.
    weak var removalContainer: View?
    /// Reused candidate storage for focus searches.
    var candidates: [FocusCandidate] = []
    /// The `FocusGeneration.current` `candidates` was collected at for the
    /// whole window; -1 when it holds something else.
    var candidatesGeneration = -1
    /// For each direction (right, left, down, up), the indices of
    /// `candidates` sorted by how far along that direction their near edge
    /// lies (then tree order); built on demand for the kept list.
    var axisOrders: [[Int32]] = [[], [], [], []]
    /// The `candidatesGeneration` each of `axisOrders` was built for.
    var axisGenerations = [-1, -1, -1, -1]
    /// Observers of focus changes.
    var observers = ObserverList<FocusUpdateContext>()
}
