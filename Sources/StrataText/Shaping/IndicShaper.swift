/// The Indic shaper (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
/// Telugu, Kannada, Malayalam), as HarfBuzz's `hb-ot-shaper-indic.cc`
/// (6.0.0) does it, after Microsoft's script development specs: find
/// syllables, insert dotted circles into broken ones, find each
/// syllable's base consonant, reorder pre-base matras and reph candidates,
/// set the basic-form feature masks, apply `nukt` … `cjct` one at a time,
/// then move matras, reph and pre-base-reordering consonants to their
/// final places before `init pres abvs blws psts haln`.
struct IndicShaper {
    typealias Cat = IndicData.Category
    typealias Pos = IndicData.Position

    let face: FontFace
    let gsub: LayoutTable
    /// `gsub`'s lookups, read once per face.
    let gsubAccelerators: LayoutAccelerators
    let script: String
    let config: IndicData.Config
    /// The face uses the old (`deva`) rather than the new (`dev2`) script tag.
    let isOldSpec: Bool
    let viramaGlyph: UInt32
    /// The one-masks of the non-global features the shaper sets.
    let rphf, pref, blwf, abvf, half, pstf, initial: UInt32
    /// The lookups of the stages of the features the shaper probes.
    let rphfLookups, prefLookups, blwfLookups, pstfLookups, vatuLookups: [Int]
    let zeroContext: Bool

    /// The basic features, each in its own stage, before final reordering; true: global.
    static let basicFeatures: [(String, Bool)] = [
        ("nukt", true), ("akhn", true), ("rphf", false), ("rkrf", true), ("pref", false), ("blwf", false),
        ("abvf", false), ("half", false), ("pstf", false), ("vatu", true), ("cjct", true),
    ]
    /// The features applied together after final reordering; true: global.
    static let otherFeatures: [(String, Bool)] = [
        ("init", false), ("pres", true), ("abvs", true), ("blws", true), ("psts", true), ("haln", true),
    ]

    /// Adds the shaper's features and pauses (HarfBuzz's `collect_features_indic`).
    static func collectFeatures(_ b: inout ShapingPlanBuilder) {
        b.pause(.indicSetupSyllables)
        b.add("locl", perSyllable: true)
        b.add("ccmp", perSyllable: true)
        b.pause(.indicInitialReordering)
        for (tag, global) in basicFeatures {
            b.add(tag, global: global, manualZWJ: true, manualZWNJ: true, perSyllable: true)
            b.pause()
        }
        b.pause(.indicFinalReordering)
        for (tag, global) in otherFeatures {
            b.add(tag, global: global, manualZWJ: true, manualZWNJ: true, perSyllable: true)
        }
    }

    /// Turns `liga` off, after the user's features (HarfBuzz's `override_features_indic`).
    static func overrideFeatures(_ b: inout ShapingPlanBuilder) {
        b.add("liga", 0)
        b.pause()
    }

    init(face: FontFace, plan: ShapingPlan, script: String) {
        self.face = face
        gsub = face.layout.gsub
        gsubAccelerators = gsub.accelerators
        self.script = script
        config = IndicData.config(script)
        let chosen = plan.chosenScript.gsub ?? 0
        isOldSpec = config.hasOldSpec && chosen & 0xFF != UInt32(UInt8(ascii: "2"))
        zeroContext = !isOldSpec && script != "Mlym"
        viramaGlyph = config.virama == 0 ? 0 : UInt32(Unicode.Scalar(config.virama).map { face.glyph(for: $0) } ?? 0)
        rphf = plan.oneMask("rphf")
        pref = plan.oneMask("pref")
        blwf = plan.oneMask("blwf")
        abvf = plan.oneMask("abvf")
        half = plan.oneMask("half")
        pstf = plan.oneMask("pstf")
        initial = plan.oneMask("init")
        func lookups(_ tag: String) -> [Int] {
            guard let stage = plan.featureStages[OpenTypeTag(tag)], stage < plan.substitutions.count else { return [] }
            return plan.substitutions[stage].map(\.index)
        }
        rphfLookups = lookups("rphf")
        prefLookups = lookups("pref")
        blwfLookups = lookups("blwf")
        pstfLookups = lookups("pstf")
        vatuLookups = lookups("vatu")
    }

    /// Whether one of `lookups` would substitute `glyphs` (HarfBuzz's `would_substitute`).
    func wouldSubstitute(_ lookups: [Int], _ glyphs: [UInt32]) -> Bool {
        lookups.contains { gsub.wouldSubstitute(lookup: $0, glyphs: glyphs, zeroContext: zeroContext, in: gsubAccelerators) }
    }

    // MARK: Glyph tests

    @inline(__always) static func flag(_ c: UInt8) -> UInt64 { c < 64 ? 1 << UInt64(c) : 0 }
    static let consonantFlags = flag(Cat.c) | flag(Cat.cs) | flag(Cat.ra) | flag(Cat.cm) | flag(Cat.v)
        | flag(Cat.placeholder) | flag(Cat.dottedCircle)
    static let joinerFlags = flag(Cat.zwj) | flag(Cat.zwnj)

    /// Whether `info`'s category is one of `flags`, unless it ligated (HarfBuzz's `is_one_of`).
    @inline(__always) static func isOneOf(_ info: GlyphInfo, _ flags: UInt64) -> Bool {
        if info.glyphProps & GlyphDefinitionTable.ligated != 0 { return false }
        return flag(info.indicCategory) & flags != 0
    }
    @inline(__always) static func isConsonant(_ info: GlyphInfo) -> Bool { isOneOf(info, consonantFlags) }
    @inline(__always) static func isJoiner(_ info: GlyphInfo) -> Bool { isOneOf(info, joinerFlags) }
    @inline(__always) static func isHalant(_ info: GlyphInfo) -> Bool { isOneOf(info, flag(Cat.h)) }

    /// Calls `body` with each syllable's range.
    static func forEachSyllable(_ buffer: ShapingBuffer, _ body: (Int, Int) -> Void) {
        var start = 0
        while start < buffer.count {
            var end = start + 1
            while end < buffer.count && buffer.info[end].syllable == buffer.info[start].syllable { end += 1 }
            body(start, end)
            start = end
        }
    }

    // MARK: Steps

    /// Sets each character's category and position (HarfBuzz's `setup_masks_indic`).
    static func setProperties(_ buffer: ShapingBuffer) {
        for i in 0..<buffer.count {
            let (c, p) = IndicData.properties(buffer.info[i].codepoint)
            buffer.info[i].indicCategory = c
            buffer.info[i].indicPosition = p
        }
    }

    /// Runs the shaper's step after a `GSUB` stage.
    func pause(_ pause: ShapingPlan.Pause, _ buffer: ShapingBuffer, broken: inout Bool) {
        switch pause {
        case .indicSetupSyllables:
            broken = IndicSyllables.find(buffer)
        case .indicInitialReordering:
            updateConsonantPositions(buffer)
            if broken { insertDottedCircles(buffer) }
            Self.forEachSyllable(buffer) { start, end in
                switch IndicSyllables.Kind(rawValue: buffer.info[start].syllable & 0x0F) {
                case .consonant, .vowel, .broken, .standalone: initialReorder(buffer, start, end)
                default: break
                }
            }
        case .indicFinalReordering:
            guard buffer.count > 0 else { return }
            Self.forEachSyllable(buffer) { start, end in finalReorder(buffer, start, end) }
        }
    }

    /// Base consonants with below, post-base or pre-base forms get those positions.
    func updateConsonantPositions(_ buffer: ShapingBuffer) {
        guard viramaGlyph != 0 else { return }
        // The positions already found, in 256 slots by the glyph's low bits:
        // (glyph + 1) << 8 | position, 0 for an empty slot.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { known in
            known.initialize(repeating: 0)
            for i in 0..<buffer.count where buffer.info[i].indicPosition == Pos.baseC {
                let consonant = buffer.info[i].codepoint
                let slot = Int(consonant & 255), entry = known[slot]
                if consonant < 1 << 24 - 1 && entry >> 8 == consonant + 1 {
                    buffer.info[i].indicPosition = UInt8(truncatingIfNeeded: entry)
                    continue
                }
                let p = consonantPosition(consonant)
                if consonant < 1 << 24 - 1 { known[slot] = (consonant + 1) << 8 | UInt32(p) }
                buffer.info[i].indicPosition = p
            }
        }
    }

    /// HarfBuzz's `consonant_position_from_face`: virama+consonant or consonant+virama.
    func consonantPosition(_ consonant: UInt32) -> UInt8 {
        let a = [viramaGlyph, consonant], b = [consonant, viramaGlyph]
        if wouldSubstitute(blwfLookups, a) || wouldSubstitute(blwfLookups, b)
            || wouldSubstitute(vatuLookups, a) || wouldSubstitute(vatuLookups, b) { return Pos.belowC }
        if wouldSubstitute(pstfLookups, a) || wouldSubstitute(pstfLookups, b) { return Pos.postC }
        if wouldSubstitute(prefLookups, a) || wouldSubstitute(prefLookups, b) { return Pos.postC }
        return Pos.baseC
    }

    /// A dotted circle at the start of each broken syllable, after a repha (HarfBuzz's
    /// `hb_syllabic_insert_dotted_circles`).
    func insertDottedCircles(_ buffer: ShapingBuffer) {
        let glyph = UInt32(face.glyph(for: "\u{25CC}"))
        guard glyph != 0 else { return }
        buffer.clearOutput()
        buffer.idx = 0
        var last: UInt8 = 0
        while buffer.idx < buffer.count && buffer.successful {
            let syllable = buffer.info[buffer.idx].syllable
            guard last != syllable, syllable & 0x0F == IndicSyllables.Kind.broken.rawValue else {
                buffer.nextGlyph()
                continue
            }
            last = syllable
            let cur = buffer.info[buffer.idx]
            var circle = GlyphInfo(codepoint: glyph, cluster: cur.cluster)
            circle.mask = cur.mask
            circle.syllable = cur.syllable
            circle.indicCategory = Cat.dottedCircle
            circle.indicPosition = Pos.end
            while buffer.idx < buffer.count && buffer.successful && buffer.info[buffer.idx].syllable == last
                    && buffer.info[buffer.idx].indicCategory == Cat.repha {
                buffer.nextGlyph()
            }
            guard buffer.out.count < buffer.maxLength else { buffer.successful = false; break }
            buffer.out.append(circle)
        }
        buffer.sync()
    }
}
