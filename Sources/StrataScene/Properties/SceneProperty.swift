import Strata

/// One settable view property of the scene format, declared once: its key,
/// the view type that takes it, its JSON value, whether size-class variants
/// may set it, and how it is decoded, applied to a view (when the view is
/// made and by `set` steps), applied as a variant, and written by
/// `strata layout`.
///
/// Decoding, type checks, variants, playback, the layout snapshot and the
/// key table in Docs/Scenes.md (checked by a test) all come from
/// `SceneProperty.all`. Adding a property is one entry here plus its field
/// in `SceneViewChanges`.
public struct SceneProperty: Sendable {
    /// The JSON key.
    public let key: String
    /// The view type that takes it; `nil` for every type.
    public let viewType: SceneViewType?
    /// Further types that take it (`text` is for labels, text fields and
    /// text views).
    public let otherViewTypes: [SceneViewType]

    /// Every type that takes it; `nil` for every type.
    public var viewTypes: [SceneViewType]? { viewType.map { [$0] + otherViewTypes } }
    /// The JSON value it takes, as Docs/Scenes.md describes it.
    public let value: String
    /// Whether a size-class variant's `set` may hold it.
    public let inVariants: Bool
    /// Reads the value at a path into the changes, reporting what is wrong.
    let decode: @Sendable (SceneDecoding, JSONValue, String, inout SceneViewChanges) -> Void
    /// Applies the value in the changes, when present, to a view of `viewType`.
    let apply: @MainActor @Sendable (SceneWorld, SceneViewChanges, View) -> Void
    /// Applies the value in the changes, when present, as a variant.
    let applyVariant: (@MainActor @Sendable (View, SceneViewChanges, SizeClassCondition) -> Void)?
    /// What `strata layout` prints for the property of a view, if anything.
    let snapshot: (@MainActor @Sendable (View) -> JSONOutput?)?
    /// Checks the decoded value against the ids arranged in the stack, once
    /// they are known (after the view's `arranged`, or the tree at a `set`
    /// step), reporting at the path and value given; `customSpacing` names
    /// arranged views.
    let checkArranged: (@Sendable (SceneDecoding, SceneViewChanges, _ arranged: [String], String, JSONValue) -> Void)?

    init(_ key: String, _ viewType: SceneViewType? = nil, also otherViewTypes: [SceneViewType] = [], value: String,
         inVariants: Bool = false,
         decode: @escaping @Sendable (SceneDecoding, JSONValue, String, inout SceneViewChanges) -> Void,
         apply: @escaping @MainActor @Sendable (SceneWorld, SceneViewChanges, View) -> Void,
         applyVariant: (@MainActor @Sendable (View, SceneViewChanges, SizeClassCondition) -> Void)? = nil,
         snapshot: (@MainActor @Sendable (View) -> JSONOutput?)? = nil,
         checkArranged: (@Sendable (SceneDecoding, SceneViewChanges, [String], String, JSONValue) -> Void)? = nil) {
        precondition(inVariants == (applyVariant != nil), "SceneProperty \(key): a variant property needs applyVariant")
        self.key = key
        self.viewType = viewType
        self.otherViewTypes = otherViewTypes
        self.value = value
        self.inVariants = inVariants
        self.decode = decode
        self.apply = apply
        self.applyVariant = applyVariant
        self.snapshot = snapshot
        self.checkArranged = checkArranged
    }
}

extension SceneProperty {
    /// Every property, in the order they are applied to a view (a label's
    /// `fontSize` before its `font`, which resolves its size from it).
    public static let all: [SceneProperty] = viewProperties + stackProperties + contentProperties + textEntryProperties + imageProperties + effectProperties + shapeProperties

    /// The properties by key.
    static let byKey: [String: SceneProperty] = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    /// The property named `key`, if it is one.
    public static func named(_ key: String) -> SceneProperty? { byKey[key] }

    /// The properties `strata layout` writes, in table order.
    static let snapshotted: [SceneProperty] = all.filter { $0.snapshot != nil }

    /// The keys a variant may set: the stack's, then the other views' (the
    /// order error messages have always listed them in).
    public static let variantKeys: [String] = (stackProperties + viewProperties + contentProperties + textEntryProperties + imageProperties + effectProperties + shapeProperties)
        .filter(\.inVariants).map(\.key)

    /// Whether it applies to a view of `type`.
    public func applies(to type: SceneViewType) -> Bool { viewType == nil || viewType == type || otherViewTypes.contains(type) }
}
