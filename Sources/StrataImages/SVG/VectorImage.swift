import StrataGeometry

/// A picture read from an SVG document: shapes (paths filled or stroked
/// with colours or gradients, clipped, in groups with opacity) in the
/// document's `viewBox` space, drawn sharp at any size.
///
/// A type of its own rather than an `Image`: an `Image` is pixels at one
/// size, a vector image has none until it is placed. `ImageView` takes
/// either (`ImageView.vectorImage`) and draws this one as vector paths
/// through the display list, fitted to its size each time the size changes.
///
/// ```swift
/// let icon = try VectorImage(svgData: Array(text.utf8))
/// icon.size          // from width/height, or the viewBox
/// icon.warnings      // what was skipped: text, filters, masks, …
/// let view = ImageView(vectorImage: icon)
/// view.tintColor = .blue   // currentColor paints in it
/// ```
///
/// Docs/Drawing.md lists the SVG subset read and its limits.
public struct VectorImage: Sendable, Hashable {
    /// The size in points the document asks for (`width` and `height`, in
    /// px or absolute units; the viewBox's size when they are missing or
    /// percentages).
    public let size: Size
    /// The area of the drawing space shown (`viewBox`; 0, 0, width,
    /// height when there is none).
    public let viewBox: Rect
    /// How the viewBox is fitted to the area the image is drawn in.
    public let aspectRatio: AspectRatio
    /// What to draw, back to front.
    public let items: [Item]
    /// What the reader skipped or cut, one line each, in document order:
    /// unsupported elements (text, filters, masks, scripts, images),
    /// external references, malformed values, limits reached.
    public let warnings: [String]

    /// One drawing step.
    public enum Item: Sendable, Hashable {
        /// Fill or stroke a shape.
        case shape(Shape)
        /// Draw the items up to the matching `endGroup` into a layer and
        /// blend it with `opacity` (an element's `opacity` below 1).
        case beginGroup(opacity: Double)
        /// Ends the innermost `beginGroup`.
        case endGroup
    }

    /// A filled or stroked path.
    public struct Shape: Sendable, Hashable {
        /// The path, in the element's own coordinates.
        public var path: Path
        /// From the element's coordinates to the viewBox's (every
        /// enclosing `transform` composed).
        public var transform: AffineTransform
        /// Fill under a rule, or stroke with a style (in the element's units).
        public var drawing: Drawing
        /// What it is painted with.
        public var paint: Paint
        /// `fill-opacity` or `stroke-opacity`, times the element's own
        /// `opacity` when that needs no group.
        public var opacity: Double
        /// The clip (`clip-path`) in viewBox coordinates, or nil.
        public var clip: Clip?

        /// Creates a shape.
        public init(path: Path, transform: AffineTransform = .identity, drawing: Drawing, paint: Paint,
                    opacity: Double = 1, clip: Clip? = nil) {
            self.path = path
            self.transform = transform
            self.drawing = drawing
            self.paint = paint
            self.opacity = opacity
            self.clip = clip
        }
    }

    /// Fill or stroke.
    public enum Drawing: Sendable, Hashable {
        /// Fill the inside under the rule.
        case fill(FillRule)
        /// Stroke the outline.
        case stroke(StrokeStyle)
    }

    /// A paint.
    public enum Paint: Sendable, Hashable {
        /// A colour.
        case color(Color)
        /// `currentColor` where the document sets no `color`: the tint
        /// the image is drawn with (an image view's `tintColor`). Where it
        /// sets one, the reader gives that colour instead.
        case currentColor
        /// A linear or radial gradient.
        case gradient(VectorGradient)
    }

    /// A clip region: the union of paths, in viewBox coordinates.
    public struct Clip: Sendable, Hashable {
        /// The outline of the region.
        public var path: Path
        /// The rule inside it.
        public var rule: FillRule

        /// Creates a clip.
        public init(path: Path, rule: FillRule) {
            self.path = path
            self.rule = rule
        }
    }

    /// Creates an image from its parts (what the reader makes).
    public init(size: Size, viewBox: Rect, aspectRatio: AspectRatio = AspectRatio(), items: [Item],
                warnings: [String] = []) {
        self.size = size
        self.viewBox = viewBox
        self.aspectRatio = aspectRatio
        self.items = items
        self.warnings = warnings
    }

    /// The transform from viewBox coordinates to `rect` under `aspectRatio`.
    public func transform(fitting rect: Rect) -> AffineTransform {
        aspectRatio.transform(from: viewBox, to: rect)
    }
}

extension VectorImage: CustomStringConvertible {
    /// A short form such as `VectorImage(16x16, 3 items)`.
    public var description: String {
        "VectorImage(\(formatCoordinate(size.width))x\(formatCoordinate(size.height)), \(items.count) items"
            + (warnings.isEmpty ? ")" : ", \(warnings.count) warnings)")
    }
}
