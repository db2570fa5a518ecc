import Strata

/// The properties a `set` step changes: every key of the VIEW table except
/// `id`, `type`, `subviews` and `arranged`; `nil` means unchanged.
public struct SceneViewChanges: Sendable, Hashable {
    /// A new frame.
    public var frame: Rect?
    /// A new intrinsic size (plain views).
    public var intrinsicSize: Size?
    /// New baselines (plain views).
    public var baselines: SceneBaselines?
    /// New hugging priorities.
    public var hugging: SceneAxisPair?
    /// New compression-resistance priorities.
    public var compressionResistance: SceneAxisPair?
    /// New hidden state.
    public var hidden: Bool?
    /// New opacity.
    public var alpha: Double?
    /// New background colour.
    public var backgroundColor: Color?
    /// New layout margins.
    public var layoutMargins: DirectionalEdgeInsets?
    /// New semantic content attribute.
    public var semanticContentAttribute: SceneSemanticContentAttribute?
    /// New axis (stacks).
    public var axis: SceneAxis?
    /// New distribution (stacks).
    public var distribution: SceneDistribution?
    /// New alignment (stacks).
    public var alignment: SceneAlignment?
    /// New spacing (stacks).
    public var spacing: Double?
    /// New custom spacings (stacks): entries replace the gap after each named view.
    public var customSpacing: [SceneCustomSpacing]?
    /// New baseline-relative arrangement (stacks).
    public var baselineRelativeArrangement: Bool?
    /// New margins-relative arrangement (stacks).
    public var layoutMarginsRelativeArrangement: Bool?
    /// New text (labels).
    public var text: String?
    /// New font size (labels).
    public var fontSize: Double?
    /// New font (labels).
    public var font: SceneFont?
    /// New number of lines (labels).
    public var numberOfLines: Int?
    /// New text language, a BCP 47 tag (labels, buttons' titles, text
    /// fields, text views; font fallback picks faces by it).
    public var language: String?
    /// New text colour (labels, text fields, text views; a button's title
    /// colour in its normal state).
    public var textColor: Color?
    /// New space between a button's image and its title.
    public var imagePadding: Double?
    /// New placeholder (text fields).
    public var placeholder: String?
    /// New secure entry (text fields).
    public var secure: Bool?
    /// New maximum length (text fields).
    public var maximumLength: Int?
    /// New text alignment (labels, text fields).
    public var textAlignment: TextAlignment?
    /// New base writing direction (labels, text fields, text views).
    public var baseWritingDirection: WritingDirection?
    /// New editability (text views).
    public var editable: Bool?
    /// New content size (scroll views).
    public var contentSize: Size?
    /// Whether navigation may focus the view (`View.isFocusable`).
    public var focusable: Bool?
    /// A new tint (`View.tintColor`).
    public var tintColor: Color?
    /// A new content mode (`View.contentMode`).
    public var contentMode: ContentMode?
    /// A new image, read from the `src` file or data URI when the scene
    /// was decoded (image views, buttons).
    public var src: Image?
    /// A new vector image, read from an `src` naming an `.svg` file or a
    /// `data:image/svg+xml` URI (image views; Docs/Drawing.md).
    public var vectorSrc: VectorImage?
    /// A new rendering mode of the image (image views).
    public var renderingMode: SceneRenderingMode?
    /// New cap insets of the image, `[top, left, bottom, right]` points
    /// (image views).
    public var capInsets: EdgeInsets?
    /// New transform (any view; Docs/Effects.md).
    public var transform: AffineTransform?
    /// New shadow (any view).
    public var shadow: SceneShadow?
    /// New corner radius (any view).
    public var cornerRadius: Double?
    /// New gradient colours (gradients).
    public var colors: [Color]?
    /// New gradient locations (gradients).
    public var locations: [Double]?
    /// New gradient start point (gradients).
    public var start: Point?
    /// New gradient end point (gradients).
    public var end: Point?
    /// New gradient type (gradients).
    public var gradientType: GradientType?
    /// New path (shape views), in the view's bounds.
    public var path: Path?
    /// New fill colour (shape views): `.some(nil)` for none.
    public var fillColor: Color??
    /// New fill rule (shape views).
    public var fillRule: FillRule?
    /// New stroke colour (shape views): `.some(nil)` for none.
    public var strokeColor: Color??
    /// New line width (shape views).
    public var lineWidth: Double?
    /// New line cap (shape views).
    public var lineCap: LineCap?
    /// New line join (shape views).
    public var lineJoin: LineJoin?
    /// New miter limit (shape views).
    public var miterLimit: Double?
    /// New dash pattern (shape views).
    public var lineDashPattern: [Double]?
    /// New dash phase (shape views).
    public var lineDashPhase: Double?
    /// New stroke start (shape views).
    public var strokeStart: Double?
    /// New stroke end (shape views).
    public var strokeEnd: Double?
    /// The keys given, in source order.
    public var keys: [String]

    /// Creates an empty change set.
    public init() {
        keys = []
    }
}
