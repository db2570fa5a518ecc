/// Contextual and chaining contextual lookups (`GSUB` 5–6, `GPOS` 7–8),
/// formats 1 (glyphs), 2 (classes) and 3 (coverages), and the nested
/// lookups they apply (HarfBuzz's `match_input`, `match_backtrack`,
/// `match_lookahead` and `apply_lookup`).
extension LayoutApplier {
    /// Runs `body` with room on the stack for the positions of one match
    /// (`maxContextLength` of them, not cleared: `matchInput` writes those it returns).
    @inline(__always)
    func withMatchPositions<R>(_ body: (UnsafeMutableBufferPointer<Int>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.maxContextLength) { body($0) }
    }

    /// Matches input glyphs 1..<count after the current one; `test(glyph, i)`
    /// checks the i-th. Writes the matched positions (the current first) to
    /// `positions[0..<count]` and returns the end of the match and the total
    /// ligature component count.
    func matchInput(count: Int, into positions: UnsafeMutableBufferPointer<Int>,
                    test: (UInt32, Int) -> Bool) -> (end: Int, components: Int)? {
        let n = max(count, 1)
        guard count <= Self.maxContextLength, n <= positions.count else { return nil }
        positions[0] = buffer.idx
        var it = iterator(at: buffer.idx, items: count - 1, context: false)
        let first = buffer.info[buffer.idx]
        let firstLigID = first.ligatureID, firstComponent = first.ligatureComponent
        var total = first.ligatureComponentCount
        var ligbase = 0   // 0 not checked, 1 may not skip, 2 may skip
        for i in 1..<n {
            guard next(&it, { g in test(g, i) }) else { return nil }
            positions[i] = it.idx
            let info = buffer.info[it.idx]
            let thisLigID = info.ligatureID, thisComponent = info.ligatureComponent
            if firstLigID != 0 && firstComponent != 0 {
                if firstLigID != thisLigID || firstComponent != thisComponent {
                    if ligbase == 0 {
                        var found = false
                        var j = buffer.backtrackLength
                        while j > 0 && buffer.backtrack(j - 1).ligatureID == firstLigID {
                            j -= 1
                            if buffer.backtrack(j).ligatureComponent == 0 { found = true; break }
                        }
                        ligbase = found && maySkip(buffer.backtrack(j), props: it.props, ignoreZWNJ: it.ignoreZWNJ,
                                                   ignoreZWJ: it.ignoreZWJ) == .yes ? 2 : 1
                    }
                    if ligbase == 1 { return nil }
                }
            } else if thisLigID != 0 && thisComponent != 0 && thisLigID != firstLigID {
                return nil
            }
            total += info.ligatureComponentCount
        }
        return (positions[n - 1] + 1, total)
    }

    /// The glyph `matchInput` would test first, when it is one the match
    /// cannot skip (HarfBuzz's fast path of `LigatureSet::apply`): the first
    /// glyph after the current one the lookup flags do not skip, when it is
    /// not a default ignorable and has the lookup's mask (and syllable);
    /// nil otherwise (every rule is then tried in full).
    func nextPlainGlyph() -> UInt32? {
        let it = iterator(at: buffer.idx, items: 1, context: false)
        var j = buffer.idx + 1
        while j < buffer.count {
            let info = buffer.info[j]
            switch maySkip(info, props: it.props, ignoreZWNJ: it.ignoreZWNJ, ignoreZWJ: it.ignoreZWJ) {
            case .yes:
                j += 1
            case .no:
                guard info.mask & it.mask != 0, it.syllable == 0 || it.syllable == info.syllable else { return nil }
                return info.codepoint
            case .maybe:
                return nil
            }
        }
        return nil
    }

    /// Matches `count` backtrack glyphs before the current one.
    func matchBacktrack(count: Int, test: (UInt32, Int) -> Bool) -> Bool {
        var it = iterator(at: buffer.backtrackLength, items: count, context: true)
        for i in 0..<count {
            guard previous(&it, { g in test(g, i) }) else { return false }
        }
        return true
    }

    /// Matches `count` lookahead glyphs from `end` on.
    func matchLookahead(count: Int, from end: Int, test: (UInt32, Int) -> Bool) -> Bool {
        var it = iterator(at: end - 1, items: count, context: true)
        for i in 0..<count {
            guard next(&it, { g in test(g, i) }) else { return false }
        }
        return true
    }

    /// Applies the lookup records at `records` (count `n`) to the matched glyphs (HarfBuzz's `apply_lookup`).
    ///
    /// `positions[0..<matched]` are the matched glyphs; they are rewritten in
    /// place as nested lookups change the glyph count (at most
    /// `maxContextLength`, the room `withMatchPositions` gives).
    func applyLookupRecords(_ records: Int, _ n: Int, positions: UnsafeMutableBufferPointer<Int>, count matched: Int,
                            end matchEnd: Int) {
        var count = matched
        let bl = buffer.backtrackLength
        var end = bl + matchEnd - buffer.idx
        let shift = bl - buffer.idx
        for j in 0..<count { positions[j] += shift }
        for r in 0..<n {
            guard buffer.successful else { break }
            let idx = data.u16(records + 4 * r)
            let lookupIndex = data.u16(records + 4 * r + 2)
            guard idx < count else { continue }
            let origLength = buffer.backtrackLength + buffer.lookaheadLength
            guard positions[idx] < origLength else { continue }
            guard buffer.moveTo(positions[idx]) else { break }
            guard buffer.maxOperations > 0 else { break }
            guard buffer.idx < buffer.count, recurse(lookupIndex) else { continue }
            let newLength = buffer.backtrackLength + buffer.lookaheadLength
            var delta = newLength - origLength
            if delta == 0 { continue }
            end += delta
            if end < positions[idx] {
                delta += positions[idx] - end
                end = positions[idx]
            }
            var next = idx + 1
            if delta > 0 {
                if delta + count > Self.maxContextLength { break }
            } else {
                delta = max(delta, next - count)
                next -= delta
            }
            // Shift positions[next..<count] by delta places.
            let newCount = count + delta
            guard newCount <= positions.count else { break }
            if delta > 0 {
                var k = count - 1
                while k >= next {
                    positions[k + delta] = positions[k]
                    k -= 1
                }
            } else if delta < 0 {
                for k in next..<count { positions[k + delta] = positions[k] }
            }
            next += delta
            count = newCount
            if idx + 1 < next { for j in idx + 1..<next { positions[j] = positions[j - 1] + 1 } }
            while next < count { positions[next] += delta; next += 1 }
        }
        _ = buffer.moveTo(max(0, end))
    }

    /// GSUB 5 / GPOS 7: contextual.
    func applyContext(_ s: Int) -> Bool {
        withMatchPositions { applyContext(s, $0) }
    }

    /// `applyContext(_:)` with `positions` (from `withMatchPositions`) for its matches.
    func applyContext(_ s: Int, _ positions: UnsafeMutableBufferPointer<Int>) -> Bool {
        let data = self.data
        let format = data.u16(s)
        switch format {
        case 1, 2:
            guard let index = coverage(data.offset16(s, s + 2), current) else { return false }
            let classDef = format == 2 ? data.offset16(s, s + 4) : nil
            let setsAt = format == 2 ? s + 6 : s + 4
            let setIndex = format == 2 ? glyphClass(classDef, current) : index
            guard setIndex < data.u16(setsAt), let set = data.offset16(s, setsAt + 2 + 2 * setIndex) else { return false }
            let rules = data.u16(set)
            let second = rules > 1 ? nextPlainGlyph().map { format == 2 ? glyphClass(classDef, $0) : Int($0) } : nil
            for k in 0..<rules {
                guard let rule = data.offset16(set, set + 2 + 2 * k) else { continue }
                let inputCount = data.u16(rule), lookupCount = data.u16(rule + 2)
                guard inputCount > 0 else { continue }
                let input = rule + 4
                // The match would stop at the next plain glyph: a rule whose second input differs cannot match.
                if inputCount > 1, let second, data.u16(input) != second { continue }
                if let (end, _) = matchInput(count: inputCount, into: positions, test: { g, i in
                    let v = data.u16(input + 2 * (i - 1))
                    return format == 2 ? glyphClass(classDef, g) == v : Int(g) == v
                }) {
                    applyLookupRecords(input + 2 * (inputCount - 1), lookupCount, positions: positions, count: inputCount, end: end)
                    return true
                }
            }
            return false
        case 3:
            let inputCount = data.u16(s + 2), lookupCount = data.u16(s + 4)
            guard inputCount > 0, coverage(data.offset16(s, s + 6), current) != nil else { return false }
            guard let (end, _) = matchInput(count: inputCount, into: positions, test: { g, i in
                coverage(data.offset16(s, s + 6 + 2 * i), g) != nil
            }) else { return false }
            applyLookupRecords(s + 6 + 2 * inputCount, lookupCount, positions: positions, count: inputCount, end: end)
            return true
        default:
            return false
        }
    }

    /// GSUB 6 / GPOS 8: chaining contextual.
    func applyChainContext(_ s: Int) -> Bool {
        withMatchPositions { applyChainContext(s, $0) }
    }

    /// `applyChainContext(_:)` with `positions` (from `withMatchPositions`) for its matches.
    func applyChainContext(_ s: Int, _ positions: UnsafeMutableBufferPointer<Int>) -> Bool {
        let data = self.data
        let format = data.u16(s)
        switch format {
        case 1, 2:
            guard let index = coverage(data.offset16(s, s + 2), current) else { return false }
            let backDef = format == 2 ? data.offset16(s, s + 4) : nil
            let inputDef = format == 2 ? data.offset16(s, s + 6) : nil
            let aheadDef = format == 2 ? data.offset16(s, s + 8) : nil
            let setsAt = format == 2 ? s + 10 : s + 4
            let setIndex = format == 2 ? glyphClass(inputDef, current) : index
            guard setIndex < data.u16(setsAt), let set = data.offset16(s, setsAt + 2 + 2 * setIndex) else { return false }
            let rules = data.u16(set)
            let second = rules > 1 ? nextPlainGlyph().map { format == 2 ? glyphClass(inputDef, $0) : Int($0) } : nil
            for k in 0..<rules {
                guard let rule = data.offset16(set, set + 2 + 2 * k) else { continue }
                let backCount = data.u16(rule), back = rule + 2
                let inputAt = back + 2 * backCount
                let inputCount = data.u16(inputAt), input = inputAt + 2
                guard inputCount > 0 else { continue }
                // As in `applyContext`: the second input must be the next plain glyph('s class).
                if inputCount > 1, let second, data.u16(input) != second { continue }
                let aheadAt = input + 2 * (inputCount - 1)
                let aheadCount = data.u16(aheadAt), ahead = aheadAt + 2
                let recordsAt = ahead + 2 * aheadCount
                if let (end, _) = matchInput(count: inputCount, into: positions, test: { g, i in
                    let v = data.u16(input + 2 * (i - 1))
                    return format == 2 ? glyphClass(inputDef, g) == v : Int(g) == v
                }),
                   matchLookahead(count: aheadCount, from: end, test: { g, i in
                       (format == 2 ? glyphClass(aheadDef, g) : Int(g)) == data.u16(ahead + 2 * i)
                   }),
                   matchBacktrack(count: backCount, test: { g, i in
                       (format == 2 ? glyphClass(backDef, g) : Int(g)) == data.u16(back + 2 * i)
                   }) {
                    applyLookupRecords(recordsAt + 2, data.u16(recordsAt), positions: positions, count: inputCount, end: end)
                    return true
                }
            }
            return false
        case 3:
            let backCount = data.u16(s + 2), back = s + 4
            let inputAt = back + 2 * backCount
            let inputCount = data.u16(inputAt), input = inputAt + 2
            let aheadAt = input + 2 * inputCount
            let aheadCount = data.u16(aheadAt), ahead = aheadAt + 2
            let recordsAt = ahead + 2 * aheadCount
            guard inputCount > 0, coverage(data.offset16(s, input), current) != nil else { return false }
            guard let (end, _) = matchInput(count: inputCount, into: positions, test: { g, i in
                coverage(data.offset16(s, input + 2 * i), g) != nil
            }) else { return false }
            guard matchLookahead(count: aheadCount, from: end, test: { g, i in coverage(data.offset16(s, ahead + 2 * i), g) != nil }),
                  matchBacktrack(count: backCount, test: { g, i in coverage(data.offset16(s, back + 2 * i), g) != nil })
            else { return false }
            applyLookupRecords(recordsAt + 2, data.u16(recordsAt), positions: positions, count: inputCount, end: end)
            return true
        default:
            return false
        }
    }
}
