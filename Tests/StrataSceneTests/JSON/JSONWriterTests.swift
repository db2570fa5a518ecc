import Testing
import StrataScene

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (3, "3"), (-12, "-12"), (76.75, "76.75"), (0.1, "0.1"),
        (1.0 / 3, "0.3333333333333333"), (1e-7, "1e-07"), (1e20, "1e+20"),
        (9007199254740992, "9007199254740992"), (1.5e18, "1.5e+18"), (.nan, "null"), (.infinity, "null"),
    ])
    func formatsNumbersCanonically(number: Double, expected: String) {
        #expect(JSONWriter.format(number) == expected)
    }

    @Test func writesObjectsInGivenOrder() {
        let value: JSONOutput = ["views": ["b": ["frame": .numbers([0, 0, 76.75, 44]), "hidden": false],
                                           "a": ["alpha": 1, "name": nil]]]
        #expect(JSONWriter(style: .compact).string(for: value)
            == #"{"views":{"b":{"frame":[0,0,76.75,44],"hidden":false},"a":{"alpha":1,"name":null}}}"#)
        #expect(JSONWriter(style: .spaced).string(for: value)
            == #"{"views": {"b": {"frame": [0, 0, 76.75, 44], "hidden": false}, "a": {"alpha": 1, "name": null}}}"#)
    }

    @Test func writesPrettyIndented() {
        let value: JSONOutput = ["a": [1, 2], "b": [:], "c": [], "d": ["x", "y"], "e": [[1], true]]
        #expect(JSONWriter(style: .pretty(indent: 2)).string(for: value)
            == "{\n  \"a\": [1, 2],\n  \"b\": {},\n  \"c\": [],\n  \"d\": [\n    \"x\",\n    \"y\"\n  ],\n"
            + "  \"e\": [\n    [1],\n    true\n  ]\n}")
    }

    @Test func escapesStrings() {
        #expect(JSONWriter.quote("a\"b\\c\n\t\u{01}é😀/") == #""a\"b\\c\n\t\u0001é😀/""#)
        #expect(JSONWriter().string(for: ["k\"": "\u{2028}"]) == #"{"k\"": "\u2028"}"#)
    }

    @Test func roundTripsThroughTheParser() throws {
        let text = #"{"z": [1, -2.5, 1e-07, "x\ny", true, null], "a": {"q": {}}}"#
        let parsed = try JSONParser().parse(text)
        #expect(JSONWriter().string(for: parsed.output) == text)
        #expect(try JSONParser().parse(JSONWriter(style: .pretty(indent: 4)).string(for: parsed.output)).output == parsed.output)
    }
}
