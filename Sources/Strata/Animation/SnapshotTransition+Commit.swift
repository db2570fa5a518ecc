extension SnapshotTransition {
    /// Writes the interpolation at `progress` into the model frame and
    /// alpha of every live track (fades of hidden views excepted); with
    /// `restoringHidden`, views this transition hid or showed get their old
    /// `isHidden` back. `PropertyAnimator` uses it to stop at a position.
    func commitModel(atProgress p: Double, restoringHidden: Bool) {
        for track in frames where track.live {
            track.view.frame = Rect.interpolate(track.from, track.to, p)
        }
        for track in alphas where track.live && !track.isFade {
            track.view.alpha = Double.interpolate(track.from, track.to, p)
        }
        commitEffects(atProgress: p)
        if restoringHidden {
            for track in hides where track.state.hideOwner === self { track.view.isHidden = false }
            for view in shows { view.isHidden = true }
        }
    }
}
