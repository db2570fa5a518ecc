import Testing

/// Numbers that JSON allows but no layout can use, inside equations (the
/// equation parser reads their numbers itself): the executable must answer
/// with a scene error (status 2) rather than crash.
@Suite("strata layout rejects out-of-range numbers in equations")
struct ExtremeNumberCLITests {
    static let row = #"{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}]}"#

    /// An equation and the phrase its message must contain.
    struct Equation: Sendable, CustomTestStringConvertible {
        let text: String
        let phrase: String
        var testDescription: String { text }
    }

    static func run(_ equation: String) throws -> CommandResult {
        let scene = #"{"window": {"width": 375, "height": 667}, "views": [\#(row)], "constraints": ["\#(equation)"]}"#
        return try StrataExecutable.run(scene: scene, named: "extreme.json") { ["layout", $0] }
    }

    /// Infinite multipliers and constants are scene errors (they used to
    /// reach a precondition in `LayoutConstraint.init`).
    @Test(arguments: [
        Equation(text: "a.width == b.width * 1e999", phrase: "1e999"),
        Equation(text: "a.width == b.width + 1e999", phrase: "1e999"),
        Equation(text: "a.width == 1e999", phrase: "1e999"),
    ])
    func infiniteNumberIsASceneError(_ equation: Equation) throws {
        let result = try Self.run(equation.text)
        #expect(!result.crashed && result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("extreme.json: constraints[0]: ") && result.stderr.contains(equation.phrase), "\(result)")
        #expect(result.stderr.contains("out of range (at most 1e9)"), "\(result)")
    }

    /// An infinite priority is rejected with the number as written.
    @Test func infinitePriorityIsASceneError() throws {
        let result = try Self.run("a.width == b.width @1e999")
        #expect(!result.crashed && result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("extreme.json: constraints[0]: number 1e999 is out of range"), "\(result)")
        #expect(!result.stderr.contains("null"), "\(result)")
    }

    /// A finite but huge multiplier is rejected too (it used to make the
    /// solver's objective overflow and hit a precondition); 1e9 is allowed.
    @Test func hugeMultiplierIsASceneErrorAndTheLimitLaysOut() throws {
        let huge = try Self.run("a.width == root.width * 1e308")
        #expect(!huge.crashed && huge.status == 2, "\(huge)")
        #expect(huge.stderr.contains("number 1e308 is out of range"), "\(huge)")
        let limit = try Self.run("a.width == root.width * 1e9 @250")
        #expect(!limit.crashed && limit.status == 0, "\(limit)")
    }
}
