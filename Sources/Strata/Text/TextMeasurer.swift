/// The lines a piece of text breaks into and the size they take, in the
/// built-in font.
public struct TextLayout: Sendable, Hashable {
    /// The lines, top to bottom, without line breaks.
    public var lines: [String]
    /// The width of the widest line and the height of all lines
    /// (`lines.count · lineHeight`).
    public var size: Size
    /// The font the text was measured in.
    public var font: BuiltinFont

    /// The distance from the top of the text to the baseline of line `index`:
    /// `ascender + index · lineHeight`.
    public func baselineOffset(ofLine index: Int) -> Double {
        font.ascender + Double(index) * font.lineHeight
    }
}

/// Breaks text into lines and measures it in the built-in font.
///
/// Rules, in order:
/// 1. Explicit line breaks (`\n`, `\r`, `\r\n`) always start a new line.
/// 2. With a width, a paragraph longer than the width wraps at spaces
///    (greedy, the spaces at a break are dropped); a word longer than a
///    line is broken between characters. At least one character goes on
///    each line.
/// 3. With `numberOfLines > 0` and more lines than that, the extra lines
///    are dropped and the last kept line ends with `...` (characters are
///    removed first so that it still fits the width).
///
/// Empty text has no lines and a zero size.
public struct TextMeasurer: Sendable, Hashable {
    /// The font text is measured in.
    public var font: BuiltinFont

    /// A measurer for the built-in font at `fontSize` points.
    public init(fontSize: Double) {
        font = BuiltinFont(size: fontSize)
    }

    /// The truncation mark appended to a cut last line.
    public static let ellipsis = "..."

    /// Breaks `text` into lines.
    ///
    /// - Parameters:
    ///   - numberOfLines: the most lines to keep; 0 for no limit.
    ///   - width: the width to wrap at, or `nil` to break only at explicit
    ///     line breaks.
    /// - Complexity: O(characters).
    public func layout(_ text: String, numberOfLines: Int = 0, width: Double? = nil) -> TextLayout {
        precondition(numberOfLines >= 0, "numberOfLines must not be negative, got \(numberOfLines)")
        let maxChars = maximumCharacters(width)
        var lines: [[Character]] = []
        if !text.isEmpty {
            var paragraph: [Character] = []
            for ch in text {
                if ch == "\n" || ch == "\r" || ch == "\r\n" {
                    wrap(paragraph, maxChars, into: &lines)
                    paragraph.removeAll(keepingCapacity: true)
                } else {
                    paragraph.append(ch)
                }
            }
            wrap(paragraph, maxChars, into: &lines)
        }
        if numberOfLines > 0, lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            var last = lines[numberOfLines - 1]
            let mark = Array(TextMeasurer.ellipsis)
            if let maxChars {
                let room = max(0, maxChars - mark.count)
                if last.count > room { last.removeLast(last.count - room) }
            }
            while last.last == " " { last.removeLast() }
            lines[numberOfLines - 1] = last + mark
        }
        var widest = 0
        for line in lines { widest = max(widest, line.count) }
        return TextLayout(lines: lines.map { String($0) },
                          size: Size(width: font.width(ofCharacters: widest),
                                     height: Double(lines.count) * font.lineHeight),
                          font: font)
    }

    /// The size of `text` laid out with `layout(_:numberOfLines:width:)`.
    public func measure(_ text: String, numberOfLines: Int = 0, width: Double? = nil) -> Size {
        layout(text, numberOfLines: numberOfLines, width: width).size
    }

    /// How many characters fit in `width` (at least 1), or `nil` for no limit.
    func maximumCharacters(_ width: Double?) -> Int? {
        guard let width, width.isFinite, font.advance > 0 else { return nil }
        let n = ((width + 1e-9) / font.advance).rounded(.down)
        return n >= 1 ? Int(min(n, Double(Int32.max))) : 1
    }

    /// Appends the lines of one paragraph, wrapped to `maxChars`.
    func wrap(_ paragraph: [Character], _ maxChars: Int?, into lines: inout [[Character]]) {
        guard let maxChars, paragraph.count > maxChars else {
            lines.append(paragraph)
            return
        }
        var current: [Character] = []
        var index = 0
        while index < paragraph.count {
            // The next word and where it ends.
            var end = index
            while end < paragraph.count, paragraph[end] != " " { end += 1 }
            var word = paragraph[index..<end]
            index = end
            while index < paragraph.count, paragraph[index] == " " { index += 1 }
            if word.isEmpty { continue }
            if !current.isEmpty {
                if current.count + 1 + word.count <= maxChars {
                    current.append(" ")
                    current.append(contentsOf: word)
                    continue
                }
                lines.append(current)
                current.removeAll(keepingCapacity: true)
            }
            while word.count > maxChars {
                lines.append(Array(word.prefix(maxChars)))
                word = word.dropFirst(maxChars)
            }
            current.append(contentsOf: word)
        }
        lines.append(current)
    }
}
