/// A view that shows an image: the counterpart of `UIImageView`.
///
/// The image is placed in the view's bounds by `contentMode`
/// (`.scaleToFill` by default, as in UIKit); with an aspect fill or a
/// content mode that keeps the image's size, the image may extend past the
/// bounds and shows there unless `clipsToBounds` is set. A template image
/// (`.alwaysTemplate`) is drawn in the inherited `tintColor`. A resizable
/// image (cap insets) is drawn as a nine-slice. The intrinsic content size
/// is the image's size in points (`View.noIntrinsicMetric` in both axes
/// without an image). As in UIKit, an image view does not take touches
/// (`isUserInteractionEnabled` is `false`) unless told.
///
/// ```swift
/// let icon = ImageView(image: try Image.load(path: "star.png"))  // frame (0, 0) + image size
/// icon.contentMode = .scaleAspectFit
/// icon.tintColor = .red
/// ```
@MainActor
open class ImageView: View {
    /// The image shown, or `nil` for none. A new size invalidates the
    /// intrinsic content size.
    public var image: Image? {
        didSet {
            if image != nil, vectorImage != nil { vectorImage = nil }
            if oldValue?.size != image?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// A vector image (read from SVG) shown instead of `image`, or `nil`.
    /// Setting one clears `image` and setting an image clears this. It is
    /// placed by `contentMode` like an image of its `size`, its viewBox
    /// fitted into that by its `aspectRatio`, and drawn as vector paths
    /// (sharp at any size and scale); `currentColor` paints in
    /// `tintColor` (ImageView+VectorImage.swift, Docs/Drawing.md).
    public var vectorImage: VectorImage? {
        didSet {
            vectorImageGeneration &+= 1
            if vectorImage != nil, image != nil { image = nil }
            if oldValue?.size != vectorImage?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// Counts changes of `vectorImage`: the drawing cache's key, so that
    /// an unchanged image view does not compare two images' shapes.
    var vectorImageGeneration = 0

    /// The vector image's commands for the last size, tint and opacity drawn.
    @exclusivity(unchecked) var drawnVectorCommands: VectorImageDrawing?

    /// How the image is sampled when drawn at another size than its pixels
    /// (`.linear` by default; `.nearest` for pixel art).
    public var imageFilter: ImageFilter = .linear

    /// The commands last drawn and what they were drawn from, so that an
    /// unchanged image view draws the same commands again without making
    /// new ones (`ImageView+DisplayListContent.swift`).
    @exclusivity(unchecked) var drawnImageCommands: ImageViewDrawing?

    /// Creates an image view showing a vector image, its frame at the
    /// origin with the image's size in points.
    public convenience init(vectorImage: VectorImage) {
        self.init(frame: Rect(origin: .zero, size: vectorImage.size))
        self.vectorImage = vectorImage
    }

    /// Creates an image view showing nothing, with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, its frame at the origin with
    /// the image's size in points (zero without an image), as UIKit's
    /// `UIImageView(image:)`.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size in points; `View.noIntrinsicMetric` in both axes
    /// without an image.
    open override var intrinsicContentSize: Size {
        contentSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The size of the image or vector image shown, in points.
    var contentSize: Size? { image?.size ?? vectorImage?.size }

    /// The image's size in points (`.zero` without an image), whatever
    /// `size` offers, as UIKit's image view answers.
    open override func sizeThatFits(_ size: Size) -> Size {
        contentSize ?? .zero
    }

    /// Where the image is drawn for a view whose frame is `rect`: the
    /// content mode's rectangle for the image's size (`nil` without an
    /// image; a vector image is placed as an image of its `size`). For a 100 × 50 image in a 200 × 200 view at the origin,
    /// `.scaleAspectFill` gives (−100, 0, 400, 200).
    ///
    /// - Complexity: O(1).
    public func imageRect(in rect: Rect) -> Rect? {
        guard let size = contentSize else { return nil }
        return contentMode.rect(forContentOfSize: size, in: rect)
    }
}
