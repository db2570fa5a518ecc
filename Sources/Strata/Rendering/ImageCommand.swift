/// How an image is sampled when it is drawn at another size than its
/// pixels: the counterpart of Core Animation's filters.
public enum ImageFilter: String, Sendable, Hashable, CaseIterable {
    /// Bilinear: the four nearest pixels weighted by distance (smooth).
    case linear
    /// The nearest pixel (hard edges: pixel art).
    case nearest
}

/// Draw part of an image into a rectangle: the display list's
/// `.image(ImageCommand)`.
///
/// `source` (image pixels) is scaled onto `destination` (window points).
/// With `tileSize`, one copy of `source` covers `tileSize` instead, from
/// the destination's top-left corner, repeated across and down and cut at
/// the destination's edges (the tiled parts of a resizable image). A
/// `tint` draws the image as a template: the tint colour, with the image's
/// alpha. Everything is multiplied by `opacity`.
///
/// A host keys its texture cache on `identity` (see `ImageIdentity`):
/// upload `image.rgba` (straight alpha, `image.pixelWidth` ×
/// `image.pixelHeight`) once, and again when `identity.generation` changes.
public struct ImageCommand: Sendable, Hashable {
    /// The fields, out of line and copied on write: inline they would
    /// make every `DisplayCommand` 256 bytes instead of 128 (an enum is as
    /// large as its largest case), and the display list moves each command
    /// twice a frame.
    private var storage: ImageCommandStorage

    /// Which pixels and which version of them: `image.identity`.
    public var identity: ImageIdentity {
        get { storage.identity }
        set { uniqueStorage().identity = newValue }
    }
    /// The image; its pixels are `image.rgba`.
    public var image: Image {
        get { storage.image }
        set { uniqueStorage().image = newValue }
    }
    /// Where the image is drawn, in window points.
    public var destination: Rect {
        get { storage.destination }
        set { uniqueStorage().destination = newValue }
    }
    /// The part of the image drawn, in image pixels (from its top-left).
    public var source: Rect {
        get { storage.source }
        set { uniqueStorage().source = newValue }
    }
    /// The colour of a template image (`Image.RenderingMode.alwaysTemplate`):
    /// drawn in this colour where the image is opaque; `nil` draws the
    /// image's own colours.
    public var tint: Color? {
        get { storage.tint }
        set { uniqueStorage().tint = newValue }
    }
    /// The product of the alphas from the window down to the view.
    public var opacity: Double {
        get { storage.opacity }
        set { uniqueStorage().opacity = newValue }
    }
    /// How pixels are sampled when the image is scaled.
    public var filter: ImageFilter {
        get { storage.filter }
        set { uniqueStorage().filter = newValue }
    }
    /// `nil`: `source` is stretched over `destination`. Otherwise the size,
    /// in points, one copy of `source` takes; copies repeat from the
    /// destination's top-left corner and the last ones are cut.
    public var tileSize: Size? {
        get { storage.tileSize }
        set { uniqueStorage().tileSize = newValue }
    }

    /// Creates an image command; `identity` is the image's.
    ///
    /// - Parameters:
    ///   - source: the pixels drawn; the whole image by default.
    public init(image: Image, destination: Rect, source: Rect? = nil, tint: Color? = nil, opacity: Double = 1,
                filter: ImageFilter = .linear, tileSize: Size? = nil) {
        storage = ImageCommandStorage(
            identity: image.identity, image: image, destination: destination,
            source: source ?? Rect(x: 0, y: 0, width: Double(image.pixelWidth), height: Double(image.pixelHeight)),
            tint: tint, opacity: opacity, filter: filter, tileSize: tileSize)
    }

    /// The storage, copied first when another command shares it.
    private mutating func uniqueStorage() -> ImageCommandStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Whether the two commands draw the same: every field equal.
    public static func == (lhs: ImageCommand, rhs: ImageCommand) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let a = lhs.storage, b = rhs.storage
        return a.identity == b.identity && a.destination == b.destination && a.source == b.source
            && a.tint == b.tint && a.opacity == b.opacity && a.filter == b.filter && a.tileSize == b.tileSize
            && a.image == b.image
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.identity)
        hasher.combine(s.image)
        hasher.combine(s.destination)
        hasher.combine(s.source)
        hasher.combine(s.tint)
        hasher.combine(s.opacity)
        hasher.combine(s.filter)
        hasher.combine(s.tileSize)
    }
}

extension ImageCommand {
    /// The commands that draw `image` over `destination` (window points):
    /// one for a plain image; for a resizable one (cap insets, or
    /// `.tile`), a nine-slice of up to nine — the corners at their cap
    /// size, the edges stretched (or tiled) along one axis, the middle
    /// along both. Empty slices are left out. When the destination is
    /// narrower (shorter) than the two caps together, the caps shrink in
    /// proportion and the middle column (row) is empty. A template image
    /// (`.alwaysTemplate`) is drawn in `tint`; other images ignore it.
    ///
    /// - Complexity: O(1).
    public static func commands(drawing image: Image, in destination: Rect, tint: Color?, opacity: Double = 1,
                                filter: ImageFilter = .linear) -> [ImageCommand] {
        var sink = DisplayCommandSink()
        append(drawing: image, in: destination, tint: tint, opacity: opacity, filter: filter, to: &sink)
        return sink.finish().compactMap { if case .image(let c) = $0 { c } else { nil } }
    }

    /// `commands(drawing:in:tint:opacity:filter:)`, appended to a list.
    static func append(drawing image: Image, in destination: Rect, tint: Color?, opacity: Double,
                       filter: ImageFilter, to commands: inout DisplayCommandSink) {
        let d = destination.standardized
        guard image.pixelWidth > 0, image.pixelHeight > 0, d.width > 0, d.height > 0 else { return }
        let tint = image.renderingMode == .alwaysTemplate ? tint : nil
        let caps = image.capInsets
        if caps == .zero && image.resizingMode == .stretch {
            commands.append(.image(ImageCommand(image: image, destination: d, tint: tint, opacity: opacity,
                                                filter: filter)))
            return
        }
        let s = image.scale
        let w = Double(image.pixelWidth), h = Double(image.pixelHeight)
        // Source columns and rows (pixels), caps limited to the image.
        let sl = min(max(0, caps.left * s), w), sr = min(max(0, caps.right * s), w - sl)
        let st = min(max(0, caps.top * s), h), sb = min(max(0, caps.bottom * s), h - st)
        let xs = [0, sl, w - sr, w], ys = [0, st, h - sb, h]
        // Destination columns and rows (points): caps at their size,
        // shrunk in proportion when they do not fit.
        let fx = min(1, (sl + sr) > 0 ? d.width / ((sl + sr) / s) : 1)
        let fy = min(1, (st + sb) > 0 ? d.height / ((st + sb) / s) : 1)
        let dxs = [d.minX, d.minX + sl / s * fx, d.maxX - sr / s * fx, d.maxX]
        let dys = [d.minY, d.minY + st / s * fy, d.maxY - sb / s * fy, d.maxY]
        let tiles = image.resizingMode == .tile
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
                                  height: ys[row + 1] - ys[row])
                let target = Rect(x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column],
                                  height: dys[row + 1] - dys[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                var tileSize: Size? = nil
                if tiles && (row == 1 || column == 1) {
                    tileSize = Size(width: column == 1 ? source.width / s : target.width,
                                    height: row == 1 ? source.height / s : target.height)
                }
                commands.append(.image(ImageCommand(image: image, destination: target, source: source, tint: tint,
                                                    opacity: opacity, filter: filter, tileSize: tileSize)))
            }
        }
    }
}
