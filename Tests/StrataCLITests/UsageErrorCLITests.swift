import Testing

/// Command-line mistakes: exit status 1 and a message on standard error;
/// help and version exit 0.
@Suite("strata reports usage errors with exit status 1")
struct UsageErrorCLITests {
    static let scene = ##"{"window": {"width": 100, "height": 50}, "views": [{"id": "a", "frame": [10, 10, 20, 20], "backgroundColor": "#FF0000"}]}"##

    /// A command line (after `strata`) and a phrase its message must contain.
    struct Misuse: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let phrase: String
        var testDescription: String { "strata " + arguments.joined(separator: " ") }
        init(_ arguments: [String], _ phrase: String) {
            self.arguments = arguments
            self.phrase = phrase
        }
    }

    static let misuses: [Misuse] = [
        Misuse(["layout"], "strata layout: missing SCENE"),
        Misuse(["layout", "scene.json", "scene.json"], "strata layout: expected one SCENE, got 2"),
        Misuse(["layout", "scene.json", "--bogus"], "strata layout: unknown option '--bogus'"),
        Misuse(["layout", "-x", "scene.json"], "strata layout: unknown option '-x'"),
        Misuse(["frobnicate"], "strata: unknown command 'frobnicate'"),
        Misuse(["render"], "strata render: missing SCENE"),
        Misuse(["render", "scene.json"], "strata render: give --png OUT.png and/or --svg OUT.svg"),
        Misuse(["render", "scene.json", "--png"], "strata render: option '--png' needs a value"),
        Misuse(["render", "scene.json", "--png", "out.png", "--scale", "0"], "strata render: --scale expects a number in 0.1...16.0, got '0'"),
        Misuse(["render", "scene.json", "--png", "out.png", "--scale", "0.09"], "--scale expects a number in 0.1...16.0, got '0.09'"),
        Misuse(["render", "scene.json", "--png", "out.png", "--scale", "17"], "--scale expects a number in 0.1...16.0, got '17'"),
        Misuse(["render", "scene.json", "--png", "out.png", "--scale", "abc"], "--scale expects a number in 0.1...16.0, got 'abc'"),
        Misuse(["render", "scene.json", "--png", "out.png", "--scale", "nan"], "--scale expects a number in 0.1...16.0, got 'nan'"),
        Misuse(["render", "scene.json", "--png", "out.png", "--scale", "inf"], "--scale expects a number in 0.1...16.0, got 'inf'"),
        Misuse(["render", "scene.json", "--png", "missing-dir/out.png"], "strata: cannot write 'missing-dir/out.png'"),
        Misuse(["animate", "scene.json", "--fps", "60", "--speed", "0"], "strata animate: --speed expects a number in 0.001...1000.0, got '0'"),
        Misuse(["animate", "scene.json", "--fps", "60", "--speed", "-1"], "--speed expects a number in 0.001...1000.0, got '-1'"),
        Misuse(["show", "scene.json", "--speed", "0"], "strata show: --speed expects a number in 0.01...100.0, got '0'"),
        Misuse(["show", "scene.json", "--speed", "fast"], "strata show: --speed expects a number in 0.01...100.0, got 'fast'"),
        Misuse(["demo", "extra"], "strata demo: unexpected argument 'extra'"),
        Misuse(["demo", "--out"], "strata demo: option '--out' needs a value"),
        Misuse(["demo", "--out", "scene.json"], "strata demo: cannot create 'scene.json'"),
        Misuse(["fonts", "extra"], "strata fonts: unexpected argument 'extra'"),
        Misuse(["fonts", "--dir"], "strata fonts: option '--dir' needs a value"),
        Misuse(["fonts", "--bogus"], "strata fonts: unknown option '--bogus'"),
        Misuse(["fonts", "--dir", "scene.json"], "strata fonts: --dir 'scene.json' is not a directory"),
        Misuse(["fonts", "--dir", "no-such-folder"], "strata fonts: --dir 'no-such-folder' is not a directory"),
    ]

    @Test(arguments: misuses)
    func exitsWithStatusOne(_ misuse: Misuse) throws {
        let result = try StrataExecutable.run(scene: Self.scene) { _ in misuse.arguments }
        #expect(result.status == 1 && !result.crashed, "\(result)")
        #expect(result.stderr.contains(misuse.phrase), "\(result)")
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout.prefix(200))")
    }

    /// A scene file that cannot be read is reported like a scene error:
    /// status 2, `FILE: cannot read the file: REASON`.
    @Test(arguments: ["layout", "render"])
    func missingSceneFileExitsWithStatusTwo(_ command: String) throws {
        let arguments = command == "layout" ? ["layout", "no-such-scene.json"]
            : ["render", "no-such-scene.json", "--png", "out.png"]
        let result = try StrataExecutable.run(scene: Self.scene) { _ in arguments }
        #expect(result.status == 2 && !result.crashed, "\(result)")
        #expect(result.stderr == "no-such-scene.json: cannot read the file: no such file or directory\n", "\(result)")
    }

    /// A directory given as the scene cannot be read either.
    @Test func directoryAsSceneExitsWithStatusTwo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try StrataExecutable.run(["layout", "."], in: directory)
        #expect(result.status == 2 && !result.crashed, "\(result)")
        #expect(result.stderr == ".: cannot read the file: a directory is not a regular file\n", "\(result)")
    }

    /// Help and version go to standard output with status 0.
    @Test(arguments: [["--help"], ["-h"], ["help"], [], ["layout", "--help"], ["render", "-h"], ["demo", "--help"], ["fonts", "--help"], ["--version"]])
    func helpAndVersionExitWithStatusZero(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try StrataExecutable.run(arguments, in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(result.stdout.contains(arguments == ["--version"] ? "strata " : "USAGE: strata"), "\(result.stdout.prefix(200))")
    }
}
