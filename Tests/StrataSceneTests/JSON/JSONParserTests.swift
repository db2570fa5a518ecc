import Testing
import StrataScene

@Suite("JSONParser")
struct JSONParserTests {
    func parse(_ text: String, depth: Int = 256) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser(maximumDepth: depth).parse(text)
    }

    func syntaxError(_ text: String, depth: Int = 256) -> String? {
        do {
            _ = try parse(text, depth: depth)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func keepsObjectKeysInSourceOrder() throws {
        let value = try parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(value.objectMembers?.map(\.key) == ["z", "a", "m"])
        #expect(value["a"]?.numberValue == 2)
    }

    @Test func recordsLocationsOfValuesAndKeys() throws {
        let value = try parse("{\n  \"a\": [1,\n    true],\n  \"b\": null\n}")
        #expect(value.location == SourceLocation(line: 1, column: 1))
        let a = try #require(value.objectMembers?.first)
        #expect(a.keyLocation == SourceLocation(line: 2, column: 3))
        #expect(a.value.location == SourceLocation(line: 2, column: 8))
        #expect(a.value.arrayElements?[1].location == SourceLocation(line: 3, column: 5))
        #expect(value["b"]?.location == SourceLocation(line: 4, column: 8))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let value = try parse(#"{"é€": 1, "x": 2}"#)
        #expect(value["x"]?.location == SourceLocation(line: 1, column: 16))
    }

    @Test func parsesAllScalarKinds() throws {
        let value = try parse(#"[0, -0.5, 1e3, 2.5E-2, "s", true, false, null, {}, []]"#)
        #expect(value.output == [0, -0.5, 1000, 0.025, "s", true, false, nil, [:], []])
    }

    @Test(arguments: [
        (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
        (#""\u0041\u00e9\u20AC""#, "Aé€"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\u0000""#, "\u{0}"),
        (#""plain é 😀""#, "plain é 😀"),
    ])
    func resolvesEscapes(text: String, expected: String) throws {
        #expect(try parse(text).stringValue == expected)
    }

    @Test(arguments: [
        ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}', got '\"'"),
        ("[1 2]", "1:4: expected ',' or ']', got '2'"),
        ("{\"a\" 1}", "1:6: expected ':' after the key, got '1'"),
        ("{a: 1}", "1:2: expected a string key, got 'a'"),
        ("{\"a\": 1,}", "1:9: expected a string key, got '}'"),
        ("[1,]", "1:4: expected a value, got ']'"),
        ("", "1:1: expected a value, got end of input"),
        ("[1", "1:3: expected ',' or ']', got end of input"),
        ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key \"a\" (first at 1:2)"),
        ("NaN", "1:1: expected a value, got 'NaN'"),
        ("[Infinity]", "1:2: expected a value, got 'Infinity'"),
        ("[-Infinity]", "1:3: expected a digit after '-', got 'Infinity'"),
        ("{} x", "1:4: unexpected 'x' after the JSON value"),
        ("[1] [2]", "1:5: unexpected '[' after the JSON value"),
        ("01", "1:1: leading zeros are not allowed in numbers"),
        ("1.", "1:3: expected a digit after '.', got end of input"),
        ("1e", "1:3: expected a digit in the exponent, got end of input"),
        ("+1", "1:1: expected a value, got '+'"),
        (".5", "1:1: expected a value, got '.'"),
        ("1e400", "1:1: number 1e400 is out of range"),
        ("0x10", "1:2: unexpected 'x10' after a number"),
        ("truex", "1:1: expected a value, got 'truex'"),
        ("nul", "1:1: expected a value, got 'nul'"),
        ("\"abc", "1:1: unterminated string"),
        ("\"a\nb\"", "1:1: unterminated string"),
        ("\"a\tb\"", "1:3: control character U+0009 in a string must be escaped"),
        (#""\q""#, "1:2: invalid escape '\\q'"),
        (#""\u12G4""#, "1:2: invalid \\u escape: expected 4 hexadecimal digits"),
        (#""\uD800""#, "1:2: unpaired high surrogate \\uD800"),
        (#""\uD800\u0041""#, "1:2: unpaired high surrogate \\uD800"),
        (#""\uDC00""#, "1:2: unpaired low surrogate \\uDC00"),
        ("[1, // c\n 2]", "1:5: expected a value, got '/'"),
        ("{\n  \"a\": [1,\n  2,,\n]}", "3:5: expected a value, got ','"),
    ])
    func reportsSyntaxErrorsWithLocation(text: String, expected: String) {
        #expect(syntaxError(text) == expected)
    }

    @Test func rejectsInvalidUTF8InStrings() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(throws: JSONSyntaxError(location: SourceLocation(line: 1, column: 5), message: "invalid UTF-8 in a string")) {
            try JSONParser().parse(bytes)
        }
    }

    @Test func skipsByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
        let value = try JSONParser().parse(bytes)
        #expect(value["a"]?.location == SourceLocation(line: 1, column: 7))
    }

    @Test func limitsNestingDepthInsteadOfOverflowingTheStack() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(deep) == "1:257: nesting deeper than 256 levels")
        let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(syntaxError(ok) == nil)
        #expect(syntaxError("[[{\"a\": []}]]", depth: 3) == "1:9: nesting deeper than 3 levels")
    }

    @Test func acceptsWhitespaceKindsAndCRLF() throws {
        let value = try parse("\r\n\t {\"a\" :\r\n 1 } \r\n")
        #expect(value["a"]?.location == SourceLocation(line: 3, column: 2))
    }

    @Test func numbersAreExact() throws {
        #expect(try parse("0.1").numberValue == 0.1)
        #expect(try parse("-1.5e-3").numberValue == -0.0015)
        #expect(try parse("9007199254740993").numberValue == 9007199254740992)
        #expect(try parse("1E+2").numberValue == 100)
    }
}

@Suite("JSONParser locations")
struct JSONParserLocationTests {
    @Test func locatesValuesOnALongSingleLine() throws {
        let count = 20_000
        let text = "[" + (0..<count).map { _ in "\"é\"" }.joined(separator: ",") + "]"
        let value = try JSONParser().parse(text)
        let elements = try #require(value.arrayElements)
        #expect(elements.count == count)
        #expect(elements[0].location == SourceLocation(line: 1, column: 2))
        #expect(elements[count - 1].location == SourceLocation(line: 1, column: 2 + 4 * (count - 1)))
    }

    @Test func errorsAfterLocatedValuesStillCountFromTheLineStart() {
        #expect(throws: JSONSyntaxError(location: SourceLocation(line: 2, column: 10), message: "expected ',' or ']', got '3'")) {
            try JSONParser().parse("[1,\n  2, [4] 3]")
        }
    }
}
