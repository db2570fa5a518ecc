/// The keys each kind of object in a scene file takes. The decoder checks
/// members against these lists and `SceneSchema` writes them, so the scene
/// format's JSON Schema and the decoder cannot disagree about a key. The
/// decoders that switch over their keys (window, transform, shadow) first
/// reject a key their list lacks, and stop with a precondition failure at
/// a listed key they do not decode (a test decodes every listed key).
/// (A view's keys come from `SceneProperty.all`, `SceneDecoding.listKeys`
/// and `SceneDecoding.controlKeyTypes`; a step's actions from
/// `SceneDecoding.actionKeys`.)
enum SceneKeys {
    /// The top level. `$schema` names the JSON Schema for editors; the
    /// decoder accepts any string there and ignores it.
    static let scene = ["$schema", "window", "views", "constraints", "steps"]
    /// `window`.
    static let window = ["width", "height", "layoutDirection", "scale", "layoutMargins"]
    /// A font object.
    static let font = ["family", "size", "weight", "italic", "fallback", "fallbackFamilies", "features"]
    /// One entry of a view's `variants`.
    static let variant = ["when", "set"]
    /// A size-class condition (`when`).
    static let condition = ["width", "height"]
    /// A conditional entry of `constraints`.
    static let constraint = ["equation", "when"]
    /// A timing-curve animation.
    static let timingAnimation = ["duration", "delay", "curve"]
    /// A spring animation (`dampingRatio` or `initialVelocity` makes one).
    static let springAnimation = ["duration", "delay", "dampingRatio", "initialVelocity"]
    /// A step's keys besides its one action.
    static let stepOptions = ["at", "animate", "modifiers"]
    /// One element of a button's `action`.
    static let buttonAction = ["set", "animate"]
    /// `insertArranged` and `addArranged`.
    static let insertArranged = ["stack", "index", "view"]
    static let addArranged = ["stack", "view"]
    /// `embed`.
    static let embed = ["views", "id"]
    /// `drag` and `scroll` steps.
    static let drag = ["from", "to", "duration"]
    static let scroll = ["by", "at"]
    /// A text `select` step.
    static let textSelection = ["id", "range"]
    /// A list's `layout` object and its `grid`.
    static let listLayout = ["grid"]
    static let grid = ["itemSize", "spacing"]
    /// List steps.
    static let insertItems = ["list", "at", "items"]
    static let deleteItems = ["list", "at"]
    static let moveItem = ["list", "from", "to"]
    static let scrollTo = ["list", "item", "position"]
    static let selectItem = ["list", "item"]
    /// A `transform` object and a `shadow` object.
    static let transform = ["translate", "scale", "rotate"]
    static let shadow = ["color", "opacity", "offset", "radius"]

    /// `"a", "b" or "c"`: the keys of a list for an error message.
    static func alternatives(_ keys: [String]) -> String {
        let quoted = keys.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
