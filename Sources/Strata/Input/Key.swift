/// A key a host reports to `Window.keyDown(_:)` / `keyUp(_:)`: a named key
/// or a character, with the modifiers held.
///
/// ```swift
/// window.keyDown(.down)
/// window.keyDown(.tab.with(.shift))
/// window.keyDown(.character("a", modifiers: .control))
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// Which key, without modifiers.
    public enum Code: Hashable, Sendable {
        /// The arrow keys (a D-pad maps onto them).
        case up, down, left, right
        /// Tab, Return (Enter), Escape, Space, Backspace and forward Delete.
        case tab, `return`, escape, space, backspace, delete
        /// Home, End, Page Up and Page Down.
        case home, end, pageUp, pageDown
        /// Any other key, by the character it types.
        case character(Character)
    }

    /// Modifier keys held with the key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = Modifiers(rawValue: 1)
        /// Control.
        public static let control = Modifiers(rawValue: 2)
        /// Alt (Option).
        public static let alt = Modifiers(rawValue: 4)
        /// Meta (Command, Super).
        public static let meta = Modifiers(rawValue: 8)
    }

    /// Which key.
    public var code: Code
    /// The modifiers held.
    public var modifiers: Modifiers

    /// A key with modifiers.
    public init(_ code: Code, modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// The same key with `modifiers` instead.
    public func with(_ modifiers: Modifiers) -> Key { Key(code, modifiers: modifiers) }

    /// Up arrow.
    public static let up = Key(.up)
    /// Down arrow.
    public static let down = Key(.down)
    /// Left arrow.
    public static let left = Key(.left)
    /// Right arrow.
    public static let right = Key(.right)
    /// Tab.
    public static let tab = Key(.tab)
    /// Return (Enter).
    public static let `return` = Key(.return)
    /// Escape.
    public static let escape = Key(.escape)
    /// Space.
    public static let space = Key(.space)
    /// Backspace.
    public static let backspace = Key(.backspace)
    /// Forward delete.
    public static let delete = Key(.delete)
    /// Home.
    public static let home = Key(.home)
    /// End.
    public static let end = Key(.end)
    /// Page Up.
    public static let pageUp = Key(.pageUp)
    /// Page Down.
    public static let pageDown = Key(.pageDown)
    /// A key that types `character`.
    public static func character(_ character: Character, modifiers: Modifiers = []) -> Key {
        Key(.character(character), modifiers: modifiers)
    }

    /// `"shift+tab"`, `"a"`, `"control+return"`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("control") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.meta) { parts.append("meta") }
        switch code {
        case .character(let c): parts.append(String(c))
        default: parts.append("\(code)")
        }
        return parts.joined(separator: "+")
    }
}
