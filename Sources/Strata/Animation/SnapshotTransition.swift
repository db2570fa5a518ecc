/// What one animation changes: the presentation tracks captured by
/// snapshotting the view trees before and after the change.
///
/// Before the change it records every view's presentation frame and alpha
/// and its model frame, alpha and hidden flag; it runs the change and a
/// layout pass; then every view whose model value changed gets a track from
/// its old presentation value to its new model value, taking the property
/// over from the animations that drove it (UIKit's `beginFromCurrentState`).
/// An additive transition instead layers a track from the old to the new
/// model value on top of the running ones.
///
/// Invariant: a channel's value is the model value plus the offsets
/// (interpolated − target) of its live tracks; with one track it is that
/// track's interpolation exactly.
@MainActor
final class SnapshotTransition {
    struct Track<Value: PresentationValue> {
        let view: View
        /// The view's presentation state: `view` (held strongly here) keeps
        /// it, and a view never drops it once made, so the tick lends it
        /// out without retaining it (`lend`, read off the track without
        /// copying the track): a retain is an atomic
        /// write to the state's cache line, which would make every
        /// track's memory access wait for the one before.
        let stateRef: Unmanaged<PresentationState>
        let from: Value
        let to: Value
        /// The contribution last applied: interpolated − `to`.
        var offset: Value
        /// Whether the track still drives its channel.
        var live = true
        /// An alpha fade of a hidden/shown view whose model alpha is unchanged.
        var isFade = false

        init(view: View, state: PresentationState, from: Value, to: Value, offset: Value, isFade: Bool = false) {
            self.view = view
            stateRef = Unmanaged.passUnretained(state)
            self.from = from
            self.to = to
            self.offset = offset
            self.isFade = isFade
        }

        /// The view's presentation state (retained while used).
        var state: PresentationState { stateRef.takeUnretainedValue() }
    }

    /// Calls `body` with the object `ref` points at, not retained (its
    /// owner keeps it alive). A main-actor function: a closure written in
    /// a tick's loop and handed straight to the standard library would be
    /// checked for the main actor on every call.
    @inline(__always)
    static func lend<T: AnyObject, R>(_ ref: Unmanaged<T>, _ body: (T) -> R) -> R {
        ref._withUnsafeGuaranteedRef(body)
    }

    struct HideTrack {
        let view: View
        let state: PresentationState
        let generation: Int
    }

    private(set) var frames: [Track<Rect>] = []
    private(set) var alphas: [Track<Double>] = []
    /// Effect tracks (SnapshotTransition+Effects.swift): transforms, and
    /// background and border colours; for backgrounds, the model values
    /// before and after (`nil`: no background).
    var transforms: [Track<TransformComponents>] = []
    var backgrounds: [Track<PremultipliedColor>] = []
    var backgroundEnds: [(from: Color?, to: Color?)] = []
    var borders: [Track<PremultipliedColor>] = []
    var stopTracks: [Track<ColorStops>] = []
    var shapeTracks: [Track<ShapeValue>] = []
    var shadows: [Track<ShadowValue>] = []
    var tints: [Track<PremultipliedColor>] = []
    /// For tints: the view's own tint before and after (`nil`: inherited).
    var tintEnds: [(from: Color?, to: Color?)] = []
    private(set) var hides: [HideTrack] = []
    /// Views this transition showed (for `commitModel(atProgress:restoringHidden:)`).
    private(set) var shows: [View] = []
    /// Tracks taken over by newer transitions.
    private(set) var lostTracks = 0
    /// The window of the first view that changed: its timeline runs the animation.
    weak var window: Window?
    /// Called (by the capturer, after the capture) when every track was taken.
    var onSuperseded: (() -> Void)?
    /// Whether the views this transition drives still receive touches
    /// (`.allowUserInteraction`); when false, hit testing skips them.
    var allowsUserInteraction = false

    /// Whether some track was taken over by a newer transition.
    var wasSuperseded: Bool { lostTracks > 0 }
    /// Whether the transition animates nothing (any more).
    var isEmpty: Bool {
        lostTracks >= frames.count + alphas.count + hides.count + transforms.count + backgrounds.count + borders.count
            + stopTracks.count + shadows.count + tints.count + shapeTracks.count
    }

    private struct Snapshot {
        let view: View
        let presentationFrame: Rect
        let presentationAlpha: Double
        let presentationHidden: Bool
        let frame: Rect
        let alpha: Double
        let hidden: Bool
    }

    isolated deinit {
        // A dropped transition (a released paused animator) lets go of its
        // views, which return to their model values.
        release()
    }

    /// Snapshots the trees of `windows`, runs `changes` and a layout pass,
    /// and captures the tracks. Transitions that lost all their tracks get
    /// `onSuperseded` called after the capture.
    /// - Complexity: O(views in the windows).
    static func capture(windows: [Window], fadesHiddenViews: Bool, additive: Bool = false,
                        changes: () -> Void) -> SnapshotTransition {
        for window in windows { window.layoutIfNeeded() }
        var before: [Snapshot] = []
        for window in windows {
            visit(window.rootView) { view in
                before.append(Snapshot(view: view, presentationFrame: view.presentationFrame,
                                       presentationAlpha: view.presentationAlpha,
                                       presentationHidden: view.presentationIsHidden,
                                       frame: view.storedFrame, alpha: view.storedAlpha, hidden: view.storedHidden))
            }
        }
        let scope = CaptureScope(windows: windows)
        CaptureScope.stack.append(scope)
        changes()
        CaptureScope.stack.removeLast()
        let outerLayoutPass = CaptureScope.layoutPass
        CaptureScope.layoutPass = scope
        for window in windows { window.layoutIfNeeded() }
        CaptureScope.layoutPass = outerLayoutPass
        let transition = SnapshotTransition()
        var losers: [SnapshotTransition] = []
        // The trees usually keep their order: match views by walking both
        // lists together, and look up by identity only after a structural change.
        var cursor = 0
        var index: [ObjectIdentifier: Int]? = nil
        for window in windows {
            visit(window.rootView) { view in
                let i: Int
                if cursor < before.count, before[cursor].view === view {
                    i = cursor
                    cursor += 1
                } else {
                    if index == nil {
                        var built: [ObjectIdentifier: Int] = [:]
                        built.reserveCapacity(before.count)
                        for (k, snap) in before.enumerated() { built[ObjectIdentifier(snap.view)] = k }
                        index = built
                    }
                    guard let found = index![ObjectIdentifier(view)] else { return }
                    i = found
                    cursor = found + 1
                }
                if !scope.isEmpty {
                    let id = ObjectIdentifier(view)
                    if scope.skip.contains(id) { return }
                    if scope.snap.contains(id) {
                        transition.showModelValues(of: view, &losers)
                        return
                    }
                }
                transition.diff(before[i], view, fadesHiddenViews: fadesHiddenViews, additive: additive,
                                losers: &losers)
            }
        }
        transition.diffEffects(scope, windows: windows, additive: additive, losers: &losers)
        if let outer = CaptureScope.stack.last {
            // A nested animation block: the enclosing one leaves these views to it.
            for t in transition.transforms { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.backgrounds { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.borders { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.stopTracks { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.shapeTracks { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.shadows { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.tints { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.frames { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.alphas { outer.skip.insert(ObjectIdentifier(t.view)) }
            for t in transition.hides { outer.skip.insert(ObjectIdentifier(t.view)) }
            for v in transition.shows { outer.skip.insert(ObjectIdentifier(v)) }
        }
        for loser in losers where loser.isEmpty { loser.onSuperseded?() }
        return transition
    }

    /// Calls `body` on `view` and its descendants, depth-first in subview order.
    static func visit(_ view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.storedSubviews { visit(subview, body) }
    }

    /// Adds the tracks for one view.
    private func diff(_ s: Snapshot, _ view: View, fadesHiddenViews: Bool, additive: Bool,
                      losers: inout [SnapshotTransition]) {
        let hid = !s.hidden && view.storedHidden
        let shown = s.hidden && !view.storedHidden
        let frameChanged = s.frame != view.storedFrame
        let alphaChanged = s.alpha != view.storedAlpha
        guard hid || shown || frameChanged || alphaChanged else { return }
        if window == nil { window = view.storedWindow }
        let state = view.presentationState
        if hid || shown {
            if let old = state.hideOwner, old !== self { old.loseTrack(&losers) }
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
            old.loseTrack(&losers)
            state.hideOwner = self
            hides.append(HideTrack(view: view, state: state, generation: state.hideGeneration))
        }
        if frameChanged {
            if additive && state.frame.isAnimated {
                state.frame.contributors.append(.init(transition: self, index: frames.count))
                frames.append(Track(view: view, state: state, from: s.frame, to: view.storedFrame,
                                    offset: s.frame.subtracting(view.storedFrame)))
            } else {
                for c in state.frame.contributors { c.transition.loseFrame(c.index, &losers) }
                state.frame.contributors = []
                if s.presentationFrame != view.storedFrame {
                    state.frame.value = s.presentationFrame
                    state.frame.contributors = [.init(transition: self, index: frames.count)]
                    frames.append(Track(view: view, state: state, from: s.presentationFrame, to: view.storedFrame,
                                        offset: s.presentationFrame.subtracting(view.storedFrame)))
                }
            }
        }
        let fades = fadesHiddenViews && (hid || shown)
        if alphaChanged || fades {
            let from = shown && s.presentationHidden && fades ? 0 : s.presentationAlpha
            let to = hid && fades ? 0 : view.storedAlpha
            if additive && alphaChanged && !fades && state.alpha.isAnimated {
                state.alpha.contributors.append(.init(transition: self, index: alphas.count))
                alphas.append(Track(view: view, state: state, from: s.alpha, to: to, offset: s.alpha - to))
            } else {
                for c in state.alpha.contributors { c.transition.loseAlpha(c.index, &losers) }
                state.alpha.contributors = []
                if from != to {
                    state.alpha.value = from
                    state.alpha.contributors = [.init(transition: self, index: alphas.count)]
                    alphas.append(Track(view: view, state: state, from: from, to: to, offset: from - to,
                                        isFade: !alphaChanged))
                }
            }
        }
    }

    /// Ends every animation of `view`: its presentation values become its
    /// model values now (a change made with `performWithoutAnimation`).
    private func showModelValues(of view: View, _ losers: inout [SnapshotTransition]) {
        guard let state = view.extras?.presentation else { return }
        for c in state.frame.contributors { c.transition.loseFrame(c.index, &losers) }
        state.frame.contributors = []
        for c in state.alpha.contributors { c.transition.loseAlpha(c.index, &losers) }
        state.alpha.contributors = []
        showModelEffects(state, &losers)
        if let old = state.hideOwner {
            old.loseTrack(&losers)
            state.hideOwner = nil
            state.hideGeneration += 1
        }
    }

    /// Records that a newer transition took one of this one's tracks.
    func loseTrack(_ losers: inout [SnapshotTransition]) {
        lostTracks += 1
        if !losers.contains(where: { $0 === self }) { losers.append(self) }
    }

    private func loseFrame(_ index: Int, _ losers: inout [SnapshotTransition]) {
        frames[index].live = false
        loseTrack(&losers)
    }

    private func loseAlpha(_ index: Int, _ losers: inout [SnapshotTransition]) {
        alphas[index].live = false
        loseTrack(&losers)
    }

    /// Sets every live track's contribution to the interpolation at
    /// `progress` (0 = before, 1 = after; springs may overshoot).
    /// - Complexity: O(tracks), no allocation unless observers listen.
    func apply(progress p: Double) {
        frames.withUnsafeMutableBufferPointer { tracks in
            for i in tracks.indices where tracks[i].live {
                let value = Rect.interpolate(tracks[i].from, tracks[i].to, p)
                let offset = value.subtracting(tracks[i].to)
                let previous = tracks[i].offset
                Self.lend(tracks[i].stateRef) { state in
                    if state.frame.contributorCount == 1 {
                        state.setFrame(value)
                    } else {
                        state.setFrame(state.frame.value.adding(offset.subtracting(previous)))
                    }
                }
                tracks[i].offset = offset
            }
        }
        alphas.withUnsafeMutableBufferPointer { tracks in
            for i in tracks.indices where tracks[i].live {
                let value = Double.interpolate(tracks[i].from, tracks[i].to, p)
                let offset = value - tracks[i].to
                let previous = tracks[i].offset
                Self.lend(tracks[i].stateRef) { state in
                    if state.alpha.contributorCount == 1 {
                        state.alpha.value = value
                    } else {
                        state.alpha.value += offset - previous
                    }
                }
                tracks[i].offset = offset
            }
        }
        if !transforms.isEmpty || !backgrounds.isEmpty || !borders.isEmpty || !stopTracks.isEmpty || !shadows.isEmpty || !tints.isEmpty || !shapeTracks.isEmpty { applyEffects(progress: p) }
    }

    /// Ends the transition: its contributions reach their end values (so
    /// with no other animation, presentation values are the model values
    /// exactly), and views whose hide is still current become hidden.
    func complete() {
        release()
        for track in hides where track.state.hideOwner === self && track.state.hideGeneration == track.generation {
            track.state.hideOwner = nil
        }
    }

    /// Removes every live frame and alpha track from its channel.
    private func release() {
        for i in frames.indices where frames[i].live {
            frames[i].live = false
            let track = frames[i]
            let state = track.state
            state.frame.remove(self, i)
            if state.frame.isAnimated {
                state.setFrame(state.frame.value.subtracting(track.offset))
            } else if state.frame.value != track.view.storedFrame {
                state.notifyFrame(old: state.frame.value, new: track.view.storedFrame)
            }
        }
        for i in alphas.indices where alphas[i].live {
            alphas[i].live = false
            let track = alphas[i]
            track.state.alpha.remove(self, i)
            if track.state.alpha.isAnimated { track.state.alpha.value -= track.offset }
        }
        if !transforms.isEmpty || !backgrounds.isEmpty || !borders.isEmpty || !stopTracks.isEmpty || !shadows.isEmpty || !tints.isEmpty || !shapeTracks.isEmpty { releaseEffects() }
    }
}
