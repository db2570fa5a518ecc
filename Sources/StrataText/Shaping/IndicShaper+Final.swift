/// Final reordering (HarfBuzz's `final_reordering_syllable_indic`), after the
/// basic forms: pre-base matras move next to the base, reph to its
/// script's place, pre-base-reordering consonants before the base, and
/// `init` on word-initial left matras.
extension IndicShaper {
    /// Reorders one syllable `start..<end` after the basic-form features.
    /// - Complexity: O(n²) in the syllable's length at worst (moves within it).
    func finalReorder(_ buffer: ShapingBuffer, _ start: Int, _ end: Int) {
        // A virama that ligated and multiplied is a halant again.
        if viramaGlyph != 0 {
            for i in start..<end {
                let props = buffer.info[i].glyphProps
                if buffer.info[i].codepoint == viramaGlyph && props & GlyphDefinitionTable.ligated != 0
                    && props & GlyphDefinitionTable.multiplied != 0 {
                    buffer.info[i].indicCategory = Cat.h
                    buffer.info[i].glyphProps &= ~(GlyphDefinitionTable.ligated | GlyphDefinitionTable.multiplied)
                }
            }
        }

        var tryPref = pref != 0
        var base = start
        while base < end {
            if buffer.info[base].indicPosition >= Pos.baseC {
                if tryPref && base + 1 < end {
                    for i in base + 1..<end where buffer.info[i].mask & pref != 0 {
                        if !(isSubstituted(buffer.info[i]) && ligatedAndDidntMultiply(buffer.info[i])) {
                            // A pref candidate that formed nothing: the base is around here.
                            base = i
                            while base < end && Self.isHalant(buffer.info[base]) { base += 1 }
                            if base < end { buffer.info[base].indicPosition = Pos.baseC }
                            tryPref = false
                        }
                        break
                    }
                }
                if script == "Mlym" {
                    // Malayalam: skip over unformed below (not post) forms.
                    var i = base + 1
                    while i < end {
                        while i < end && Self.isJoiner(buffer.info[i]) { i += 1 }
                        if i == end || !Self.isHalant(buffer.info[i]) { break }
                        i += 1
                        while i < end && Self.isJoiner(buffer.info[i]) { i += 1 }
                        if i < end && Self.isConsonant(buffer.info[i]) && buffer.info[i].indicPosition == Pos.belowC {
                            base = i
                            buffer.info[base].indicPosition = Pos.baseC
                        }
                        i += 1
                    }
                }
                if start < base && base < end && buffer.info[base].indicPosition > Pos.baseC { base -= 1 }
                break
            }
            base += 1
        }
        if base == end && start < base && Self.isOneOf(buffer.info[base - 1], Self.flag(Cat.zwj)) { base -= 1 }
        if base < end {
            while start < base && Self.isOneOf(buffer.info[base], Self.flag(Cat.n) | Self.flag(Cat.h)) { base -= 1 }
        }

        base = reorderPreBaseMatras(buffer, start, end, base)
        base = reorderReph(buffer, start, end, base)
        reorderPreBaseConsonant(buffer, start, end, base, tryPref: tryPref)

        // `init` on a left matra that starts a word.
        if buffer.info[start].indicPosition == Pos.preM {
            let category = start > 0 ? buffer.info[start - 1].category.rawValue : 0
            if start == 0 || !(ShapingData.Category.format.rawValue...ShapingData.Category.nonspacingMark.rawValue).contains(category) {
                buffer.info[start].mask |= initial
            }
        }
    }

    @inline(__always) func isSubstituted(_ info: GlyphInfo) -> Bool {
        info.glyphProps & GlyphDefinitionTable.substituted != 0
    }
    @inline(__always) func ligatedAndDidntMultiply(_ info: GlyphInfo) -> Bool {
        info.glyphProps & GlyphDefinitionTable.ligated != 0 && info.glyphProps & GlyphDefinitionTable.multiplied == 0
    }

    /// Moves `buffer.info[from]` to `to` (`to` < `from`: shifting the ones between right; else left).
    func move(_ buffer: ShapingBuffer, from: Int, to: Int) {
        let t = buffer.info[from]
        if from < to {
            for k in from..<to { buffer.info[k] = buffer.info[k + 1] }
        } else {
            var k = from
            while k > to { buffer.info[k] = buffer.info[k - 1]; k -= 1 }
        }
        buffer.info[to] = t
    }

    /// Pre-base matras move after the last standalone halant before the base.
    func reorderPreBaseMatras(_ buffer: ShapingBuffer, _ start: Int, _ end: Int, _ base: Int) -> Int {
        var base = base
        guard start + 1 < end && start < base else { return base }
        var newPos = base == end ? base - 2 : base - 1
        let matraOrHalant = Self.flag(Cat.m) | Self.flag(Cat.mPst) | Self.flag(Cat.h)
        if script != "Mlym" && script != "Taml" {
            search: while true {
                while newPos > start && !Self.isOneOf(buffer.info[newPos], matraOrHalant) { newPos -= 1 }
                if Self.isHalant(buffer.info[newPos]) && buffer.info[newPos].indicPosition != Pos.preM {
                    // A ZWJ after the halant: keep searching.
                    if newPos + 1 < end && buffer.info[newPos + 1].indicCategory == Cat.zwj && newPos > start {
                        newPos -= 1
                        continue search
                    }
                } else {
                    newPos = start
                }
                break
            }
        }
        if start < newPos && buffer.info[newPos].indicPosition != Pos.preM {
            let moving = (start..<newPos).reduce(0) { $0 + (buffer.info[$1].indicPosition == Pos.preM ? 1 : 0) }
            if moving * (newPos - start) > 65536 {
                // Hostile lengths: the same stable partition in one pass, one merge.
                let range = buffer.info[start...newPos]
                let kept = range.filter { $0.indicPosition != Pos.preM }, moved = range.filter { $0.indicPosition == Pos.preM }
                buffer.info.replaceSubrange(start...newPos, with: kept + moved)
                buffer.mergeClusters(newPos - moving + 1, min(end, base + 1))
                return base
            }
            var i = newPos
            while i > start {
                if buffer.info[i - 1].indicPosition == Pos.preM {
                    let oldPos = i - 1
                    if oldPos < base && base <= newPos { base -= 1 }
                    move(buffer, from: oldPos, to: newPos)
                    buffer.mergeClusters(newPos, min(end, base + 1))
                    newPos -= 1
                }
                i -= 1
            }
        } else {
            for i in start..<base where buffer.info[i].indicPosition == Pos.preM {
                buffer.mergeClusters(i, min(end, base + 1))
                break
            }
        }
        return base
    }

    /// Reph moves to its script's position (HarfBuzz's steps 1–6).
    func reorderReph(_ buffer: ShapingBuffer, _ start: Int, _ end: Int, _ base: Int) -> Int {
        var base = base
        let first = buffer.info[start]
        guard start + 1 < end, first.indicPosition == Pos.raToBecomeReph,
              (first.indicCategory == Cat.repha) != ligatedAndDidntMultiply(first) else { return base }
        let rephPosition = config.rephPosition

        /// Steps 2 and 5: after the first explicit halant between reph and base.
        func afterHalant() -> Int? {
            var p = start + 1
            while p < base && !Self.isHalant(buffer.info[p]) { p += 1 }
            guard p < base && Self.isHalant(buffer.info[p]) else { return nil }
            if p + 1 < base && Self.isJoiner(buffer.info[p + 1]) { p += 1 }
            return p
        }

        var target: Int? = nil
        if rephPosition != .afterPost {
            target = afterHalant()
            if target == nil && rephPosition == .afterMain {
                var p = base
                while p + 1 < end && buffer.info[p + 1].indicPosition <= Pos.afterMain { p += 1 }
                if p < end { target = p }
            }
            if target == nil && rephPosition == .afterSub {
                var p = base
                let stop = Self.flag(Pos.postC) | Self.flag(Pos.afterPost) | Self.flag(Pos.smvd)
                while p + 1 < end && Self.flag(buffer.info[p + 1].indicPosition) & stop == 0 { p += 1 }
                if p < end { target = p }
            }
        }
        if target == nil { target = afterHalant() }
        if target == nil {
            // 6. The end of the syllable, before syllable modifiers; before a matra's halant.
            var p = end - 1
            while p > start && buffer.info[p].indicPosition == Pos.smvd { p -= 1 }
            if Self.isHalant(buffer.info[p]) {
                // (HarfBuzz's loop re-reads its moving bound.)
                var i = base + 1
                while i < p {
                    if Self.flag(buffer.info[i].indicCategory) & (Self.flag(Cat.m) | Self.flag(Cat.mPst)) != 0 { p -= 1 }
                    i += 1
                }
            }
            target = p
        }
        guard let newRephPos = target, newRephPos >= start else { return base }
        buffer.mergeClusters(start, newRephPos + 1)
        move(buffer, from: start, to: newRephPos)
        if start < base && base <= newRephPos { base -= 1 }
        return base
    }

    /// A pre-base-reordering consonant that `pref` formed moves before the base.
    func reorderPreBaseConsonant(_ buffer: ShapingBuffer, _ start: Int, _ end: Int, _ base: Int, tryPref: Bool) {
        guard tryPref && base + 1 < end else { return }
        for i in base + 1..<end where buffer.info[i].mask & pref != 0 {
            if ligatedAndDidntMultiply(buffer.info[i]) {
                var newPos = base
                if script != "Mlym" && script != "Taml" {
                    let matraOrHalant = Self.flag(Cat.m) | Self.flag(Cat.mPst) | Self.flag(Cat.h)
                    while newPos > start && !Self.isOneOf(buffer.info[newPos - 1], matraOrHalant) { newPos -= 1 }
                }
                if newPos > start && Self.isHalant(buffer.info[newPos - 1]) {
                    if newPos < end && Self.isJoiner(buffer.info[newPos]) { newPos += 1 }
                }
                buffer.mergeClusters(newPos, i + 1)
                move(buffer, from: i, to: newPos)
            }
            break
        }
    }
}
