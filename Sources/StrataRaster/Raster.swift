import Strata

/// Draws a `DisplayList` into a `Canvas`: Strata's software rasterizer.
///
/// Coordinates are multiplied by `scale` (points → pixels). Edges are
/// anti-aliased by area coverage; rounded corners by the distance to the
/// arc; colours are blended source-over on straight alpha (see `Canvas`).
/// Clips intersect; a clip's coverage multiplies what is drawn inside it,
/// so rounded clips are anti-aliased too.
///
/// ```swift
/// let canvas = Raster(scale: 2).render(window.displayList(), background: RGBA8(255, 255, 255))
/// let png = PNGEncoder().encode(canvas)
/// ```
public struct Raster: Sendable {
    /// Pixels per point.
    public var scale: Double
    /// The most horizontal bands a canvas is cut into, drawn in parallel
    /// (`Raster.defaultBandCount` unless set; 1 draws on the calling
    /// thread only). Small canvases use fewer bands (see
    /// `Raster.bandRows(height:width:bandCount:)`); the pixels never
    /// depend on it.
    public var bandCount: Int {
        didSet { precondition(bandCount >= 1, "Raster bandCount must be at least 1, got \(bandCount)") }
    }

    /// Creates a rasterizer with the given scale factor (pixels per point)
    /// and band count (at least 1).
    public init(scale: Double = 1, bandCount: Int = Raster.defaultBandCount) {
        precondition(scale > 0 && scale.isFinite, "Raster scale must be positive and finite, got \(scale)")
        precondition(bandCount >= 1, "Raster bandCount must be at least 1, got \(bandCount)")
        self.scale = scale
        self.bandCount = bandCount
    }

    /// The canvas size for a list: its size times the scale, rounded up.
    /// - Precondition: the canvas fits (`canvasSize(for:)` does not throw).
    public func pixelSize(for list: DisplayList) -> (width: Int, height: Int) {
        do {
            return try canvasSize(for: list)
        } catch {
            preconditionFailure("Raster: \(error)")
        }
    }

    /// The canvas size for a list (its size times the scale, rounded up),
    /// or an error when that canvas would hold more than
    /// `Canvas.maximumPixelCount` pixels or the size is not finite. Call it
    /// before `render` with sizes that come from outside.
    public func canvasSize(for list: DisplayList) throws(CanvasTooLarge) -> (width: Int, height: Int) {
        let rawWidth = (list.size.width * scale - 1e-9).rounded(.up)
        let rawHeight = (list.size.height * scale - 1e-9).rounded(.up)
        guard rawWidth.isFinite, rawHeight.isFinite else { throw CanvasTooLarge(width: rawWidth, height: rawHeight) }
        let width = max(0, rawWidth), height = max(0, rawHeight)
        guard width * height <= Double(Canvas.maximumPixelCount) else {
            throw CanvasTooLarge(width: width, height: height)
        }
        return (Int(width), Int(height))
    }

    /// Draws `list` into a new canvas filled with `background`.
    ///
    /// - Complexity: O(pixels covered by the commands).
    public func render(_ list: DisplayList, background: RGBA8 = .clear) -> Canvas {
        let (w, h) = pixelSize(for: list)
        // Each band fills its own rows with the background, then draws.
        var canvas = Canvas(width: w, height: h, uninitializedFor: background)
        drawBanded(list, region: (0, 0, w, h), background: background, into: &canvas)
        return canvas
    }

    /// Draws `list` over what `canvas` already holds, in `bandCount`
    /// horizontal bands drawn in parallel (`Raster+Bands`): the pixels are
    /// the same whatever the band count.
    ///
    /// An unmatched `popClip` is a programmer error.
    public func draw(_ list: DisplayList, into canvas: inout Canvas) {
        drawBanded(list, region: (0, 0, canvas.width, canvas.height), into: &canvas)
    }

    /// Runs `list`'s commands through `context` (whose clip box limits
    /// them: a band's rows, a region) onto `pixels` (the canvas's bytes).
    func draw(_ list: DisplayList, with context: inout RasterContext, into pixels: UnsafeMutableBufferPointer<UInt8>) {
        context.pixels = pixels
        // Read in place: a command is not copied out of the list (with its
        // strings' and arrays' retains) unless a flattened layer's opacity
        // must be multiplied into it.
        list.commands.withUnsafeBufferPointer { commands in
            var index = 0
            while index < commands.count {
                // A clip wholly beside the box draws nothing up to its
                // `popClip`: go past it without pushing (pushing left an
                // empty box and went to the `popClip`, the same state).
                if case .pushClip(let rect, let radius) = commands[index], !context.general,
                   context.isBesideBox(context.axisShape(rect, cornerRadius: radius)),
                   let close = Self.closingPop(of: index, in: commands) {
                    context.layersBegun += close.layers
                    index = close.index + 1
                    continue
                }
                if context.flatOpacity != 1, let faded = commands[index].multiplyingOpacity(by: context.flatOpacity) {
                    Self.run(faded, index: index, with: &context)
                } else {
                    Self.run(commands[index], index: index, with: &context)
                }
                // A clip that leaves nothing of the box (a region's, a
                // band's) draws nothing up to its `popClip`: go there.
                if case .pushClip = commands[index], context.box.0 >= context.box.2 || context.box.1 >= context.box.3,
                   let close = Self.closingPop(of: index, in: commands) {
                    context.layersBegun += close.layers
                    index = close.index
                    continue
                }
                index += 1
            }
        }
        context.endOpenLayers()
        context.pixels = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// The `popClip` closing the `pushClip` at `open`, and the layers begun
    /// before it, when every transform and layer opened between them is
    /// closed between them too (so skipping them leaves the context as
    /// drawing them would); `nil` otherwise (the list ends first, or its
    /// scopes interleave).
    /// - Complexity: O(commands up to the `popClip`), reading only their cases.
    static func closingPop(of open: Int, in commands: UnsafeBufferPointer<DisplayCommand>) -> (index: Int, layers: Int)? {
        var clips = 0, transforms = 0, layers = 0, begun = 0
        var j = open + 1
        while j < commands.count {
            switch commands[j] {
            case .pushClip: clips += 1
            case .popClip:
                if clips == 0 { return transforms == 0 && layers == 0 ? (j, begun) : nil }
                clips -= 1
            case .pushTransform: transforms += 1
            case .popTransform:
                if transforms == 0 { return nil }
                transforms -= 1
            case .beginLayer:
                layers += 1
                begun += 1
            case .endLayer:
                if layers == 0 { return nil }
                layers -= 1
            default: break
            }
            j += 1
        }
        return nil
    }

    /// Draws (or opens or closes the scope of) one command, list index `index`.
    @inline(__always)
    static func run(_ command: DisplayCommand, index: Int, with context: inout RasterContext) {
        switch command {
        case .rect(let r):
            context.drawRect(r, context.pixels)
        case .pushClip(let rect, let radius):
            context.pushClip(rect: rect, cornerRadius: radius)
        case .popClip:
            context.popClip()
        case .text(let run):
            context.drawText(run, context.pixels, command: index)
        case .image(let image):
            context.drawImage(image, context.pixels)
        // Effects (RasterContext+Transform, +Shadow, +Layers, +Gradient).
        case .pushTransform(let t):
            context.pushTransform(t)
        case .popTransform:
            context.popTransform()
        case .shadow(let shadow):
            context.drawShadow(shadow, context.pixels)
        case .beginLayer(let opacity):
            context.beginLayer(opacity: opacity)
        case .endLayer:
            context.endLayer()
        case .gradient(let gradient):
            context.drawGradient(gradient, context.pixels)
        case .path(let path):
            context.drawPath(path, context.pixels)
        }
    }
}

/// The state of one `Raster.draw`: the canvas size, the clip stack, the
/// transform stack and the layers being drawn.
struct RasterContext {
    let width: Int
    let height: Int
    let scale: Double
    /// The clips in effect, outermost first.
    var clips: [CoverageShape] = []
    /// The clips whose coverage is not simply 0 or 1 per pixel (rounded or
    /// fractional edges); only these are evaluated per pixel.
    var softClips: [CoverageShape] = []
    /// For each pushed clip, how many soft clips there were before it.
    var softCounts: [Int] = []
    /// The clips pushed under a rotating or shearing transform, as
    /// coverage masks (see `RasterContext+Paths`).
    var maskClips: [ClipMask] = []
    /// For each pushed clip, how many mask clips there were before it.
    var maskCounts: [Int] = []
    /// The pixel box all clips leave drawable: `(minX, minY, maxX, maxY)`,
    /// within the rows of the band being drawn.
    var box: (Int, Int, Int, Int)
    /// The same box without the band's limit: what it is when the whole
    /// canvas is drawn at once. Whatever is computed over a region rather
    /// than per pixel (path masks, blurs, layer budgets) takes its region
    /// from this box, so a band's pixels are the same as the whole
    /// picture's (`Raster+Bands`).
    var fullBox: (Int, Int, Int, Int)
    /// The boxes (band-limited and full) before each push.
    var savedBoxes: [((Int, Int, Int, Int), (Int, Int, Int, Int))] = []

    /// The pixels drawn into: the canvas, or the innermost layer.
    var pixels = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// Pixels per row of `pixels`, and the canvas pixel its first byte
    /// holds: a layer covers only its own box.
    var stride: Int
    var originX = 0, originY = 0

    /// Window points → canvas pixels: the scale, then every transform in
    /// effect (`RasterContext+Transform`).
    var matrix: AffineTransform
    /// While `matrix` only scales uniformly (by `k` > 0) and translates (by
    /// `offsetX`, `offsetY`), shapes stay axis-aligned and are drawn by
    /// the exact rectangle code; `general` is set otherwise.
    var k: Double
    var offsetX = 0.0, offsetY = 0.0
    var general = false
    /// The matrices before each `pushTransform`.
    var savedMatrices: [AffineTransform] = []

    /// Per `beginLayer`, in order, the canvas pixels its content can touch.
    var layerBounds: [(Int, Int, Int, Int)] = []
    /// The layers being drawn, innermost last.
    var layers: [LayerState] = []
    /// How many `beginLayer` commands have been met.
    var layersBegun = 0
    /// The pixels the layers' buffers hold now.
    var layerPixels = 0
    /// Layers drawn flat (past the depth or memory bound): the opacity
    /// before each, and the product in effect, which multiplies every
    /// command's opacity.
    var flatLayers: [Double] = []
    var flatOpacity = 1.0
    /// Reused coverage storage for paths (`PathMask`).
    var mask = PathMask()
    /// The text runs placed once for all bands of a banded draw, by
    /// command index (empty when drawing in one band;
    /// `Raster.placeGlyphRuns`).
    var placedRuns: [PlacedGlyphRun?] = []
    /// Blend tables of translucent span colours (`RasterContext+Spans`).
    var spanTables: [SpanTable] = []
    var nextSpanTable = 0

    init(width: Int, height: Int, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
        box = (0, 0, width, height)
        fullBox = box
        stride = width
        matrix = AffineTransform(scaleX: scale, y: scale)
        k = scale
    }

    /// The byte index of canvas pixel `(px, py)` in `pixels`.
    @inline(__always)
    func pixelIndex(_ px: Int, _ py: Int) -> Int {
        4 * ((py - originY) * stride + (px - originX))
    }

    /// Whether some clip's coverage must be evaluated per pixel.
    @inline(__always)
    var hasSoftClips: Bool { !softClips.isEmpty || !maskClips.isEmpty }

    /// Pushes a clip given in window points through the current transform.
    mutating func pushClip(rect: Rect, cornerRadius: Double) {
        if general {
            pushMaskClip(rect: rect, cornerRadius: cornerRadius)
        } else {
            pushClip(axisShape(rect, cornerRadius: cornerRadius))
        }
    }

    mutating func pushClip(_ shape: CoverageShape) {
        savedBoxes.append((box, fullBox))
        softCounts.append(softClips.count)
        maskCounts.append(maskClips.count)
        clips.append(shape)
        let b = shape.pixelBounds(width: width, height: height)
        box = (max(box.0, b.0), max(box.1, b.1), min(box.2, b.2), min(box.3, b.3))
        fullBox = (max(fullBox.0, b.0), max(fullBox.1, b.1), min(fullBox.2, b.2), min(fullBox.3, b.3))
        let integral = CoverageShape.isWhole(shape.x0) && CoverageShape.isWhole(shape.y0)
            && CoverageShape.isWhole(shape.x1) && CoverageShape.isWhole(shape.y1)
        if shape.radius > 0 || !integral { softClips.append(shape) }
    }

    mutating func popClip() {
        precondition(!clips.isEmpty, "popClip without a matching pushClip")
        clips.removeLast()
        (box, fullBox) = savedBoxes.removeLast()
        softClips.removeLast(softClips.count - softCounts.removeLast())
        maskClips.removeLast(maskClips.count - maskCounts.removeLast())
    }

    /// The product of the soft clips' coverage at a pixel.
    @inline(__always)
    func clipCoverage(_ px: Int, _ py: Int) -> Double {
        var c = 1.0
        for clip in softClips {
            c *= clip.coverage(px, py)
            if c == 0 { return 0 }
        }
        for clip in maskClips {
            c *= clip.coverage(px, py)
            if c == 0 { return 0 }
        }
        return c
    }

    /// Whether `shape` lies wholly beside the clip box (so it covers none
    /// of its pixels), by comparisons alone. Exact where it answers true:
    /// floor(x0) ≥ box.2 when x0 ≥ box.2, ceil(x1) ≤ box.0 when x1 ≤
    /// box.0 (the box's edges are whole), and the same down the rows; a
    /// NaN edge answers false.
    @inline(__always)
    func isBesideBox(_ shape: CoverageShape) -> Bool {
        shape.x0 >= Double(box.2) || shape.x1 <= Double(box.0) || shape.y0 >= Double(box.3) || shape.y1 <= Double(box.1)
    }

    /// The intersection of a shape's pixel bounds with the clip box.
    ///
    /// A shape wholly beside the box is answered by four comparisons (the
    /// common case in a region redraw): no pixel bound is worked out.
    @inline(__always)
    func clippedBounds(_ shape: CoverageShape) -> (Int, Int, Int, Int)? {
        if isBesideBox(shape) { return nil }
        let b = shape.pixelBounds(width: width, height: height)
        let r = (max(b.0, box.0), max(b.1, box.1), min(b.2, box.2), min(b.3, box.3))
        return r.0 < r.2 && r.1 < r.3 ? r : nil
    }

    /// Fills the rectangle, then draws its border inside it.
    mutating func drawRect(_ command: RectCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        if general {
            drawTransformedRect(command, pixels)
            return
        }
        let outer = axisShape(command.rect, cornerRadius: command.cornerRadius)
        guard command.opacity > 0, let b = clippedBounds(outer) else { return }
        let fill = command.fill.map { PaintColor($0, opacity: command.opacity) }
        let borderWidth = command.borderWidth * k
        let border = borderWidth > 0 ? PaintColor(command.borderColor, opacity: command.opacity) : nil
        let inner = outer.inset(by: borderWidth)
        let soft = hasSoftClips
        // Pixels inside `span` (of the inner shape when there is a border)
        // are fully covered and border-free: only the fill, at full coverage.
        let spanShape = borderWidth > 0 ? inner : outer
        for py in b.1..<b.3 {
            let rowOuter = outer.rowCoverage(py)
            let rowInner = inner.rowCoverage(py)
            var (s0, s1) = (b.0, b.0)
            if let f = fill, !soft {
                let span = spanShape.interiorSpan(py)
                s0 = min(max(span.0, b.0), b.2)
                s1 = max(min(span.1, b.2), s0)
                fillSpan(pixels, pixelIndex(s0, py), count: s1 - s0, f)
            }
            // The pixels left and right of the interior span (all of the
            // row when it has none), each by its coverage.
            for side in 0..<2 {
                let (start, end) = side == 0 ? (b.0, s0) : (s1, b.2)
                if start >= end { continue }
                var i = pixelIndex(start, py)
                for px in start..<end {
                    defer { i += 4 }
                    let outerCov = outer.coverage(px, py, row: rowOuter)
                    if outerCov <= 0 { continue }
                    // (Each coverage is computed once: the border's ring
                    // needs the outer and clip coverage again.)
                    let clipCov = soft ? clipCoverage(px, py) : 1
                    let cov = soft ? outerCov * clipCov : outerCov
                    if let f = fill, cov > 0 {
                        blendPixel(pixels, i, f.r, f.g, f.b, f.a * cov)
                    }
                    if let s = border, cov > 0 {
                        let innerCov = inner.isEmpty ? 0 : inner.coverage(px, py, row: rowInner)
                        let ring = max(0, outerCov - innerCov)
                        let c = soft ? ring * clipCov : ring
                        blendPixel(pixels, i, s.r, s.g, s.b, s.a * c)
                    }
                }
            }
        }
    }
}
