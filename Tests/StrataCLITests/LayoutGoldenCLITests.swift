import Foundation
import Testing

/// `strata layout` run as a process on the repository's `Examples/`: the
/// scenes with a `NAME.expected.json` print its values, and every scene lays
/// out cleanly.
@Suite("strata layout prints the expected frames")
struct LayoutGoldenCLITests {
    /// The repository's `Examples/`.
    static let repositoryExamples: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The JSON files in `directory` whose names satisfy `include`, sorted.
    static func files(in directory: URL, _ include: (String) -> Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && include($0) }.sorted()
    }

    /// The `NAME.expected.json` files whose command is `strata layout …`.
    static let layoutExpectations: [String] = files(in: repositoryExamples) { $0.hasSuffix(".expected.json") }.filter { name in
        guard let data = try? Data(contentsOf: repositoryExamples.appendingPathComponent(name)),
              let json = try? JSONExpectation.object(data),
              let command = json["command"] as? String else { return false }
        return command.hasPrefix("strata layout ")
    }

    /// The scenes of the repository's `Examples/`.
    static let repositoryScenes: [String] = files(in: repositoryExamples) { !$0.hasSuffix(".expected.json") }

    /// Runs a command line of an `.expected.json` (`strata layout NAME.json`),
    /// with its scene files taken from `directory`.
    static func run(command: String, scenesIn directory: URL) throws -> CommandResult {
        let words = command.split(separator: " ").map(String.init)
        try #require(words.first == "strata", "not a strata command: \(command)")
        let arguments = words.dropFirst().map { word in
            word.hasSuffix(".json") ? directory.appendingPathComponent(word).path : word
        }
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        return try StrataExecutable.run(arguments, in: scratch)
    }

    @Test func expectationsArePresent() {
        #expect(Self.layoutExpectations.count >= 4, "found \(Self.layoutExpectations) in \(Self.repositoryExamples.path)")
    }

    @Test func repositoryExamplesArePresent() {
        #expect(Self.repositoryScenes.count >= 5, "found \(Self.repositoryScenes) in \(Self.repositoryExamples.path)")
    }

    @Test(arguments: layoutExpectations)
    func exampleMatchesItsExpectation(_ expectedName: String) throws {
        let expected = try JSONExpectation.object(Data(contentsOf: Self.repositoryExamples.appendingPathComponent(expectedName)))
        let command = try #require(expected["command"] as? String)
        let result = try Self.run(command: command, scenesIn: Self.repositoryExamples)
        try #require(result.status == 0, "\(command): \(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let printed = try JSONExpectation.object(Data(result.stdout.utf8))
        let listed = try #require(expected["views"] as? [String: Any], "\(expectedName) lists no views")
        let differences = JSONExpectation.differences(printed["views"], listed, path: "views")
        #expect(differences.isEmpty, "\(command): \(differences.joined(separator: "; "))")
    }

    @Test(arguments: repositoryScenes)
    func repositoryExampleLaysOutCleanly(_ name: String) throws {
        let path = Self.repositoryExamples.appendingPathComponent(name).path
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let result = try StrataExecutable.run(["layout", path], in: scratch)
        try #require(result.status == 0, "\(name): \(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let printed = try JSONExpectation.object(Data(result.stdout.utf8))
        #expect((printed["brokenConstraints"] as? [Any])?.isEmpty == true, "\(name): broken \(printed["brokenConstraints"] ?? "missing")")
        #expect((printed["ambiguous"] as? [Any])?.isEmpty == true, "\(name): ambiguous \(printed["ambiguous"] ?? "missing")")
        let views = try #require(printed["views"] as? [String: [String: Any]], "\(name): no views object")
        let scene = try JSONExpectation.object(Data(contentsOf: Self.repositoryExamples.appendingPathComponent(name)))
        #expect(Set(views.keys) == Self.viewIDs(ofScene: scene).union(["root"]), "\(name): listed \(views.keys.sorted())")
        let root = try #require(views["root"], "\(name): root is not listed")
        #expect(JSONExpectation.differences(root["windowFrame"], root["frame"] as Any).isEmpty)
        for (id, view) in views {
            #expect((view["frame"] as? [Any])?.count == 4, "\(name): \(id).frame")
            #expect((view["windowFrame"] as? [Any])?.count == 4, "\(name): \(id).windowFrame")
            #expect(view["hidden"] is Bool, "\(name): \(id).hidden")
        }
    }

    /// Every view id a scene declares: its view trees and the new views of
    /// its `insertArranged` and `addArranged` steps.
    static func viewIDs(ofScene scene: [String: Any]) -> Set<String> {
        func ids(_ view: Any?) -> Set<String> {
            guard let view = view as? [String: Any] else { return [] }
            var found: Set<String> = (view["id"] as? String).map { [$0] } ?? []
            for key in ["subviews", "arranged"] {
                for child in view[key] as? [Any] ?? [] { found.formUnion(ids(child)) }
            }
            return found
        }
        var found = Set<String>()
        for view in scene["views"] as? [Any] ?? [] { found.formUnion(ids(view)) }
        for step in scene["steps"] as? [Any] ?? [] {
            for action in ["insertArranged", "addArranged"] {
                found.formUnion(ids(((step as? [String: Any])?[action] as? [String: Any])?["view"]))
            }
            if let id = ((step as? [String: Any])?["embed"] as? [String: Any])?["id"] as? String { found.insert(id) }
        }
        return found
    }

    /// `--trace` prints one compact object per line (after the first layout
    /// and after each step); its last line is what `layout` prints.
    @Test(arguments: repositoryScenes)
    func traceEndsWithTheFinalLayout(_ name: String) throws {
        let path = Self.repositoryExamples.appendingPathComponent(name).path
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let plain = try StrataExecutable.run(["layout", path], in: scratch)
        let trace = try StrataExecutable.run(["layout", path, "--trace"], in: scratch)
        try #require(plain.status == 0 && trace.status == 0, "\(plain) / \(trace)")
        let scene = try JSONExpectation.object(Data(contentsOf: Self.repositoryExamples.appendingPathComponent(name)))
        let steps = (scene["steps"] as? [Any])?.count ?? 0
        let lines = trace.stdout.split(separator: "\n")
        #expect(lines.count == steps + 1, "\(name): \(lines.count) lines for \(steps) steps")
        let last = try JSONExpectation.object(Data(try #require(lines.last).utf8))
        let final = try JSONExpectation.object(Data(plain.stdout.utf8))
        #expect(JSONExpectation.differences(last, final).isEmpty && JSONExpectation.differences(final, last).isEmpty,
                "\(name): the trace's last line differs from layout's output")
    }
}

/// `strata layout` and the last line of `--trace` agree when steps remove
/// views: the scene is laid out before its steps, so a removed view keeps
/// the frame it last had on screen in both forms (it used to keep a zero
/// frame in the plain form).
@Suite("strata layout lays the scene out before its steps")
struct LayoutBeforeStepsCLITests {
    static let removing = [
        ("removeFromSuperview", #"{ "removeFromSuperview": "b" }"#),
        ("removeArranged", #"{ "removeArranged": "b" }"#),
        ("added then removed", #"{ "addArranged": { "stack": "row", "view": { "id": "c", "intrinsicSize": [30, 20] } } }, { "removeFromSuperview": "c" }"#),
    ]

    @Test(arguments: removing)
    func plainAndTracedFormsAgree(_ name: String, _ steps: String) throws {
        let scene = """
        { "window": { "width": 200, "height": 100 },
          "views": [ { "id": "row", "type": "stack", "spacing": 10, "frame": [0, 0, 200, 40], "arranged": [
            { "id": "a", "intrinsicSize": [40, 20] }, { "id": "b", "intrinsicSize": [50, 20] } ] } ],
          "steps": [ \(steps) ] }
        """
        let plain = try StrataExecutable.run(scene: scene) { ["layout", $0] }
        let trace = try StrataExecutable.run(scene: scene) { ["layout", $0, "--trace"] }
        try #require(plain.status == 0 && trace.status == 0, "\(name): \(plain) / \(trace)")
        let last = try JSONExpectation.object(Data(try #require(trace.stdout.split(separator: "\n").last).utf8))
        let final = try JSONExpectation.object(Data(plain.stdout.utf8))
        #expect(JSONExpectation.differences(last, final).isEmpty && JSONExpectation.differences(final, last).isEmpty,
                "\(name): the trace's last line differs from layout's output")
        let b = try #require((final["views"] as? [String: [String: Any]])?["b"])
        #expect(JSONExpectation.differences(b["frame"], [150, 0, 50, 40] as [Any]).isEmpty || name == "added then removed",
                "\(name): b.frame is \(b["frame"] ?? "missing")")
    }
}
