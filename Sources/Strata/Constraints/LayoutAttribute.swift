/// A part of a view's or guide's layout that a constraint relates: the
/// counterpart of `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constant constraint
    /// (`width == 100`).
    case notAnAttribute

    /// Which family the attribute belongs to; constraints may only relate
    /// attributes of the same family.
    public enum Family: Sendable, Hashable {
        /// Horizontal positions (left, leading, centerX, …).
        case horizontal
        /// Vertical positions (top, baselines, centerY, …).
        case vertical
        /// Sizes (width, height).
        case dimension
        /// `notAnAttribute`.
        case none
    }

    /// The axis along which the attribute measures (`width` horizontal,
    /// `height` and the baselines vertical); `nil` for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// The attribute's family.
    public var family: Family {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .width, .height:
            return .dimension
        case .notAnAttribute:
            return .none
        }
    }
}

/// How the two sides of a constraint relate: the counterpart of
/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    /// `first <= second * multiplier + constant`.
    case lessThanOrEqual = "<="
    /// `first == second * multiplier + constant`.
    case equal = "=="
    /// `first >= second * multiplier + constant`.
    case greaterThanOrEqual = ">="
}
