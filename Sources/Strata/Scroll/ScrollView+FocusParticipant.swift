/// A scroll view in the focus engine: a focused descendant is scrolled
/// into view, as little as possible, animated.
extension ScrollView: FocusParticipant {
    func scrollFocusedDescendantIntoView(_ descendant: View) {
        scrollRectToVisible(convert(descendant.bounds, from: descendant), animated: true)
    }
}
