import Strata

/// One view of a scene: its id, type and subtree, and the settable
/// properties its file gave (`properties`, the same `SceneViewChanges` a
/// `set` step carries). A property the file leaves out keeps the view
/// type's own default, which the scene format documents (Docs/Scenes.md):
/// each property is defined once, in `SceneViewChanges`, decoded once
/// (`SceneDecoding.decodeProperty`) and applied once
/// (`SceneWorld.apply(_:to:)`).
public struct SceneView: Sendable, Hashable {
    /// The unique id.
    public var id: String
    /// The type.
    public var type: SceneViewType
    /// The properties given in the file, in source order (`keys`).
    public var properties = SceneViewChanges()
    /// Plain subviews, back to front.
    public var subviews: [SceneView] = []
    /// Stacks: the arranged subviews, in order (subviews after `subviews`).
    public var arranged: [SceneView] = []
    /// Controls: what they start with.
    public var control = SceneControl()
    /// Lists: their items, cell template and layout.
    public var list = SceneList()
    /// Labels in a list's cell template: the item key whose value the
    /// label shows (`bind` key).
    public var bind: String?
    /// Per-size-class values, in order (later entries win).
    public var variants: [SceneVariant] = []
    /// The JSON path of the view's object, e.g. `views[0].arranged[1]`.
    public var path: String
    /// Where the view's object starts in the scene file.
    public var location: SourceLocation?

    /// Creates a view of `type` with no properties given.
    public init(id: String, type: SceneViewType = .view, path: String = "", location: SourceLocation? = nil) {
        self.id = id
        self.type = type
        self.path = path
        self.location = location
    }

    /// The frame in the superview, when given.
    public var frame: Rect? { properties.frame }

    /// Stacks: the custom gaps after arranged views, in source order.
    public var customSpacing: [SceneCustomSpacing] { properties.customSpacing ?? [] }

    /// Every view of this subtree, depth first: this view, its `subviews`,
    /// then its `arranged` views.
    public var allViews: [SceneView] {
        var result: [SceneView] = [self]
        for child in subviews + arranged { result += child.allViews }
        return result
    }
}

/// A stack's custom gap after one arranged view.
public struct SceneCustomSpacing: Sendable, Hashable {
    /// The arranged view's id.
    public var id: String
    /// The gap after it, in points.
    public var spacing: Double

    /// Creates an entry.
    public init(id: String, spacing: Double) {
        self.id = id
        self.spacing = spacing
    }
}
