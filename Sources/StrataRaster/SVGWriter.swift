import Strata

/// Writes a `DisplayList` as an SVG document: the same picture the
/// `Raster` draws.
///
/// - `.rect` → `<rect>` with `rx` for rounded corners; a border becomes a
///   second `<rect>` with `fill="none"` and a stroke centred half the
///   border width inside the edge (so it lies inside, as the raster draws it).
/// - `pushClip`/`popClip` → a `<clipPath>` and a `<g clip-path=…>` group;
///   nested groups intersect.
/// - `.text` → by default the built-in font's glyph cells as one `<path>`
///   per run (pixel-for-pixel the raster's shapes), or with
///   `textMode: .textElements` a `<text>` element in a monospace font.
/// - `.image` → the image once as a PNG `data:` URI in `<defs>`, drawn with
///   `<use>` in a nested `<svg>` whose `viewBox` is the source rectangle
///   (see `writeImage`).
///
/// Colours are `#RRGGBB` with `fill-opacity`/`stroke-opacity` for
/// alpha × opacity; numbers are rounded to 4 decimals.
///
/// `write(_:to:)` hands the document to a sink in pieces, so memory stays
/// bounded however long the text is; `write(_:)` collects the same bytes
/// into a `String`.
public struct SVGWriter: Sendable {
    /// How text runs are written.
    public enum TextMode: Sendable, Hashable {
        /// Glyph cells as a path, identical to the raster.
        case glyphPaths
        /// `<text>` elements (selectable, but in the viewer's monospace font).
        case textElements
    }

    /// The size in bytes at which `write(_:to:)` hands a piece to its sink.
    public static let pieceSize = 1 << 16

    /// Pixels per point for the `width`/`height` attributes (the `viewBox`
    /// stays in points).
    public var scale: Double
    /// How text runs are written.
    public var textMode: TextMode

    /// Creates a writer.
    public init(scale: Double = 1, textMode: TextMode = .glyphPaths) {
        self.scale = scale
        self.textMode = textMode
    }

    /// The SVG document for `list`, ending with a newline: the bytes
    /// `write(_:to:)` produces, as a string.
    ///
    /// - Complexity: O(commands + characters); the whole document is held
    ///   in memory (twice, briefly). Use `write(_:to:)` for large lists.
    public func write(_ list: DisplayList) -> String {
        var bytes: [UInt8] = []
        write(list) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the SVG document for `list` to `sink` in pieces, in order.
    ///
    /// Each piece is about `SVGWriter.pieceSize` bytes (the last one may be
    /// shorter; none is empty) and is only valid during the call. A piece
    /// may end inside a multi-byte UTF-8 sequence: the pieces concatenated
    /// are the document, byte for byte what `write(_:)` returns. A sink that
    /// cannot write (a full disk) should remember its error and ignore the
    /// rest.
    ///
    /// - Complexity: O(commands + characters) time; memory O(1) beyond
    ///   `pieceSize` and the list itself.
    public func write(_ list: DisplayList, to sink: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var out = SVGOutput(sink: sink)
            write(list, into: &out)
            out.flush()
        }
    }

    func write(_ list: DisplayList, into out: inout SVGOutput) {
        let w = list.size.width, h = list.size.height
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        out.append(number: w * scale)
        out.append("\" height=\"")
        out.append(number: h * scale)
        out.append("\" viewBox=\"0 0 ")
        out.append(number: w)
        out.append(" ")
        out.append(number: h)
        out.append("\">\n")
        var depth = 0
        var clipCount = 0
        var images = SVGImageDefinitions()
        var effectIDs = 0
        // What can show: the viewBox, then each clip intersected with the
        // one it lies in.
        var visible = [VisibleArea(x0: 0, y0: 0, x1: w, y1: h)]
        for command in list.commands {
            switch command {
            case .rect(let r):
                writeRect(r, depth: depth, into: &out)
            case .pushClip(let rect, let radius):
                clipCount += 1
                out.appendIndent(depth)
                out.append("<clipPath id=\"clip")
                out.append(String(clipCount))
                out.append("\">")
                appendRectElement(rect, radius: radius, into: &out)
                out.append("/></clipPath>\n")
                out.appendIndent(depth)
                out.append("<g clip-path=\"url(#clip")
                out.append(String(clipCount))
                out.append(")\">\n")
                depth += 1
                visible.append(visible[visible.count - 1].intersection(rect))
            case .popClip:
                precondition(depth > 0, "popClip without a matching pushClip")
                depth -= 1
                visible.removeLast()
                out.appendIndent(depth)
                out.append("</g>\n")
            case .text(let run):
                writeText(run, visible: visible[visible.count - 1], depth: depth, into: &out)
            case .image(let image):
                writeImage(image, images: &images, depth: depth, into: &out)
            // Effects (SVGWriter+Effects.swift).
            case .pushTransform(let t):
                openTransformGroup(t, depth: &depth, visible: &visible, into: &out)
            case .popTransform, .endLayer:
                closeGroup(depth: &depth, visible: &visible, into: &out)
            case .shadow(let shadow):
                writeShadow(shadow, ids: &effectIDs, depth: depth, into: &out)
            case .beginLayer(let opacity):
                openLayerGroup(opacity: opacity, depth: &depth, visible: &visible, into: &out)
            case .gradient(let gradient):
                writeGradient(gradient, ids: &effectIDs, depth: depth, into: &out)
            case .path(let path):
                writePath(path, ids: &effectIDs, depth: depth, into: &out)
            }
        }
        while depth > 0 {
            depth -= 1
            out.appendIndent(depth)
            out.append("</g>\n")
        }
        out.append("</svg>\n")
    }

    func writeRect(_ r: RectCommand, depth: Int, into out: inout SVGOutput) {
        if let fill = r.fill {
            out.appendIndent(depth)
            appendRectElement(r.rect, radius: r.cornerRadius, into: &out)
            appendPaint("fill", fill, r.opacity, into: &out)
            out.append("/>\n")
        }
        let s = r.rect.standardized
        let bw = min(r.borderWidth, s.width / 2, s.height / 2)
        if bw > 0 {
            let inner = Rect(x: s.minX + bw / 2, y: s.minY + bw / 2, width: s.width - bw, height: s.height - bw)
            let radius = max(0, min(r.cornerRadius, s.width / 2, s.height / 2) - bw / 2)
            out.appendIndent(depth)
            appendRectElement(inner, radius: radius, into: &out)
            out.append(" fill=\"none\"")
            appendPaint("stroke", r.borderColor, r.opacity, into: &out)
            out.append(" stroke-width=\"")
            out.append(number: bw)
            out.append("\"/>\n")
        }
    }

    /// `<rect x y width height [rx]` without the closing `/>`.
    func appendRectElement(_ rect: Rect, radius: Double, into out: inout SVGOutput) {
        let s = rect.standardized
        out.append("<rect x=\"")
        out.append(number: s.minX)
        out.append("\" y=\"")
        out.append(number: s.minY)
        out.append("\" width=\"")
        out.append(number: s.width)
        out.append("\" height=\"")
        out.append(number: s.height)
        out.append("\"")
        let r = min(radius, s.width / 2, s.height / 2)
        if r > 0 {
            out.append(" rx=\"")
            out.append(number: r)
            out.append("\"")
        }
    }

    /// ` fill="#RRGGBB"` plus ` fill-opacity="…"` when not opaque.
    func appendPaint(_ attribute: String, _ color: Color, _ opacity: Double, into out: inout SVGOutput) {
        let rgb = Color(red: color.red, green: color.green, blue: color.blue).hexString
        let a = min(max(color.alpha, 0), 1) * min(max(opacity, 0), 1)
        out.append(" ")
        out.append(attribute)
        out.append("=\"")
        out.append(rgb)
        out.append("\"")
        if a < 1 {
            out.append(" ")
            out.append(attribute)
            out.append("-opacity=\"")
            out.append(number: a)
            out.append("\"")
        }
    }

    /// Writes a text run, unless none of it can show in `visible`.
    func writeText(_ run: TextRun, visible: VisibleArea, depth: Int, into out: inout SVGOutput) {
        guard mayShow(run, in: visible) else { return }
        if let face = run.face, face.hasGlyphOutlines || textMode == .textElements {
            writeText(run, face: face, visible: visible, depth: depth, into: &out)
            return
        }
        switch textMode {
        case .textElements:
            let font = BuiltinFont(size: run.fontSize)
            out.appendIndent(depth)
            out.append("<text x=\"")
            out.append(number: run.origin.x)
            out.append("\" y=\"")
            out.append(number: run.origin.y)
            out.append("\" font-family=\"monospace\" font-size=\"")
            out.append(number: run.fontSize)
            out.append("\" textLength=\"")
            out.append(number: font.width(ofCharacters: run.text.count))
            out.append("\"")
            appendPaint("fill", run.color, run.opacity, into: &out)
            out.append(">")
            out.append(escaping: run.text)
            out.append("</text>\n")
        case .glyphPaths:
            let u = BuiltinFont(size: run.fontSize).unit
            let top = run.origin.y - Double(BuiltinFont.rowsAboveBaseline) * u
            var path = PathElement(depth: depth)
            for (g, ch) in run.text.enumerated() {
                let gx = run.origin.x + Double(g * 6) * u
                // Glyphs left or right of what can show are left out.
                if gx >= visible.x1 { break }
                if gx + Double(BuiltinFont.glyphColumns) * u <= visible.x0 { continue }
                let index = BuiltinFont.glyphIndex(for: ch)
                for row in 0..<BuiltinFont.glyphRows {
                    let bits = BuiltinFont.glyphRow(index, row: row)
                    var c = 0
                    while c < BuiltinFont.glyphColumns {
                        guard bits & (0x10 >> UInt8(c)) != 0 else { c += 1; continue }
                        var end = c + 1
                        while end < BuiltinFont.glyphColumns, bits & (0x10 >> UInt8(end)) != 0 { end += 1 }
                        let x = gx + Double(c) * u, y = top + Double(row) * u
                        path.startSubpath(&out)
                        out.append("M")
                        out.append(number: x)
                        out.append(" ")
                        out.append(number: y)
                        out.append("h")
                        out.append(number: Double(end - c) * u)
                        out.append("v")
                        out.append(number: u)
                        out.append("h")
                        out.append(number: -Double(end - c) * u)
                        out.append("z")
                        c = end
                    }
                }
            }
            guard path.started else { return }
            out.append("\"")
            appendPaint("fill", run.color, run.opacity, into: &out)
            out.append("/>\n")
        }
    }

    /// Whether any of `run` can show in `visible`: its box
    /// (`Raster.bounds(of:)`; for `<text>`, widened by the font size, as a
    /// viewer's font may reach further) overlaps it.
    func mayShow(_ run: TextRun, in visible: VisibleArea) -> Bool {
        // The vertical test first: it costs nothing, the box's width a walk
        // over the text.
        let pad = textMode == .textElements ? run.fontSize : 0
        let top: Double, bottom: Double
        if let face = run.face, face.hasGlyphOutlines {
            let k = run.fontSize / Double(face.unitsPerEm)
            top = run.origin.y - max(0, face.glyphBounds.maxY * k) - 0.5
            bottom = run.origin.y - min(0, face.glyphBounds.minY * k) + 0.5
        } else {
            let u = BuiltinFont(size: run.fontSize).unit
            top = run.origin.y - Double(BuiltinFont.rowsAboveBaseline) * u
            bottom = top + Double(BuiltinFont.glyphRows) * u
        }
        guard top - pad < visible.y1, bottom + pad > visible.y0, run.origin.x - pad < visible.x1 else { return false }
        let box = Raster.bounds(of: run)
        return box.minX - pad < visible.x1 && box.maxX + pad > visible.x0
    }
}

/// The part of the picture that can show: the viewBox intersected with the
/// clips in effect (their rectangles; rounded corners only take away).
struct VisibleArea: Sendable {
    var x0: Double, y0: Double, x1: Double, y1: Double

    /// The area inside both this and `rect`.
    func intersection(_ rect: Rect) -> VisibleArea {
        let s = rect.standardized
        return VisibleArea(x0: max(x0, s.minX), y0: max(y0, s.minY), x1: min(x1, s.maxX), y1: min(y1, s.maxY))
    }
}

/// A `<path d="…"` element written as its subpaths come, its start only
/// once there is a first one (a run with no ink writes nothing).
struct PathElement {
    /// The nesting depth, for the indent.
    let depth: Int
    /// Whether `<path d="` has been written.
    private(set) var started = false

    init(depth: Int) {
        self.depth = depth
    }

    /// Writes the element's start before the first subpath, a space
    /// before the others.
    mutating func startSubpath(_ out: inout SVGOutput) {
        if started { out.append(" ") } else { begin(&out) }
    }

    /// Writes the element's start unless it has been.
    mutating func begin(_ out: inout SVGOutput) {
        guard !started else { return }
        out.appendIndent(depth)
        out.append("<path d=\"")
        started = true
    }
}

/// The bytes of a document on their way to a sink: collected in a buffer
/// that is handed over whenever it reaches `SVGWriter.pieceSize`.
struct SVGOutput {
    private var buffer: [UInt8] = []
    private let sink: (UnsafeRawBufferPointer) -> Void

    init(sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(SVGWriter.pieceSize + 256)
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= SVGWriter.pieceSize { flush() }
    }

    /// Appends `svgNumber(value)`.
    mutating func append(number value: Double) {
        append(svgNumber(value))
    }

    /// Two spaces per level, plus one level: the indent of an element
    /// inside `depth` clip groups.
    mutating func appendIndent(_ depth: Int) {
        for _ in 0...depth { buffer.append(0x20); buffer.append(0x20) }
    }

    /// Appends `text` with `&`, `<`, `>` and `"` as XML entities
    /// (`escapeXML`), a piece at a time.
    mutating func append(escaping text: String) {
        for byte in text.utf8 {
            appendXMLEscaped(byte, to: &buffer)
            if buffer.count >= SVGWriter.pieceSize { flush() }
        }
    }

    /// Hands what is buffered to the sink (nothing when empty).
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes(sink)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A number for SVG: rounded to 4 decimals, without `.0` when integral.
func svgNumber(_ v: Double) -> String {
    let r = (v * 10_000).rounded() / 10_000
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
    return String(r)
}

/// `&`, `<`, `>` and `"` as XML entities.
///
/// Each is replaced wherever it occurs, also when a combining mark follows
/// it (Swift then sees one `Character`, and an `&` left bare would make
/// the document malformed).
func escapeXML(_ s: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count)
    for byte in s.utf8 { appendXMLEscaped(byte, to: &out) }
    return String(decoding: out, as: UTF8.self)
}

/// Appends `byte`, or its XML entity when it is `&`, `<`, `>` or `"`: the
/// one table `escapeXML` and the streaming writer both use.
@inline(__always)
func appendXMLEscaped(_ byte: UInt8, to out: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
    case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
    case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
    case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
    default: out.append(byte)
    }
}
