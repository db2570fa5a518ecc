/// Parses scene equations:
/// `ITEM.ATTR RELATION [ITEM.ATTR [* M | / D]] [+|- CONSTANT] [@PRIORITY]`.
///
/// Attributes are case-insensitive, `=` means `==`, spaces are optional
/// between tokens. View ids in equations start with a letter or `_` and go
/// on with letters, digits, `_` or `-`. Besides the syntax, the parser
/// rejects what UIKit would reject: relating a size to a position, a
/// horizontal position to a vertical one, a leading/trailing edge to a
/// left/right edge, a position to a constant alone, a position with a
/// multiplier of 0, and priorities outside 1…1000.
public enum SceneEquationParser {
    /// Parses one equation.
    ///
    /// - Throws: `SceneEquationError` pointing at the first problem.
    /// - Complexity: O(*n*) in the length of the text.
    public static func parse(_ source: String) throws(SceneEquationError) -> SceneEquation {
        var cursor = EquationCursor(source: source)
        return try cursor.parseEquation()
    }
}

struct EquationCursor {
    let source: String
    let chars: [Unicode.Scalar]
    var index = 0

    init(source: String) {
        self.source = source
        self.chars = Array(source.unicodeScalars)
    }

    func fail(_ message: String, at offset: Int? = nil) -> SceneEquationError {
        SceneEquationError(message: message, source: source, offset: offset ?? index)
    }

    mutating func skipSpaces() {
        while index < chars.count, chars[index].properties.isWhitespace { index += 1 }
    }

    var current: Unicode.Scalar? { index < chars.count ? chars[index] : nil }

    /// The text of `chars[range]`.
    func text(_ range: Range<Int>) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: chars[range])
        return result
    }

    /// The token at the cursor for messages.
    func token() -> String {
        guard index < chars.count else { return "end of equation" }
        var end = index
        while end < chars.count, EquationCursor.isWordScalar(chars[end]) { end += 1 }
        if end == index { end += 1 }
        return "'" + text(index..<end) + "'"
    }

    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c.value > 0x7F && c.properties.isAlphabetic)
    }
    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || isDigit(c) || c == "_" || (c.value > 0x7F && c.properties.numericType != nil)
    }
    static func isItemStart(_ c: Unicode.Scalar) -> Bool { isLetter(c) || c == "_" }
    static func isItemBody(_ c: Unicode.Scalar) -> Bool { isWordScalar(c) || c == "-" }

    mutating func parseAnchor() throws(SceneEquationError) -> SceneAnchor {
        let start = index
        guard let first = current, EquationCursor.isItemStart(first) else {
            throw fail("expected a view id, got \(token())")
        }
        while let c = current, EquationCursor.isItemBody(c) { index += 1 }
        let item = text(start..<index)
        guard current == "." else {
            throw fail("expected '.' after '\(item)'")
        }
        index += 1
        let attributeStart = index
        while let c = current, EquationCursor.isLetter(c) { index += 1 }
        guard index > attributeStart else {
            throw fail("expected an attribute after '\(item).'")
        }
        let name = text(attributeStart..<index)
        guard let attribute = SceneAttribute(name: name) else {
            throw fail("unknown attribute '\(name)'", at: attributeStart)
        }
        return SceneAnchor(item: item, attribute: attribute)
    }

    mutating func parseRelation(after first: SceneAnchor) throws(SceneEquationError) -> SceneRelation {
        let start = index
        switch current {
        case "=":
            index += 1
            if current == "=" { index += 1 }
            return .equal
        case "<", ">":
            let relation: SceneRelation = current == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 1
            guard current == "=" else {
                throw fail("expected '==', '<=' or '>=' after '\(first)'", at: start)
            }
            index += 1
            return relation
        default:
            throw fail("expected '==', '<=' or '>=' after '\(first)', got \(token())")
        }
    }

    /// The largest magnitude a number in an equation may have: beyond it,
    /// layout arithmetic loses every fraction of a point (and `1e999`
    /// reads as infinity).
    static let largestNumber = 1e9

    /// Reads an unsigned number; `nil` when there is none at the cursor.
    /// - Throws: when the number is larger than `largestNumber`.
    mutating func number() throws(SceneEquationError) -> Double? {
        let start = index
        while let c = current, EquationCursor.isDigit(c) { index += 1 }
        guard index > start else { return nil }
        if current == ".", index + 1 < chars.count, EquationCursor.isDigit(chars[index + 1]) {
            index += 1
            while let c = current, EquationCursor.isDigit(c) { index += 1 }
        }
        if current == "e" || current == "E" {
            var probe = index + 1
            if probe < chars.count, chars[probe] == "+" || chars[probe] == "-" { probe += 1 }
            if probe < chars.count, EquationCursor.isDigit(chars[probe]) {
                index = probe
                while let c = current, EquationCursor.isDigit(c) { index += 1 }
            }
        }
        let literal = text(start..<index)
        guard let value = Double(literal) else { return nil }
        guard value <= Self.largestNumber else {
            throw fail("number \(literal) is out of range (at most 1e9)", at: start)
        }
        return value
    }

    /// Reads a number with an optional sign.
    mutating func signedNumber() throws(SceneEquationError) -> Double? {
        let start = index
        var sign = 1.0
        if current == "-" || current == "+" {
            sign = current == "-" ? -1 : 1
            index += 1
            skipSpaces()
        }
        guard let value = try number() else {
            index = start
            return nil
        }
        return sign * value
    }
}
