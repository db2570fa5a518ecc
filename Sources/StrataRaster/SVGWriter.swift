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
///
/// Colours are `#RRGGBB` with `fill-opacity`/`stroke-opacity` for
/// alpha × opacity; numbers are rounded to 4 decimals.
public struct SVGWriter: Sendable {
    /// How text runs are written.
    public enum TextMode: Sendable, Hashable {
        /// Glyph cells as a path, identical to the raster.
        case glyphPaths
        /// `<text>` elements (selectable, but in the viewer's monospace font).
        case textElements
    }

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

    /// The SVG document for `list`, ending with a newline.
    ///
    /// - Complexity: O(commands + characters).
    public func write(_ list: DisplayList) -> String {
        let w = list.size.width, h = list.size.height
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(w * scale))\" "
            + "height=\"\(svgNumber(h * scale))\" viewBox=\"0 0 \(svgNumber(w)) \(svgNumber(h))\">\n"
        var depth = 0
        var clipCount = 0
        for command in list.commands {
            let indent = String(repeating: "  ", count: depth + 1)
            switch command {
            case .rect(let r):
                writeRect(r, indent: indent, into: &out)
            case .pushClip(let rect, let radius):
                clipCount += 1
                out += "\(indent)<clipPath id=\"clip\(clipCount)\">\(rectElement(rect, radius: radius))/></clipPath>\n"
                out += "\(indent)<g clip-path=\"url(#clip\(clipCount))\">\n"
                depth += 1
            case .popClip:
                precondition(depth > 0, "popClip without a matching pushClip")
                depth -= 1
                out += String(repeating: "  ", count: depth + 1) + "</g>\n"
            case .text(let run):
                writeText(run, indent: indent, into: &out)
            }
        }
        while depth > 0 {
            depth -= 1
            out += String(repeating: "  ", count: depth + 1) + "</g>\n"
        }
        return out + "</svg>\n"
    }

    func writeRect(_ r: RectCommand, indent: String, into out: inout String) {
        if let fill = r.fill {
            out += indent + rectElement(r.rect, radius: r.cornerRadius) + paint("fill", fill, r.opacity) + "/>\n"
        }
        let s = r.rect.standardized
        let bw = min(r.borderWidth, s.width / 2, s.height / 2)
        if bw > 0 {
            let inner = Rect(x: s.minX + bw / 2, y: s.minY + bw / 2, width: s.width - bw, height: s.height - bw)
            let radius = max(0, min(r.cornerRadius, s.width / 2, s.height / 2) - bw / 2)
            out += indent + rectElement(inner, radius: radius) + " fill=\"none\""
                + paint("stroke", r.borderColor, r.opacity) + " stroke-width=\"\(svgNumber(bw))\"/>\n"
        }
    }

    /// `<rect x y width height [rx]` without the closing `/>`.
    func rectElement(_ rect: Rect, radius: Double) -> String {
        let s = rect.standardized
        var e = "<rect x=\"\(svgNumber(s.minX))\" y=\"\(svgNumber(s.minY))\" "
            + "width=\"\(svgNumber(s.width))\" height=\"\(svgNumber(s.height))\""
        let r = min(radius, s.width / 2, s.height / 2)
        if r > 0 { e += " rx=\"\(svgNumber(r))\"" }
        return e
    }

    /// ` fill="#RRGGBB"` plus ` fill-opacity="…"` when not opaque.
    func paint(_ attribute: String, _ color: Color, _ opacity: Double) -> String {
        let rgb = Color(red: color.red, green: color.green, blue: color.blue).hexString
        let a = min(max(color.alpha, 0), 1) * min(max(opacity, 0), 1)
        return " \(attribute)=\"\(rgb)\"" + (a < 1 ? " \(attribute)-opacity=\"\(svgNumber(a))\"" : "")
    }

    func writeText(_ run: TextRun, indent: String, into out: inout String) {
        if let face = run.face, face.hasGlyphOutlines || textMode == .textElements {
            writeText(run, face: face, indent: indent, into: &out)
            return
        }
        switch textMode {
        case .textElements:
            let font = BuiltinFont(size: run.fontSize)
            out += "\(indent)<text x=\"\(svgNumber(run.origin.x))\" y=\"\(svgNumber(run.origin.y))\" "
                + "font-family=\"monospace\" font-size=\"\(svgNumber(run.fontSize))\" "
                + "textLength=\"\(svgNumber(font.width(ofCharacters: run.text.count)))\""
                + paint("fill", run.color, run.opacity) + ">\(escapeXML(run.text))</text>\n"
        case .glyphPaths:
            let u = BuiltinFont(size: run.fontSize).unit
            let top = run.origin.y - Double(BuiltinFont.rowsAboveBaseline) * u
            var d = ""
            for (g, ch) in run.text.enumerated() {
                let index = BuiltinFont.glyphIndex(for: ch)
                let gx = run.origin.x + Double(g * 6) * u
                for row in 0..<BuiltinFont.glyphRows {
                    let bits = BuiltinFont.glyphRow(index, row: row)
                    var c = 0
                    while c < BuiltinFont.glyphColumns {
                        guard bits & (0x10 >> UInt8(c)) != 0 else { c += 1; continue }
                        var end = c + 1
                        while end < BuiltinFont.glyphColumns, bits & (0x10 >> UInt8(end)) != 0 { end += 1 }
                        let x = gx + Double(c) * u, y = top + Double(row) * u
                        d += (d.isEmpty ? "" : " ") + "M\(svgNumber(x)) \(svgNumber(y))h\(svgNumber(Double(end - c) * u))"
                            + "v\(svgNumber(u))h\(svgNumber(-Double(end - c) * u))z"
                        c = end
                    }
                }
            }
            if d.isEmpty { return }
            out += "\(indent)<path d=\"\(d)\"" + paint("fill", run.color, run.opacity) + "/>\n"
        }
    }
}

/// A number for SVG: rounded to 4 decimals, without `.0` when integral.
func svgNumber(_ v: Double) -> String {
    let r = (v * 10_000).rounded() / 10_000
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
    return String(r)
}

/// `&`, `<`, `>` and `"` as XML entities.
func escapeXML(_ s: String) -> String {
    var out = ""
    for ch in s {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(ch)
        }
    }
    return out
}
