extension TextRun {
    /// Appends one run drawn with `face`, which has colour glyphs
    /// (`FontFace.hasColorGlyphs`): each glyph with a `CBDT` bitmap becomes
    /// an `.image` (linear filter, no tint), each with `COLR` layers one
    /// `.path` per layer in its palette colour (the text colour for the
    /// layers that ask for it); the characters between them stay `.text`
    /// runs of the face. `origin` is the left end of the run's baseline.
    ///
    /// - Complexity: O(characters); a bitmap's PNG is decoded once
    ///   (`ColorGlyphImages`).
    static func appendColorRun(_ text: Substring, origin: Point, fontSize: Double, face: FontFace, color: Color,
                               opacity: Double, to commands: inout DisplayCommandSink) {
        let scale = fontSize / Double(max(1, face.unitsPerEm))
        var pen = 0
        var pendingStart = text.startIndex, pendingPen = 0
        func flush(upTo end: String.Index, _ commands: inout DisplayCommandSink) {
            guard pendingStart < end else { return }
            commands.append(.text(TextRun(text: String(text[pendingStart..<end]),
                                          origin: Point(x: origin.x + Double(pendingPen) * scale, y: origin.y),
                                          fontSize: fontSize, fontName: face.fontName, face: face,
                                          color: color, opacity: opacity)))
        }
        var i = text.startIndex
        while i < text.endIndex {
            let scalar = text.unicodeScalars[i]
            let next = text.unicodeScalars.index(after: i)
            defer { i = next }
            if FontFace.isHidden(scalar.value) {
                // A selector or joiner after a colour glyph draws nothing (not a `.text` run of its own).
                if pendingStart == i { pendingStart = next }
                continue
            }
            let glyph = face.glyph(for: scalar)
            let penPoint = Point(x: origin.x + Double(pen) * scale, y: origin.y)
            var drawn = false
            if glyph != 0, let entry = ColorGlyphImages.entry(face: face, glyph: glyph, size: fontSize) {
                flush(upTo: i, &commands)
                if let image = entry.image {
                    commands.append(.image(ImageCommand(image: image,
                                                        destination: entry.bitmap.rect(atSize: fontSize, pen: penPoint),
                                                        opacity: opacity, filter: .linear)))
                }
                drawn = true
            } else if glyph != 0, let layers = try? face.colorLayers(of: glyph), !layers.isEmpty {
                flush(upTo: i, &commands)
                for layer in layers {
                    guard let outline = try? face.outline(of: layer.glyph), !outline.isEmpty else { continue }
                    commands.append(.path(PathCommand(path: path(of: outline, pen: penPoint, scale: scale),
                                                      drawing: .fill(.nonZero), color: layer.color ?? color,
                                                      opacity: opacity)))
                }
                drawn = true
            }
            if drawn {
                pendingStart = next
                pen += face.advance(of: glyph)
                pendingPen = pen
            } else {
                pen += face.advance(of: glyph)
            }
        }
        flush(upTo: text.endIndex, &commands)
    }

    /// `outline` (font units, y up) as a window path (y down), scaled by
    /// `scale` with its origin at `pen`.
    static func path(of outline: GlyphOutline, pen: Point, scale: Double) -> Path {
        var path = Path()
        func p(_ q: Point) -> Point { Point(x: pen.x + q.x * scale, y: pen.y - q.y * scale) }
        outline.forEachSegment { segment in
            switch segment {
            case .move(let q): path.move(to: p(q))
            case .line(let q): path.addLine(to: p(q))
            case .quad(let c, let q): path.addQuadCurve(to: p(q), control: p(c))
            case .cubic(let c1, let c2, let q): path.addCurve(to: p(q), control1: p(c1), control2: p(c2))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}
