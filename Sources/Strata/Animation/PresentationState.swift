/// A view's presentation values while animations run, and who owns them.
///
/// Each property is owned by at most one transition (the newest animation
/// of it); while no transition owns a property its presentation value is
/// the model value. Owners are weak, so a dropped animator can never leave
/// a view stuck mid-way.
@MainActor
final class PresentationState {
    /// The presentation frame, valid while `frameOwner` is set.
    var frame = Rect.zero
    /// The transition animating the frame.
    weak var frameOwner: SnapshotTransition? {
        didSet { frameOwnerID = frameOwner.map(ObjectIdentifier.init) }
    }
    /// The identity of `frameOwner`, for the per-tick ownership test without
    /// a weak load. Only ever set together with `frameOwner`, so it can only
    /// equal a live transition that set it itself.
    private(set) var frameOwnerID: ObjectIdentifier?
    /// The presentation alpha, valid while `alphaOwner` is set.
    var alpha = 1.0
    /// The transition animating the alpha.
    weak var alphaOwner: SnapshotTransition? {
        didSet { alphaOwnerID = alphaOwner.map(ObjectIdentifier.init) }
    }
    /// The identity of `alphaOwner` (see `frameOwnerID`).
    private(set) var alphaOwnerID: ObjectIdentifier?
    /// The transition whose end hides the view (it stays visible until then).
    weak var hideOwner: SnapshotTransition?
    /// Bumped by every animated hidden change; a pending hide only applies
    /// if its generation is still current, so a later show cancels it.
    var hideGeneration = 0
    /// Observers of presentation-frame changes.
    var frameObservers = ObserverList<(old: Rect, new: Rect)>() {
        didSet { isObserved = true }
    }
    /// Whether a frame observer was ever registered (skips the list on ticks).
    private(set) var isObserved = false

    /// Sets the presentation frame, notifying observers when it changes.
    @inline(__always)
    func setFrame(_ newFrame: Rect) {
        let old = frame
        if old == newFrame { return }
        frame = newFrame
        notifyFrame(old: old, new: newFrame)
    }

    /// Tells frame observers about a presentation-frame change (deferred).
    func notifyFrame(old: Rect, new: Rect) {
        if !isObserved || frameObservers.isEmpty { return }
        let observers = frameObservers
        ObserverQueue.post { observers.notify((old, new)) }
    }
}
