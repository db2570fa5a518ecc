extension BidiResolver {
    /// The deepest embedding level (BD2): 125.
    static let maxDepth: UInt8 = 125

    /// Rules X1–X8: the explicit embedding levels of every character, with
    /// the directional status stack; overrides change the classes, the
    /// characters X9 removes get `BidiParagraph.removed`.
    ///
    /// Formatters past depth 125, and unmatched PDF and PDI, only count
    /// (the overflow counters of X1), so any input runs in O(n) time and
    /// the stack never holds more than 127 entries.
    ///
    /// - Complexity: O(n).
    mutating func resolveExplicit() {
        // Each entry: level | override << 8 (0 none, 1 L, 2 R) | isolate << 10.
        var stack: [UInt16] = []
        stack.reserveCapacity(Int(BidiResolver.maxDepth) + 2)
        stack.append(UInt16(paragraphLevel))
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        let count = initial.count
        for index in 0..<count {
            let top = stack[stack.count - 1]
            let level = UInt8(truncatingIfNeeded: top)
            let kind = initial[index]
            switch kind {
            case .rle, .lre, .rlo, .lro:
                let rightToLeft = kind == .rle || kind == .rlo
                let next = rightToLeft ? (level + 1) | 1 : (level + 2) & ~1
                if next <= BidiResolver.maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    let override: UInt16 = kind == .rlo ? 2 : kind == .lro ? 1 : 0
                    stack.append(UInt16(next) | override << 8)
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
                levels[index] = BidiParagraph.removed
            case .rli, .lri, .fsi:
                levels[index] = level
                applyOverride(top, at: index)
                var rightToLeft = kind == .rli
                if kind == .fsi {
                    let match = Int(matches[index])
                    rightToLeft = firstStrong(from: index + 1, to: match > index ? match : count) == .r
                }
                let next = rightToLeft ? (level + 1) | 1 : (level + 2) & ~1
                if next <= BidiResolver.maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(UInt16(next) | 1 << 10)
                } else {
                    overflowIsolates += 1
                }
            case .pdi:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while stack.count > 1, stack[stack.count - 1] & (1 << 10) == 0 { stack.removeLast() }
                    if stack.count > 1 { stack.removeLast() }
                    validIsolates -= 1
                }
                let now = stack[stack.count - 1]
                levels[index] = UInt8(truncatingIfNeeded: now)
                applyOverride(now, at: index)
            case .pdf:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if stack.count >= 2, top & (1 << 10) == 0 {
                    stack.removeLast()
                }
                levels[index] = BidiParagraph.removed
            case .b:
                // X8: a paragraph separator ends everything.
                levels[index] = paragraphLevel
                stack.removeAll(keepingCapacity: true)
                stack.append(UInt16(paragraphLevel))
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case .bn:
                levels[index] = BidiParagraph.removed
            default:
                levels[index] = level
                applyOverride(top, at: index)
            }
        }
    }

    /// Rules X5a–X6: a character under an override takes its direction.
    @inline(__always)
    private mutating func applyOverride(_ entry: UInt16, at index: Int) {
        switch (entry >> 8) & 3 {
        case 1: types[index] = .l
        case 2: types[index] = .r
        default: break
        }
    }
}
