extension LayoutConstraint: @MainActor CustomStringConvertible {
    /// The constraint in the notation of Apple's guides and of scene files:
    /// `title.leading == root.leadingMargin + 8 @750`.
    public var equationDescription: String {
        var s = "\(Self.name(of: firstItem)).\(firstAttribute.rawValue) \(relation.rawValue)"
        if let secondItem {
            s += " \(Self.name(of: secondItem)).\(secondAttribute.rawValue)"
            if multiplier != 1 { s += " * \(formatCoordinate(multiplier))" }
            if constant > 0 { s += " + \(formatCoordinate(constant))" }
            if constant < 0 { s += " - \(formatCoordinate(-constant))" }
        } else {
            s += " \(formatCoordinate(constant))"
        }
        if !priority.isRequired { s += " @\(priority)" }
        return s
    }

    /// A UIKit-like description: `<LayoutConstraint title.width == 100>`,
    /// with the identifier when set.
    public var description: String {
        if let identifier { return "<LayoutConstraint '\(identifier)' \(equationDescription)>" }
        return "<LayoutConstraint \(equationDescription)>"
    }

    /// An item's name: its identifier, or its type.
    static func name(of item: (any LayoutItem)?) -> String {
        switch item {
        case let view as View: return view.identifier ?? "\(type(of: view))"
        case let guide as LayoutGuide:
            let owner = guide.owningView.map { $0.identifier ?? "\(type(of: $0))" } ?? "?"
            return "\(owner).\(guide.identifier.isEmpty ? "guide" : guide.identifier)"
        default: return "nil"
        }
    }
}
