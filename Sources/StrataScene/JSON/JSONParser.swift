/// A strict JSON parser (RFC 8259) that keeps the order of object members and
/// the source location of every value.
///
/// It rejects what `JSONSerialization` might let through: duplicate keys,
/// `NaN`/`Infinity`, numbers that overflow a `Double`, unescaped control
/// characters, lone surrogates, invalid UTF-8, and anything after the
/// top-level value. Nesting deeper than `maximumDepth` is an error, not a
/// stack overflow. A leading UTF-8 byte-order mark is skipped.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maximumDepth: Int

    /// Creates a parser.
    public init(maximumDepth: Int = 256) {
        precondition(maximumDepth > 0, "JSONParser.maximumDepth must be positive")
        self.maximumDepth = maximumDepth
    }

    /// Parses a complete JSON text.
    ///
    /// - Throws: `JSONSyntaxError` at the first problem.
    /// - Complexity: O(*n*) in the length of the text.
    public func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: Array(bytes), maximumDepth: maximumDepth)
        return try reader.parseDocument()
    }

    /// Parses a complete JSON text given as a string.
    ///
    /// - Throws: `JSONSyntaxError` at the first problem.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The cursor over the bytes of one document.
struct JSONReader {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    /// The last position whose column was computed, and that column: values
    /// are located in increasing order, so columns are counted incrementally.
    var cachedPosition = 0
    var cachedColumn = 1

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
    }

    /// The location of the byte at `position`, counting from the last
    /// located position when it is on the same line.
    ///
    /// - Complexity: amortised O(1) when positions increase.
    mutating func advanceLocation(to position: Int) -> SourceLocation {
        if cachedPosition < lineStart || cachedPosition > position {
            cachedPosition = lineStart
            cachedColumn = 1
        }
        while cachedPosition < position && cachedPosition < bytes.count {
            if bytes[cachedPosition] & 0xC0 != 0x80 { cachedColumn += 1 }
            cachedPosition += 1
        }
        return SourceLocation(line: line, column: cachedColumn)
    }

    /// The location of the byte at `position` (on the current line).
    func location(at position: Int) -> SourceLocation {
        var column = 1
        var cursor = lineStart
        while cursor < position && cursor < bytes.count {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        return SourceLocation(line: line, column: column)
    }

    func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(location: location(at: position ?? index), message: message)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeToken()) after the JSON value")
        }
        return value
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// The token at the cursor, quoted, for messages: `'x'`, `'NaN'`, `end of input`.
    func describeToken() -> String {
        guard index < bytes.count else { return "end of input" }
        var end = index
        while end < bytes.count, end - index < 20,
              (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
                || (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
                || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
            end += 1
        }
        if end == index {
            end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("expected a value, got end of input") }
        let start = advanceLocation(to: index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(.object(try parseObject(depth: depth + 1)), at: start)
        case UInt8(ascii: "["):
            return JSONValue(.array(try parseArray(depth: depth + 1)), at: start)
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, at: start)
        default:
            throw error("expected a value, got \(describeToken())")
        }
    }

    mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let text = Array(literal.utf8)
        let count = text.count
        let matches = index + count <= bytes.count && bytes[index..<index + count].elementsEqual(text)
        let next = index + count
        let followedByWord = next < bytes.count && isWordByte(bytes[next])
        guard matches, !followedByWord else {
            throw error("expected a value, got \(describeToken())")
        }
        index = next
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    mutating func enter(depth: Int) throws(JSONSyntaxError) {
        if depth > maximumDepth {
            throw error("nesting deeper than \(maximumDepth) levels")
        }
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> [JSONMember] {
        try enter(depth: depth)
        index += 1
        var members: [JSONMember] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key, got \(describeToken())")
            }
            let keyLocation = advanceLocation(to: index)
            let key = try parseString()
            if let first = seen[key] {
                throw JSONSyntaxError(location: keyLocation,
                                      message: "duplicate key \"\(key)\" (first at \(first))")
            }
            seen[key] = keyLocation
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, got \(describeToken())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', got end of input") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return members
            } else {
                throw error("expected ',' or '}', got \(describeToken())")
            }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        try enter(depth: depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', got end of input") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return elements
            } else {
                throw error("expected ',' or ']', got \(describeToken())")
            }
        }
    }
}
