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
    /// outlines carrying the family in `data-font-family`.
    func writeText(_ run: TextRun, face: FontFace, indent: String, into out: inout String) {
        let family = "'\(escapeXML(face.family).replacingQuotes())', \(Self.genericFamily(of: face))"
        switch textMode {
        case .textElements:
            out += "\(indent)<text x=\"\(svgNumber(run.origin.x))\" y=\"\(svgNumber(run.origin.y))\" "
                + "font-family=\"\(family)\" font-size=\"\(svgNumber(run.fontSize))\""
                + (face.weightClass != 400 ? " font-weight=\"\(face.weightClass)\"" : "")
                + (face.isItalic ? " font-style=\"italic\"" : "")
                + " textLength=\"\(svgNumber(face.width(of: run.text[...], atSize: run.fontSize)))\""
                + paint("fill", run.color, run.opacity) + ">\(escapeXML(run.text))</text>\n"
        case .glyphPaths:
            let k = run.fontSize / Double(face.unitsPerEm)
            var d = ""
            face.forEachGlyph(in: run.text[...]) { glyph, pen in
                guard let outline = try? face.outline(of: glyph) else { return }
                let x0 = run.origin.x + Double(pen) * k, y0 = run.origin.y
                func xy(_ p: Point) -> String { "\(svgNumber(x0 + p.x * k)) \(svgNumber(y0 - p.y * k))" }
                outline.forEachSegment { segment in
                    switch segment {
                    case .move(let p): d += (d.isEmpty ? "" : " ") + "M" + xy(p)
                    case .line(let p): d += "L" + xy(p)
                    case .quad(let c, let p): d += "Q" + xy(c) + " " + xy(p)
                    case .close: d += "Z"
                    }
                }
            }
            if d.isEmpty { return }
            out += "\(indent)<path d=\"\(d)\" data-font-family=\"\(escapeXML(face.family))\""
                + paint("fill", run.color, run.opacity) + "/>\n"
        }
    }
}

extension String {
    /// The string with `'` escaped for a single-quoted CSS name.
    func replacingQuotes() -> String {
        var out = ""
        for ch in self { out += ch == "'" ? "\\'" : String(ch) }
        return out
    }
}
