/// One line of a paragraph resolved whole: UAX #9 resolves a paragraph's
/// levels before it is broken into lines (rules P2–I2: explicit
/// embeddings, isolates, and the weak and neutral types look across the
/// break), then applies rule L1 and reorders each line on its own. A
/// `BidiLine` is what `LineShaper.shape(_:measurer:direction:bidi:)` needs
/// for that: the paragraph and the Unicode scalars of the line in it.
///
/// ```swift
/// let text = "\u{2067}abc def\u{2069} ghi"        // an RLI … PDI isolate wrapped after "abc "
/// let paragraph = BidiParagraph(text, direction: .leftToRight)
/// let second = BidiLine(paragraph: paragraph, range: 5..<13)   // "def⁩ ghi"
/// second.levels[0]        // 2: "def" is still inside the right-to-left isolate
/// ```
public struct BidiLine: Sendable, Hashable {
    /// The whole paragraph, resolved.
    public let paragraph: BidiParagraph
    /// The line's Unicode scalars in the paragraph.
    public let range: Range<Int>

    /// The line `range` (Unicode scalar indices) of `paragraph`.
    public init(paragraph: BidiParagraph, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= paragraph.count,
                     "BidiLine: the range \(range) is outside the paragraph's \(paragraph.count) scalars")
        self.paragraph = paragraph
        self.range = range
    }

    /// The line `line` of `paragraph`, both pieces of one string (`line`
    /// a substring of `paragraph`'s text, which `resolved` was made from).
    ///
    /// - Complexity: O(scalars of `paragraph` up to the end of `line`).
    public init(line: Substring, in paragraph: Substring, resolved: BidiParagraph) {
        let scalars = paragraph.unicodeScalars
        let start = scalars.distance(from: paragraph.startIndex, to: line.startIndex)
        self.init(paragraph: resolved, range: start..<(start + line.unicodeScalars.count))
    }

    /// The level of each scalar of the line after rule L1 (whitespace and
    /// isolate formatters before its end at the paragraph level); a scalar
    /// rule X9 removes takes the level before it.
    ///
    /// - Complexity: O(scalars of the line).
    public var levels: [UInt8] {
        var levels = paragraph.lineLevels(range)
        var previous = UInt8(paragraph.paragraphLevel)
        for i in levels.indices {
            if levels[i] == BidiParagraph.removed { levels[i] = previous } else { previous = levels[i] }
        }
        return levels
    }

    /// Equal lines: the same range of equal paragraphs.
    public static func == (a: BidiLine, b: BidiLine) -> Bool { a.range == b.range && a.paragraph == b.paragraph }

    /// Hashes the range and the paragraph's length (not its every level: a
    /// layout's lines share one paragraph).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(paragraph.count)
    }

    /// Whether `paragraph` needs its levels resolved whole before it is
    /// broken into lines: it has a character of right-to-left text or a
    /// bidi control (a superset: `LineShaper.needsShaping(_:)`), or its
    /// direction is right to left.
    ///
    /// - Complexity: O(bytes); ASCII text is checked by bytes.
    public static func isNeeded(_ paragraph: Substring, direction: TextDirection) -> Bool {
        direction == .rightToLeft || LineShaper.needsShaping(paragraph)
    }
}
