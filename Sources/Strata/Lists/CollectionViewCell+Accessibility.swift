/// A cell is a `.listItem` container in the accessibility tree: its
/// elements (labels, buttons) are its children; make the cell an element
/// itself (`isAccessibilityElement`, a label) to read it as one.
extension CollectionViewCell: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { false }
    var defaultIsAccessibilityContainer: Bool { true }
    var defaultAccessibilityRole: AccessibilityRole? { .listItem }
    var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : [] }
}
