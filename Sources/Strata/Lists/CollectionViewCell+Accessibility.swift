/// A cell is a `.listItem` container in the accessibility tree: its
/// elements (labels, buttons) are its children; make the cell an element
/// itself (`isAccessibilityElement`, a label) to read it as one.
///
/// Activating a cell (`accessibilityActivate()`, a screen reader's
/// "select") selects its item as a tap does: in single selection it
/// becomes the selected item, in multiple selection it toggles, and the
/// collection view's selection observers are told.
extension CollectionViewCell: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { false }
    var defaultIsAccessibilityContainer: Bool { true }
    var defaultAccessibilityRole: AccessibilityRole? { .listItem }
    var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : [] }

    func performDefaultAccessibilityActivation() -> Bool {
        guard let list = superview as? CollectionView, list.allowsSelection, let path = list.indexPath(of: self) else {
            return false
        }
        list.userSelect(path)
        return true
    }
}
