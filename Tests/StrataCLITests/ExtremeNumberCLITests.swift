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

    /// Infinite multipliers and constants crash today (a precondition in
    /// `LayoutConstraint.init`): recorded as a known issue until the
    /// equation parser rejects them.
    @Test(arguments: [
        Equation(text: "a.width == b.width * 1e999", phrase: "1e999"),
        Equation(text: "a.width == b.width + 1e999", phrase: "1e999"),
        Equation(text: "a.width == 1e999", phrase: "1e999"),
    ])
    func infiniteNumberIsASceneError(_ equation: Equation) throws {
        let result = try Self.run(equation.text)
        withKnownIssue("strata crashes on an infinite number in an equation") {
            #expect(!result.crashed && result.status == 2, "\(result)")
            #expect(result.stderr.hasPrefix("extreme.json: constraints[0]: ") && result.stderr.contains(equation.phrase), "\(result)")
        }
    }

    /// An infinite priority is rejected, but the message prints it as `null`.
    @Test func infinitePriorityIsASceneError() throws {
        let result = try Self.run("a.width == b.width @1e999")
        #expect(!result.crashed && result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("extreme.json: constraints[0]: priority "), "\(result)")
        withKnownIssue("the message says 'priority null is outside 1…1000'") {
            #expect(!result.stderr.contains("null"), "\(result)")
        }
    }

    /// A finite but huge multiplier makes the solver's objective unbounded
    /// and crashes today; it should lay out (or be rejected), never crash.
    @Test func hugeMultiplierDoesNotCrash() throws {
        let result = try Self.run("a.width == root.width * 1e308")
        withKnownIssue("the solver's precondition 'the objective is unbounded' fires") {
            #expect(!result.crashed && (result.status == 0 || result.status == 2), "\(result)")
        }
    }
}
