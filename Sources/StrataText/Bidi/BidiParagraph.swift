/// One paragraph run through the Unicode bidirectional algorithm (UAX #9,
/// Unicode 15.0): its paragraph level, the resolved embedding level of every
/// Unicode scalar, and the visual order of any line of it.
///
/// ```swift
/// let paragraph = BidiParagraph("The word مرحبا means hello")
/// paragraph.paragraphLevel          // 0: the first strong letter, T, is left to right
/// paragraph.levels[9]               // Optional(1): م is right to left
/// paragraph.visualOrder()           // [0, …, 8, 13, 12, 11, 10, 9, 14, …]
/// ```
///
/// Implemented: P1–P3 (or a given direction), X1–X10 (embeddings,
/// overrides, isolates, at most 125 levels deep), W1–W7, N0 (bracket pairs
/// of `BidiBrackets.txt`), N1–N2, I1–I2, and per line L1–L2. Indices are of
/// Unicode scalars (`text.unicodeScalars`), not of `Character`s.
///
/// Text with paragraph separators inside (class B: line feed, carriage
/// return, U+2029, …) is split after each (rule P1): every paragraph is
/// resolved on its own, with its own level (from its first strong character
/// when `direction` is nil); `paragraphLevel` is the first one's.
public struct BidiParagraph: Sendable, Hashable {
    /// The paragraph embedding level: 0 left to right, 1 right to left (of
    /// the first paragraph, when paragraph separators split the text).
    public let paragraphLevel: Int

    /// Where the second, third, … paragraphs start (after a paragraph
    /// separator that is not the last scalar); empty for one paragraph.
    let laterParagraphStarts: [Int]

    /// The paragraph levels of the paragraphs starting at `laterParagraphStarts`.
    let laterParagraphLevels: [UInt8]

    /// The classes of the scalars, as looked up (before overrides).
    let classes: [BidiClass]

    /// The resolved level of every scalar; `BidiParagraph.removed` for those rule X9 removes.
    let resolvedLevels: [UInt8]

    /// The level stored for characters rule X9 removes.
    static let removed: UInt8 = 0xFF

    /// Runs the algorithm over the Unicode scalars of `text`.
    ///
    /// - Parameter direction: the paragraph direction; nil takes it from the
    ///   first strong character (rules P2–P3, skipping isolates), left to
    ///   right when there is none.
    /// - Complexity: O(n log r) for n scalars (the class lookups), then O(n)
    ///   for the rules (bracket pairs O(n · 63) at worst).
    public init(_ text: String, direction: TextDirection? = nil) {
        var classes: [BidiClass] = []
        var scalars: [UInt32] = []
        let capacity = text.utf8.count
        classes.reserveCapacity(capacity)
        scalars.reserveCapacity(capacity)
        BidiClass.latin1Table.withUnsafeBufferPointer { latin in
            BidiClass.rangeTable.withUnsafeBufferPointer { ranges in
                for scalar in text.unicodeScalars {
                    scalars.append(scalar.value)
                    classes.append(BidiClass.lookup(scalar.value, latin1: latin, ranges: ranges))
                }
            }
        }
        self.init(classes: classes, scalars: scalars, direction: direction)
    }

    /// Runs the algorithm over a sequence of classes, as `BidiTest.txt` gives
    /// them. With no characters there are no bracket pairs (rule N0 needs them).
    ///
    /// - Parameter direction: as for `init(_:direction:)`.
    /// - Complexity: O(n).
    public init(classes: [BidiClass], direction: TextDirection?) {
        self.init(classes: classes, scalars: nil, direction: direction)
    }

    /// The algorithm proper: P1 (the split into paragraphs), then rules P2 to
    /// I2 over each paragraph.
    init(classes: [BidiClass], scalars: [UInt32]?, direction: TextDirection?) {
        var starts: [Int] = []
        for index in classes.indices where classes[index] == .b && index + 1 < classes.count {
            starts.append(index + 1)
        }
        self.classes = classes
        guard !starts.isEmpty else {
            let (level, levels) = BidiParagraph.resolve(classes: classes, scalars: scalars, direction: direction)
            paragraphLevel = Int(level)
            resolvedLevels = levels
            laterParagraphStarts = []
            laterParagraphLevels = []
            return
        }
        var allLevels: [UInt8] = []
        allLevels.reserveCapacity(classes.count)
        var paragraphLevels: [UInt8] = []
        var start = 0
        for end in starts + [classes.count] {
            let (level, levels) = BidiParagraph.resolve(classes: Array(classes[start..<end]),
                                                         scalars: scalars.map { Array($0[start..<end]) },
                                                         direction: direction)
            paragraphLevels.append(level)
            allLevels.append(contentsOf: levels)
            start = end
        }
        paragraphLevel = Int(paragraphLevels[0])
        resolvedLevels = allLevels
        laterParagraphStarts = starts
        laterParagraphLevels = Array(paragraphLevels.dropFirst())
    }

    /// Rules P2 to I2 over one paragraph: its level and the levels of its scalars.
    private static func resolve(classes: [BidiClass], scalars: [UInt32]?,
                                direction: TextDirection?) -> (level: UInt8, levels: [UInt8]) {
        var resolver = BidiResolver(classes: classes, scalars: scalars)
        let level: UInt8
        switch direction {
        case .leftToRight?: level = 0
        case .rightToLeft?: level = 1
        case nil: level = resolver.firstStrong(from: 0, to: classes.count) == .r ? 1 : 0
        }
        resolver.resolve(paragraphLevel: level)
        return (level, resolver.levels)
    }

    /// The number of Unicode scalars of the text.
    public var count: Int { classes.count }

    /// The resolved embedding level of every Unicode scalar (0 … 126), nil
    /// for those rule X9 removes (embedding and override formatters, PDF, BN),
    /// with the paragraph taken as one line: rule L1 puts tabs, paragraph
    /// separators and the whitespace and isolate formatters before them and
    /// at the end back at the paragraph level, as Unicode's conformance files
    /// give the levels. `visualOrder(of:)` applies L1 to each line itself.
    ///
    /// - Complexity: O(n); allocates the array.
    public var levels: [Int?] {
        lineLevels(0..<count).map { $0 == BidiParagraph.removed ? nil : Int($0) }
    }
}
