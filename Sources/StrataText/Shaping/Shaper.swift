/// Which complex-script shaper a run uses (HarfBuzz's `hb_ot_shaper_categorize`).
enum ShaperKind {
    case `default`, arabic, hebrew, thai, hangul, indic

    /// The shaper for script `code` when the font's `GSUB` chose `chosen`.
    static func choose(script code: String?, chosenScript chosen: UInt32?) -> ShaperKind {
        switch code {
        case "Arab": return .arabic
        case "Syrc", "Mong", "Nkoo", "Phag", "Mand", "Mani", "Adlm", "Sogd", "Rohg", "Chrs", "Ougr", "Hmnp":
            return chosen != nil && chosen != OpenTypeTag("DFLT") ? .arabic : .default
        case "Hebr": return .hebrew
        case "Thai", "Laoo": return .thai
        case "Hang": return .hangul
        case let code? where IndicData.scripts.contains(code):
            // A face made for `DFLT` or `latn` gets the default shaper; the `dev3`-style
            // tags are HarfBuzz's Universal Shaping Engine, not written: default too.
            guard let chosen else { return .indic }
            if chosen == OpenTypeTag("DFLT") || chosen == OpenTypeTag("latn") || chosen & 0xFF == 0x33 { return .default }
            return .indic
        default: return .default
        }
    }
}

/// Shapes one run of text with one face: HarfBuzz's `hb_ot_shape`
/// pipeline (Unicode properties and clusters, mirroring, normalisation,
/// masks, `GSUB`, positions, `GPOS`, mark zeroing, default-ignorables).
struct Shaper {
    let face: FontFace
    let features: [FontFeature]

    func shape(_ scalars: [Unicode.Scalar], direction: TextDirection?, script: String?, language: String?) -> [ShapedGlyph] {
        guard !scalars.isEmpty else { return [] }
        let layout = face.layout
        let scriptCode = script ?? ScriptTags.guess(scalars)
        let native = ScriptTags.isRightToLeft(scriptCode)
        let targetRTL = direction.map { $0 == .rightToLeft } ?? (native ?? false)
        var infos: [GlyphInfo] = []
        infos.reserveCapacity(scalars.count)
        for (i, s) in scalars.enumerated() {
            var info = GlyphInfo(codepoint: s.value, cluster: UInt32(truncatingIfNeeded: i))
            info.setUnicodeProps()
            infos.append(info)
        }
        // Consumed: the buffer's array is then the only reference, and is not copied at its first change.
        let buffer = ShapingBuffer(consume infos)
        setContinuations(buffer)
        formClusters(buffer)
        var rtl = targetRTL
        if let native, native != rtl {
            reverseGraphemes(buffer)
            rtl = native
        }
        buffer.isForward = !rtl

        // The plan, compiled once per face, script, language, direction and features.
        let key = ShapingPlanCache.Key(script: scriptCode, language: language, rightToLeft: rtl, features: features)
        let (kind, plan) = face.shapingPlans.plan(for: key) {
            let kind = ShaperKind.choose(script: scriptCode,
                                         chosenScript: layout.gsub.selectScript(ScriptTags.tags(for: scriptCode))?.tag)
            var builder = ShapingPlanBuilder()
            collectFeatures(&builder, kind: kind, rtl: rtl)
            return (kind, builder.compile(gsub: layout.gsub, gpos: layout.gpos, scriptTags: ScriptTags.tags(for: scriptCode),
                                          languageTags: ScriptTags.languageTags(language)))
        }
        let indic = kind == .indic ? IndicShaper(face: face, plan: plan, script: scriptCode ?? "") : nil

        // Substitution, before GSUB.
        if kind == .thai { ThaiShaper.preprocess(buffer, face: face) }
        if let indic { IndicShaper.preprocessVowelConstraints(buffer, script: indic.script) }
        if targetRTL { mirror(buffer, rtlm: plan.oneMask("rtlm")) }
        Normalizer(face: face, buffer: buffer, indic: kind == .indic).run(compose: kind != .hangul)
        for i in 0..<buffer.count { buffer.info[i].mask |= plan.globalMask }
        if kind == .indic { IndicShaper.setProperties(buffer) }
        if kind == .arabic {
            ArabicJoining.apply(buffer)
            let masks = ArabicJoining.features.map { plan.mask($0) }
            for i in 0..<buffer.count where buffer.info[i].action != 0 {
                buffer.info[i].mask |= masks[Int(buffer.info[i].action) - 1]
            }
        }
        for i in 0..<buffer.count { buffer.info[i].codepoint = buffer.info[i].glyphIndex }

        // GSUB.
        let gdef = layout.gdef
        let glyphProps = gdef.hasGlyphClasses ? gdef.propsTable : []
        for i in 0..<buffer.count {
            buffer.info[i].ligatureProps = 0
            if gdef.hasGlyphClasses {
                buffer.info[i].glyphProps = GlyphDefinitionTable.props(of: buffer.info[i].codepoint, in: glyphProps)
            } else {
                let info = buffer.info[i]
                buffer.info[i].glyphProps = info.category == .nonspacingMark && info.unicodeProps & GlyphInfo.ignorable == 0
                    ? GlyphDefinitionTable.mark : GlyphDefinitionTable.base
            }
        }
        let gsub = LayoutApplier(table: layout.gsub, gdef: gdef, glyphProps: glyphProps, buffer: buffer)
        var broken = false
        buffer.updateDigest()
        stages: for (s, stage) in plan.substitutions.enumerated() {
            for l in stage {
                guard buffer.successful else { break stages }
                gsub.applyLookup(l.index, mask: l.mask, autoZWNJ: l.autoZWNJ, autoZWJ: l.autoZWJ, perSyllable: l.perSyllable)
            }
            if let indic, s < plan.pauses.count, let pause = plan.pauses[s] {
                indic.pause(pause, buffer, broken: &broken)
                buffer.updateDigest()
            }
        }

        // Positions.
        buffer.pos = buffer.info.map { GlyphPosition(xAdvance: Int32(face.advance(of: UInt16(truncatingIfNeeded: $0.codepoint)))) }
        fallbackSpaces(buffer)
        var applyGPOS = layout.gpos.hasLookups
        if kind == .hebrew && plan.chosenScript.gpos != OpenTypeTag("hebr") { applyGPOS = false }
        let gpos = LayoutApplier(table: layout.gpos, gdef: gdef, glyphProps: glyphProps, buffer: buffer)
        if applyGPOS {
            buffer.updateDigest()
            for l in plan.positionings where buffer.successful {
                gpos.applyLookup(l.index, mask: l.mask, autoZWNJ: l.autoZWNJ, autoZWJ: l.autoZWJ)
            }
        } else if layout.gpos.data.isEmpty && layout.hasKernTable && !features.contains(where: { $0.tag == "kern" && $0.value == 0 }) {
            legacyKerning(buffer)
        }
        // Marks have no advance (HarfBuzz's "zero width marks by GDEF, late"; not for Hangul and Indic).
        let adjust = !layout.gpos.hasLookups && buffer.isForward
        for i in 0..<buffer.count where kind != .hangul && kind != .indic && buffer.info[i].isMark {
            if adjust { buffer.pos[i].xOffset &-= buffer.pos[i].xAdvance }
            buffer.pos[i].xAdvance = 0
            buffer.pos[i].yAdvance = 0
        }
        for i in 0..<buffer.count where buffer.info[i].isDefaultIgnorable {
            buffer.pos[i] = GlyphPosition()
        }
        gpos.propagateAttachmentOffsets()
        if rtl { buffer.reverse() }

        // Default-ignorables become the space glyph, with no advance (or go, without one).
        let space = UInt32(face.glyph(for: " "))
        if space != 0 {
            for i in 0..<buffer.count where buffer.info[i].isDefaultIgnorable { buffer.info[i].codepoint = space }
        } else {
            var keep: [Int] = []
            for i in 0..<buffer.count where !buffer.info[i].isDefaultIgnorable { keep.append(i) }
            buffer.info = keep.map { buffer.info[$0] }
            buffer.pos = keep.map { buffer.pos[$0] }
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(buffer.count)
        for i in 0..<buffer.count {
            let p = buffer.pos[i]
            glyphs.append(ShapedGlyph(glyph: buffer.info[i].codepoint, cluster: Int(buffer.info[i].cluster),
                                      xAdvance: Int(p.xAdvance), yAdvance: Int(p.yAdvance),
                                      xOffset: Int(p.xOffset), yOffset: Int(p.yOffset)))
        }
        return glyphs
    }

    /// The features HarfBuzz turns on, in its order and stages, then the user's.
    func collectFeatures(_ b: inout ShapingPlanBuilder, kind: ShaperKind, rtl: Bool) {
        b.add("rvrn")
        b.pause()
        if rtl {
            b.add("rtla")
            b.add("rtlm", global: false)
        } else {
            b.add("ltra")
            b.add("ltrm")
        }
        b.add("frac", global: false)
        b.add("numr", global: false)
        b.add("dnom", global: false)
        b.add("trak")
        b.add("Harf")
        b.add("HARF")
        if kind == .arabic {
            b.add("stch")
            b.pause()
            b.add("ccmp", manualZWJ: true)
            b.add("locl", manualZWJ: true)
            b.pause()
            for f in ArabicJoining.features {
                b.add(f, global: false, manualZWJ: true)
                b.pause()
            }
            b.add("rlig", manualZWJ: true)
            b.pause()
            b.add("rclt", manualZWJ: true)
            b.add("calt", manualZWJ: true)
            b.pause()
            b.add("mset")
        }
        if kind == .indic { IndicShaper.collectFeatures(&b) }
        b.add("Buzz")
        b.add("BUZZ")
        for tag in ["abvm", "blwm", "ccmp", "locl"] { b.add(tag) }
        b.add("mark", manualZWJ: true)
        b.add("mkmk", manualZWJ: true)
        b.add("rlig")
        for tag in ["calt", "clig", "curs", "dist", "kern", "liga", "rclt"] { b.add(tag) }
        for f in features { b.add(OpenTypeTag(f.tag), f.value, global: true) }
        // Hangul fonts put jamo lookups in `calt`, which Uniscribe never applies to Hangul.
        if kind == .hangul { b.add("calt", 0) }
        if kind == .indic { IndicShaper.overrideFeatures(&b) }
    }

    /// Marks continuations beyond marks: emoji modifiers, regional-indicator pairs,
    /// ZWJ sequences and some Other_Grapheme_Extend (HarfBuzz's `hb_set_unicode_props`).
    func setContinuations(_ buffer: ShapingBuffer) {
        var i = 0
        let n = buffer.count
        while i < n {
            let info = buffer.info[i]
            let u = info.codepoint
            switch info.category {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .spaceSeparator:
                i += 1
                continue
            default: break
            }
            if info.category == .modifierSymbol && (0x1F3FB...0x1F3FF).contains(u) {
                buffer.info[i].unicodeProps |= GlyphInfo.continuation
            } else if i > 0 && (0x1F1E6...0x1F1FF).contains(u) {
                let p = buffer.info[i - 1]
                if (0x1F1E6...0x1F1FF).contains(p.codepoint) && !p.isContinuation {
                    buffer.info[i].unicodeProps |= GlyphInfo.continuation
                }
            } else if info.isZWJ {
                buffer.info[i].unicodeProps |= GlyphInfo.continuation
                if i + 1 < n, let s = Unicode.Scalar(buffer.info[i + 1].codepoint),
                   WordBreakProperty.table[s.value] & WordBreakProperty.pictographic != 0 {
                    i += 1
                    buffer.info[i].setUnicodeProps()
                    buffer.info[i].unicodeProps |= GlyphInfo.continuation
                }
            } else if (0xFF9E...0xFF9F).contains(u) || (0xE0020...0xE007F).contains(u) {
                buffer.info[i].unicodeProps |= GlyphInfo.continuation
            }
            i += 1
        }
    }

    /// Merges each grapheme (a base and its continuations) into one cluster.
    func formClusters(_ buffer: ShapingBuffer) {
        var start = 0
        let n = buffer.count
        while start < n {
            var end = start + 1
            while end < n && buffer.info[end].isContinuation { end += 1 }
            buffer.mergeClusters(start, end)
            start = end
        }
    }

    /// Reverses the order of graphemes, keeping each grapheme's characters in order.
    func reverseGraphemes(_ buffer: ShapingBuffer) {
        var start = 0
        let n = buffer.count
        while start < n {
            var end = start + 1
            while end < n && buffer.info[end].isContinuation { end += 1 }
            buffer.reverse(start, end)
            start = end
        }
        buffer.reverse()
    }

    /// Right-to-left: characters with a mirror the font has become it; others get `rtlm`.
    func mirror(_ buffer: ShapingBuffer, rtlm: UInt32) {
        for i in 0..<buffer.count {
            guard let s = Unicode.Scalar(buffer.info[i].codepoint), let m = BidiMirroring.mirror(of: s) else { continue }
            if face.glyph(for: m) != 0 { buffer.info[i].codepoint = m.value } else { buffer.info[i].mask |= rtlm }
        }
    }

    /// Widths for spaces drawn with the space glyph (HarfBuzz's `_hb_ot_shape_fallback_spaces`).
    func fallbackSpaces(_ buffer: ShapingBuffer) {
        let upem = face.unitsPerEm
        let spaceGlyph = UInt32(face.glyph(for: " "))
        for i in 0..<buffer.count {
            let type = buffer.info[i].action
            guard type > 1, buffer.info[i].glyphIndex == spaceGlyph,
                  buffer.info[i].codepoint == buffer.info[i].glyphIndex else { continue }
            let divisors: [UInt8: Int] = [2: 2, 3: 1, 4: 3, 5: 4, 6: 6, 9: 5, 10: 16]
            if let d = divisors[type] {
                buffer.pos[i].xAdvance = Int32((upem + d / 2) / d)
            } else if type == 12 {
                buffer.pos[i].xAdvance = Int32(upem * 4 / 18)
            } else if type == 7 {
                for c in 0x30...0x39 {
                    let g = face.glyph(for: Unicode.Scalar(UInt8(c)))
                    if g != 0 { buffer.pos[i].xAdvance = Int32(face.advance(of: g)); break }
                }
            } else if type == 8 {
                let g = face.glyph(for: ".") != 0 ? face.glyph(for: ".") : face.glyph(for: ",")
                if g != 0 { buffer.pos[i].xAdvance = Int32(face.advance(of: g)) }
            } else if type == 11 {
                buffer.pos[i].xAdvance /= 2
            }
        }
    }

    /// The `kern` table for faces without `GPOS`: each pair of non-mark glyphs, split
    /// between them as HarfBuzz's kern machine does.
    func legacyKerning(_ buffer: ShapingBuffer) {
        var prev = -1
        for i in 0..<buffer.count {
            if buffer.info[i].isMark { continue }
            if prev >= 0 {
                let k = face.kerning(UInt16(truncatingIfNeeded: buffer.info[prev].codepoint),
                                     UInt16(truncatingIfNeeded: buffer.info[i].codepoint))
                if k != 0 {
                    let k1 = k >> 1, k2 = k - k1
                    buffer.pos[prev].xAdvance &+= Int32(k1)
                    buffer.pos[i].xAdvance &+= Int32(k2)
                    buffer.pos[i].xOffset &+= Int32(k2)
                }
            }
            prev = i
        }
    }
}
