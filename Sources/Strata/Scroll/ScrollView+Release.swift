/// What a released drag does next, axis by axis (Docs/ScrollView.md,
/// "Release"): glide and maybe bounce, spring back from past an edge, or
/// settle on a page.
extension ScrollView {
    /// The motion after a release at `velocity` (of the offset, points per
    /// second), after the will-end-dragging callbacks had their say; `nil`
    /// without a window (the offset is then clamped at once).
    func releaseMotion(velocity: Point) -> ScrollMotion? {
        let offset = storedBoundsOrigin
        guard let window = storedWindow else {
            contentOffset = clampedContentOffset(offset)
            return nil
        }
        let now = window.timeline.now
        let lo = minimumContentOffset, hi = maximumContentOffset, size = storedFrame.size
        let k = decelerationRate.exponent
        let natural = Point(x: restingTarget(offset.x, velocity.x, lo.x, hi.x, size.width, k),
                            y: restingTarget(offset.y, velocity.y, lo.y, hi.y, size.height, k))
        var target = natural
        if !scrollObservers.willEndDragging.isEmpty {
            let callbacks = scrollObservers.willEndDragging
            for entry in callbacks where !entry.flag.isCancelled { entry.callback(velocity, &target) }
            if !target.x.isFinite || !target.y.isFinite { target = natural }
            target = clampedContentOffset(target)
        }
        let x = axisMotion(offset.x, velocity.x, target.x, natural.x, lo.x, hi.x, k, now)
        let y = axisMotion(offset.y, velocity.y, target.y, natural.y, lo.y, hi.y, k, now)
        return ScrollMotion(kind: .deceleration, x: x, y: y, scrollView: self)
    }

    /// Where one axis comes to rest by itself: the nearest edge when it is
    /// past one; else the page nearest the glide's projected end (paging),
    /// or that end clamped to the edges.
    private func restingTarget(_ x: Double, _ v: Double, _ lo: Double, _ hi: Double, _ page: Double, _ k: Double) -> Double {
        if x < lo { return lo }
        if x > hi { return hi }
        let projected = ScrollPhysics.glideEnd(start: x, velocity: v, k: k)
        if isPagingEnabled && page > 0 {
            return min(max((projected / page).rounded() * page, lo), hi)
        }
        return min(max(projected, lo), hi)
    }

    /// One axis's motion towards `target` (`natural` is what it would do
    /// untouched).
    private func axisMotion(_ x: Double, _ v: Double, _ target: Double, _ natural: Double,
                            _ lo: Double, _ hi: Double, _ k: Double, _ now: Double) -> AxisMotion {
        let outside = x < lo || x > hi
        if outside {
            return .spring(target: target, displacement: x - target, velocity: 0, time: now)
        }
        if isPagingEnabled {
            if x == target && v == 0 { return .idle }
            return .spring(target: target, displacement: x - target, velocity: v, time: now)
        }
        if target == natural {
            if v == 0 { return .idle }
            return .glide(start: x, velocity: v, k: k, time: now, lo: lo, hi: hi, bounces: bounces)
        }
        if x == target { return .idle }
        // A changed target: the glide whose end is exactly the target.
        return .glide(start: x, velocity: (target - x) * -k, k: k, time: now, lo: lo, hi: hi, bounces: bounces)
    }
}
