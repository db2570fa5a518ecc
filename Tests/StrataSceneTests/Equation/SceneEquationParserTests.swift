import Testing
import StrataScene

@Suite("SceneEquationParser")
struct SceneEquationParserTests {
    func error(_ text: String) -> String? {
        do {
            _ = try SceneEquationParser.parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func parsesEveryPart() throws {
        let e = try SceneEquationParser.parse("a.width <= b.height * 0.5 - 8 @750")
        #expect(e.first == SceneAnchor(item: "a", attribute: .width))
        #expect(e.relation == .lessThanOrEqual)
        #expect(e.second == SceneAnchor(item: "b", attribute: .height))
        #expect(e.multiplier == 0.5)
        #expect(e.constant == -8)
        #expect(e.priority == 750)
        #expect(e.firstOffset == 0 && e.secondOffset == 11)
        #expect(e.items == ["a", "b"])
    }

    @Test func parsesConstantOnlyRightSide() throws {
        let e = try SceneEquationParser.parse("title.width == 120 @250")
        #expect(e.second == nil && e.constant == 120 && e.priority == 250)
        #expect(try SceneEquationParser.parse("a.height >= -4").constant == -4)
    }

    @Test func divisorBecomesMultiplier() throws {
        let e = try SceneEquationParser.parse("a.width == b.width / 4")
        #expect(e.multiplier == 0.25)
        #expect(e.description == "a.width == b.width * 0.25")
    }

    @Test(arguments: [
        ("stack.leading == root.leadingMargin", "stack.leading == root.leadingMargin"),
        ("  stack.LEADING   =   root.leadingmargin+8@750 ", "stack.leading == root.leadingMargin + 8 @750"),
        ("image.height == image.width * 1", "image.height == image.width"),
        ("first.width==last.width", "first.width == last.width"),
        ("root.bottomMargin == stack.bottom + 8", "root.bottomMargin == stack.bottom + 8"),
        ("a.centerx>=b.CenterXWithinMargins-0.5", "a.centerX >= b.centerXWithinMargins - 0.5"),
        ("a.width == b.width + 0 @1000", "a.width == b.width"),
        ("a.width == 0", "a.width == 0"),
        ("a.width == b.width * -1 + 2.50", "a.width == b.width * -1 + 2.5"),
        ("my-view_2.top == root.topMargin - 1e1", "my-view_2.top == root.topMargin - 10"),
        ("a.firstBaseline == b.lastBaseline @ 999.5", "a.firstBaseline == b.lastBaseline @999.5"),
    ])
    func canonicalFormNormalises(text: String, canonical: String) throws {
        let e = try SceneEquationParser.parse(text)
        #expect(e.description == canonical)
        #expect(e.source == text)
        let again = try SceneEquationParser.parse(e.description)
        #expect(again.description == canonical)
        #expect(again == e)
    }

    @Test(arguments: [
        ("stack. == root.leading", "expected an attribute after 'stack.'\n  stack. == root.leading\n        ^"),
        ("stack == root.leading", "expected '.' after 'stack'\n  stack == root.leading\n       ^"),
        ("", "expected a view id, got end of equation\n  \n  ^"),
        ("8 == a.width", "expected a view id, got '8'\n  8 == a.width\n  ^"),
        ("a.colour == b.width", "unknown attribute 'colour'\n  a.colour == b.width\n    ^"),
        ("a.width b.width", "expected '==', '<=' or '>=' after 'a.width', got 'b'\n  a.width b.width\n          ^"),
        ("a.width < b.width", "expected '==', '<=' or '>=' after 'a.width'\n  a.width < b.width\n          ^"),
        ("a.width ==", "expected a view attribute or a number after '==', got end of equation\n  a.width ==\n            ^"),
        ("a.width == b.width *", "expected a number after '*', got end of equation\n  a.width == b.width *\n                      ^"),
        ("a.width == b.width + x", "expected a number after '+', got 'x'\n  a.width == b.width + x\n                       ^"),
        ("a.width == b.width / 0", "division by zero\n  a.width == b.width / 0\n                       ^"),
        // Found by EquationFuzz: the multiplier 1/D printed by the canonical
        // form was beyond the bound, so the canonical form did not parse back.
        ("a.width == b.width/ 1e-23", "dividing by 1e-23 gives a multiplier out of range (at most 1e9)\n  a.width == b.width/ 1e-23\n                      ^"),
        ("a.width == 10 @", "expected a priority after '@', got end of equation\n  a.width == 10 @\n                 ^"),
        ("a.width == 10 @2000", "priority 2000 is outside 1…1000\n  a.width == 10 @2000\n                 ^"),
        ("a.width == 10 @0", "priority 0 is outside 1…1000\n  a.width == 10 @0\n                 ^"),
        ("a.width == 1e999", "number 1e999 is out of range (at most 1e9)\n  a.width == 1e999\n             ^"),
        ("a.width == b.width * 2e9", "number 2e9 is out of range (at most 1e9)\n  a.width == b.width * 2e9\n                       ^"),
        ("a.width == b.width - 1000000001", "number 1000000001 is out of range (at most 1e9)\n  a.width == b.width - 1000000001\n                       ^"),
        ("a.width == 10 @1e999", "number 1e999 is out of range (at most 1e9)\n  a.width == 10 @1e999\n                 ^"),
        ("a.width == 10 + 2", "unexpected '+': expected '@' or the end of the equation\n  a.width == 10 + 2\n                ^"),
        ("a.width == b.width c", "unexpected 'c': expected '*', '+', '-' or '@' or the end of the equation\n  a.width == b.width c\n                     ^"),
        ("a.width == b.top", "cannot relate a size (a.width) to a vertical position (b.top)\n  a.width == b.top\n             ^"),
        ("a.leading == b.top", "cannot relate a horizontal position (a.leading) to a vertical position (b.top)\n  a.leading == b.top\n               ^"),
        ("a.centerY == b.centerX", "cannot relate a vertical position (a.centerY) to a horizontal position (b.centerX)\n  a.centerY == b.centerX\n               ^"),
        ("a.top == b.height", "cannot relate a vertical position (a.top) to a size (b.height)\n  a.top == b.height\n           ^"),
        ("a.leading == b.left", "cannot relate a leading/trailing edge to a left/right edge (a.leading, b.left)\n  a.leading == b.left\n               ^"),
        ("a.rightMargin == b.trailing", "cannot relate a leading/trailing edge to a left/right edge (a.rightMargin, b.trailing)\n  a.rightMargin == b.trailing\n                   ^"),
        ("a.leading == 20", "a position (a.leading) cannot equal a constant alone: relate it to another attribute\n  a.leading == 20\n               ^"),
        ("a.top == b.top * 0", "a multiplier of 0 makes the position a.top equal a constant\n  a.top == b.top * 0\n                   ^"),
    ])
    func reportsErrorsWithCaret(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test func allowsWhatUIKitAllows() throws {
        _ = try SceneEquationParser.parse("a.width == b.height * 2")
        _ = try SceneEquationParser.parse("a.centerX == b.leading")
        _ = try SceneEquationParser.parse("a.centerX == b.left")
        _ = try SceneEquationParser.parse("a.left == b.rightMargin")
        _ = try SceneEquationParser.parse("a.trailing == b.trailing * 0.5")
        _ = try SceneEquationParser.parse("a.width == b.width * 0")
    }

    @Test func everyAttributeParsesCaseInsensitively() throws {
        for attribute in SceneAttribute.allCases {
            let pair = attribute.kind == .dimension ? "b.width" : attribute.kind == .verticalPosition ? "b.top" : "b.centerX"
            let e = try SceneEquationParser.parse("a.\(attribute.rawValue.uppercased()) == \(pair)")
            #expect(e.first.attribute == attribute)
        }
    }
}
