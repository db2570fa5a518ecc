extension BidiResolver {
    /// Rules N1–N2 over one isolating run sequence: a run of neutrals and
    /// isolate formatters between two strong types of the same direction
    /// (EN and AN count as R; sos and eos at the ends) takes that direction,
    /// any other takes the embedding direction.
    ///
    /// - Complexity: O(length of the sequence).
    mutating func resolveNeutral(_ sequence: RunSequence) {
        let range = sequence.range
        let embedding: BidiClass = sequence.level & 1 == 1 ? .r : .l
        var before = sequence.sos
        var position = range.lowerBound
        while position < range.upperBound {
            let type = types[Int(sequenceIndices[position])]
            if let direction = BidiResolver.strongDirection(type) {
                before = direction
                position += 1
                continue
            }
            var end = position + 1
            var after = sequence.eos
            while end < range.upperBound {
                if let direction = BidiResolver.strongDirection(types[Int(sequenceIndices[end])]) {
                    after = direction
                    break
                }
                end += 1
            }
            let resolved = before == after ? before : embedding
            for inner in position..<end { types[Int(sequenceIndices[inner])] = resolved }
            position = end
        }
    }
}
