extension BidiResolver {
    /// Rules X9–X10: leaves out the characters X9 removes, splits the rest
    /// into level runs (BD7), joins the runs an isolate initiator and its
    /// matching PDI connect into isolating run sequences (BD13), and gives
    /// each its sos and eos.
    ///
    /// - Complexity: O(n + runs · log runs).
    mutating func buildSequences() {
        let removed = BidiParagraph.removed
        // The kept characters, in order, and where each level run starts among them.
        var kept: [Int32] = []
        kept.reserveCapacity(initial.count)
        var runStarts: [Int] = []
        var previous: UInt8 = removed
        for index in initial.indices where levels[index] != removed {
            if levels[index] != previous { runStarts.append(kept.count) }
            previous = levels[index]
            kept.append(Int32(index))
        }
        let runCount = runStarts.count
        sequences.removeAll(keepingCapacity: true)
        if !hasIsolatePairs {
            // No isolate joins two runs: every level run is a sequence of its own.
            sequences.reserveCapacity(runCount)
            for run in 0..<runCount {
                let start = runStarts[run]
                let end = run + 1 < runCount ? runStarts[run + 1] : kept.count
                appendSequence(start..<end, first: Int(kept[start]), last: Int(kept[end - 1]),
                               before: start - 1, after: end, kept: kept)
            }
            sequenceIndices = kept
            return
        }
        var consumed = [Bool](repeating: false, count: runCount)
        sequenceIndices.removeAll(keepingCapacity: true)
        sequenceIndices.reserveCapacity(kept.count)

        for first in 0..<runCount where !consumed[first] {
            let start = sequenceIndices.count
            var run = first
            var lastKept = 0
            while true {
                consumed[run] = true
                let end = run + 1 < runCount ? runStarts[run + 1] : kept.count
                sequenceIndices.append(contentsOf: kept[runStarts[run]..<end])
                lastKept = end - 1
                let last = Int(kept[lastKept])
                let match = Int(matches[last])
                guard initial[last].isIsolateInitiator, match > last,
                      let next = runStarting(at: Int32(match), kept: kept, runStarts: runStarts),
                      !consumed[next] else { break }
                run = next
            }
            appendSequence(start..<sequenceIndices.count, first: Int(sequenceIndices[start]),
                           last: Int(sequenceIndices[sequenceIndices.count - 1]),
                           before: runStarts[first] - 1, after: lastKept + 1, kept: kept)
        }
    }

    /// Appends the isolating run sequence `range` of `sequenceIndices`, from
    /// character `first` to character `last`, with its sos and eos from the
    /// kept characters at `before` and `after` (positions in `kept`, outside
    /// it at the paragraph's ends) (X10).
    private mutating func appendSequence(_ range: Range<Int>, first: Int, last: Int,
                                         before: Int, after: Int, kept: [Int32]) {
        let level = levels[first]
        let levelBefore = before >= 0 ? levels[Int(kept[before])] : paragraphLevel
        let levelAfter: UInt8
        if initial[last].isIsolateInitiator || after >= kept.count {
            levelAfter = paragraphLevel
        } else {
            levelAfter = levels[Int(kept[after])]
        }
        sequences.append(RunSequence(range: range, level: level,
                                     sos: max(levelBefore, level) & 1 == 1 ? .r : .l,
                                     eos: max(levelAfter, level) & 1 == 1 ? .r : .l))
    }

    /// The level run whose first character is `index`, or nil.
    ///
    /// - Complexity: O(log runs).
    private func runStarting(at index: Int32, kept: [Int32], runStarts: [Int]) -> Int? {
        var low = 0, high = runStarts.count
        while low < high {
            let middle = (low + high) >> 1
            let character = kept[runStarts[middle]]
            if character == index { return middle }
            if character < index { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
