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
        var consumed = [Bool](repeating: false, count: runCount)
        sequenceIndices.removeAll(keepingCapacity: true)
        sequenceIndices.reserveCapacity(kept.count)
        sequences.removeAll(keepingCapacity: true)

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
            let firstIndex = Int(sequenceIndices[start])
            let lastIndex = Int(sequenceIndices[sequenceIndices.count - 1])
            let level = levels[firstIndex]
            let firstKept = runStarts[first]
            let before = firstKept > 0 ? levels[Int(kept[firstKept - 1])] : paragraphLevel
            let after: UInt8
            if initial[lastIndex].isIsolateInitiator || lastKept + 1 >= kept.count {
                after = paragraphLevel
            } else {
                after = levels[Int(kept[lastKept + 1])]
            }
            sequences.append(RunSequence(range: start..<sequenceIndices.count, level: level,
                                      sos: max(before, level) & 1 == 1 ? .r : .l,
                                      eos: max(after, level) & 1 == 1 ? .r : .l))
        }
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
