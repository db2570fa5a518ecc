/// What one animation changes: the presentation tracks captured by
/// snapshotting the view trees before and after the change.
///
/// Before the change it records every view's presentation frame and alpha
/// and its model frame, alpha and hidden flag; it runs the change and a
/// layout pass; then every view whose model value changed gets a track from
/// its old presentation value to its new model value. A track taken over by
/// a newer transition is skipped from then on (the newer one starts from
/// the current presentation value: UIKit's `beginFromCurrentState`).
@MainActor
final class SnapshotTransition {
    struct FrameTrack {
        let view: View
        let state: PresentationState
        let from: Rect
        let to: Rect
    }

    struct AlphaTrack {
        let view: View
        let state: PresentationState
        let from: Double
        let to: Double
        /// A fade of a hidden/shown view whose model alpha did not change.
        let isFade: Bool
    }

    struct HideTrack {
        let view: View
        let state: PresentationState
        let generation: Int
    }

    private(set) var frames: [FrameTrack] = []
    private(set) var alphas: [AlphaTrack] = []
    private(set) var hides: [HideTrack] = []
    /// Views this transition showed (for `commitModel(atProgress:restoringHidden:)`).
    private(set) var shows: [View] = []
    /// Tracks taken over by newer transitions.
    private(set) var lostTracks = 0
    /// The window of the first view that changed: its timeline runs the animation.
    private(set) weak var window: Window?
    /// Called (by the capturer, after the capture) when every track was taken.
    var onSuperseded: (() -> Void)?

    /// Whether some track was taken over by a newer transition.
    var wasSuperseded: Bool { lostTracks > 0 }
    /// Whether the transition animates nothing (any more).
    var isEmpty: Bool { lostTracks >= frames.count + alphas.count + hides.count }

    private struct Snapshot {
        let view: View
        let presentationFrame: Rect
        let presentationAlpha: Double
        let presentationHidden: Bool
        let frame: Rect
        let alpha: Double
        let hidden: Bool
    }

    /// Snapshots the trees of `windows`, runs `changes` and a layout pass,
    /// and captures the tracks. Transitions that lost all their tracks get
    /// `onSuperseded` called after the capture.
    /// - Complexity: O(views in the windows).
    static func capture(windows: [Window], fadesHiddenViews: Bool, changes: () -> Void) -> SnapshotTransition {
        for window in windows { window.layoutIfNeeded() }
        var before: [Snapshot] = []
        var index: [ObjectIdentifier: Int] = [:]
        for window in windows {
            visit(window.rootView) { view in
                index[ObjectIdentifier(view)] = before.count
                before.append(Snapshot(view: view, presentationFrame: view.presentationFrame,
                                       presentationAlpha: view.presentationAlpha,
                                       presentationHidden: view.presentationIsHidden,
                                       frame: view.storedFrame, alpha: view.storedAlpha, hidden: view.storedHidden))
            }
        }
        changes()
        for window in windows { window.layoutIfNeeded() }
        let transition = SnapshotTransition()
        var losers: [SnapshotTransition] = []
        for window in windows {
            visit(window.rootView) { view in
                guard let i = index[ObjectIdentifier(view)] else { return }
                transition.diff(before[i], view, fadesHiddenViews: fadesHiddenViews, losers: &losers)
            }
        }
        for loser in losers where loser.isEmpty { loser.onSuperseded?() }
        return transition
    }

    /// Calls `body` on `view` and its descendants, depth-first in subview order.
    private static func visit(_ view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.storedSubviews { visit(subview, body) }
    }

    /// Adds the tracks for one view.
    private func diff(_ s: Snapshot, _ view: View, fadesHiddenViews: Bool, losers: inout [SnapshotTransition]) {
        let hid = !s.hidden && view.storedHidden
        let shown = s.hidden && !view.storedHidden
        let frameChanged = s.frame != view.storedFrame
        let alphaChanged = s.alpha != view.storedAlpha
        guard hid || shown || frameChanged || alphaChanged else { return }
        if window == nil { window = view.storedWindow }
        let state = view.presentationState
        if hid || shown {
            if let old = state.hideOwner, old !== self { old.lose(&losers) }
            state.hideGeneration += 1
            state.hideOwner = nil
            if shown { shows.append(view) }
            if hid {
                state.hideOwner = self
                hides.append(HideTrack(view: view, state: state, generation: state.hideGeneration))
            }
        } else if let old = state.hideOwner, frameChanged || alphaChanged {
            // A pending hide moves to the animation that now moves the view,
            // so the view disappears when its motion ends.
            old.lose(&losers)
            state.hideOwner = self
            hides.append(HideTrack(view: view, state: state, generation: state.hideGeneration))
        }
        if frameChanged {
            if let old = state.frameOwner { old.lose(&losers) }
            state.frameOwner = nil
            if s.presentationFrame != view.storedFrame {
                state.frame = s.presentationFrame
                state.frameOwner = self
                frames.append(FrameTrack(view: view, state: state, from: s.presentationFrame, to: view.storedFrame))
            }
        }
        let fades = fadesHiddenViews && (hid || shown)
        if alphaChanged || fades {
            if let old = state.alphaOwner { old.lose(&losers) }
            state.alphaOwner = nil
            let from = shown && s.presentationHidden && fades ? 0 : s.presentationAlpha
            let to = hid && fades ? 0 : view.storedAlpha
            if from != to {
                state.alpha = from
                state.alphaOwner = self
                alphas.append(AlphaTrack(view: view, state: state, from: from, to: to, isFade: !alphaChanged))
            }
        }
    }

    /// Records that a newer transition took one of this one's tracks.
    private func lose(_ losers: inout [SnapshotTransition]) {
        lostTracks += 1
        if !losers.contains(where: { $0 === self }) { losers.append(self) }
    }

    /// Sets every owned presentation value to the interpolation at
    /// `progress` (0 = before, 1 = after; springs may overshoot).
    /// - Complexity: O(tracks), no allocation unless observers listen.
    func apply(progress p: Double) {
        let id = ObjectIdentifier(self)
        for track in frames where track.state.frameOwnerID == id {
            track.state.setFrame(Self.interpolate(track.from, track.to, p))
        }
        for track in alphas where track.state.alphaOwnerID == id {
            track.state.alpha = min(max(track.from + (track.to - track.from) * p, 0), 1)
        }
    }

    /// Ends the transition: owned presentation values become the model
    /// values exactly, and views whose hide is still current become hidden.
    func complete() {
        for track in frames where track.state.frameOwner === self {
            let old = track.state.frame
            track.state.frameOwner = nil
            if old != track.view.storedFrame { track.state.notifyFrame(old: old, new: track.view.storedFrame) }
        }
        for track in alphas where track.state.alphaOwner === self {
            track.state.alphaOwner = nil
        }
        for track in hides where track.state.hideOwner === self && track.state.hideGeneration == track.generation {
            track.state.hideOwner = nil
        }
    }

    /// Writes the interpolation at `progress` into the model frame and
    /// alpha of every owned track (fades of hidden views excepted); with
    /// `restoringHidden`, views this transition hid or showed get their old
    /// `isHidden` back. `PropertyAnimator` uses it to stop at a position.
    func commitModel(atProgress p: Double, restoringHidden: Bool) {
        for track in frames where track.state.frameOwner === self {
            track.view.frame = Self.interpolate(track.from, track.to, p)
        }
        for track in alphas where track.state.alphaOwner === self && !track.isFade {
            track.view.alpha = track.from + (track.to - track.from) * p
        }
        if restoringHidden {
            for track in hides where track.state.hideOwner === self { track.view.isHidden = false }
            for view in shows { view.isHidden = true }
        }
    }

    /// The rectangle `p` of the way from `a` to `b`.
    @inline(__always)
    static func interpolate(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(x: a.origin.x + (b.origin.x - a.origin.x) * p,
             y: a.origin.y + (b.origin.y - a.origin.y) * p,
             width: a.size.width + (b.size.width - a.size.width) * p,
             height: a.size.height + (b.size.height - a.size.height) * p)
    }
}
