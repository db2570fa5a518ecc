import Strata

/// A view's shadow in a scene (`"shadow"` key): CALayer's four shadow
/// properties; a key left out takes CALayer's default, except `opacity`,
/// which is 1 (a `"shadow"` that draws nothing would be a mistake).
public struct SceneShadow: Sendable, Hashable {
    /// The colour (black).
    public var color: Color = .black
    /// The opacity, 0…1 (1).
    public var opacity: Double = 1
    /// The offset in points, y down ((0, −3)).
    public var offset = Size(width: 0, height: -3)
    /// The blur radius in points (3).
    public var radius: Double = 3

    /// A shadow with every key at its default.
    public init() {}
}
