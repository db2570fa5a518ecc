extension FocusHeading {
    /// The heading a key asks for when no responder takes it: the arrows,
    /// Tab (`.next`) and Shift-Tab (`.previous`). Here, with the keys, so
    /// that the focus engine names no input type.
    init?(key: Key) {
        switch key.code {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .tab: self = key.modifiers.contains(.shift) ? .previous : .next
        default: return nil
        }
    }
}
