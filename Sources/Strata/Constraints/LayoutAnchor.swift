/// One attribute of a view or guide, from which constraints are made: the
/// counterpart of `NSLayoutAnchor`.
///
/// The type parameter keeps constraints within one family: an x-axis anchor
/// relates only to x-axis anchors, as in UIKit.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide the anchor belongs to.
    public private(set) weak var item: (any LayoutItem)?
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The item, which must still exist when a constraint is made.
    final var requiredItem: any LayoutItem {
        guard let item else { preconditionFailure("LayoutAnchor: its view or guide is gone") }
        return item
    }

    /// A constraint `self == anchor + c` (inactive).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, 1, c)
    }

    /// A constraint `self >= anchor + c` (inactive).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>,
                           constant c: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, c)
    }

    /// A constraint `self <= anchor + c` (inactive).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>,
                           constant c: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, c)
    }

    /// A constraint between this anchor and another one.
    final func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>,
                    _ multiplier: Double, _ c: Double) -> LayoutConstraint {
        LayoutConstraint(item: requiredItem, attribute: attribute, relatedBy: relation,
                         toItem: anchor.requiredItem, attribute: anchor.attribute,
                         multiplier: multiplier, constant: c)
    }
}

/// A horizontal position anchor (left, right, leading, trailing, centerX).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position anchor (top, bottom, centerY, baselines).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A size anchor (width, height).
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// A constraint `self == constant` (inactive).
    public func constraint(equalToConstant c: Double) -> LayoutConstraint {
        makeConstant(.equal, c)
    }

    /// A constraint `self >= constant` (inactive).
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        makeConstant(.greaterThanOrEqual, c)
    }

    /// A constraint `self <= constant` (inactive).
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        makeConstant(.lessThanOrEqual, c)
    }

    /// A constraint `self == anchor × multiplier + c` (inactive).
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double,
                           constant c: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier, c)
    }

    /// A constraint `self >= anchor × multiplier + c` (inactive).
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double,
                           constant c: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier, c)
    }

    /// A constraint `self <= anchor × multiplier + c` (inactive).
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double,
                           constant c: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier, c)
    }

    private func makeConstant(_ relation: LayoutRelation, _ c: Double) -> LayoutConstraint {
        LayoutConstraint(item: requiredItem, attribute: attribute, relatedBy: relation,
                         toItem: nil, attribute: .notAnAttribute, constant: c)
    }
}
