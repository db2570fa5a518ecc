/// How a view places its content (an image view's image) in its bounds
/// when their sizes differ: the counterpart of `UIView.ContentMode`.
///
/// `rect(forContentOfSize:in:)` gives the rectangle the content is drawn
/// in; it may be larger than the bounds (aspect fill, or a large image
/// centred), and what lies outside shows unless the view has
/// `clipsToBounds`, as in UIKit.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to the bounds, proportions ignored (the default).
    case scaleToFill
    /// Scaled, keeping proportions, to fit inside the bounds; centred.
    case scaleAspectFit
    /// Scaled, keeping proportions, to cover the bounds; centred.
    case scaleAspectFill
    /// Redraws the content when the bounds change (UIKit's
    /// `.redraw`); an image is stretched as `.scaleToFill`.
    case redraw
    /// At its own size, centred.
    case center
    /// At its own size, centred horizontally, at the top.
    case top
    /// At its own size, centred horizontally, at the bottom.
    case bottom
    /// At its own size, centred vertically, at the left.
    case left
    /// At its own size, centred vertically, at the right.
    case right
    /// At its own size, in the top-left corner.
    case topLeft
    /// At its own size, in the top-right corner.
    case topRight
    /// At its own size, in the bottom-left corner.
    case bottomLeft
    /// At its own size, in the bottom-right corner.
    case bottomRight

    /// Where content of `size` is drawn in `bounds`.
    ///
    /// For a 100 × 50 image in a 200 × 200 bounds: `.scaleToFill`
    /// (0, 0, 200, 200), `.scaleAspectFit` (0, 50, 200, 100),
    /// `.scaleAspectFill` (−100, 0, 400, 200), `.center` (50, 75, 100, 50),
    /// `.bottomRight` (100, 150, 100, 50). A content size with a zero side
    /// gives `.scaleAspectFit`/`.scaleAspectFill` the bounds.
    ///
    /// - Complexity: O(1).
    public func rect(forContentOfSize size: Size, in bounds: Rect) -> Rect {
        let b = bounds.standardized
        switch self {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return b }
            let sx = b.width / size.width, sy = b.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: b.minX + (b.width - w) / 2, y: b.minY + (b.height - h) / 2, width: w, height: h)
        default:
            let cx = b.minX + (b.width - size.width) / 2, cy = b.minY + (b.height - size.height) / 2
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - size.width
            default: x = cx
            }
            switch self {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - size.height
            default: y = cy
            }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
