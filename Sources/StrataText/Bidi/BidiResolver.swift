/// The working state of the bidirectional algorithm over one paragraph:
/// the classes as the rules change them, the embedding levels, the matching
/// isolate formatters and the isolating run sequences. `BidiParagraph`
/// keeps only the result.
///
/// The rules run in the order of UAX #9: `resolveExplicit` (X1–X8,
/// `BidiResolver+Explicit.swift`), `buildSequences` (X9–X10,
/// `BidiResolver+Sequences.swift`), then for each isolating run sequence
/// `resolveWeak` (W1–W7, `+Weak`), `resolveBrackets` (N0, `+Brackets`),
/// `resolveNeutral` (N1–N2, `+Neutral`) and `resolveImplicit` (I1–I2).
struct BidiResolver {
    /// The classes as given, which rules X1–X10 and L1 read.
    let initial: [BidiClass]
    /// The scalar values, for the bracket pairs of rule N0 (nil: none).
    let scalars: [UInt32]?
    /// The classes as the rules change them.
    var types: [BidiClass]
    /// Embedding levels; `BidiParagraph.removed` for characters X9 removes.
    var levels: [UInt8]
    /// For an isolate initiator the index of its matching PDI, for a PDI that
    /// of its initiator (BD9); -1 when unmatched and for other characters.
    var matches: [Int32]
    /// Whether some isolate initiator has a matching PDI (else every level
    /// run is an isolating run sequence of its own).
    var hasIsolatePairs = false
    /// The paragraph embedding level.
    var paragraphLevel: UInt8 = 0
    /// The characters of every isolating run sequence, one after another.
    var sequenceIndices: [Int32] = []
    /// The isolating run sequences, as ranges of `sequenceIndices`.
    var sequences: [RunSequence] = []

    /// One isolating run sequence (BD13).
    struct RunSequence {
        /// Its characters: a range of `sequenceIndices`.
        var range: Range<Int>
        /// The embedding level of its characters.
        var level: UInt8
        /// The start- and end-of-sequence types (`.l` or `.r`, X10).
        var sos: BidiClass
        var eos: BidiClass
    }

    /// Starts the algorithm on `classes` and finds the isolates' matching formatters (BD9).
    ///
    /// - Complexity: O(n).
    init(classes: [BidiClass], scalars: [UInt32]?) {
        initial = classes
        self.scalars = scalars
        types = classes
        levels = [UInt8](repeating: 0, count: classes.count)
        matches = [Int32](repeating: -1, count: classes.count)
        var open: [Int32] = []
        for index in classes.indices {
            switch classes[index] {
            case .lri, .rli, .fsi:
                open.append(Int32(index))
            case .pdi:
                if let initiator = open.popLast() {
                    matches[Int(initiator)] = Int32(index)
                    matches[index] = initiator
                    hasIsolatePairs = true
                }
            case .b:
                open.removeAll(keepingCapacity: true)
            default:
                break
            }
        }
    }

    /// Rules P2–P3 over `start..<end`: `.l` or `.r` for the first strong
    /// character (`.r` for AL too), skipping the characters between an
    /// isolate initiator and its matching PDI, stopping at a paragraph
    /// separator; nil when there is none.
    ///
    /// - Complexity: O(end − start); the isolates it skips cost O(1) each.
    func firstStrong(from start: Int, to end: Int) -> BidiClass? {
        var index = start
        while index < end {
            switch initial[index] {
            case .l: return .l
            case .r, .al: return .r
            case .lri, .rli, .fsi:
                let match = Int(matches[index])
                guard match > index else { return nil }   // unmatched: runs to the end of the paragraph
                index = match
            case .b: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Every rule from X1 to I2, with the given paragraph level.
    ///
    /// - Complexity: O(n), bracket pairs O(n · 63) at worst.
    mutating func resolve(paragraphLevel: UInt8) {
        self.paragraphLevel = paragraphLevel
        resolveExplicit()
        buildSequences()
        for sequence in sequences {
            resolveWeak(sequence)
            if scalars != nil { resolveBrackets(sequence) }
            resolveNeutral(sequence)
            resolveImplicit(sequence)
        }
    }

    /// The strong direction a resolved class counts as in rules N0–N2: L
    /// is `.l`; R, EN and AN are `.r`; nil for neutrals.
    @inline(__always)
    static func strongDirection(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .l: return .l
        case .r, .al, .en, .an: return .r
        default: return nil
        }
    }

    /// Rules I1–I2: raises the levels by the resolved classes.
    ///
    /// - Complexity: O(length of the sequence).
    mutating func resolveImplicit(_ sequence: RunSequence) {
        for position in sequence.range {
            let index = Int(sequenceIndices[position])
            let level = levels[index]
            switch types[index] {
            case .l: if level & 1 == 1 { levels[index] = level + 1 }
            case .r: if level & 1 == 0 { levels[index] = level + 1 }
            case .en, .an: levels[index] = level & 1 == 0 ? level + 2 : level + 1
            default: break
            }
        }
    }
}
