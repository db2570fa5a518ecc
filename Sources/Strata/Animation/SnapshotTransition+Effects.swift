/// The effect tracks of a transition: transforms (taken apart into
/// translation, scale, shear and rotation, the rotation the shorter way
/// round) and background and border colours (premultiplied sRGB). They
/// follow the rules of frames and alphas: the newest animation of a
/// property takes it over from the value shown, an additive one layers on
/// top, and at the end the presentation value is the model value.
extension SnapshotTransition {
    /// Adds the tracks for the effects `scope` recorded (views of
    /// `windows` only; views a nested block animates, or changed without
    /// animation, are left out).
    func diffEffects(_ scope: CaptureScope, windows: [Window], additive: Bool, losers: inout [SnapshotTransition]) {
        for before in scope.effects {
            let view = before.view
            let id = ObjectIdentifier(view)
            if scope.skip.contains(id) || scope.snap.contains(id) { continue }
            guard let window = view.storedWindow, windows.contains(where: { $0 === window }) else { continue }
            diffTransform(before, view, additive: additive, losers: &losers)
            diffBackground(before, view, additive: additive, losers: &losers)
            diffBorder(before, view, additive: additive, losers: &losers)
            diffStops(before, view, additive: additive, losers: &losers)
            diffShape(before, view, losers: &losers)
            diffShadow(before, view, additive: additive, losers: &losers)
            diffTint(before, view, additive: additive, losers: &losers)
        }
    }

    /// The tint animates from the one shown (the view's own, or inherited)
    /// to the one it now has (its own, or the one it inherits).
    private func diffTint(_ s: EffectSnapshot, _ view: View, additive: Bool, losers: inout [SnapshotTransition]) {
        let own = view.extras?.appearance?.tintColor
        guard s.tint != own else { return }
        noteChanged(view)
        let state = view.presentationState
        let to = PremultipliedColor(view.tintColor)
        if additive && state.tint.isAnimated {
            let from = PremultipliedColor(s.tint ?? view.superview?.tintColor ?? View.defaultTintColor)
            state.tint.contributors.append(.init(transition: self, index: tints.count))
            tints.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
            tintEnds.append((s.tint, own))
            return
        }
        for c in state.tint.contributors { c.transition.loseTint(c.index, &losers) }
        state.tint.contributors = []
        let from = s.presentationTint
        guard from != to else { return }
        state.tint.value = from
        state.tint.contributors = [.init(transition: self, index: tints.count)]
        tints.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
        tintEnds.append((s.tint, own))
    }

    func loseTint(_ index: Int, _ losers: inout [SnapshotTransition]) {
        tints[index].live = false
        loseTrack(&losers)
    }

    private func diffShadow(_ s: EffectSnapshot, _ view: View, additive: Bool, losers: inout [SnapshotTransition]) {
        let to = ShadowValue(view)
        guard s.shadow != to else { return }
        noteChanged(view)
        let state = view.presentationState
        if additive && state.shadow.isAnimated {
            state.shadow.contributors.append(.init(transition: self, index: shadows.count))
            shadows.append(Track(view: view, state: state, from: s.shadow, to: to, offset: s.shadow.subtracting(to)))
            return
        }
        for c in state.shadow.contributors { c.transition.loseShadow(c.index, &losers) }
        state.shadow.contributors = []
        let from = s.presentationShadow
        guard from != to else { return }
        state.shadow.value = from
        state.shadow.contributors = [.init(transition: self, index: shadows.count)]
        shadows.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
    }

    func loseShadow(_ index: Int, _ losers: inout [SnapshotTransition]) {
        shadows[index].live = false
        loseTrack(&losers)
    }

    private func diffStops(_ s: EffectSnapshot, _ view: View, additive: Bool, losers: inout [SnapshotTransition]) {
        guard let old = s.stops, let shown = s.presentationStops, let stopped = view as? any AnimatableColorStops else { return }
        let model = stopped.colorStops
        guard old != model else { return }
        noteChanged(view)
        let state = view.presentationState
        let to = model
        for c in state.stops.contributors { c.transition.loseStops(c.index, &losers) }
        state.stops.contributors = []
        // Another number of colours shows at once; additive layers are
        // not kept for stops (the newest animation takes them over).
        guard shown.matches(to), shown != to else { return }
        _ = additive
        state.stops.value = shown
        state.stops.contributors = [.init(transition: self, index: stopTracks.count)]
        stopTracks.append(Track(view: view, state: state, from: shown, to: to, offset: shown.subtracting(to)))
    }

    func loseStops(_ index: Int, _ losers: inout [SnapshotTransition]) {
        stopTracks[index].live = false
        loseTrack(&losers)
    }

    private func noteChanged(_ view: View) {
        if window == nil { window = view.storedWindow }
    }

    private func diffTransform(_ s: EffectSnapshot, _ view: View, additive: Bool, losers: inout [SnapshotTransition]) {
        let model = view.transform
        guard s.transform != model else { return }
        noteChanged(view)
        let state = view.presentationState
        let to = TransformComponents(model)
        if additive && state.transform.isAnimated {
            let from = TransformComponents(s.transform).turnedTowards(to)
            // A lone track does not keep its offset up to date on ticks
            // (`applyEffects`): bring it up to date before it has company.
            if state.transform.contributorCount == 1, let c = state.transform.contributors.first {
                c.transition.transforms[c.index].offset = state.transform.value.subtracting(c.transition.transforms[c.index].to)
            }
            state.transform.contributors.append(.init(transition: self, index: transforms.count))
            transforms.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
            return
        }
        for c in state.transform.contributors { c.transition.loseTransform(c.index, &losers) }
        state.transform.contributors = []
        let from = s.presentationTransform.turnedTowards(to)
        guard from != to else { return }
        state.transform.value = from
        state.transform.contributors = [.init(transition: self, index: transforms.count)]
        transforms.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
    }

    private func diffBackground(_ s: EffectSnapshot, _ view: View, additive: Bool, losers: inout [SnapshotTransition]) {
        let model = view.backgroundColor
        guard s.background != model else { return }
        noteChanged(view)
        let state = view.presentationState
        let to = PremultipliedColor(model ?? .clear)
        if additive && state.background.isAnimated {
            let from = PremultipliedColor(s.background ?? .clear)
            state.background.contributors.append(.init(transition: self, index: backgrounds.count))
            backgrounds.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
            backgroundEnds.append((s.background, model))
            return
        }
        for c in state.background.contributors { c.transition.loseBackground(c.index, &losers) }
        state.background.contributors = []
        let from = s.presentationBackground
        guard from != to else { return }
        state.background.value = from
        state.background.contributors = [.init(transition: self, index: backgrounds.count)]
        backgrounds.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
        backgroundEnds.append((s.background, model))
    }

    private func diffBorder(_ s: EffectSnapshot, _ view: View, additive: Bool, losers: inout [SnapshotTransition]) {
        let model = view.borderColor
        guard s.border != model else { return }
        noteChanged(view)
        let state = view.presentationState
        let to = PremultipliedColor(model)
        if additive && state.border.isAnimated {
            let from = PremultipliedColor(s.border)
            state.border.contributors.append(.init(transition: self, index: borders.count))
            borders.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
            return
        }
        for c in state.border.contributors { c.transition.loseBorder(c.index, &losers) }
        state.border.contributors = []
        let from = s.presentationBorder
        guard from != to else { return }
        state.border.value = from
        state.border.contributors = [.init(transition: self, index: borders.count)]
        borders.append(Track(view: view, state: state, from: from, to: to, offset: from.subtracting(to)))
    }

    func loseTransform(_ index: Int, _ losers: inout [SnapshotTransition]) {
        transforms[index].live = false
        loseTrack(&losers)
    }

    func loseBackground(_ index: Int, _ losers: inout [SnapshotTransition]) {
        backgrounds[index].live = false
        loseTrack(&losers)
    }

    func loseBorder(_ index: Int, _ losers: inout [SnapshotTransition]) {
        borders[index].live = false
        loseTrack(&losers)
    }

    /// Ends every effect animation of a view (a change made without animation).
    func showModelEffects(_ state: PresentationState, _ losers: inout [SnapshotTransition]) {
        for c in state.transform.contributors { c.transition.loseTransform(c.index, &losers) }
        state.transform.contributors = []
        for c in state.background.contributors { c.transition.loseBackground(c.index, &losers) }
        state.background.contributors = []
        for c in state.border.contributors { c.transition.loseBorder(c.index, &losers) }
        state.border.contributors = []
        for c in state.stops.contributors { c.transition.loseStops(c.index, &losers) }
        state.stops.contributors = []
        for c in state.shape.contributors { c.transition.loseShape(c.index, &losers) }
        state.shape.contributors = []
        for c in state.shadow.contributors { c.transition.loseShadow(c.index, &losers) }
        state.shadow.contributors = []
        for c in state.tint.contributors { c.transition.loseTint(c.index, &losers) }
        state.tint.contributors = []
    }

    /// Sets every live effect track's contribution at `progress`.
    /// - Complexity: O(tracks), no allocation.
    func applyEffects(progress p: Double) {
        transforms.withUnsafeMutableBufferPointer { tracks in
            for i in tracks.indices where tracks[i].live {
                let value = TransformComponents.interpolate(tracks[i].from, tracks[i].to, p)
                let alone = Self.lend(tracks[i].stateRef) { $0.transform.contributorCount == 1 }
                if alone {
                    // Alone: the value is the interpolation; the offset is
                    // only needed once another track joins (brought up to
                    // date then, in `diffTransform`) or when this one is
                    // released while others remain (never, alone).
                    Self.lend(tracks[i].stateRef) { $0.transform.value = value }
                } else {
                    let offset = value.subtracting(tracks[i].to)
                    let previous = tracks[i].offset
                    Self.lend(tracks[i].stateRef) { state in
                        state.transform.value = state.transform.value.adding(offset.subtracting(previous))
                    }
                    tracks[i].offset = offset
                }
            }
        }
        Self.apply(&backgrounds, p, \.background)
        Self.apply(&borders, p, \.border)
        Self.apply(&tints, p, \.tint)
        for i in stopTracks.indices where stopTracks[i].live {
            stopTracks[i].state.stops.value = ColorStops.interpolate(stopTracks[i].from, stopTracks[i].to, p)
        }
        for i in shapeTracks.indices where shapeTracks[i].live {
            shapeTracks[i].state.shape.value = ShapeValue.interpolate(shapeTracks[i].from, shapeTracks[i].to, p)
        }
        for i in shadows.indices where shadows[i].live {
            let value = ShadowValue.interpolate(shadows[i].from, shadows[i].to, p)
            let offset = value.subtracting(shadows[i].to)
            let state = shadows[i].state
            if state.shadow.contributorCount == 1 {
                state.shadow.value = value
            } else {
                state.shadow.value = state.shadow.value.adding(offset.subtracting(shadows[i].offset))
            }
            shadows[i].offset = offset
        }
    }

    private static func apply(_ tracks: inout [Track<PremultipliedColor>], _ p: Double,
                              _ channel: ReferenceWritableKeyPath<PresentationState, PresentationChannel<PremultipliedColor>>) {
        for i in tracks.indices where tracks[i].live {
            let value = PremultipliedColor.interpolate(tracks[i].from, tracks[i].to, p)
            let offset = value.subtracting(tracks[i].to)
            let state = tracks[i].state
            if state[keyPath: channel].contributorCount == 1 {
                state[keyPath: channel].value = value
            } else {
                state[keyPath: channel].value = state[keyPath: channel].value.adding(offset.subtracting(tracks[i].offset))
            }
            tracks[i].offset = offset
        }
    }

    /// Removes every live effect track from its channel.
    func releaseEffects() {
        for i in transforms.indices where transforms[i].live {
            transforms[i].live = false
            let track = transforms[i]
            track.state.transform.remove(self, i)
            if track.state.transform.isAnimated {
                track.state.transform.value = track.state.transform.value.subtracting(track.offset)
            }
        }
        Self.release(&backgrounds, self, \.background)
        Self.release(&borders, self, \.border)
        Self.release(&tints, self, \.tint)
        for i in stopTracks.indices where stopTracks[i].live {
            stopTracks[i].live = false
            stopTracks[i].state.stops.remove(self, i)
        }
        for i in shapeTracks.indices where shapeTracks[i].live {
            shapeTracks[i].live = false
            shapeTracks[i].state.shape.remove(self, i)
        }
        for i in shadows.indices where shadows[i].live {
            shadows[i].live = false
            let track = shadows[i]
            track.state.shadow.remove(self, i)
            if track.state.shadow.isAnimated { track.state.shadow.value = track.state.shadow.value.subtracting(track.offset) }
        }
    }

    private static func release(_ tracks: inout [Track<PremultipliedColor>], _ owner: SnapshotTransition,
                                _ channel: ReferenceWritableKeyPath<PresentationState, PresentationChannel<PremultipliedColor>>) {
        for i in tracks.indices where tracks[i].live {
            tracks[i].live = false
            let track = tracks[i]
            track.state[keyPath: channel].remove(owner, i)
            if track.state[keyPath: channel].isAnimated {
                track.state[keyPath: channel].value = track.state[keyPath: channel].value.subtracting(track.offset)
            }
        }
    }

    /// Writes the interpolation at `progress` into the model transforms and
    /// colours of the live tracks (`PropertyAnimator` stopping at a position).
    func commitEffects(atProgress p: Double) {
        for track in transforms where track.live {
            track.view.transform = TransformComponents.interpolate(track.from, track.to, p).transform
        }
        for (i, track) in backgrounds.enumerated() where track.live {
            let ends = backgroundEnds[i]
            if p >= 1, ends.to == nil {
                track.view.backgroundColor = nil
            } else if p <= 0, ends.from == nil {
                track.view.backgroundColor = nil
            } else {
                track.view.backgroundColor = PremultipliedColor.interpolate(track.from, track.to, p).color
            }
        }
        for track in borders where track.live {
            track.view.borderColor = PremultipliedColor.interpolate(track.from, track.to, p).color
        }
        for (i, track) in tints.enumerated() where track.live {
            let ends = tintEnds[i]
            track.view.tintColor = p >= 1 ? ends.to : (p <= 0 ? ends.from : PremultipliedColor.interpolate(track.from, track.to, p).color)
        }
        for track in shadows where track.live {
            let v = ShadowValue.interpolate(track.from, track.to, p)
            track.view.shadowColor = v.color.color
            track.view.shadowOpacity = v.opacity
            track.view.shadowOffset = Size(width: v.offsetX, height: v.offsetY)
            track.view.shadowRadius = v.radius
        }
        for track in stopTracks where track.live {
            (track.view as? any AnimatableColorStops)?.colorStops = ColorStops.interpolate(track.from, track.to, p)
        }
        for track in shapeTracks where track.live {
            (track.view as? any AnimatableShape)?.shapeValue = ShapeValue.interpolate(track.from, track.to, p)
        }
    }
}
