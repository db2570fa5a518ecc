/// A relation between two layout attributes that the constraint engine
/// keeps: `first.attr1 (==|<=|>=) second.attr2 × multiplier + constant`.
/// The counterpart of `NSLayoutConstraint`.
///
/// ```swift
/// LayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     image.heightAnchor.constraint(equalTo: image.widthAnchor),
/// ])
/// ```
///
/// An active constraint is installed on the closest common ancestor of its
/// items (`View.constraints`), as in UIKit.
@MainActor
public final class LayoutConstraint {
    /// The item on the left side.
    public private(set) weak var firstItem: (any LayoutItem)?
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// The relation between the two sides.
    public let relation: LayoutRelation
    /// The item on the right side, or `nil` for a constant constraint.
    public private(set) weak var secondItem: (any LayoutItem)?
    /// The attribute of the second item (`notAnAttribute` when there is none).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: Double
    /// A name shown in diagnostics.
    public var identifier: String?

    /// The view the constraint is installed on while active.
    weak var installedOn: View?
    /// Creation order: the engine breaks ties by it.
    let serial: Int
    static var nextSerial = 0
    /// Activation order: set each time the constraint is activated, so a
    /// sort by it lists constraints in the order they were (last) activated.
    var activationSerial = 0
    /// Per-size-class activation and constants (see `LayoutConstraint+Variants`).
    var variants: ConstraintVariants?
    static var nextActivationSerial = 0

    /// The value added to the right side. Changing it on an active
    /// constraint re-solves incrementally.
    public var constant: Double {
        didSet {
            if oldValue != constant, let view = installedOn {
                view.engineConstraintChanged(self, .constant)
            }
        }
    }

    /// How much the constraint matters (1…1000; 1000 = required).
    ///
    /// - Precondition: an active constraint cannot switch between required
    ///   and optional, as in UIKit.
    public var priority: LayoutPriority = .required {
        didSet {
            precondition(priority.rawValue >= 1 && priority.rawValue <= 1000,
                         "LayoutConstraint.priority: \(priority) is outside 1...1000")
            if oldValue == priority { return }
            if let view = installedOn {
                precondition(oldValue.isRequired == priority.isRequired,
                             "LayoutConstraint.priority: an active constraint cannot change between required and optional (\(self))")
                view.engineConstraintChanged(self, .priority)
            }
        }
    }

    /// Creates a constraint (inactive) relating `view1.attr1` to
    /// `view2.attr2 × multiplier + c`.
    ///
    /// - Precondition: the attributes are of the same family (positions on
    ///   the same axis, or dimensions); a position needs a second item; a
    ///   constant constraint (`view2 == nil`) has a dimension attribute.
    public init(item view1: any LayoutItem, attribute attr1: LayoutAttribute,
                relatedBy relation: LayoutRelation,
                toItem view2: (any LayoutItem)?, attribute attr2: LayoutAttribute,
                multiplier: Double = 1, constant c: Double = 0) {
        precondition(attr1 != .notAnAttribute, "LayoutConstraint: the first attribute cannot be notAnAttribute")
        if view2 == nil || attr2 == .notAnAttribute {
            precondition(attr1.family == .dimension,
                         "LayoutConstraint: a \(attr1) constraint needs a second item (only width and height can equal a constant)")
        } else {
            precondition(attr1.family == attr2.family,
                         "LayoutConstraint: cannot relate \(attr1) to \(attr2) (mixing axes or a position with a size)")
        }
        precondition(multiplier.isFinite && c.isFinite, "LayoutConstraint: multiplier and constant must be finite")
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2 == nil || attr2 == .notAnAttribute ? nil : view2
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        serial = LayoutConstraint.nextSerial
        LayoutConstraint.nextSerial += 1
    }

    /// Whether the constraint takes part in layout. Activating installs it
    /// on the closest common ancestor of its items.
    ///
    /// - Precondition: when activating, the items share an ancestor.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates every constraint of `constraints`, in order.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint of `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// Installs the constraint on the closest common ancestor.
    private func install() {
        guard let first = firstItem?.layoutOwningView else {
            preconditionFailure("LayoutConstraint.isActive: the first item is gone")
        }
        var host = first
        if let second = secondItem?.layoutOwningView {
            guard let common = first.closestCommonAncestor(with: second) else {
                preconditionFailure(
                    "LayoutConstraint.isActive: \(self) relates items with no common ancestor; add them to the same view hierarchy first")
            }
            host = common
        }
        host.installConstraint(self)
    }

    /// Removes the constraint from the view it is installed on.
    private func uninstall() {
        installedOn?.uninstallConstraint(self)
    }
}

/// What changed on an active constraint.
enum ConstraintChange {
    case constant
    case priority
}
