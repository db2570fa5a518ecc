/// The shape track of a transition (`AnimatableShape`): like a gradient's
/// stops, the newest animation of a shape takes it over from the shape
/// shown, and at the end the model shape shows.
extension SnapshotTransition {
    func diffShape(_ s: EffectSnapshot, _ view: View, losers: inout [SnapshotTransition]) {
        guard let old = s.shape, let shown = s.presentationShape, let shaped = view as? any AnimatableShape else { return }
        let to = shaped.shapeValue
        guard old != to else { return }
        if window == nil { window = view.storedWindow }
        let state = view.presentationState
        for c in state.shape.contributors { c.transition.loseShape(c.index, &losers) }
        state.shape.contributors = []
        guard shown != to else { return }
        state.shape.value = shown
        state.shape.contributors = [.init(transition: self, index: shapeTracks.count)]
        shapeTracks.append(Track(view: view, state: state, from: shown, to: to, offset: shown.subtracting(to)))
    }

    func loseShape(_ index: Int, _ losers: inout [SnapshotTransition]) {
        shapeTracks[index].live = false
        loseTrack(&losers)
    }
}
