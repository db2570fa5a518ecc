/// Applies the lookups of one `GSUB` or `GPOS` table to a shaping buffer,
/// as HarfBuzz's `hb_ot_apply_context_t` does: lookup flags, the skipping
/// iterator (marks, ligatures, bases, mark filtering sets, mark attachment
/// type, default ignorables and joiners), nested lookups and their limits.
final class LayoutApplier {
    let table: LayoutTable
    let gdef: GlyphDefinitionTable
    let buffer: ShapingBuffer
    /// The table's lookups, read once per face.
    let accelerators: LayoutAccelerators
    var data: OpenTypeData { table.data }
    var isPositioning: Bool { table.isPositioning }

    // The state below is read at every glyph: not checked for exclusive
    // access at run time (an applier belongs to one `shape` call).

    /// The mask a glyph needs for the current lookup to apply.
    @exclusivity(unchecked) var lookupMask: UInt32 = 1
    /// The current lookup's flag and mark filtering set.
    @exclusivity(unchecked) var lookupProps: UInt32 = 0
    @exclusivity(unchecked) var autoZWNJ = true
    @exclusivity(unchecked) var autoZWJ = true
    /// Whether the current lookup matches only within the current glyph's syllable.
    @exclusivity(unchecked) var perSyllable = false
    /// Nested-lookup depth left (HarfBuzz's HB_MAX_NESTING_LEVEL).
    @exclusivity(unchecked) var nestingLeft = 64
    /// Mark-to-base search cache.
    @exclusivity(unchecked) var lastBase = -1
    @exclusivity(unchecked) var lastBaseUntil = 0
    /// Whether any glyph was attached (GPOS), so offsets need propagating.
    @exclusivity(unchecked) var hasAttachments = false

    /// The most glyphs one context rule may match (HarfBuzz's HB_MAX_CONTEXT_LENGTH).
    static let maxContextLength = 64

    /// `gdef.propsTable` (empty when the face classifies no glyph).
    let glyphProps: [UInt16]
    /// Coverage and class answers already read during this call.
    let answers = LayoutAnswerCache()

    init(table: LayoutTable, gdef: GlyphDefinitionTable, glyphProps: [UInt16], buffer: ShapingBuffer) {
        self.table = table
        self.gdef = gdef
        self.glyphProps = glyphProps
        self.buffer = buffer
        accelerators = table.accelerators
    }

    /// The coverage index of `glyph` in the coverage table at `at` (`OpenTypeData.coverage`, cached).
    @inline(__always)
    func coverage(_ at: Int?, _ glyph: UInt32) -> Int? { answers.coverage(data, at, glyph) }

    /// The class of `glyph` in the class definition at `at` (`OpenTypeData.glyphClass`, cached).
    @inline(__always)
    func glyphClass(_ at: Int?, _ glyph: UInt32) -> Int { answers.glyphClass(data, at, glyph) }

    // MARK: Glyph properties

    /// Whether a glyph with `info`'s props is visible to a lookup with `props` (HarfBuzz's `check_glyph_property`).
    @inline(__always)
    func checkGlyphProperty(_ info: GlyphInfo, _ props: UInt32) -> Bool {
        let glyphProps = info.glyphProps
        if glyphProps & props & UInt32(LayoutTable.ignoreFlags) != 0 { return false }
        if glyphProps & GlyphDefinitionTable.mark != 0 {
            if props & UInt32(LayoutTable.useMarkFilteringSet) != 0 {
                return gdef.markSet(Int(props >> 16), covers: info.codepoint)
            }
            if props & UInt32(LayoutTable.markAttachmentType) != 0 {
                return props & UInt32(LayoutTable.markAttachmentType) == glyphProps & UInt32(LayoutTable.markAttachmentType)
            }
        }
        return true
    }

    /// Sets a substituted glyph's props (HarfBuzz's `_set_glyph_class`) on the current glyph.
    func setGlyphClass(_ glyph: UInt32, guess: UInt32 = 0, ligature: Bool = false, component: Bool = false) {
        var props = buffer.info[buffer.idx].glyphProps | GlyphDefinitionTable.substituted
        if ligature { props = (props | GlyphDefinitionTable.ligated) & ~GlyphDefinitionTable.multiplied }
        if component { props |= GlyphDefinitionTable.multiplied }
        if gdef.hasGlyphClasses {
            props = (props & GlyphDefinitionTable.preserve) | GlyphDefinitionTable.props(of: glyph, in: glyphProps)
        } else if guess != 0 {
            props = (props & GlyphDefinitionTable.preserve) | guess
        }
        buffer.info[buffer.idx].glyphProps = props
    }

    func replaceGlyph(_ glyph: UInt32) {
        setGlyphClass(glyph)
        buffer.replaceGlyph(glyph)
    }

    // MARK: Skipping iterator

    enum Skip { case yes, no, maybe }

    /// HarfBuzz's `may_skip`.
    @inline(__always)
    func maySkip(_ info: GlyphInfo, props: UInt32, ignoreZWNJ: Bool, ignoreZWJ: Bool) -> Skip {
        if !checkGlyphProperty(info, props) { return .yes }
        if info.isDefaultIgnorableAndNotHidden && (ignoreZWNJ || !info.isZWNJ) && (ignoreZWJ || !info.isZWJ) {
            return .maybe
        }
        return .no
    }

    /// A matcher over a run of glyphs (HarfBuzz's `skipping_iterator_t`).
    struct Iterator {
        var idx: Int
        var items: Int
        let props: UInt32
        let mask: UInt32
        let ignoreZWNJ: Bool
        let ignoreZWJ: Bool
        /// The syllable glyphs must be in (0: any).
        var syllable: UInt8 = 0
    }

    /// The iterator for input glyphs (`context` false) or for backtrack and lookahead (`context` true).
    func iterator(at idx: Int, items: Int, context: Bool, props: UInt32? = nil) -> Iterator {
        Iterator(idx: idx, items: items, props: props ?? lookupProps,
                 mask: context ? UInt32.max : lookupMask,
                 ignoreZWNJ: isPositioning || autoZWNJ,
                 ignoreZWJ: context || autoZWJ,
                 syllable: perSyllable && idx == buffer.idx && idx < buffer.info.count ? buffer.info[idx].syllable : 0)
    }

    enum Match { case match, notMatch, skip }

    /// Whether `info` matches for `it` (`testing` false: anything not skipped).
    @inline(__always)
    func match(_ info: GlyphInfo, _ it: Iterator, testing: Bool, _ test: (UInt32) -> Bool) -> Match {
        let skip = maySkip(info, props: it.props, ignoreZWNJ: it.ignoreZWNJ, ignoreZWJ: it.ignoreZWJ)
        if skip == .yes { return .skip }
        let result: Bool?   // nil: "maybe"
        if info.mask & it.mask == 0 || (it.syllable != 0 && it.syllable != info.syllable) { result = false } else if testing { result = test(info.codepoint) } else { result = nil }
        if result == true || (result == nil && skip == .no) { return .match }
        if skip == .no { return .notMatch }
        return .skip
    }

    /// Moves `it` to the next matching input glyph (`testing` false: any glyph not skipped).
    func next(_ it: inout Iterator, testing: Bool = true, _ test: (UInt32) -> Bool = { _ in true }) -> Bool {
        let stop = buffer.info.count - it.items
        while it.idx < stop {
            it.idx += 1
            switch match(buffer.info[it.idx], it, testing: testing, test) {
            case .match: it.items -= 1; return true
            case .notMatch: return false
            case .skip: continue
            }
        }
        return false
    }

    /// Moves `it` to the previous matching glyph of the backtrack (`testing` false: any glyph not skipped).
    func previous(_ it: inout Iterator, testing: Bool = true, _ test: (UInt32) -> Bool = { _ in true }) -> Bool {
        while it.idx > it.items - 1 {
            it.idx -= 1
            switch match(buffer.backtrack(it.idx), it, testing: testing, test) {
            case .match: it.items -= 1; return true
            case .notMatch: return false
            case .skip: continue
            }
        }
        return false
    }

    // MARK: Applying lookups

    /// Applies lookup `index` to the whole buffer, with `mask` and the joiner rules of its feature.
    ///
    /// A lookup whose digest shares no glyph with the buffer's is skipped
    /// whole; otherwise only glyphs its digest may hold try its subtables, and
    /// only the subtables whose own digest may hold the glyph.
    func applyLookup(_ index: Int, mask: UInt32, autoZWNJ: Bool, autoZWJ: Bool, perSyllable: Bool = false) {
        guard index >= 0, index < accelerators.lookups.count else { return }
        let lookup = accelerators.lookups[index]
        guard lookup.count > 0, mask != 0, buffer.digest.mayIntersect(lookup.digest) else { return }
        let type = lookup.type
        lookupMask = mask
        lookupProps = lookup.props
        self.autoZWNJ = autoZWNJ
        self.autoZWJ = autoZWJ
        self.perSyllable = perSyllable
        lastBase = -1
        lastBaseUntil = 0
        let subtables = lookup.first..<lookup.first + lookup.count
        if !isPositioning && type == 8 {
            // Reverse chaining: in place, from the end.
            buffer.idx = buffer.count - 1
            while buffer.idx >= 0 {
                let info = buffer.info[buffer.idx]
                if info.mask & lookupMask != 0 && lookup.digest.mayHave(info.codepoint) && checkGlyphProperty(info, lookupProps) {
                    _ = applySubtables(type: type, subtables, info.codepoint)
                }
                buffer.idx -= 1
            }
            buffer.idx = 0
            return
        }
        // Single and alternate substitutions replace glyphs one for one: in place, as HarfBuzz's `is_inplace`.
        let output = !isPositioning && type != 1 && type != 3
        buffer.idx = 0
        if output {
            // No glyph the lookup may apply to: the buffer stays as it is, not copied through the output.
            guard nextCandidate(from: 0, lookup.digest) < buffer.count else { return }
            buffer.clearOutput()
        }
        while buffer.successful {
            // The glyphs before the next candidate pass through in one copy.
            let candidate = nextCandidate(from: buffer.idx, lookup.digest)
            buffer.skip(to: candidate)
            guard candidate < buffer.count else { break }
            if !applySubtables(type: type, subtables, buffer.info[candidate].codepoint) { buffer.nextGlyph() }
        }
        if output { buffer.sync() } else { buffer.idx = 0 }
    }

    /// The first glyph from `start` on that the current lookup may apply to:
    /// its mask has the lookup's bits, `digest` may hold it and the lookup
    /// flags do not skip it (`buffer.count` when there is none).
    @inline(__always)
    func nextCandidate(from start: Int, _ digest: GlyphSetDigest) -> Int {
        let mask = lookupMask, props = lookupProps
        return buffer.info.withUnsafeBufferPointer { infos in
            var i = start
            while i < infos.count {
                let info = infos[i]
                if info.mask & mask != 0 && digest.mayHave(info.codepoint) && checkGlyphProperty(info, props) { return i }
                i += 1
            }
            return infos.count
        }
    }

    /// Tries the subtables `range` of `accelerators.subtables` at the current
    /// glyph (`glyph`), in order, until one applies; true when one did.
    @inline(__always)
    func applySubtables(type: Int, _ range: Range<Int>, _ glyph: UInt32) -> Bool {
        for k in range where accelerators.digests[k].mayHave(glyph) {
            if applySubtable(type: type, accelerators.subtables[k]) { return true }
        }
        return false
    }

    /// Applies nested lookup `index` at the current glyph (HarfBuzz's `recurse`).
    func recurse(_ index: Int) -> Bool {
        buffer.maxOperations -= 1
        guard nestingLeft > 0, buffer.maxOperations > 0, index >= 0, index < accelerators.lookups.count else {
            if buffer.maxOperations <= 0 { buffer.successful = false }
            return false
        }
        let lookup = accelerators.lookups[index]
        if !isPositioning && lookup.type == 8 && buffer.haveOutput { return false }
        guard buffer.idx < buffer.count else { return false }
        let glyph = buffer.info[buffer.idx].codepoint
        guard lookup.digest.mayHave(glyph) else { return false }
        let savedProps = lookupProps
        lookupProps = lookup.props
        nestingLeft -= 1
        defer { nestingLeft += 1; lookupProps = savedProps }
        return applySubtables(type: lookup.type, lookup.first..<lookup.first + lookup.count, glyph)
    }

    /// Applies one subtable at the current glyph; true when it did something.
    func applySubtable(type: Int, _ s: Int) -> Bool {
        if isPositioning {
            switch type {
            case 1: return applySinglePosition(s)
            case 2: return applyPairPosition(s)
            case 3: return applyCursive(s)
            case 4: return applyMarkToBase(s)
            case 5: return applyMarkToLigature(s)
            case 6: return applyMarkToMark(s)
            case 7: return applyContext(s)
            case 8: return applyChainContext(s)
            default: return false
            }
        }
        switch type {
        case 1: return applySingleSubstitution(s)
        case 2: return applyMultipleSubstitution(s)
        case 3: return applyAlternateSubstitution(s)
        case 4: return applyLigatureSubstitution(s)
        case 5: return applyContext(s)
        case 6: return applyChainContext(s)
        case 8: return applyReverseChain(s)
        default: return false
        }
    }
}
