import StrataGeometry

/// Breaks text into lines and measures it with any `TextMeasurer`: Strata's
/// line breaking and truncation, shared by every font.
///
/// Rules, in order:
/// 1. Explicit line breaks (`\n`, `\r`, `\r\n`) always start a new line,
///    and so do line separators (U+2028, U+2029, U+000B, U+000C, U+0085).
/// 2. With a width, a paragraph wider than the width wraps greedily: at
///    Unicode line break opportunities (UAX #14, `TextSegmentation`;
///    `byCharWrapping`: between any characters), keeping the longest run
///    that fits; the spaces at a break are dropped (spaces inside a line
///    are kept); a word wider than a line is broken between characters.
///    At least one character goes on each line.
/// 3. With `numberOfLines > 0` and more lines than that, the extra lines are
///    dropped and the last kept line follows the `LineBreakMode`: wrapping
///    modes keep it as wrapped; the other modes take the rest of its
///    paragraph and clip it to the width (`byClipping`) or cut it around
///    the measurer's `ellipsis`, removing characters until the line fits
///    (the mark itself is always shown). Spaces next to the mark are
///    dropped. When the rest of the paragraph fits and only later
///    paragraphs are hidden, every truncating mode ends the line with the
///    mark.
///
/// "Fits" means `width(of: line) ≤ width + 1e-9`. Empty text has no lines
/// and a zero size.
///
/// ```swift
/// let t = Typesetter(fontSize: 10)   // built-in font: 6 pt per character
/// t.layout("the quick brown fox", width: 60).lines   // ["the quick", "brown fox"]
/// t.layout("the quick brown fox", numberOfLines: 1, width: 60).lines   // ["the qui..."]
/// ```
public struct Typesetter: Sendable {
    /// The font size text is measured at.
    public var fontSize: Double
    /// The font metrics.
    public var measurer: any TextMeasurer
    /// The paragraphs' direction; nil (natural): each paragraph's first
    /// strong character (UAX #9 P2–P3), else `layoutDirection`.
    public var baseWritingDirection: TextDirection?
    /// The direction of a paragraph without strong characters when
    /// `baseWritingDirection` is nil (a view's layout direction).
    public var layoutDirection: TextDirection = .leftToRight

    /// A typesetter for `measurer`'s font at `fontSize` points.
    public init(fontSize: Double, measurer: any TextMeasurer = BuiltinTextMeasurer()) {
        precondition(fontSize >= 0 && fontSize.isFinite, "Font size must be finite and not negative, got \(fontSize)")
        self.fontSize = fontSize
        self.measurer = measurer
    }

    /// How far a line may exceed the width and still fit.
    package static let tolerance = 1e-9

    /// Breaks `text` into lines.
    ///
    /// - Parameters:
    ///   - numberOfLines: the most lines to keep; 0 for no limit.
    ///   - width: the width to wrap at (a negative width counts as 0), or
    ///     `nil` (or an infinite width) to break only at explicit line breaks.
    ///   - lineBreakMode: how lines wrap and how the last line is cut.
    /// - Complexity: O(n log n) width measurements of at most a line each,
    ///   for n characters; with a line limit, only the kept lines are broken.
    public func layout(_ text: String, numberOfLines: Int = 0, width: Double? = nil,
                       lineBreakMode: LineBreakMode = .byTruncatingTail) -> TextLayout {
        precondition(numberOfLines >= 0, "numberOfLines must not be negative, got \(numberOfLines)")
        let metrics = measurer.metrics(atSize: fontSize)
        let limit = width.flatMap { $0.isFinite ? max($0, 0) : nil }
        var lines: [WrappedLine] = []
        var directions: [TextDirection] = []
        var bidiLines: [BidiLine?] = []
        if !text.isEmpty {
            for paragraph in Typesetter.paragraphs(of: text) {
                let first = lines.count
                wrap(paragraph, limit: limit, byCharacters: lineBreakMode == .byCharWrapping,
                     maxLines: numberOfLines, into: &lines)
                if directions.count < lines.count {
                    let direction = baseWritingDirection ?? Typesetter.firstStrongDirection(paragraph) ?? layoutDirection
                    directions.append(contentsOf: repeatElement(direction, count: lines.count - directions.count))
                    Typesetter.appendBidiLines(of: paragraph, lines[first...], direction: direction, to: &bidiLines)
                }
                if numberOfLines > 0, lines.count > numberOfLines { break }
            }
        }
        var strings = lines.map { String($0.text) }
        if numberOfLines > 0, lines.count > numberOfLines {
            strings.removeLast(strings.count - numberOfLines)
            directions.removeLast(directions.count - numberOfLines)
            bidiLines.removeLast(bidiLines.count - numberOfLines)
            let last = lastLine(lines[numberOfLines - 1], limit: limit, mode: lineBreakMode)
            if last != strings[numberOfLines - 1] { bidiLines[numberOfLines - 1] = nil }
            strings[numberOfLines - 1] = last
        }
        if !bidiLines.contains(where: { $0 != nil }) { bidiLines = [] }
        var widest = 0.0
        for line in strings { widest = max(widest, measurer.width(of: line[...], atSize: fontSize)) }
        return TextLayout(lines: strings,
                          size: Size(width: widest, height: Double(strings.count) * metrics.lineHeight),
                          fontSize: fontSize, metrics: metrics, directions: directions, bidiLines: bidiLines)
    }

    /// Appends each of `lines`' place in `paragraph` resolved whole
    /// (`BidiLine`) when the paragraph has several lines and needs it
    /// (`BidiLine.isNeeded`), else nil for each.
    ///
    /// - Complexity: O(scalars of the paragraph) when it is resolved.
    static func appendBidiLines(of paragraph: Substring, _ lines: ArraySlice<WrappedLine>, direction: TextDirection,
                                to bidiLines: inout [BidiLine?]) {
        guard lines.count > 1, BidiLine.isNeeded(paragraph, direction: direction) else {
            bidiLines.append(contentsOf: repeatElement(nil, count: lines.count))
            return
        }
        let resolved = BidiParagraph(String(paragraph), direction: direction)
        let scalars = paragraph.unicodeScalars
        var index = paragraph.startIndex, offset = 0
        for line in lines {
            offset += scalars.distance(from: index, to: line.text.startIndex)
            index = line.text.startIndex
            bidiLines.append(BidiLine(paragraph: resolved, range: offset..<(offset + line.text.unicodeScalars.count)))
        }
    }

    /// The size of `text` laid out with `layout(_:numberOfLines:width:lineBreakMode:)`.
    public func measure(_ text: String, numberOfLines: Int = 0, width: Double? = nil,
                        lineBreakMode: LineBreakMode = .byTruncatingTail) -> Size {
        layout(text, numberOfLines: numberOfLines, width: width, lineBreakMode: lineBreakMode).size
    }

    /// The direction of `paragraph`'s first strong character (UAX #9 rules
    /// P2–P3: class L, or R and AL, skipping isolated text); nil when it has none.
    ///
    /// - Complexity: O(scalars up to the first strong one).
    public static func firstStrongDirection(_ paragraph: Substring) -> TextDirection? {
        var isolates = 0
        return BidiClass.latin1Table.withUnsafeBufferPointer { latin in
            BidiClass.rangeTable.withUnsafeBufferPointer { ranges in
                for scalar in paragraph.unicodeScalars {
                    switch BidiClass.lookup(scalar.value, latin1: latin, ranges: ranges) {
                    case .l where isolates == 0: return .leftToRight
                    case .r where isolates == 0, .al where isolates == 0: return .rightToLeft
                    case .lri, .rli, .fsi: isolates += 1
                    case .pdi: if isolates > 0 { isolates -= 1 }
                    default: break
                    }
                }
                return nil
            }
        }
    }

    /// Whether `text` fits in `limit` (always when there is no limit).
    package func fits(_ text: Substring, _ limit: Double?, plus extra: Double = 0) -> Bool {
        guard let limit else { return true }
        return measurer.width(of: text, atSize: fontSize) + extra <= limit + Typesetter.tolerance
    }
}

/// One wrapped line: a piece of a paragraph.
package struct WrappedLine {
    /// The line's characters.
    package var text: Substring
    /// The paragraph the line belongs to.
    package var paragraph: Substring
}
