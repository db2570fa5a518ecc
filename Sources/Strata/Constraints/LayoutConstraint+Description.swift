extension LayoutConstraint: @MainActor CustomStringConvertible {
    /// The constraint in the notation of Apple's guides and of scene files:
    /// `title.leading == root.leadingMargin + 8 @750`.
    public var equationDescription: String { equation.text }

    /// A UIKit-like description: `<LayoutConstraint title.width == 100>`,
    /// with the identifier when set.
    public var description: String {
        if let identifier { return "<LayoutConstraint '\(identifier)' \(equationDescription)>" }
        return "<LayoutConstraint \(equationDescription)>"
    }

    /// An item's name: its identifier, or its type.
    static func name(of item: (any LayoutItem)?) -> String { LayoutItemName(item).text }
}
