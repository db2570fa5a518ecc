/// The priority of a constraint or a content preference, from 1 to 1000.
///
/// The counterpart of `UILayoutPriority`. `.required` (1000) must hold;
/// every lower priority is optional, and a higher priority always wins over
/// any number of violated lower ones.
public struct LayoutPriority: Sendable, Hashable, Comparable, RawRepresentable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The numeric priority.
    public var rawValue: Double

    /// Creates a priority from its numeric value.
    @inlinable
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// Creates a priority from its numeric value.
    @inlinable
    public init(_ value: Double) { self.rawValue = value }

    /// Creates a priority from a literal such as `750`.
    @inlinable
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    /// Creates a priority from a literal such as `999.5`.
    @inlinable
    public init(floatLiteral value: Double) { self.rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance, and a strong preference.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging, and a weak preference.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority at which `View.systemLayoutSizeFitting(_:)` pulls a
    /// view's width and height toward the target size, so that content
    /// hugging, compression resistance and any constraint above 50 win.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 1: the lowest priority.
    public static let lowest = LayoutPriority(1)

    /// Whether this is `.required`.
    @inlinable
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders priorities by their numeric value.
    @inlinable
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by `amount`.
    @inlinable
    public static func + (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `amount`.
    @inlinable
    public static func - (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }
}

extension LayoutPriority: CustomStringConvertible {
    /// The numeric value, e.g. `750` or `999.5`.
    public var description: String { formatCoordinate(rawValue) }
}
