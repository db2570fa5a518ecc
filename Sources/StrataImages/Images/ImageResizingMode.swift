import StrataGeometry

/// How the stretchable parts of a resizable image (see
/// `Image.resizableImage(withCapInsets:resizingMode:)`) fill a larger area.
///
/// The counterpart of `UIImage.ResizingMode`.
public enum ImageResizingMode: Sendable, Hashable, CaseIterable {
    /// The edges and middle are scaled to fit.
    case stretch
    /// The edges and middle are repeated at their own size.
    case tile
}
