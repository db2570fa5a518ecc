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
    let chars: [Character]
    var index = 0

    init(source: String) {
        self.source = source
        self.chars = Array(source)
    }

    func fail(_ message: String, at offset: Int? = nil) -> SceneEquationError {
        SceneEquationError(message: message, source: source, offset: offset ?? index)
    }

    mutating func skipSpaces() {
        while index < chars.count, chars[index].isWhitespace { index += 1 }
    }

    var current: Character? { index < chars.count ? chars[index] : nil }

    /// The token at the cursor for messages.
    func token() -> String {
        guard index < chars.count else { return "end of equation" }
        var end = index
        while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
        if end == index { end += 1 }
        return "'" + String(chars[index..<end]) + "'"
    }

    static func isItemStart(_ c: Character) -> Bool { c.isLetter || c == "_" }
    static func isItemBody(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "-" }

    mutating func parseAnchor() throws(SceneEquationError) -> SceneAnchor {
        let start = index
        guard let first = current, EquationCursor.isItemStart(first) else {
            throw fail("expected a view id, got \(token())")
        }
        while let c = current, EquationCursor.isItemBody(c) { index += 1 }
        let item = String(chars[start..<index])
        guard current == "." else {
            throw fail("expected '.' after '\(item)'")
        }
        index += 1
        let attributeStart = index
        while let c = current, c.isLetter { index += 1 }
        guard index > attributeStart else {
            throw fail("expected an attribute after '\(item).'")
        }
        let name = String(chars[attributeStart..<index])
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

    /// Reads an unsigned number; `nil` when there is none at the cursor.
    mutating func number() -> Double? {
        let start = index
        while let c = current, c.isASCII, c.isNumber { index += 1 }
        guard index > start else { return nil }
        if current == ".", index + 1 < chars.count, chars[index + 1].isASCII, chars[index + 1].isNumber {
            index += 1
            while let c = current, c.isASCII, c.isNumber { index += 1 }
        }
        if current == "e" || current == "E" {
            var probe = index + 1
            if probe < chars.count, chars[probe] == "+" || chars[probe] == "-" { probe += 1 }
            if probe < chars.count, chars[probe].isASCII, chars[probe].isNumber {
                index = probe
                while let c = current, c.isASCII, c.isNumber { index += 1 }
            }
        }
        return Double(String(chars[start..<index]))
    }

    /// Reads a number with an optional sign.
    mutating func signedNumber() -> Double? {
        let start = index
        var sign = 1.0
        if current == "-" || current == "+" {
            sign = current == "-" ? -1 : 1
            index += 1
            skipSpaces()
        }
        guard let value = number() else {
            index = start
            return nil
        }
        return sign * value
    }
}
