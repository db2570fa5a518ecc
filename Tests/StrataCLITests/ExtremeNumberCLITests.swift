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

    /// A scene and the command that ran it into a trap before the ranges
    /// were checked where numbers enter (issue 35), with the message now.
    struct Trap: Sendable, CustomTestStringConvertible {
        let name: String
        let scene: String
        let arguments: [String]
        let message: String
        var testDescription: String { name }
    }

    static let label = #"{"id": "l", "type": "label", "text": "Hi", "frame": [0, 0, 80, 30]"#

    static let traps: [Trap] = [
        Trap(name: "animate duration 1e308",
             scene: #"{"window": {"width": 100, "height": 50}, "views": [\#(row)], "steps": [{"animate": {"duration": 1e308}, "removeArranged": "a"}]}"#,
             arguments: ["animate", "t.json", "--fps", "60"],
             message: "t.json: steps[0].animate.duration: duration must be at most 1000000, got 1e+308\n"),
        Trap(name: "animate delay 1e300",
             scene: #"{"window": {"width": 100, "height": 50}, "views": [\#(row)], "steps": [{"animate": {"duration": 1, "delay": 1e300}, "removeArranged": "a"}]}"#,
             arguments: ["animate", "t.json", "--fps", "60"],
             message: "t.json: steps[0].animate.delay: delay must be at most 1000000, got 1e+300\n"),
        Trap(name: "at 1e300",
             scene: #"{"window": {"width": 100, "height": 50}, "views": [\#(row)], "steps": [{"at": 1e300, "removeArranged": "a"}]}"#,
             arguments: ["animate", "t.json", "--fps", "60"],
             message: "t.json: steps[0].at: must be 0…1000000 seconds, got 1e+300\n"),
        Trap(name: "spring damping 1e300",
             scene: #"{"window": {"width": 100, "height": 50}, "views": [\#(row)], "steps": [{"animate": {"duration": 1, "dampingRatio": 1e300}, "removeArranged": "a"}]}"#,
             arguments: ["animate", "t.json", "--fps", "60"],
             message: "t.json: steps[0].animate.dampingRatio: dampingRatio must be at most 1000, got 1e+300\n"),
        Trap(name: "font size 1.5e308",
             scene: #"{"window": {"width": 100, "height": 50}, "views": [\#(label), "fontSize": 1.5e308}]}"#,
             arguments: ["render", "t.json", "--png", "t.png"],
             message: "t.json: views[0].fontSize: font size must be more than 0 and at most 10000 points, got 1.5e+308\n"),
        Trap(name: "font object size 1.5e308",
             scene: #"{"window": {"width": 100, "height": 50}, "views": [\#(label), "font": {"family": "DejaVu Sans", "size": 1.5e308, "fallback": true}}]}"#,
             arguments: ["layout", "t.json"],
             message: "t.json: views[0].font.size: font size must be more than 0 and at most 10000 points, got 1.5e+308\n"),
    ]

    @Test(arguments: traps)
    func numbersThatTrappedAreSceneErrors(_ trap: Trap) throws {
        let result = try StrataExecutable.run(scene: trap.scene, named: "t.json") { _ in trap.arguments }
        #expect(!result.crashed && result.status == 2, "\(result)")
        #expect(result.stderr == trap.message, "\(result)")
    }

    /// The largest values in range play: a spring of damping ratio 1000
    /// and a step at 1,000,000 s (rendered at the step, where the spring
    /// starts; `--at` goes up to 1,000,000 s).
    @Test func theLimitsThemselvesWork() throws {
        let scene = #"{"window": {"width": 100, "height": 50}, "views": [\#(Self.row), \#(Self.label), "fontSize": 10000}], "steps": [{"at": 1000000, "animate": {"duration": 1, "dampingRatio": 1000, "initialVelocity": 1000000}, "removeArranged": "a"}]}"#
        let result = try StrataExecutable.run(scene: scene, named: "t.json") { _ in ["render", "t.json", "--at", "1000000", "--png", "t.png"] }
        #expect(!result.crashed && result.status == 0, "\(result)")
    }
}
