/// One line of text to glyph runs: itemise (bidi levels, font from the
/// fallback cascade, script), shape each run, and put the runs in visual
/// order (UAX #9 rules L1–L2). What the typesetter measures and every view
/// draws; see Docs/Text.md, "Paragraph layout".
///
/// ```swift
/// let cascade = FontLibrary.shared.cascade(primary: face)
/// for run in LineShaper.shape("The word مرحبا means hello", measurer: cascade, direction: nil) {
///     print(run.face.fontName, run.direction, run.text)
/// }
/// // DejaVu Sans leftToRight The word
/// // DejaVu Sans rightToLeft مرحبا
/// // DejaVu Sans leftToRight  means hello
/// ```
public enum LineShaper {
    /// Whether `text` needs the shaper: it has a combining mark, a
    /// character of a script with its own shaper or of right-to-left text
    /// (Hebrew to Mongolian, U+0590–U+1DFF), a joiner or bidi control,
    /// presentation forms, variation selectors, characters beyond the
    /// Basic Multilingual Plane except single emoji (U+1F000–U+1FFFF
    /// without regional indicators and skin tones). Other text (Latin,
    /// Greek, Cyrillic, CJK, punctuation) takes the fast path: one glyph
    /// per character from `cmap`, with `kern`/`GPOS` pair kerning and no
    /// ligatures (a stated limit, see Docs/Text.md).
    ///
    /// - Complexity: O(bytes); ASCII text is checked by bytes.
    public static func needsShaping(_ text: Substring) -> Bool {
        let utf8 = text.utf8
        let ascii = utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0xCC } }
            ?? utf8.allSatisfy { $0 < 0xCC }
        if ascii { return false }
        return text.unicodeScalars.contains { needsShaping($0.value) }
    }

    /// Whether scalar `s` needs the shaper (see `needsShaping(_:)` of text).
    @inline(__always)
    static func needsShaping(_ s: UInt32) -> Bool {
        if s < 0x0300 { return false }
        if s < 0x0370 || (0x0483..<0x048A).contains(s) { return true }
        if s < 0x0590 { return false }
        if s < 0x1E00 { return !(0x10A0..<0x1100).contains(s) && !(0x13A0..<0x1780).contains(s) }
        if s < 0x2000 { return false }
        if (0x200B..<0x2010).contains(s) || (0x202A..<0x202F).contains(s) || (0x2060..<0x2070).contains(s)
            || (0x20D0..<0x2100).contains(s) { return true }
        if s < 0x3000 { return (0x2CEF..<0x2CF2).contains(s) || (0x2DE0..<0x2E00).contains(s) }
        if s < 0xA000 { return (0x302A..<0x3030).contains(s) || (0x3099..<0x309B).contains(s) }
        if s < 0xAC00 { return s >= 0xA640 }
        if s < 0xD7B0 { return false }
        if s < 0xF900 { return true }
        if s < 0xFB00 { return false }
        if s < 0x1F000 { return s < 0xFF00 || s >= 0x10000 }   // historic scripts need the shaper
        // Emoji draw as their own glyph unless a sequence joins them:
        // regional indicators (flags), skin tones, tags, selectors.
        return (0x1F1E6...0x1F1FF).contains(s) || (0x1F3FB...0x1F3FF).contains(s) || s >= 0xE0000
    }

    /// The runs of one line in visual order (left to right), each shaped
    /// with its face, direction, script, the cascade's first language and
    /// `features`.
    ///
    /// Characters take their face from the measurer (a `FontCascade`'s
    /// fallback runs, or the `FontFace` itself); their levels from the
    /// bidirectional algorithm run over the line with the paragraph's
    /// `direction` (nil: the line's first strong character), with rule L1
    /// (trailing whitespace at the paragraph level); characters rule X9
    /// removes join the run before them. A run ends where the face, the
    /// level or the script (Common and Inherited characters join the run
    /// before them) changes. Text that needs no shaping
    /// (`needsShaping(_:)`, no features) gets one glyph per character as
    /// `FontFace.forEachGlyph` measures it. Empty for a measurer without a
    /// face (the built-in font, hosts' measurers).
    ///
    /// - Complexity: O(n × lookups) for n scalars; plain text O(n).
    public static func shape(_ line: Substring, measurer: any TextMeasurer, direction: TextDirection?)
        -> [ShapedRun] {
        shape(line, measurer: measurer, direction: direction, bidi: nil)
    }

    /// The runs of one line of a paragraph in visual order, as
    /// `shape(_:measurer:direction:)` gives them, with the levels of
    /// `bidi` (the paragraph resolved whole, UAX #9) instead of the line's
    /// own: an embedding or isolate begun on an earlier line, and weak and
    /// neutral characters next to the break, keep the paragraph's levels.
    /// `bidi` must cover as many Unicode scalars as `line` has (else the
    /// line is resolved alone); nil resolves the line alone.
    ///
    /// - Complexity: as `shape(_:measurer:direction:)`.
    public static func shape(_ line: Substring, measurer: any TextMeasurer, direction: TextDirection?,
                             bidi: BidiLine?) -> [ShapedRun] {
        let cascade = measurer as? FontCascade
        guard let primary = measurer.primaryFace, !line.isEmpty else { return [] }
        let features = cascade?.features ?? []
        let runs: [(range: Range<String.Index>, face: FontFace)] =
            cascade.map { LineShaper.faceRuns(of: line, cascade: $0) } ?? [(line.startIndex..<line.endIndex, primary)]
        var levels = bidi.map(\.levels)
        if let given = levels, given.count != line.unicodeScalars.count { levels = nil }
        let complex = !features.isEmpty || needsShaping(line) || direction == .rightToLeft
            || levels?.contains { $0 != 0 } == true
        guard complex else { return plainRuns(line, runs) }
        return shapedRuns(line, runs, direction: direction, language: cascade?.languages.first,
                          features: features, levels: levels)
    }

    /// The fallback runs of `line` in `cascade`: each range and its face.
    package static func faceRuns(of line: Substring, cascade: FontCascade)
        -> [(range: Range<String.Index>, face: FontFace)] {
        var faceRuns: [(range: Range<String.Index>, face: FontFace)] = []
        cascade.forEachRun(in: line) { range, face, _ in faceRuns.append((range, face)) }
        return faceRuns
    }

    /// Runs of text that needs no shaping: one per face run, level 0, one
    /// glyph per character with pair kerning.
    static func plainRuns(_ line: Substring, _ faceRuns: [(range: Range<String.Index>, face: FontFace)])
        -> [ShapedRun] {
        var runs: [ShapedRun] = []
        var start = 0
        for (range, face) in faceRuns {
            var glyphs: [ShapedGlyph] = []
            var previous: UInt16?
            var index = 0
            let kerns = !face.kerning.isEmpty
            for scalar in line[range].unicodeScalars {
                defer { index += 1 }
                let g = face.cmap.glyph(for: scalar.value)
                if scalar.value >= 0x200C, FontFace.isHidden(scalar.value) { continue }
                if kerns, let previous, !glyphs.isEmpty { glyphs[glyphs.count - 1].xAdvance += face.kerning.kerning(previous, g) }
                let advance = Int(g) < face.advances.count ? Int(face.advances[Int(g)]) : 0
                glyphs.append(ShapedGlyph(glyph: UInt32(g), cluster: index, xAdvance: advance))
                previous = g
            }
            runs.append(ShapedRun(face: face, text: String(line[range]), start: start, level: 0, glyphs: glyphs))
            start += index
        }
        return runs
    }

    /// Runs itemised by face, bidi level and script, shaped, in visual
    /// order; the levels are `given` (a paragraph's, `BidiLine.levels`) or
    /// the line's own. Without `bidi`, by face and script only, in logical order,
    /// each shaped in `direction`, else its script's own direction (what
    /// `strata shape --fallback` prints).
    package static func shapedRuns(_ line: Substring, _ faceRuns: [(range: Range<String.Index>, face: FontFace)],
                                   direction: TextDirection?, language: String?, features: [FontFeature],
                                   bidi: Bool = true, levels given: [UInt8]? = nil) -> [ShapedRun] {
        var scalars: [Unicode.Scalar] = []
        var faceOf: [Int] = []
        for (f, run) in faceRuns.enumerated() {
            for s in line[run.range].unicodeScalars {
                scalars.append(s)
                faceOf.append(f)
            }
        }
        let n = scalars.count
        var levels = [UInt8](repeating: 0, count: n)
        if bidi, let given, given.count == n {
            levels = given
        } else if bidi {
            let paragraph = BidiParagraph(String(line), direction: direction)
            levels = paragraph.lineLevels(0..<n)
            var previousLevel = UInt8(paragraph.paragraphLevel)
            for i in 0..<n {
                if levels[i] == BidiParagraph.removed { levels[i] = previousLevel } else { previousLevel = levels[i] }
            }
        }
        // Scripts: Common, Inherited (and their Emoji, Symbols refinements)
        // take the script before them, or after them at the start; with
        // no script around them they are all one (an emoji ZWJ sequence
        // stays one run, as hb-shape shapes it).
        var scripts = scalars.map { ScriptProperty.value(of: $0.value) }
        let commonLike = ScriptProperty.symbols
        var lastReal: UInt8?
        for i in 0..<n {
            if scripts[i] > commonLike { lastReal = scripts[i] } else { scripts[i] = lastReal ?? ScriptProperty.common }
        }
        if let first = scripts.firstIndex(where: { $0 > commonLike }) {
            for i in 0..<first { scripts[i] = scripts[first] }
        }
        // Items in logical order.
        var items: [ShapedRun] = []
        var start = 0
        var textStart = line.startIndex
        var index = line.startIndex
        let unicodeScalars = line.unicodeScalars
        for i in 0...n {
            let ends = i == n || (i > start && (levels[i] != levels[start] || faceOf[i] != faceOf[start]
                                                || scripts[i] != scripts[start]))
            if ends, i > start {
                let text = String(line[textStart..<index])
                let face = faceRuns[faceOf[start]].face
                var level = Int(levels[start])
                if !bidi {
                    let code = ScriptTags.guess(Array(text.unicodeScalars))
                    level = (direction ?? (ScriptTags.isRightToLeft(code) == true ? .rightToLeft : .leftToRight))
                        == .rightToLeft ? 1 : 0
                }
                let glyphs = face.shape(text, direction: level & 1 == 1 ? .rightToLeft : .leftToRight,
                                        language: language, features: features)
                items.append(ShapedRun(face: face, text: text, start: start, level: level, glyphs: glyphs))
                start = i
                textStart = index
            }
            if i < n { index = unicodeScalars.index(after: index) }
        }
        return bidi ? visualOrder(items) : items
    }

    /// `runs` (in logical order) reordered by rule L2: from the highest
    /// level down to the lowest odd one, every sequence of runs at that
    /// level or higher is reversed.
    ///
    /// - Complexity: O(runs × levels).
    static func visualOrder(_ runs: [ShapedRun]) -> [ShapedRun] {
        var order = runs
        guard let highest = order.map(\.level).max(),
              let lowestOdd = order.map(\.level).filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard order[start].level >= level else { start += 1; continue }
                var end = start + 1
                while end < order.count, order[end].level >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
