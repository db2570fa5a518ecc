extension BidiResolver {
    /// The capacity of the bracket stack of BD16: past 63 open brackets the
    /// search for pairs stops for the rest of the sequence.
    static let maxOpenBrackets = 63

    /// Rule N0 over one isolating run sequence: finds the bracket pairs
    /// (BD16, among characters whose class is still ON) and resolves each
    /// pair, in the order of their opening brackets, to the embedding
    /// direction or to the opposite one its content and context call for;
    /// nonspacing marks after a resolved bracket follow it.
    ///
    /// - Complexity: O(length · 63) at worst (each closing bracket searches
    ///   the stack; each pair scans its content and before it).
    mutating func resolveBrackets(_ sequence: RunSequence) {
        guard let scalars else { return }
        let range = sequence.range
        var pairs: [(open: Int, close: Int)] = []
        var stack: [(position: Int, pair: UInt32)] = []
        search: for position in range {
            let index = Int(sequenceIndices[position])
            guard types[index] == .on, let bracket = BidiBrackets.bracket(of: scalars[index]) else { continue }
            if bracket.isOpening {
                if stack.count == BidiResolver.maxOpenBrackets { break search }
                stack.append((position, bracket.pair))
            } else {
                var depth = stack.count - 1
                while depth >= 0 {
                    if stack[depth].pair == bracket.canonical {
                        pairs.append((stack[depth].position, position))
                        stack.removeSubrange(depth...)
                        break
                    }
                    depth -= 1
                }
            }
        }
        guard !pairs.isEmpty else { return }
        pairs.sort { $0.open < $1.open }
        let embedding: BidiClass = sequence.level & 1 == 1 ? .r : .l
        for pair in pairs {
            var foundEmbedding = false, foundOpposite = false
            for position in (pair.open + 1)..<pair.close {
                guard let direction = BidiResolver.strongDirection(types[Int(sequenceIndices[position])]) else { continue }
                if direction == embedding { foundEmbedding = true; break }
                foundOpposite = true
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                var context = sequence.sos
                var position = pair.open - 1
                while position >= range.lowerBound {
                    if let direction = BidiResolver.strongDirection(types[Int(sequenceIndices[position])]) {
                        context = direction
                        break
                    }
                    position -= 1
                }
                resolved = context == embedding ? embedding : context
            } else {
                continue
            }
            setBracket(at: pair.open, to: resolved, in: range)
            setBracket(at: pair.close, to: resolved, in: range)
        }
    }

    /// Gives a bracket its resolved class, and the nonspacing marks right
    /// after it (whose class W1 made ON) too.
    private mutating func setBracket(at position: Int, to type: BidiClass, in range: Range<Int>) {
        types[Int(sequenceIndices[position])] = type
        var next = position + 1
        while next < range.upperBound {
            let index = Int(sequenceIndices[next])
            guard initial[index] == .nsm, types[index] == .on else { break }
            types[index] = type
            next += 1
        }
    }
}
