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

    /// Appends one shaped run drawn with `face`, which has colour glyphs,
    /// from its positioned glyphs (`TextRunPiece.glyphs`, in visual order):
    /// the glyphs the face's `GSUB` made (an emoji with its skin tone, a
    /// ZWJ family, a flag, a keycap: one glyph each, as `hb-shape` gives
    /// them) each become one `.image` or one `.path` per layer, like
    /// `appendColorRun(_:origin:fontSize:face:color:opacity:to:)`; the
    /// glyphs between them stay `.text` runs of the face with their
    /// glyphs and the characters of their clusters. With no glyphs, the
    /// run is drawn one glyph per character.
    ///
    /// - Complexity: O(glyphs + characters); a bitmap's PNG is decoded once
    ///   (`ColorGlyphImages`).
    static func appendColorRun(_ text: Substring, glyphs: [PositionedGlyph], origin: Point, fontSize: Double,
                               face: FontFace, color: Color, opacity: Double, to commands: inout DisplayCommandSink) {
        guard !glyphs.isEmpty else {
            return appendColorRun(text, origin: origin, fontSize: fontSize, face: face, color: color, opacity: opacity,
                                  to: &commands)
        }
        let scale = fontSize / Double(max(1, face.unitsPerEm))
        // The scalar offset where each cluster starts, sorted, to find the
        // characters of a span of glyphs (its clusters up to the next one).
        let scalarCount = text.unicodeScalars.count
        let clusterStarts = Set(glyphs.map { min(max(0, $0.cluster), scalarCount) }).sorted()
        var pending: [PositionedGlyph] = []
        func flush(_ commands: inout DisplayCommandSink) {
            guard let first = pending.first else { return }
            defer { pending.removeAll(keepingCapacity: true) }
            let low = pending.reduce(scalarCount) { min($0, max(0, $1.cluster)) }
            let high = pending.reduce(0) { max($0, min($1.cluster, scalarCount)) }
            var end = scalarCount
            if let i = clusterStarts.firstIndex(where: { $0 > high }) { end = clusterStarts[i] }
            let scalars = text.unicodeScalars
            let lower = scalars.index(scalars.startIndex, offsetBy: min(low, scalarCount))
            let upper = scalars.index(scalars.startIndex, offsetBy: max(end, min(low, scalarCount)))
            // Selectors and joiners the face keeps as blank glyphs draw nothing.
            if scalars[lower..<upper].allSatisfy({ FontFace.isHidden($0.value) }) { return }
            let shift = first.position.x
            commands.append(.text(TextRun(
                text: String(scalars[lower..<upper]), origin: Point(x: origin.x + shift, y: origin.y),
                fontSize: fontSize, fontName: face.fontName, face: face, color: color, opacity: opacity,
                glyphs: pending.map {
                    PositionedGlyph(glyph: $0.glyph, position: Point(x: $0.position.x - shift, y: $0.position.y),
                                    cluster: $0.cluster - low)
                })))
        }
        for g in glyphs {
            let pen = Point(x: origin.x + g.position.x, y: origin.y + g.position.y)
            let glyph = g.glyph <= UInt32(UInt16.max) ? UInt16(g.glyph) : 0
            if glyph != 0, let entry = ColorGlyphImages.entry(face: face, glyph: glyph, size: fontSize) {
                flush(&commands)
                if let image = entry.image {
                    commands.append(.image(ImageCommand(image: image, destination: entry.bitmap.rect(atSize: fontSize, pen: pen),
                                                        opacity: opacity, filter: .linear)))
                }
            } else if glyph != 0, let layers = try? face.colorLayers(of: glyph), !layers.isEmpty {
                flush(&commands)
                for layer in layers {
                    guard let outline = try? face.outline(of: layer.glyph), !outline.isEmpty else { continue }
                    commands.append(.path(PathCommand(path: path(of: outline, pen: pen, scale: scale),
                                                      drawing: .fill(.nonZero), color: layer.color ?? color,
                                                      opacity: opacity)))
                }
            } else {
                pending.append(g)
            }
        }
        flush(&commands)
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
