/// The parts of a `LayoutConstraint`'s `equationDescription`, captured
/// as values so the text can be built later, on any thread: the engine
/// names each solver constraint with one, and the text is built only when
/// a name is read (a broken constraint, a conflict, a diagnostic).
/// Formatting every user constraint's equation up front was a tenth of a
/// cell's private solve.
///
/// Captured when the solver constraint is made, so the text is the one the
/// constraint had then, as when it was formatted eagerly.
struct ConstraintEquation: Sendable {
    /// The first item's name.
    let first: LayoutItemName
    /// The first item's attribute.
    let firstAttribute: LayoutAttribute
    /// The relation.
    let relation: LayoutRelation
    /// The second item's name, if there is a second item.
    let second: LayoutItemName?
    /// The second item's attribute.
    let secondAttribute: LayoutAttribute
    /// The multiplier.
    let multiplier: Double
    /// The constant.
    let constant: Double
    /// The priority.
    let priority: LayoutPriority

    /// `title.leading == root.leadingMargin + 8 @750` (see
    /// `LayoutConstraint.equationDescription`).
    var text: String {
        var s = "\(first.text).\(firstAttribute.rawValue) \(relation.rawValue)"
        if let second {
            s += " \(second.text).\(secondAttribute.rawValue)"
            if multiplier != 1 { s += " * \(formatCoordinate(multiplier))" }
            if constant > 0 { s += " + \(formatCoordinate(constant))" }
            if constant < 0 { s += " - \(formatCoordinate(-constant))" }
        } else {
            s += " \(formatCoordinate(constant))"
        }
        if !priority.isRequired { s += " @\(priority)" }
        return s
    }
}

/// A layout item's name as `LayoutConstraint.name(of:)` gives it: a
/// view's identifier or type, a guide's owner and identifier.
enum LayoutItemName: Sendable {
    /// A view, by its identifier or, without one, its type.
    case view(identifier: String?, type: View.Type)
    /// A guide: its owning view's identifier or type (`nil` without an
    /// owner) and the guide's identifier.
    case guide(ownerIdentifier: String?, ownerType: View.Type?, identifier: String)
    /// No item (or one of another kind).
    case none

    /// Captures `item`'s name.
    @MainActor
    init(_ item: (any LayoutItem)?) {
        switch item {
        case let view as View: self = .view(identifier: view.identifier, type: type(of: view))
        case let guide as LayoutGuide:
            self = .guide(ownerIdentifier: guide.owningView?.identifier, ownerType: guide.owningView.map { type(of: $0) },
                          identifier: guide.identifier)
        default: self = .none
        }
    }

    /// The name: `title`, `Label`, `root.guide`, `nil`.
    var text: String {
        switch self {
        case .view(let identifier, let type): return identifier ?? "\(type)"
        case .guide(let ownerIdentifier, let ownerType, let identifier):
            let owner = ownerType.map { ownerIdentifier ?? "\($0)" } ?? "?"
            return "\(owner).\(identifier.isEmpty ? "guide" : identifier)"
        case .none: return "nil"
        }
    }
}

extension LayoutConstraint {
    /// The parts of `equationDescription`, as they are now.
    var equation: ConstraintEquation {
        ConstraintEquation(first: LayoutItemName(firstItem), firstAttribute: firstAttribute, relation: relation,
                           second: secondItem.map { LayoutItemName($0) }, secondAttribute: secondAttribute,
                           multiplier: multiplier, constant: constant, priority: priority)
    }
}
