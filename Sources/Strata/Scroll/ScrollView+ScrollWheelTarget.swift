/// A scroll view under the scroll wheel: unless `isScrollEnabled` is off,
/// it scrolls by the movement, clamped to its content (no rubber-banding);
/// a running deceleration or offset animation stops, and the movement
/// applies to where it was heading.
extension ScrollView: ScrollWheelTarget {
    func takeScrollWheel(_ delta: Point) -> ScrollWheelOutcome {
        guard isScrollEnabled else { return .passed }
        let old = motion?.destination ?? contentOffset
        let target = clampedContentOffset(Point(x: old.x + delta.x, y: old.y + delta.y))
        guard target != contentOffset else { return .atEdge }
        stopScrolling()
        contentOffset = target
        return .scrolled
    }
}
