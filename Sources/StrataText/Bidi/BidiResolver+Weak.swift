extension BidiResolver {
    /// Rules W1–W7 over one isolating run sequence: nonspacing marks,
    /// European and Arabic numbers, separators and terminators.
    ///
    /// - Complexity: O(length of the sequence).
    mutating func resolveWeak(_ sequence: RunSequence) {
        let range = sequence.range
        guard !range.isEmpty else { return }
        // W1 (NSM takes the class before it, ON after an isolate formatter),
        // W2 (EN after AL is AN) and W3 (AL is R), in one pass.
        var previous = sequence.sos
        var lastStrong = sequence.sos
        for position in range {
            let index = Int(sequenceIndices[position])
            var type = types[index]
            if type == .nsm {
                switch previous {
                case .lri, .rli, .fsi, .pdi: type = .on
                default: type = previous
                }
            }
            previous = type
            switch type {
            case .l, .r: lastStrong = type
            case .al: lastStrong = .al; type = .r
            case .en: if lastStrong == .al { type = .an }
            default: break
            }
            types[index] = type
        }
        // W4: a single ES between two ENs is EN, a single CS between two
        // numbers of the same type is that type.
        if range.count >= 3 {
            for position in (range.lowerBound + 1)..<(range.upperBound - 1) {
                let index = Int(sequenceIndices[position])
                let type = types[index]
                guard type == .es || type == .cs else { continue }
                let before = types[Int(sequenceIndices[position - 1])]
                let after = types[Int(sequenceIndices[position + 1])]
                if before == after, before == .en || (before == .an && type == .cs) {
                    types[index] = before
                }
            }
        }
        // W5 (ETs next to an EN are EN), W6 (other separators and
        // terminators are ON) and W7 (EN after L is L).
        lastStrong = sequence.sos
        var previousIsNumber = false   // the class before this one was EN after W5, before W7
        var position = range.lowerBound
        while position < range.upperBound {
            let index = Int(sequenceIndices[position])
            let type = types[index]
            switch type {
            case .et:
                var end = position + 1
                while end < range.upperBound, types[Int(sequenceIndices[end])] == .et { end += 1 }
                let nextToNumber = previousIsNumber
                    || (end < range.upperBound && types[Int(sequenceIndices[end])] == .en)
                let resolved: BidiClass = nextToNumber ? (lastStrong == .l ? .l : .en) : .on
                for inner in position..<end { types[Int(sequenceIndices[inner])] = resolved }
                previousIsNumber = nextToNumber
                position = end
                continue
            case .es, .cs:
                types[index] = .on
            case .en:
                if lastStrong == .l { types[index] = .l }
            case .l, .r:
                lastStrong = type
            default:
                break
            }
            previousIsNumber = type == .en
            position += 1
        }
    }
}
