import Strata

/// One view of a scene, with every key of the VIEW table resolved to its
/// value or default.
///
/// Keys that apply to one type only (`axis` to stacks, `text` to labels…)
/// hold their defaults on views of other types; the decoder rejects them
/// there.
public struct SceneView: Sendable, Hashable {
    /// The unique id.
    public var id: String
    /// The type.
    public var type: SceneViewType
    /// The frame in the superview, when given.
    public var frame: Rect?
    /// Plain views: the intrinsic size; `-1` in an axis means none.
    public var intrinsicSize: Size
    /// Plain views: the baselines; `nil` means both at the bottom edge.
    public var baselines: SceneBaselines?
    /// Content-hugging priorities (`[250, 250]`, labels `[251, 251]`).
    public var hugging: SceneAxisPair
    /// Compression-resistance priorities (`[750, 750]`).
    public var compressionResistance: SceneAxisPair
    /// Whether the view is hidden.
    public var hidden: Bool
    /// The opacity, 0…1.
    public var alpha: Double
    /// The background colour; `nil` is clear.
    public var backgroundColor: Color?
    /// The layout margins (`[8, 8, 8, 8]`).
    public var layoutMargins: DirectionalEdgeInsets
    /// The semantic content attribute.
    public var semanticContentAttribute: SceneSemanticContentAttribute
    /// Plain subviews, back to front.
    public var subviews: [SceneView]
    /// Controls: what they start with.
    public var control = SceneControl()
    /// Per-size-class values, in order (later entries win).
    public var variants: [SceneVariant] = []
    /// Stacks: the axis.
    public var axis: SceneAxis
    /// Stacks: the distribution.
    public var distribution: SceneDistribution
    /// Stacks: the alignment.
    public var alignment: SceneAlignment
    /// Stacks: the spacing (may be negative).
    public var spacing: Double
    /// Stacks: the arranged subviews, in order (subviews after `subviews`).
    public var arranged: [SceneView]
    /// Stacks: custom gaps after arranged views, in source order.
    public var customSpacing: [SceneCustomSpacing]
    /// Stacks: whether baselines are used for vertical spacing.
    public var baselineRelativeArrangement: Bool
    /// Stacks: whether the arrangement is inset by the layout margins.
    public var layoutMarginsRelativeArrangement: Bool
    /// Labels: the text.
    public var text: String
    /// Labels: the font size in points.
    public var fontSize: Double
    /// Labels: the font; `nil` for the built-in font.
    public var font: SceneFont?
    /// Labels: the maximum number of lines, 0 = unlimited.
    public var numberOfLines: Int
    /// Scroll views: the content size; `nil` means derived from constraints.
    public var contentSize: Size?
    /// The JSON path of the view's object, e.g. `views[0].arranged[1]`.
    public var path: String
    /// Where the view's object starts in the scene file.
    public var location: SourceLocation?

    /// Creates a view with every key at its default for `type`.
    public init(id: String, type: SceneViewType = .view, path: String = "", location: SourceLocation? = nil) {
        self.id = id
        self.type = type
        frame = nil
        intrinsicSize = Size(width: -1, height: -1)
        baselines = nil
        let hug: Double = type == .label ? 251 : 250
        hugging = SceneAxisPair(horizontal: hug, vertical: hug)
        compressionResistance = SceneAxisPair(horizontal: 750, vertical: 750)
        hidden = false
        alpha = 1
        backgroundColor = nil
        layoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        semanticContentAttribute = .unspecified
        subviews = []
        axis = .horizontal
        distribution = .fill
        alignment = .fill
        spacing = 0
        arranged = []
        customSpacing = []
        baselineRelativeArrangement = false
        layoutMarginsRelativeArrangement = false
        text = ""
        fontSize = 17
        font = nil
        numberOfLines = 1
        contentSize = nil
        self.path = path
        self.location = location
    }

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
