/// The tokens of an XKB text keymap: identifiers, strings, numbers, key
/// names (`<AE01>`) and punctuation; comments (`//`, `#`, `/* */`) skipped.
enum XKBToken: Equatable, Sendable {
    /// A name: `xkb_symbols`, `Shift`, `exclam`, `Level2`, `0x1001234` as text.
    case identifier(String)
    /// A quoted string (escapes kept as written, but for `\"`).
    case string(String)
    /// A decimal or hexadecimal number.
    case number(Int)
    /// A key name between angle brackets, without them.
    case keyName(String)
    /// One punctuation byte: `{ } [ ] ( ) ; , = + - ! .`
    case punctuation(UInt8)
}

/// Splits a keymap's bytes into tokens.
///
/// Bounded: one pass over the bytes; an unterminated string or key name,
/// or a byte that is no token is a `WaylandKeymapError` (a number longer
/// than 18 digits stays an identifier).
enum XKBTokenizer {
    /// The tokens of `text`, each with the byte offset it starts at (for errors).
    /// - Complexity: O(bytes).
    static func tokens(_ text: [UInt8]) throws -> (tokens: [XKBToken], offsets: [Int]) {
        var out: [XKBToken] = []
        var offsets: [Int] = []
        var i = 0
        let n = text.count
        func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f
        }
        while i < n {
            let c = text[i]
            let tokenStart = i
            defer { while offsets.count < out.count { offsets.append(tokenStart) } }
            switch c {
            case 0x20, 0x09, 0x0a, 0x0d, 0x00:
                i += 1
            case UInt8(ascii: "#"):
                while i < n && text[i] != 0x0a { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && text[i + 1] == UInt8(ascii: "/"):
                while i < n && text[i] != 0x0a { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && text[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i + 1 < n && !(text[i] == UInt8(ascii: "*") && text[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < n && text[j] != UInt8(ascii: "\"") { j += text[j] == UInt8(ascii: "\\") ? 2 : 1 }
                guard j < n else { throw WaylandKeymapError.syntax("unterminated string", offset: i) }
                out.append(.string(String(decoding: text[i + 1..<j], as: UTF8.self)))
                i = j + 1
            case UInt8(ascii: "<"):
                var j = i + 1
                while j < n && text[j] != UInt8(ascii: ">") && j - i < 64 { j += 1 }
                guard j < n, text[j] == UInt8(ascii: ">") else { throw WaylandKeymapError.syntax("unterminated key name", offset: i) }
                out.append(.keyName(String(decoding: text[i + 1..<j], as: UTF8.self)))
                i = j + 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var j = i
                while j < n && isIdentifier(text[j]) { j += 1 }
                let word = String(decoding: text[i..<j], as: UTF8.self)
                let value = word.hasPrefix("0x") || word.hasPrefix("0X")
                    ? (word.count <= 18 ? Int(word.dropFirst(2), radix: 16) : nil)
                    : (word.count <= 18 ? Int(word) : nil)
                // Keysym names such as `0x1001234` stay identifiers where a name is expected.
                out.append(value.map { .number($0) } ?? .identifier(word))
                i = j
            case _ where isIdentifier(c):
                var j = i
                while j < n && isIdentifier(text[j]) { j += 1 }
                out.append(.identifier(String(decoding: text[i..<j], as: UTF8.self)))
                i = j
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("),
                 UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "+"),
                 UInt8(ascii: "-"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "~"):
                out.append(.punctuation(c))
                i += 1
            default:
                throw WaylandKeymapError.syntax("unexpected byte \(c)", offset: i)
            }
        }
        return (out, offsets)
    }
}

/// What is wrong with a keymap the compositor sent.
public enum WaylandKeymapError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text cannot be read as an XKB keymap.
    case syntax(String, offset: Int)
    /// The keymap is larger than this client reads.
    case tooLarge(Int)
    /// Not the XKB v1 text format (`wl_keyboard.keymap`'s format).
    case unsupportedFormat(UInt32)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .syntax(let what, let offset): return "XKB keymap: \(what) at byte \(offset)"
        case .tooLarge(let size): return "XKB keymap of \(size) bytes is too large"
        case .unsupportedFormat(let format): return "keymap format \(format) is not XKB v1"
        }
    }
}
