/// What kind of element an accessibility element is and what state it is
/// in, as a screen reader announces it (UIKit's `UIAccessibilityTraits`).
///
/// ```swift
/// header.accessibilityTraits = .header
/// button.accessibilityTraits.contains(.button)   // true by default
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt32

    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts as a button (`Button`, `Switch`, a segment).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Text that does not change by itself (`Label`).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that divides content.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A value that can be moved up and down (`Slider`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 3)
    /// Currently selected (a selected control or segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 4)
    /// Not enabled: does not respond (a disabled control).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 5)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 6)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 7)
    /// A link that opens something.
    public static let link = AccessibilityTraits(rawValue: 1 << 8)

    /// The names, in declaration order.
    static let names: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.staticText, "staticText"), (.header, "header"), (.adjustable, "adjustable"),
        (.selected, "selected"), (.notEnabled, "notEnabled"), (.image, "image"), (.searchField, "searchField"),
        (.link, "link"),
    ]

    /// The traits' names, comma-separated, in declaration order
    /// (`"button, selected"`); empty for none.
    public var description: String {
        Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
