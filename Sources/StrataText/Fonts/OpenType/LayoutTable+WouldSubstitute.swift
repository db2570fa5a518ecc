/// Whether a `GSUB` lookup would substitute a given glyph sequence on its
/// own, with no buffer around it (HarfBuzz's `hb_ot_layout_lookup_would_substitute`):
/// the Indic shaper asks it to find which consonants have reph, below-base,
/// post-base and pre-base forms.
extension LayoutTable {
    /// Whether lookup `index` would apply to exactly `glyphs`; with
    /// `zeroContext`, chaining rules with a backtrack or lookahead don't count.
    /// `accelerators` are this table's (`self.accelerators`, read once by the caller).
    /// - Complexity: O(subtables × rules × glyphs.count).
    func wouldSubstitute(lookup index: Int, glyphs: [UInt32], zeroContext: Bool, in accelerators: LayoutAccelerators) -> Bool {
        guard !isPositioning, let first = glyphs.first, index >= 0, index < accelerators.lookups.count else { return false }
        let lookup = accelerators.lookups[index]
        // The first glyph must be in one of the lookup's coverages (HarfBuzz's digest).
        guard lookup.digest.mayHave(first) else { return false }
        for k in lookup.first..<lookup.first + lookup.count where accelerators.digests[k].mayHave(first) {
            if wouldApply(type: lookup.type, accelerators.subtables[k], glyphs, first, zeroContext) { return true }
        }
        return false
    }

    private func wouldApply(type: Int, _ s: Int, _ glyphs: [UInt32], _ first: UInt32, _ zeroContext: Bool) -> Bool {
        let len = glyphs.count
        switch type {
        case 1, 2, 3:
            return len == 1 && data.coverage(data.offset16(s, s + 2), first) != nil
        case 4:
            guard data.u16(s) == 1, let index = data.coverage(data.offset16(s, s + 2), first),
                  index < data.u16(s + 4), let set = data.offset16(s, s + 6 + 2 * index) else { return false }
            for k in 0..<data.u16(set) {
                guard let lig = data.offset16(set, set + 2 + 2 * k), data.u16(lig + 2) == len else { continue }
                if (1..<len).allSatisfy({ Int(glyphs[$0]) == data.u16(lig + 4 + 2 * ($0 - 1)) }) { return true }
            }
            return false
        case 5:
            return wouldApplyContext(s, glyphs, first, chaining: false, zeroContext)
        case 6:
            return wouldApplyContext(s, glyphs, first, chaining: true, zeroContext)
        case 8:
            return len == 1 && data.coverage(data.offset16(s, s + 2), first) != nil
        default:
            return false
        }
    }

    /// Contextual (5) and chaining contextual (6) subtables: a rule whose input is exactly `glyphs`.
    private func wouldApplyContext(_ s: Int, _ glyphs: [UInt32], _ first: UInt32, chaining: Bool, _ zeroContext: Bool) -> Bool {
        let len = glyphs.count
        let format = data.u16(s)
        switch format {
        case 1, 2:
            guard let index = data.coverage(data.offset16(s, s + 2), first) else { return false }
            let inputDef = format == 2 ? data.offset16(s, s + (chaining ? 6 : 4)) : nil
            let setsAt = format == 2 ? s + (chaining ? 10 : 6) : s + 4
            let setIndex = format == 2 ? data.glyphClass(inputDef, first) : index
            guard setIndex < data.u16(setsAt), let set = data.offset16(s, setsAt + 2 + 2 * setIndex) else { return false }
            for k in 0..<data.u16(set) {
                guard let rule = data.offset16(set, set + 2 + 2 * k) else { continue }
                var inputAt = rule, backCount = 0
                if chaining {
                    backCount = data.u16(rule)
                    inputAt = rule + 2 + 2 * backCount
                }
                let inputCount = data.u16(inputAt)
                guard inputCount == len else { continue }
                let input = inputAt + (chaining ? 2 : 4)
                if chaining && zeroContext {
                    let aheadCount = data.u16(input + 2 * (inputCount - 1))
                    if backCount != 0 || aheadCount != 0 { continue }
                }
                let matches = (1..<len).allSatisfy { i in
                    let v = data.u16(input + 2 * (i - 1))
                    return format == 2 ? data.glyphClass(inputDef, glyphs[i]) == v : Int(glyphs[i]) == v
                }
                if matches { return true }
            }
            return false
        case 3:
            var inputAt = s + 2, backCount = 0
            if chaining {
                backCount = data.u16(s + 2)
                inputAt = s + 4 + 2 * backCount
            }
            let inputCount = data.u16(inputAt)
            let input = inputAt + (chaining ? 2 : 4)
            guard inputCount == len, data.coverage(data.offset16(s, input), first) != nil else { return false }
            if chaining && zeroContext && (backCount != 0 || data.u16(input + 2 * inputCount) != 0) { return false }
            return (1..<len).allSatisfy { data.coverage(data.offset16(s, input + 2 * $0), glyphs[$0]) != nil }
        default:
            return false
        }
    }
}
