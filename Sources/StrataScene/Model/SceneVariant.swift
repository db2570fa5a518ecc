import Strata

/// A view's per-size-class values: `{"when": {"width": "compact"}, "set": {...}}`.
public struct SceneVariant: Sendable, Hashable {
    /// When the values apply.
    public var condition: SizeClassCondition
    /// The values (only `SceneVariant.keys` are allowed).
    public var changes: SceneViewChanges

    /// Creates a variant.
    public init(condition: SizeClassCondition, changes: SceneViewChanges) {
        self.condition = condition
        self.changes = changes
    }

    /// The properties a variant may set (those of `SceneProperty.all` with
    /// `inVariants`).
    public static var keys: [String] { SceneProperty.variantKeys }
}
