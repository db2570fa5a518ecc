import StrataGeometry

extension Image {
    /// How a view draws an image: with its own colours, or as a template
    /// whose alpha is filled with the view's tint colour.
    ///
    /// The counterpart of `UIImage.RenderingMode`.
    public enum RenderingMode: Sendable, Hashable, CaseIterable {
        /// The view decides (image views draw the original colours, as
        /// UIKit does for images that are not symbols).
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always as a template: the tint colour where the image is
        /// opaque, nothing where it is transparent.
        case alwaysTemplate
    }
}
