/// A scroll view is a container in the accessibility tree (`.scrollPane`,
/// a collection view `.list`) whose children are the elements under it;
/// `accessibilityScroll(_:)` moves it a page (its size less 10 %) within
/// its resting range, without animation.
extension ScrollView: AccessibilityScrollContainer {
    var accessibilityContainerRole: AccessibilityRole { kindAccessibilityRole }

    func scrollForAccessibility(_ direction: AccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let page = Size(width: bounds.width * 0.9, height: bounds.height * 0.9)
        let range = maximumContentOffset
        let low = minimumContentOffset
        let vertical = range.y > low.y || range.x <= low.x
        var delta = Point.zero
        switch direction {
        case .right: delta.x = page.width
        case .left: delta.x = -page.width
        case .down: delta.y = page.height
        case .up: delta.y = -page.height
        case .next: if vertical { delta.y = page.height } else { delta.x = page.width }
        case .previous: if vertical { delta.y = -page.height } else { delta.x = -page.width }
        }
        let before = contentOffset
        let target = clampedContentOffset(Point(x: before.x + delta.x, y: before.y + delta.y))
        guard target != before else { return false }
        scrollRectToVisible(Rect(origin: target, size: bounds.size))
        return contentOffset != before
    }
}
