import Strata

/// The kind of a scene view (`type` key).
public enum SceneViewType: String, Sendable, Hashable, CaseIterable {
    /// A plain view.
    case view
    /// A stack view.
    case stack
    /// A label.
    case label
    /// A scroll view.
    case scroll
    /// A `Button`.
    case button
    /// A `Switch`.
    case `switch`
    /// A `Slider`.
    case slider
    /// A `SegmentedControl`.
    case segmented
    /// A `TextField`.
    case textField
    /// A `TextView`.
    case textView
    /// An `ImageView`.
    case image
    /// A `GradientView`.
    case gradient
    /// A `CollectionView` of reused cells (Docs/Lists.md).
    case list
    /// A `ShapeView`: a vector path filled and stroked (Docs/Drawing.md).
    case shape
}

/// How an image view draws its image (`renderingMode` key): the
/// counterpart of `Image.RenderingMode`.
public enum SceneRenderingMode: String, Sendable, Hashable, CaseIterable {
    /// The image's own colours (image views draw `.automatic` so).
    case automatic
    /// Always the image's own colours.
    case alwaysOriginal
    /// The view's `tintColor` where the image is opaque.
    case alwaysTemplate

    /// The image's value.
    public var mode: Image.RenderingMode {
        switch self {
        case .automatic: .automatic
        case .alwaysOriginal: .alwaysOriginal
        case .alwaysTemplate: .alwaysTemplate
        }
    }
}

/// A stack's axis (`axis` key).
public enum SceneAxis: String, Sendable, Hashable, CaseIterable {
    /// Arranged views side by side.
    case horizontal
    /// Arranged views one above the other.
    case vertical
}

/// A stack's distribution (`distribution` key): the counterpart of
/// `UIStackView.Distribution`.
public enum SceneDistribution: String, Sendable, Hashable, CaseIterable {
    /// Fill the axis, resizing by hugging/compression priorities.
    case fill
    /// Equal sizes along the axis.
    case fillEqually
    /// Sizes proportional to intrinsic sizes.
    case fillProportionally
    /// Equal gaps between views.
    case equalSpacing
    /// Equal distances between centres.
    case equalCentering
}

/// A stack's alignment (`alignment` key): the counterpart of
/// `UIStackView.Alignment`.
public enum SceneAlignment: String, Sendable, Hashable, CaseIterable {
    /// Fill the cross axis.
    case fill
    /// Leading edges (vertical stacks).
    case leading
    /// Top edges (horizontal stacks).
    case top
    /// First baselines (horizontal stacks).
    case firstBaseline
    /// Centres.
    case center
    /// Trailing edges (vertical stacks).
    case trailing
    /// Bottom edges (horizontal stacks).
    case bottom
    /// Last baselines (horizontal stacks).
    case lastBaseline
}

/// The window's layout direction (`layoutDirection` key).
public enum SceneLayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// A view's semantic content attribute (`semanticContentAttribute` key).
public enum SceneSemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// Follow the window.
    case unspecified
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// A pair of values per axis, as `hugging` and `compressionResistance` are
/// written: `[horizontal, vertical]`.
public struct SceneAxisPair: Sendable, Hashable {
    /// The horizontal value.
    public var horizontal: Double
    /// The vertical value.
    public var vertical: Double

    /// Creates a pair.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A view's baselines (`baselines` key): `[first, last]`.
public struct SceneBaselines: Sendable, Hashable {
    /// The first baseline's distance from the top.
    public var first: Double
    /// The last baseline's distance from the bottom.
    public var last: Double

    /// Creates baselines.
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}
