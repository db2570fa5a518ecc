/// Initial reordering (HarfBuzz's `initial_reordering_consonant_syllable`):
/// the base consonant, reph, positions sorted, and the basic-form masks.
extension IndicShaper {
    /// Reorders one consonant, vowel, standalone or broken syllable `start..<end`.
    /// - Complexity: O(n log n) in the syllable's length.
    func initialReorder(_ buffer: ShapingBuffer, _ start: Int, _ end: Int) {
        // Kannada: Ra,H,ZWJ behaves as Ra,ZWJ,H.
        if script == "Knda" && start + 3 <= end && Self.isOneOf(buffer.info[start], Self.flag(Cat.ra))
            && Self.isOneOf(buffer.info[start + 1], Self.flag(Cat.h)) && Self.isOneOf(buffer.info[start + 2], Self.flag(Cat.zwj)) {
            buffer.mergeClusters(start + 1, start + 3)
            buffer.info.swapAt(start + 1, start + 2)
        }

        // 1. The base consonant.
        var base = end
        var hasReph = false
        var limit = start
        if rphf != 0 && start + 3 <= end
            && ((config.rephMode == .implicit && !Self.isJoiner(buffer.info[start + 2]))
                || (config.rephMode == .explicit && buffer.info[start + 2].indicCategory == Cat.zwj)) {
            let g0 = buffer.info[start].codepoint, g1 = buffer.info[start + 1].codepoint
            let g2 = config.rephMode == .explicit ? buffer.info[start + 2].codepoint : 0
            if wouldSubstitute(rphfLookups, [g0, g1])
                || (config.rephMode == .explicit && wouldSubstitute(rphfLookups, [g0, g1, g2])) {
                limit += 2
                while limit < end && Self.isJoiner(buffer.info[limit]) { limit += 1 }
                base = start
                hasReph = true
            }
        } else if config.rephMode == .logicalRepha && buffer.info[start].indicCategory == Cat.repha {
            limit += 1
            while limit < end && Self.isJoiner(buffer.info[limit]) { limit += 1 }
            base = start
            hasReph = true
        }
        do {
            var i = end
            var seenBelow = false
            repeat {
                i -= 1
                let info = buffer.info[i]
                if Self.isConsonant(info) {
                    if info.indicPosition != Pos.belowC && (info.indicPosition != Pos.postC || seenBelow) {
                        base = i
                        break
                    }
                    if info.indicPosition == Pos.belowC { seenBelow = true }
                    base = i
                } else if start < i && info.indicCategory == Cat.zwj && buffer.info[i - 1].indicCategory == Cat.h {
                    break
                }
            } while i > limit
        }
        if hasReph && base == start && limit - base <= 2 { hasReph = false }

        // Positions: pre-base consonants, the base, reph.
        for i in start..<base { buffer.info[i].indicPosition = min(Pos.preC, buffer.info[i].indicPosition) }
        if base < end { buffer.info[base].indicPosition = Pos.baseC }
        if hasReph { buffer.info[start].indicPosition = Pos.raToBecomeReph }

        // Old spec: the first post-base halant moves after the last consonant.
        if isOldSpec {
            let noDoubleHalants = script == "Knda"
            var i = base + 1
            while i < end {
                if buffer.info[i].indicCategory == Cat.h {
                    var j = end - 1
                    while j > i {
                        if Self.isConsonant(buffer.info[j]) || (noDoubleHalants && buffer.info[j].indicCategory == Cat.h) { break }
                        j -= 1
                    }
                    if buffer.info[j].indicCategory != Cat.h && j > i {
                        let t = buffer.info[i]
                        for k in i..<j { buffer.info[k] = buffer.info[k + 1] }
                        buffer.info[j] = t
                    }
                    break
                }
                i += 1
            }
        }

        // Marks move with the character before them.
        do {
            var lastPosition = Pos.start
            let attached = Self.joinerFlags | Self.flag(Cat.n) | Self.flag(Cat.rs) | Self.flag(Cat.cm) | Self.flag(Cat.h)
            for i in start..<end {
                let info = buffer.info[i]
                if Self.flag(info.indicCategory) & attached != 0 {
                    buffer.info[i].indicPosition = lastPosition
                    if info.indicCategory == Cat.h && lastPosition == Pos.preM {
                        // A halant does not move with a left matra (as Uniscribe).
                        var j = i
                        while j > start {
                            if buffer.info[j - 1].indicPosition != Pos.preM {
                                buffer.info[i].indicPosition = buffer.info[j - 1].indicPosition
                                break
                            }
                            j -= 1
                        }
                    }
                } else if info.indicPosition != Pos.smvd {
                    if info.indicCategory == Cat.mPst && i > start && buffer.info[i - 1].indicCategory == Cat.sm {
                        buffer.info[i - 1].indicPosition = info.indicPosition
                    }
                    lastPosition = info.indicPosition
                }
            }
        }
        // Post-base consonants own what comes before them since the last consonant or matra.
        do {
            var last = base
            var i = base + 1
            while i < end {
                if Self.isConsonant(buffer.info[i]) {
                    var j = last + 1
                    while j < i {
                        if buffer.info[j].indicPosition < Pos.smvd { buffer.info[j].indicPosition = buffer.info[i].indicPosition }
                        j += 1
                    }
                    last = i
                } else if Self.flag(buffer.info[i].indicCategory) & (Self.flag(Cat.m) | Self.flag(Cat.mPst)) != 0 {
                    last = i
                }
                i += 1
            }
        }

        base = sortSyllable(buffer, start, end)
        setMasks(buffer, start, end, base)
    }

    /// Sorts the syllable by position (stably), flips runs of left matras, merges
    /// the clusters of what moved across the base; returns the new base.
    func sortSyllable(_ buffer: ShapingBuffer, _ start: Int, _ end: Int) -> Int {
        let n = end - start
        guard n > 0 else { return end }
        // origin[k]: the offset in the syllable the glyph now at start + k came from (-1: done).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { origin in
            origin.initialize(repeating: 0)
            sortPositions(buffer, start, end, into: origin)
            return finishSort(buffer, start, end, origin)
        }
    }

    /// Sorts `info[start..<end]` by position, stably, and sets `origin[k]` to
    /// the offset in the syllable the glyph now at `start + k` came from.
    ///
    /// - Complexity: O(n²) by insertion for syllables of up to 64 glyphs, O(n log n) above.
    func sortPositions(_ buffer: ShapingBuffer, _ start: Int, _ end: Int, into origin: UnsafeMutableBufferPointer<Int>) {
        let n = end - start
        if n <= 64 {
            buffer.info.withUnsafeMutableBufferPointer { infos in
                for k in 0..<n {
                    let p = infos[start + k].indicPosition
                    var j = k
                    while j > 0 && infos[start + origin[j - 1]].indicPosition > p {
                        origin[j] = origin[j - 1]
                        j -= 1
                    }
                    origin[j] = k
                }
                withUnsafeTemporaryAllocation(of: GlyphInfo.self, capacity: n) { sorted in
                    for k in 0..<n { sorted.initializeElement(at: k, to: infos[start + origin[k]]) }
                    for k in 0..<n { infos[start + k] = sorted[k] }
                }
            }
            return
        }
        let order = (start..<end).sorted {
            (buffer.info[$0].indicPosition, $0) < (buffer.info[$1].indicPosition, $1)
        }
        let sorted = order.map { buffer.info[$0] }
        buffer.info.replaceSubrange(start..<end, with: sorted)
        for k in 0..<n { origin[k] = order[k] - start }
    }

    /// The rest of `sortSyllable` once sorted: the base, left matras, merged clusters.
    func finishSort(_ buffer: ShapingBuffer, _ start: Int, _ end: Int, _ origin: UnsafeMutableBufferPointer<Int>) -> Int {

        var firstLeftMatra = end, lastLeftMatra = end
        var base = end
        for i in start..<end {
            if buffer.info[i].indicPosition == Pos.baseC {
                base = i
                break
            } else if buffer.info[i].indicPosition == Pos.preM {
                if firstLeftMatra == end { firstLeftMatra = i }
                lastLeftMatra = i
            }
        }
        if firstLeftMatra < lastLeftMatra {
            buffer.reverse(firstLeftMatra, lastLeftMatra + 1)
            var i = firstLeftMatra
            for j in i...lastLeftMatra
            where Self.flag(buffer.info[j].indicCategory) & (Self.flag(Cat.m) | Self.flag(Cat.mPst)) != 0 {
                buffer.reverse(i, j + 1)
                i = j + 1
            }
        }
        if isOldSpec || end - start > 127 {
            buffer.mergeClusters(base, end)
        } else {
            for i in base..<end where origin[i - start] >= 0 {
                var lo = i, hi = i
                var j = start + origin[i - start]
                while j != i {
                    lo = min(lo, j)
                    hi = max(hi, j)
                    let next = start + origin[j - start]
                    origin[j - start] = -1
                    guard next >= start else { break }
                    j = next
                }
                buffer.mergeClusters(max(base, lo), hi + 1)
            }
        }
        return base
    }

    /// The basic-form feature masks of one syllable, pre-base Ra and joiner effects.
    func setMasks(_ buffer: ShapingBuffer, _ start: Int, _ end: Int, _ base: Int) {
        var i = start
        while i < end && buffer.info[i].indicPosition == Pos.raToBecomeReph {
            buffer.info[i].mask |= rphf
            i += 1
        }
        var mask = half
        if !isOldSpec && config.blwfPreAndPost { mask |= blwf }
        for i in start..<min(base, end) { buffer.info[i].mask |= mask }
        mask = blwf | abvf | pstf
        if base + 1 < end { for i in base + 1..<end { buffer.info[i].mask |= mask } }

        if isOldSpec && script == "Deva" {
            // Old-spec eyelash Ra: below form under half forms too, unless Ra,H,ZWJ.
            var i = start
            while i + 1 < base {
                if buffer.info[i].indicCategory == Cat.ra && buffer.info[i + 1].indicCategory == Cat.h
                    && (i + 2 == base || buffer.info[i + 2].indicCategory != Cat.zwj) {
                    buffer.info[i].mask |= blwf
                    buffer.info[i + 1].mask |= blwf
                }
                i += 1
            }
        }

        if pref != 0 && base + 2 < end {
            // A Halant,Ra (or Ra,Halant) pair with a pre-base form.
            var i = base + 1
            while i + 1 < end {
                if wouldSubstitute(prefLookups, [buffer.info[i].codepoint, buffer.info[i + 1].codepoint]) {
                    buffer.info[i].mask |= pref
                    buffer.info[i + 1].mask |= pref
                    break
                }
                i += 1
            }
        }

        // A ZWNJ turns half forms off back to the consonant before it (or the start);
        // ranges already cleared are not walked again, so runs of joiners stay linear.
        guard start + 1 < end else { return }
        var lastConsonant = start
        var cleared = (from: -1, to: -1)
        for i in start + 1..<end {
            if Self.isJoiner(buffer.info[i]) && buffer.info[i].indicCategory == Cat.zwnj {
                let from = cleared.from == lastConsonant ? max(cleared.to, lastConsonant) : lastConsonant
                for j in from..<i { buffer.info[j].mask &= ~half }
                cleared = (lastConsonant, i)
            }
            if Self.isConsonant(buffer.info[i]) { lastConsonant = i }
        }
    }
}
