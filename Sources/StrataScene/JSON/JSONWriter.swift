/// Writes `JSONOutput` as text: members in the given order, numbers in a
/// canonical form, strings escaped.
///
/// Numbers: integral values below 10^18 print as integers (`3`, `-0`
/// prints `0`); other finite values print Swift's shortest round-trip form
/// (`76.75`, `1e-07`); `NaN` and infinities print `null`.
public struct JSONWriter: Sendable {
    /// The layout of the text.
    public enum Style: Sendable, Hashable {
        /// No spaces at all: `{"a":[1,2]}`.
        case compact
        /// One line with a space after `:` and `,`: `{"a": [1, 2]}`.
        case spaced
        /// Members and elements on their own lines, indented by `indent`
        /// spaces; arrays of numbers, Booleans and nulls stay on one line
        /// (`"frame": [0, 0, 375, 667]`).
        case pretty(indent: Int)
    }

    /// The layout used.
    public var style: Style

    /// Creates a writer.
    public init(style: Style = .spaced) {
        self.style = style
    }

    /// The text of a value.
    ///
    /// - Complexity: O(*n*) in the size of the value.
    public func string(for value: JSONOutput) -> String {
        var text = ""
        write(value, into: &text, level: 0)
        return text
    }

    /// Appends the text of a value to `text`.
    public func write(_ value: JSONOutput, into text: inout String) {
        write(value, into: &text, level: 0)
    }

    /// The size of the pieces streamed output hands to its sink (see
    /// `SceneSnapshot.writeLayout`).
    static let chunkSize = 1 << 16

    /// Hands `text` to `sink` and empties it once it holds a chunk.
    static func flush(_ text: inout String, to sink: (String) -> Void) {
        if text.utf8.count >= chunkSize {
            sink(text)
            text.removeAll(keepingCapacity: true)
        }
    }

    /// Appends an object of `count` members at `level`; `member(i, &text)`
    /// appends the value of member `i` after `key(i)` and the colon. The one
    /// definition of how objects are laid out (`write(_:into:level:)` uses
    /// it too).
    func writeObject(count: Int, level: Int, into text: inout String, key: (Int) -> String,
                     member: (Int, inout String) -> Void) {
        text.append("{")
        for offset in 0..<count {
            if offset > 0 { text += separator }
            newline(&text, level: level + 1)
            text.append("\"")
            JSONWriter.appendEscaped(key(offset), into: &text)
            text += colon
            member(offset, &text)
        }
        if count > 0 { newline(&text, level: level) }
        text.append("}")
    }

    /// The canonical text of a number.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e18 {
            return String(Int64(number))
        }
        return number.description
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quote(_ text: String) -> String {
        var result = "\""
        appendEscaped(text, into: &result)
        return result
    }

    /// Appends `text` escaped, followed by the closing quote.
    static func appendEscaped(_ text: String, into result: inout String) {
        if !needsEscaping(text) {
            result += text
            result.append("\"")
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result.append("\"")
    }

    /// Whether `text` has a byte that must be escaped: a control character,
    /// `"`, `\\`, DEL, or the lead byte of U+2028/U+2029.
    static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }
    }

    func newline(_ text: inout String, level: Int) {
        guard case .pretty(let indent) = style else { return }
        text.append("\n")
        text.append(String(repeating: " ", count: indent * level))
    }

    /// Whether the style is `.pretty`.
    var isPretty: Bool {
        if case .pretty = style { return true }
        return false
    }

    var separator: String {
        if case .compact = style { return "," }
        if case .pretty = style { return "," }
        return ", "
    }

    var colon: String {
        if case .compact = style { return ":" }
        return ": "
    }

    func write(_ value: JSONOutput, into text: inout String, level: Int) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += JSONWriter.format(number)
        case .string(let string):
            text.append("\"")
            JSONWriter.appendEscaped(string, into: &text)
        case .array(let elements) where isPretty && elements.allSatisfy(\.isNumberLike):
            // `[x, y, w, h]` stays on one line, as people write frames.
            text.append("[")
            for (offset, element) in elements.enumerated() {
                if offset > 0 { text += ", " }
                write(element, into: &text, level: level + 1)
            }
            text.append("]")
        case .array(let elements):
            text.append("[")
            for (offset, element) in elements.enumerated() {
                if offset > 0 { text += separator }
                newline(&text, level: level + 1)
                write(element, into: &text, level: level + 1)
            }
            if !elements.isEmpty { newline(&text, level: level) }
            text.append("]")
        case .object(let members):
            writeObject(count: members.count, level: level, into: &text, key: { members[$0].key }) { i, text in
                write(members[i].value, into: &text, level: level + 1)
            }
        }
    }
}

extension JSONOutput {
    /// Whether the value is a number, a Boolean or null (what `.pretty`
    /// keeps on one line inside an array).
    var isNumberLike: Bool {
        switch self {
        case .number, .bool, .null: true
        case .string, .array, .object: false
        }
    }
}
