import Strata

/// One glyph of a run, placed: its cached bitmap and the canvas pixel of
/// the bitmap's top-left corner.
struct GlyphPlacement: Sendable {
    let bitmap: GlyphBitmap
    let x: Int
    let y: Int
}

/// A text run's glyphs, placed on the canvas (in drawing order), and the
/// canvas rows their bitmaps cover.
struct PlacedGlyphRun: Sendable {
    var glyphs: [GlyphPlacement] = []
    /// The first row a bitmap covers, and the row after the last.
    var top = Int.max, bottom = Int.min
}

extension Raster {
    /// The text runs of `commands` placed once for every band of a banded
    /// draw, before the bands start: indexed by command, nil for other
    /// commands and for runs the bands draw another way (under a rotating
    /// or shearing transform, in the built-in font) or that no clip lets
    /// through. Empty when the list has no text.
    ///
    /// Without it every band shaped every run and asked `GlyphCache` (a
    /// lock and a hash) for every glyph, to draw only the rows in its
    /// band: with two bands, 10,000 glyphs cost 20,000 look-ups and twice
    /// the shaping, and the bands contended for the cache's lock
    /// (`text.raster.glyphs` 1.4–2× slower than before bands;
    /// Docs/Performance.md). A run's placement depends only on the run and
    /// the transform in effect at its command, the same in every band, so
    /// a band drawing placed glyphs draws the bytes it would have placed
    /// itself; knowing the rows a run covers, a band skips one outside
    /// its rows at once. A band draws a run that was not placed here (a
    /// clip this pass took as empty) as it would alone.
    ///
    /// - Complexity: O(commands + glyphs), one cache look-up per glyph.
    func placeGlyphRuns(_ commands: [DisplayCommand], region: (Int, Int, Int, Int),
                        width: Int, height: Int) -> [PlacedGlyphRun?] {
        guard commands.contains(where: { if case .text = $0 { true } else { false } }) else { return [] }
        var placed = [PlacedGlyphRun?](repeating: nil, count: commands.count)
        var context = RasterContext(width: width, height: height, scale: scale)
        var clips: [Rect] = []
        var clip = Rect(x: Double(region.0), y: Double(region.1),
                        width: Double(region.2 - region.0), height: Double(region.3 - region.1))
        for (index, command) in commands.enumerated() {
            switch command {
            case .pushTransform(let t):
                context.pushTransform(t)
            case .popTransform:
                context.popTransform()
            case .pushClip(let rect, _):
                clips.append(clip)
                clip = clip.intersection(rect.applying(context.matrix))
            case .popClip:
                clip = clips.popLast() ?? clip
            case .text(let run):
                guard !context.general, !clip.isNull, let face = run.face, face.hasGlyphOutlines,
                      run.opacity > 0 else { continue }
                let ppem = run.fontSize * context.k
                guard ppem > 0, ppem.isFinite else { continue }
                var glyphs = PlacedGlyphRun()
                glyphs.glyphs.reserveCapacity(run.text.utf8.count)
                RasterContext.forEachGlyph(of: run, face: face, k: context.k, offsetX: context.offsetX,
                                           offsetY: context.offsetY) { bitmap, x, y in
                    glyphs.glyphs.append(GlyphPlacement(bitmap: bitmap, x: x, y: y))
                    glyphs.top = min(glyphs.top, y)
                    glyphs.bottom = max(glyphs.bottom, y + bitmap.height)
                }
                placed[index] = glyphs
            default:
                continue
            }
        }
        return placed
    }
}
