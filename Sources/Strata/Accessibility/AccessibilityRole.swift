/// What kind of thing an accessibility element or container is, as a
/// screen reader names it ("button", "slider", "page tab"). AT-SPI and
/// other bridges map each role to their own (Docs/Accessibility.md has the
/// table).
///
/// A view's role is derived from its kind and its `AccessibilityTraits`
/// unless set (`View.accessibilityRole`):
///
/// ```swift
/// Button(title: "Play").accessibilityRole   // .button
/// header.accessibilityTraits = .header      // a label's role becomes .heading
/// card.accessibilityRole = .listItem        // set: kept whatever the traits
/// ```
public enum AccessibilityRole: String, Sendable, Hashable, CaseIterable {
    /// The window itself: the root of the tree.
    case window
    /// A container that groups elements (a plain view with children).
    case group
    /// Something that does one thing when activated.
    case button
    /// A button that stays on or off (`Switch`).
    case toggleButton
    /// A check box.
    case checkBox
    /// A value moved along a range (`Slider`).
    case slider
    /// A single line of editable text (`TextField`).
    case textField
    /// A single line of text whose characters are not read (a secure `TextField`).
    case passwordField
    /// Several lines of text (`TextView`).
    case textArea
    /// Text that does not change by itself (`Label`).
    case label
    /// A picture.
    case image
    /// A list of items (`CollectionView`).
    case list
    /// One item of a list (a `CollectionViewCell`).
    case listItem
    /// A scrolled area (`ScrollView`).
    case scrollPane
    /// A row of tabs, one of which is chosen (`SegmentedControl`).
    case pageTabList
    /// One tab of a `pageTabList` (a segment).
    case pageTab
    /// A heading that divides content.
    case heading
    /// A link that opens something.
    case link

    /// The role traits imply when neither the view's kind nor its owner
    /// chose one: `.heading` for `.header`, `.link`, `.slider` for
    /// `.adjustable`, `.textField` for `.searchField`, `.button`, `.image`,
    /// `.label` for `.staticText`, in that order of precedence; `.group`
    /// for none of them.
    public init(traits: AccessibilityTraits) {
        if traits.contains(.header) { self = .heading }
        else if traits.contains(.link) { self = .link }
        else if traits.contains(.adjustable) { self = .slider }
        else if traits.contains(.searchField) { self = .textField }
        else if traits.contains(.button) { self = .button }
        else if traits.contains(.image) { self = .image }
        else if traits.contains(.staticText) { self = .label }
        else { self = .group }
    }
}
