import Testing

/// Pictures have bounds: a window larger than `SceneWindow.maximumSize`
/// (100,000 points) is a scene error, and `render` refuses a canvas of more
/// than `Canvas.maximumPixelCount` pixels before allocating it. A
/// 1e300-wide window used to crash `render --png` (an Int conversion trap),
/// and a 1e6 × 1e6 window aborted after failing to allocate 4 TB.
@Suite("strata render refuses pictures that are too large")
struct RenderBoundsCLITests {
    struct Case: Sendable, CustomTestStringConvertible {
        let width: String
        let height: String
        let arguments: [String]
        let status: Int32
        let phrase: String
        var testDescription: String { "\(width) x \(height) \(arguments.joined(separator: " "))" }
    }

    @Test(arguments: [
        Case(width: "1e300", height: "10", arguments: [], status: 2,
             phrase: "bounds.json: window.width: width must be at most 100000 points, got 1e+300"),
        Case(width: "1e6", height: "1e6", arguments: [], status: 2,
             phrase: "bounds.json: window.width: width must be at most 100000 points, got 1000000"),
        Case(width: "10", height: "100001", arguments: [], status: 2,
             phrase: "bounds.json: window.height: height must be at most 100000 points, got 100001"),
        Case(width: "10000", height: "10000", arguments: ["--scale", "16"], status: 1,
             phrase: "strata render: the picture would be 160000 x 160000 pixels; at most 67108864 pixels can be drawn"),
        Case(width: "100000", height: "100000", arguments: [], status: 1,
             phrase: "strata render: the picture would be 100000 x 100000 pixels"),
    ])
    func oversizedPictureIsRefused(_ c: Case) throws {
        let scene = #"{"window": {"width": \#(c.width), "height": \#(c.height)}, "views": [{"id": "a", "frame": [0, 0, 10, 10]}]}"#
        let result = try StrataExecutable.run(scene: scene, named: "bounds.json") { ["render", $0, "--png", "out.png"] + c.arguments }
        #expect(!result.crashed && result.status == c.status, "\(result)")
        #expect(result.stderr.contains(c.phrase), "\(result)")
    }

    /// The SVG of a large (valid) window needs no canvas and still works.
    @Test func svgOfALargeWindowIsWritten() throws {
        let scene = #"{"window": {"width": 100000, "height": 100000}, "views": [{"id": "a", "frame": [0, 0, 10, 10]}]}"#
        let result = try StrataExecutable.run(scene: scene, named: "bounds.json") { ["render", $0, "--svg", "out.svg"] }
        #expect(result.status == 0, "\(result)")
    }

    /// An empty scene file is a scene error (exit 2), and is read without
    /// Foundation's `Data(contentsOf:)`, which leaks on an empty file and
    /// made the command exit 1 under AddressSanitizer's leak checker.
    @Test(arguments: ["layout", "render"])
    func emptyFileIsASceneError(_ command: String) throws {
        let result = try StrataExecutable.run(scene: "", named: "empty.json") { name in
            command == "render" ? ["render", name, "--svg", "out.svg"] : [command, name]
        }
        #expect(!result.crashed && result.status == 2, "\(result)")
        #expect(result.stderr == "empty.json:1:1: expected a value, got end of input\n", "\(result)")
    }
}
