/// The `GSUB` lookup types 1–4 and 8 (5–7 are in `+Context`; extension
/// subtables are resolved by `LayoutTable.subtables`).
extension LayoutApplier {
    var current: UInt32 { buffer.info[buffer.idx].codepoint }

    /// Type 1: one glyph for another (delta or array).
    func applySingleSubstitution(_ s: Int) -> Bool {
        guard let index = coverage(data.offset16(s, s + 2), current) else { return false }
        switch data.u16(s) {
        case 1:
            replaceGlyph(UInt32((Int(current) + data.i16(s + 4)) & 0xFFFF))
        case 2:
            guard index < data.u16(s + 4) else { return false }
            replaceGlyph(UInt32(data.u16(s + 6 + 2 * index)))
        default:
            return false
        }
        return true
    }

    /// Type 2: one glyph for a sequence.
    func applyMultipleSubstitution(_ s: Int) -> Bool {
        guard data.u16(s) == 1, let index = coverage(data.offset16(s, s + 2), current),
              index < data.u16(s + 4), let seq = data.offset16(s, s + 6 + 2 * index) else { return false }
        let n = data.u16(seq)
        if n == 1 {
            replaceGlyph(UInt32(data.u16(seq + 2)))
            return true
        }
        if n == 0 {
            buffer.deleteGlyph()
            return true
        }
        let guess = buffer.info[buffer.idx].isLigature ? GlyphDefinitionTable.base : 0
        let ligID = buffer.info[buffer.idx].ligatureID
        for i in 0..<n {
            if ligID == 0 { buffer.info[buffer.idx].setLigatureForMark(id: 0, component: i) }
            let glyph = UInt32(data.u16(seq + 2 + 2 * i))
            setGlyphClass(glyph, guess: guess, component: true)
            buffer.outputGlyph(glyph)
        }
        buffer.idx += 1
        return true
    }

    /// Type 3: one of a set of alternates, by the feature's value.
    func applyAlternateSubstitution(_ s: Int) -> Bool {
        guard data.u16(s) == 1, let index = coverage(data.offset16(s, s + 2), current),
              index < data.u16(s + 4), let set = data.offset16(s, s + 6 + 2 * index) else { return false }
        let n = data.u16(set)
        guard n > 0, lookupMask != 0 else { return false }
        let shift = UInt32(lookupMask.trailingZeroBitCount)
        let alternate = Int((lookupMask & buffer.info[buffer.idx].mask) >> shift)
        guard alternate > 0, alternate <= n else { return false }
        replaceGlyph(UInt32(data.u16(set + 2 + 2 * (alternate - 1))))
        return true
    }

    /// Type 4: a sequence of glyphs for one ligature.
    func applyLigatureSubstitution(_ s: Int) -> Bool {
        withMatchPositions { applyLigatureSubstitution(s, $0) }
    }

    /// `applyLigatureSubstitution(_:)` with `positions` (from `withMatchPositions`) for its matches.
    func applyLigatureSubstitution(_ s: Int, _ positions: UnsafeMutableBufferPointer<Int>) -> Bool {
        let data = self.data
        guard data.u16(s) == 1, let index = coverage(data.offset16(s, s + 2), current),
              index < data.u16(s + 4), let set = data.offset16(s, s + 6 + 2 * index) else { return false }
        let ligatures = data.u16(set)
        let second = ligatures > 1 ? nextPlainGlyph() : nil
        for k in 0..<ligatures {
            guard let lig = data.offset16(set, set + 2 + 2 * k) else { continue }
            let ligGlyph = UInt32(data.u16(lig))
            let count = data.u16(lig + 2)
            if count == 0 { continue }
            if count == 1 {
                replaceGlyph(ligGlyph)
                return true
            }
            let components = lig + 4
            // The match would stop at `second`: a ligature whose second component differs cannot match.
            if let second, data.u16(components) != Int(second) { continue }
            if let (end, total) = matchInput(count: count, into: positions, test: { g, i in
                Int(g) == data.u16(components + 2 * (i - 1))
            }) {
                ligate(positions: UnsafeBufferPointer(rebasing: positions[0..<count]), end: end, glyph: ligGlyph, components: total)
                return true
            }
        }
        return false
    }

    /// Type 8: reverse chaining single substitution (applied from the end, in place).
    func applyReverseChain(_ s: Int) -> Bool {
        let data = self.data
        guard data.u16(s) == 1, let index = coverage(data.offset16(s, s + 2), current) else { return false }
        let backCount = data.u16(s + 4)
        let back = s + 6
        let aheadAt = back + 2 * backCount
        let aheadCount = data.u16(aheadAt)
        let ahead = aheadAt + 2
        let substAt = ahead + 2 * aheadCount
        guard index < data.u16(substAt) else { return false }
        var it = iterator(at: buffer.idx, items: backCount, context: true)
        for k in 0..<backCount {
            let cov = data.offset16(s, back + 2 * k)
            guard previous(&it, { g in coverage(cov, g) != nil }) else { return false }
        }
        var ahead2 = iterator(at: buffer.idx, items: aheadCount, context: true)
        for k in 0..<aheadCount {
            let cov = data.offset16(s, ahead + 2 * k)
            guard next(&ahead2, { g in coverage(cov, g) != nil }) else { return false }
        }
        let glyph = UInt32(data.u16(substAt + 2 + 2 * index))
        setGlyphClass(glyph)
        buffer.info[buffer.idx].codepoint = glyph
        buffer.digest.insert(glyph)
        return true
    }

    /// Forms a ligature of the matched glyphs (HarfBuzz's `ligate_input`).
    func ligate(positions: UnsafeBufferPointer<Int>, end: Int, glyph: UInt32, components total: Int) {
        let count = positions.count
        buffer.mergeClusters(buffer.idx, end)
        var isBaseLigature = buffer.info[positions[0]].isBaseGlyph
        var isMarkLigature = buffer.info[positions[0]].isMark
        for i in 1..<count where !buffer.info[positions[i]].isMark {
            isBaseLigature = false
            isMarkLigature = false
            break
        }
        let isLigature = !isBaseLigature && !isMarkLigature
        let klass = isLigature ? GlyphDefinitionTable.ligature : 0
        let ligID = isLigature ? buffer.allocateLigatureID() : 0
        var lastLigID = buffer.info[buffer.idx].ligatureID
        var lastComponents = buffer.info[buffer.idx].ligatureComponentCount
        var componentsSoFar = lastComponents
        if isLigature {
            buffer.info[buffer.idx].setLigature(id: ligID, components: total)
            if buffer.info[buffer.idx].category == .nonspacingMark {
                buffer.info[buffer.idx].unicodeProps = (buffer.info[buffer.idx].unicodeProps & ~0x1F)
                    | UInt32(ShapingData.Category.otherLetter.rawValue)
            }
        }
        setGlyphClass(glyph, guess: klass, ligature: true)
        buffer.replaceGlyph(glyph)
        for i in 1..<count {
            while buffer.idx < positions[i] && buffer.successful {
                if isLigature {
                    var thisComponent = buffer.info[buffer.idx].ligatureComponent
                    if thisComponent == 0 { thisComponent = lastComponents }
                    let newComponent = componentsSoFar - lastComponents + min(thisComponent, lastComponents)
                    buffer.info[buffer.idx].setLigatureForMark(id: ligID, component: newComponent)
                }
                buffer.nextGlyph()
            }
            guard buffer.idx < buffer.count else { break }
            lastLigID = buffer.info[buffer.idx].ligatureID
            lastComponents = buffer.info[buffer.idx].ligatureComponentCount
            componentsSoFar += lastComponents
            buffer.idx += 1   // the component is consumed
        }
        if !isMarkLigature && lastLigID != 0 {
            var i = buffer.idx
            while i < buffer.count {
                guard buffer.info[i].ligatureID == lastLigID else { break }
                let thisComponent = buffer.info[i].ligatureComponent
                guard thisComponent != 0 else { break }
                let newComponent = componentsSoFar - lastComponents + min(thisComponent, lastComponents)
                buffer.info[i].setLigatureForMark(id: ligID, component: newComponent)
                i += 1
            }
        }
    }
}
