/// HarfBuzz's normalisation before shaping (`_hb_ot_shape_normalize`, in
/// its "composed diacritics" mode): characters the font lacks are
/// decomposed into ones it has, marks are put in (modified) canonical
/// order, and base + mark pairs are recomposed where the font has the
/// composite. Variation-selector sequences use the font's `cmap` format 14.
struct Normalizer {
    let face: FontFace
    let buffer: ShapingBuffer
    /// The Indic shaper's rules: no short circuit (decompose even what the font has),
    /// a few characters kept whole, and split matras not recomposed.
    var indic = false
    /// HarfBuzz's HB_OT_SHAPE_MAX_COMBINING_MARKS: longer mark runs are not reordered.
    static let maxCombiningMarks = 32

    @inline(__always) func glyph(_ u: UInt32) -> UInt32? {
        guard let s = Unicode.Scalar(u) else { return nil }
        let g = face.glyph(for: s)
        return g == 0 ? nil : UInt32(g)
    }

    static func isVariationSelector(_ u: UInt32) -> Bool {
        (0x180B...0x180D).contains(u) || u == 0x180F || (0xFE00...0xFE0F).contains(u) || (0xE0100...0xE01EF).contains(u)
    }

    /// The space-fallback kind of `u` (HarfBuzz's `space_fallback_type`), 0 for none.
    static func spaceType(_ u: UInt32) -> UInt8 {
        switch u {
        case 0x0020, 0x00A0: return 1
        case 0x2000, 0x2002: return 2
        case 0x2001, 0x2003, 0x3000: return 3
        case 0x2004: return 4
        case 0x2005: return 5
        case 0x2006: return 6
        case 0x2007: return 7
        case 0x2008: return 8
        case 0x2009: return 9
        case 0x200A: return 10
        case 0x202F: return 11
        case 0x205F: return 12
        default: return 0
        }
    }

    /// Outputs `u` with glyph `g` as a copy of the current character.
    func outputChar(_ u: UInt32, _ g: UInt32) {
        startOutput()
        buffer.info[buffer.idx].glyphIndex = g
        buffer.outputGlyph(u)
        buffer.out[buffer.out.count - 1].setUnicodeProps()
    }

    /// Round 1 maps characters in place while each is one glyph; the
    /// first character that becomes several (or merges with its variation
    /// selector) starts the output, with the characters before it.
    @inline(__always)
    func startOutput() {
        guard !buffer.haveOutput else { return }
        buffer.clearOutput()
        buffer.out.append(contentsOf: buffer.info[0..<buffer.idx])
    }

    func nextChar(_ g: UInt32) {
        buffer.info[buffer.idx].glyphIndex = g
        buffer.nextGlyph()
    }

    /// Decomposes `ab` into characters the font has; the number output (0: none).
    func decompose(_ shortest: Bool, _ ab: UInt32, depth: Int = 0) -> Int {
        // Indic: DEVANAGARI RRA, BENGALI RRA and RHA, TAMIL AU stay whole.
        if indic && (ab == 0x0931 || ab == 0x09DC || ab == 0x09DD || ab == 0x0B94) { return 0 }
        guard depth < 8, let (a, b) = ShapingData.decompose(ab) else { return 0 }
        var bGlyph: UInt32 = 0
        if let b { guard let g = glyph(b) else { return 0 }; bGlyph = g }
        let aGlyph = glyph(a)
        if shortest, let aGlyph {
            outputChar(a, aGlyph)
            if let b { outputChar(b, bGlyph); return 2 }
            return 1
        }
        let n = decompose(shortest, a, depth: depth + 1)
        if n > 0 {
            if let b { outputChar(b, bGlyph); return n + 1 }
            return n
        }
        if let aGlyph {
            outputChar(a, aGlyph)
            if let b { outputChar(b, bGlyph); return 2 }
            return 1
        }
        return 0
    }

    func decomposeCurrent(_ shortest: Bool) {
        let u = buffer.info[buffer.idx].codepoint
        // Round 1 read the current character's glyph before it started (`mapGlyphs`).
        let mapped = buffer.info[buffer.idx].glyphIndex
        if shortest, mapped != 0 { nextChar(mapped); return }
        if decompose(shortest, u) > 0 { buffer.idx += 1; return }
        if mapped != 0 { nextChar(mapped); return }
        if buffer.info[buffer.idx].category == .spaceSeparator {
            let type = Self.spaceType(u)
            if type != 0, let space = glyph(0x20) {
                buffer.info[buffer.idx].action = type
                nextChar(space)
                return
            }
        }
        if u == 0x2011, let g = glyph(0x2010) { nextChar(g); return }
        nextChar(0)
    }

    func setGlyphAndNext() {
        let u = buffer.info[buffer.idx].codepoint
        nextChar(glyph(u) ?? 0)
    }

    func handleVariationSelectors(_ end: Int) {
        while buffer.idx < end - 1 && buffer.successful {
            let u = buffer.info[buffer.idx].codepoint, vs = buffer.info[buffer.idx + 1].codepoint
            if Self.isVariationSelector(vs) {
                if let g = face.layout.variations.glyph(u, vs, face: face) {
                    // The base and its selector become one glyph.
                    startOutput()
                    buffer.info[buffer.idx].glyphIndex = UInt32(g)
                    buffer.mergeClusters(buffer.idx, buffer.idx + 2)
                    buffer.nextGlyph()
                    buffer.idx += 1
                } else {
                    setGlyphAndNext()
                }
                while buffer.idx < end && Self.isVariationSelector(buffer.info[buffer.idx].codepoint) { setGlyphAndNext() }
            } else {
                setGlyphAndNext()
            }
        }
        if buffer.idx < end { setGlyphAndNext() }
    }

    func decomposeCluster(_ end: Int) {
        if buffer.idx + 1 == end { decomposeCurrent(true); return }
        for i in buffer.idx..<end where Self.isVariationSelector(buffer.info[i].codepoint) {
            handleVariationSelectors(end)
            return
        }
        while buffer.idx < end && buffer.successful { decomposeCurrent(false) }
    }

    /// Runs the three rounds (decompose, reorder, recompose).
    func run(compose: Bool = true) {
        // Round 1: decompose (in place until a character becomes several).
        var allSimple = true
        mapGlyphs()
        buffer.out.removeAll(keepingCapacity: true)
        buffer.haveOutput = false
        let count = buffer.count
        buffer.idx = 0
        while buffer.idx < count && buffer.successful {
            var end = buffer.idx + 1
            while end < count && !buffer.info[end].isUnicodeMark { end += 1 }
            if end < count { end -= 1 }
            while buffer.idx < end && buffer.successful { decomposeCurrent(!indic) }
            if buffer.idx == count || !buffer.successful { break }
            allSimple = false
            end = buffer.idx + 1
            while end < count && buffer.info[end].isUnicodeMark { end += 1 }
            decomposeCluster(end)
        }
        buffer.sync()
        guard !allSimple else { return }
        // Round 2: reorder marks (a stable insertion sort, merging the clusters it moves across).
        var i = 0
        let n = buffer.count
        while i < n {
            if buffer.info[i].combiningClass == 0 { i += 1; continue }
            var end = i + 1
            while end < n && buffer.info[end].combiningClass != 0 { end += 1 }
            if end - i <= Self.maxCombiningMarks { sortMarks(i, end) }
            i = end
        }
        // Round 3: recompose.
        guard compose else { return }
        buffer.clearOutput()
        buffer.idx = 0
        var starter = 0
        buffer.nextGlyph()
        while buffer.idx < buffer.count {
            let cur = buffer.info[buffer.idx]
            if cur.isUnicodeMark,
               starter == buffer.out.count - 1 || buffer.out[buffer.out.count - 1].combiningClass < cur.combiningClass,
               let composed = composition(buffer.out[starter].codepoint, cur.codepoint),
               let g = glyph(composed) {
                buffer.nextGlyph()
                buffer.mergeOutClusters(starter, buffer.out.count)
                buffer.out.removeLast()
                buffer.out[starter].codepoint = composed
                buffer.out[starter].glyphIndex = g
                buffer.out[starter].setUnicodeProps()
                continue
            }
            buffer.nextGlyph()
            if buffer.out[buffer.out.count - 1].combiningClass == 0 { starter = buffer.out.count - 1 }
        }
        buffer.sync()
    }

    /// The composition of `a` and `b` (Indic: never of a mark, and YA + NUKTA as YYA).
    func composition(_ a: UInt32, _ b: UInt32) -> UInt32? {
        if indic {
            if ShapingData.isMark(ShapingData.category(a)) { return nil }
            if a == 0x09AF && b == 0x09BC { return 0x09DF }
        }
        return ShapingData.compose(a, b)
    }

    /// Sets every character's `glyphIndex` to its glyph in the font (0: none),
    /// the answer round 1 asks first of each character.
    ///
    /// A paragraph repeats its characters: a small direct-mapped cache of
    /// the characters already looked up (slot `u & 255`) saves most binary
    /// searches of the `cmap`.
    ///
    /// - Complexity: O(n log g), g the `cmap` groups; O(n) when few distinct characters.
    func mapGlyphs() {
        let cmap = face.cmap
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { cache in
            // A slot holds (u + 1) << 32 | glyph; 0 is empty.
            cache.initialize(repeating: 0)
            buffer.info.withUnsafeMutableBufferPointer { infos in
                for i in infos.indices {
                    let u = infos[i].codepoint
                    let slot = Int(u & 255)
                    let entry = cache[slot]
                    if entry >> 32 == UInt64(u) + 1 {
                        infos[i].glyphIndex = UInt32(truncatingIfNeeded: entry)
                        continue
                    }
                    let g: UInt32 = Unicode.Scalar(u) == nil ? 0 : UInt32(cmap.glyph(for: u))
                    cache[slot] = (UInt64(u) + 1) << 32 | UInt64(g)
                    infos[i].glyphIndex = g
                }
            }
        }
    }

    func sortMarks(_ start: Int, _ end: Int) {
        for i in start + 1..<end {
            var j = i
            let c = buffer.info[i].combiningClass
            while j > start && buffer.info[j - 1].combiningClass > c { j -= 1 }
            if i == j { continue }
            buffer.mergeClusters(j, i + 1)
            let t = buffer.info[i]
            for k in stride(from: i, to: j, by: -1) { buffer.info[k] = buffer.info[k - 1] }
            buffer.info[j] = t
        }
    }
}
