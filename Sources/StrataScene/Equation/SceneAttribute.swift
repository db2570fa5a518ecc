/// A layout attribute named in a scene equation: the counterpart of
/// `NSLayoutConstraint.Attribute`. Raw values are the spec's spellings.
public enum SceneAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The trailing edge.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The first baseline.
    case firstBaseline
    /// The last baseline.
    case lastBaseline
    /// The left edge inset by the left margin.
    case leftMargin
    /// The right edge inset by the right margin.
    case rightMargin
    /// The top edge inset by the top margin.
    case topMargin
    /// The bottom edge inset by the bottom margin.
    case bottomMargin
    /// The leading edge inset by the leading margin.
    case leadingMargin
    /// The trailing edge inset by the trailing margin.
    case trailingMargin
    /// The centre between the left and right margins.
    case centerXWithinMargins
    /// The centre between the top and bottom margins.
    case centerYWithinMargins

    /// What an attribute measures, which decides what it may be related to.
    public enum Kind: Sendable, Hashable {
        /// A horizontal position.
        case horizontalPosition
        /// A vertical position.
        case verticalPosition
        /// A width or height.
        case dimension
    }

    /// The kind of this attribute.
    public var kind: Kind {
        switch self {
        case .width, .height: .dimension
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin,
             .bottomMargin, .centerYWithinMargins: .verticalPosition
        }
    }

    /// Whether the attribute is an absolute horizontal edge (`left`, `right`
    /// and their margins), which UIKit refuses to relate to a directional one.
    public var isAbsoluteHorizontalEdge: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// Whether the attribute is a directional edge (`leading`, `trailing` and
    /// their margins).
    public var isDirectionalEdge: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Finds an attribute by name, ignoring case.
    public init?(name: some StringProtocol) {
        let lowered = name.lowercased()
        guard let match = SceneAttribute.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = match
    }
}

/// The relation of a scene equation.
public enum SceneRelation: String, Sendable, Hashable, CaseIterable {
    /// `==` (also written `=`).
    case equal = "=="
    /// `<=`.
    case lessThanOrEqual = "<="
    /// `>=`.
    case greaterThanOrEqual = ">="
}
