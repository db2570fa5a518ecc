import Strata

extension SVGWriter {
    /// The CSS generic family for a face: `monospace` for fixed pitch,
    /// `serif` for a family named "Serif" without "Sans", else `sans-serif`.
    static func genericFamily(of face: FontFace) -> String {
        if face.isFixedPitch { return "monospace" }
        let name = face.family.lowercased()
        return name.contains("serif") && !name.contains("sans") ? "serif" : "sans-serif"
    }

    /// A run in a font face: a `<text>` naming the family with a generic
    /// fallback (and its weight and slant), or one `<path>` of the glyph
    /// outlines (the run's shaped `glyphs` when it has them) carrying the
    /// family in `data-font-family`. Glyphs whose box
    /// (`FontFace.glyphBounds`) lies left or right of `visible` are left
    /// out of the path.
    func writeText(_ run: TextRun, face: FontFace, visible: VisibleArea, depth: Int, into out: inout SVGOutput) {
        switch textMode {
        case .textElements:
            out.appendIndent(depth)
            out.append("<text x=\"")
            out.append(number: run.origin.x)
            out.append("\" y=\"")
            out.append(number: run.origin.y)
            out.append("\" font-family=\"'")
            out.append(escapeXML(face.family).replacingQuotes())
            out.append("', ")
            out.append(Self.genericFamily(of: face))
            out.append("\" font-size=\"")
            out.append(number: run.fontSize)
            out.append("\"")
            if face.weightClass != 400 {
                out.append(" font-weight=\"")
                out.append(String(face.weightClass))
                out.append("\"")
            }
            if face.isItalic { out.append(" font-style=\"italic\"") }
            out.append(" textLength=\"")
            out.append(number: run.advanceWidth(face: face))
            out.append("\"")
            appendPaint("fill", run.color, run.opacity, into: &out)
            out.append(">")
            out.append(escaping: run.text)
            out.append("</text>\n")
        case .glyphPaths:
            let k = run.fontSize / Double(face.unitsPerEm)
            let left = face.glyphBounds.minX * k, right = face.glyphBounds.maxX * k
            var path = PathElement(depth: depth)
            run.forEachGlyph(face: face) { glyph, gx, gy in
                let x0 = run.origin.x + gx, y0 = run.origin.y + gy
                guard x0 + left - 0.5 < visible.x1, x0 + right + 0.5 > visible.x0 else { return }
                guard let outline = try? face.outline(of: glyph) else { return }
                func xy(_ p: Point) {
                    out.append(number: x0 + p.x * k)
                    out.append(" ")
                    out.append(number: y0 - p.y * k)
                }
                outline.forEachSegment { segment in
                    switch segment {
                    case .move(let p):
                        path.startSubpath(&out)
                        out.append("M")
                        xy(p)
                    case .line(let p):
                        path.begin(&out)
                        out.append("L")
                        xy(p)
                    case .quad(let c, let p):
                        path.begin(&out)
                        out.append("Q")
                        xy(c)
                        out.append(" ")
                        xy(p)
                    case .cubic(let c1, let c2, let p):
                        path.begin(&out)
                        out.append("C")
                        xy(c1)
                        out.append(" ")
                        xy(c2)
                        out.append(" ")
                        xy(p)
                    case .close:
                        path.begin(&out)
                        out.append("Z")
                    }
                }
            }
            guard path.started else { return }
            out.append("\" data-font-family=\"")
            out.append(escaping: face.family)
            out.append("\"")
            appendPaint("fill", run.color, run.opacity, into: &out)
            out.append("/>\n")
        }
    }
}

extension String {
    /// The string with `'` escaped for a single-quoted CSS name (every `'`,
    /// also one a combining mark follows).
    func replacingQuotes() -> String {
        var out: [UInt8] = []
        for byte in utf8 {
            if byte == UInt8(ascii: "'") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
