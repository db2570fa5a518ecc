/// Which lookups of a face run, in which order and on which glyphs, for
/// one script, language, direction and feature list: HarfBuzz's
/// `hb_ot_map_t`.
///
/// Features are collected in stages (a shaper adds pauses between some),
/// merged by tag (a later global value wins), given mask bits, and each
/// stage's lookups are applied in lookup-list order.
struct ShapingPlan {
    /// One requested feature.
    struct Request {
        var tag: UInt32
        var value: Int
        var global: Bool
        var manualZWJ: Bool
        var manualZWNJ: Bool
        var perSyllable: Bool = false
        var stage: (gsub: Int, gpos: Int)
        var order: Int
    }

    /// One lookup to apply.
    struct Lookup {
        var index: Int
        var mask: UInt32
        var autoZWNJ: Bool
        var autoZWJ: Bool
        /// Only glyphs of the current glyph's syllable match (HarfBuzz's `F_PER_SYLLABLE`).
        var perSyllable: Bool = false
    }

    /// What a shaper does between two `GSUB` stages.
    enum Pause {
        case indicSetupSyllables, indicInitialReordering, indicFinalReordering
    }

    /// The `GSUB` lookups by stage, and the `GPOS` lookups.
    var substitutions: [[Lookup]] = []
    /// The shaper's step after each `GSUB` stage (nil: none).
    var pauses: [Pause?] = []
    /// The `GSUB` stage of each feature the face has.
    var featureStages: [UInt32: Int] = [:]
    var positionings: [Lookup] = []
    /// The mask every glyph starts with.
    var globalMask: UInt32 = 1
    /// The mask (and its lowest bit) of each feature that got bits.
    var masks: [UInt32: UInt32] = [:]
    /// The script tags chosen in `GSUB` and `GPOS` (nil: the table has none).
    var chosenScript: (gsub: UInt32?, gpos: UInt32?) = (nil, nil)

    /// The mask of feature `tag` (0 when it has none).
    func mask(_ tag: String) -> UInt32 { masks[OpenTypeTag(tag)] ?? 0 }
    /// The lowest bit of feature `tag`'s mask (value 1).
    func oneMask(_ tag: String) -> UInt32 {
        let m = mask(tag)
        return m & (~m &+ 1)
    }
}

/// Collects feature requests, then compiles a `ShapingPlan` against a face's tables.
struct ShapingPlanBuilder {
    var requests: [ShapingPlan.Request] = []
    var stage = (gsub: 0, gpos: 0)

    /// Adds `tag` with `value`, global (on every glyph) or set by the shaper on some glyphs.
    var pauses: [Int: ShapingPlan.Pause] = [:]

    mutating func add(_ tag: String, _ value: Int = 1, global: Bool = true, manualZWJ: Bool = false, manualZWNJ: Bool = false,
                      perSyllable: Bool = false) {
        add(OpenTypeTag(tag), value, global: global, manualZWJ: manualZWJ, manualZWNJ: manualZWNJ, perSyllable: perSyllable)
    }

    mutating func add(_ tag: UInt32, _ value: Int, global: Bool, manualZWJ: Bool = false, manualZWNJ: Bool = false,
                      perSyllable: Bool = false) {
        requests.append(.init(tag: tag, value: value, global: global, manualZWJ: manualZWJ, manualZWNJ: manualZWNJ,
                              perSyllable: perSyllable, stage: stage, order: requests.count))
    }

    /// Starts a new `GSUB` stage, after `action` (if any) runs on the buffer.
    mutating func pause(_ action: ShapingPlan.Pause? = nil) {
        if let action { pauses[stage.gsub] = action }
        stage.gsub += 1
    }

    /// Compiles the requests against `gsub` and `gpos` for `scriptTags` and `languageTags`.
    func compile(gsub: LayoutTable, gpos: LayoutTable, scriptTags: [UInt32], languageTags: [UInt32]) -> ShapingPlan {
        var plan = ShapingPlan()
        let tables = [gsub, gpos]
        var langSys: [Int?] = [nil, nil]
        for (t, table) in tables.enumerated() {
            if let script = table.selectScript(scriptTags) {
                langSys[t] = table.languageSystem(script: script.index, languages: languageTags)
                if t == 0 { plan.chosenScript.gsub = script.tag } else { plan.chosenScript.gpos = script.tag }
            }
        }
        // Merge by tag (stable: the later request of a tag wins when global).
        let sorted = requests.sorted { ($0.tag, $0.order) < ($1.tag, $1.order) }
        var merged: [ShapingPlan.Request] = []
        for r in sorted {
            guard var last = merged.last, last.tag == r.tag else { merged.append(r); continue }
            if r.global {
                last.global = true
                last.value = r.value
            } else {
                last.global = false
                last.value = max(last.value, r.value)
            }
            last.stage = (min(last.stage.gsub, r.stage.gsub), min(last.stage.gpos, r.stage.gpos))
            merged[merged.count - 1] = last
        }
        var nextBit: UInt32 = 1
        var lookups: [[(stage: Int, lookup: ShapingPlan.Lookup)]] = [[], []]
        for r in merged {
            guard r.value > 0 else { continue }
            let found = [tables[0].feature(r.tag, in: langSys[0]), tables[1].feature(r.tag, in: langSys[1])]
            guard found[0] != nil || found[1] != nil else { continue }
            let mask: UInt32
            if r.global && r.value == 1 {
                mask = 1
            } else {
                let bits = UInt32(Int.bitWidth - r.value.leadingZeroBitCount)
                guard nextBit + bits < 32 else { continue }
                mask = ((1 << (nextBit + bits)) - 1) & ~((1 << nextBit) - 1)
                if r.global { plan.globalMask |= (UInt32(r.value) << nextBit) & mask }
                nextBit += bits
            }
            plan.masks[r.tag] = mask
            if found[0] != nil { plan.featureStages[r.tag] = r.stage.gsub }
            for t in 0..<2 {
                guard let feature = found[t] else { continue }
                for index in tables[t].lookupIndices(ofFeature: feature) {
                    lookups[t].append((t == 0 ? r.stage.gsub : r.stage.gpos,
                                       .init(index: index, mask: mask, autoZWNJ: !r.manualZWNJ, autoZWJ: !r.manualZWJ,
                                             perSyllable: r.perSyllable)))
                }
            }
        }
        for t in 0..<2 {
            if let required = tables[t].requiredFeature(in: langSys[t]) {
                let stage = merged.first { $0.tag == required.tag }.map { t == 0 ? $0.stage.gsub : $0.stage.gpos } ?? 0
                for index in tables[t].lookupIndices(ofFeature: required.index) {
                    lookups[t].append((stage, .init(index: index, mask: 1, autoZWNJ: true, autoZWJ: true)))
                }
            }
        }
        let stageCount = max(requests.map { $0.stage.gsub }.max() ?? 0, pauses.keys.max() ?? 0) + 1
        plan.pauses = (0..<stageCount).map { pauses[$0] }
        for t in 0..<2 {
            let stages = t == 0 ? stageCount : 1
            var result: [[ShapingPlan.Lookup]] = []
            for s in 0..<stages {
                let these = lookups[t].filter { t == 1 || $0.stage == s }.map { $0.lookup }.sorted { $0.index < $1.index }
                var out: [ShapingPlan.Lookup] = []
                for l in these {
                    if var last = out.last, last.index == l.index {
                        last.mask |= l.mask
                        last.autoZWNJ = last.autoZWNJ && l.autoZWNJ
                        last.autoZWJ = last.autoZWJ && l.autoZWJ
                        out[out.count - 1] = last
                    } else {
                        out.append(l)
                    }
                }
                result.append(out)
            }
            if t == 0 { plan.substitutions = result } else { plan.positionings = result.first ?? [] }
        }
        return plan
    }
}
