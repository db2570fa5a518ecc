import Foundation
import Testing
import Strata
@testable import StrataScene

/// The examples in `Examples/`: each `NAME.expected.json` beside a scene
/// names a command and the values it must print; only the listed keys are
/// compared.
@MainActor
@Suite("Example scenes print their expected values")
struct ExampleGoldenTests {
    nonisolated static let examples: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    nonisolated static func expectedFiles(command: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { $0.hasSuffix(".expected.json") }.sorted().filter { name in
            guard let data = try? Data(contentsOf: examples.appendingPathComponent(name)),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let cmd = json["command"] as? String else { return false }
            return cmd.hasPrefix("strata \(command) ")
        }
    }

    @Test func examplesArePresent() {
        #expect(Self.expectedFiles(command: "layout").count >= 5)
    }

    @Test(arguments: expectedFiles(command: "layout"))
    func layoutMatches(_ expectedName: String) throws {
        let expected = try JSONSerialization.jsonObject(
            with: Data(contentsOf: Self.examples.appendingPathComponent(expectedName))) as! [String: Any]
        let sceneName = expectedName.replacingOccurrences(of: ".expected.json", with: ".json")
        let scene = try Scene.load(path: Self.examples.appendingPathComponent(sceneName).path)
        let world = SceneWorld(scene: scene)
        world.applyAllSteps()
        let printed = JSONWriter(style: .compact).string(for: SceneSnapshot.layout(world))
        let actual = try JSONSerialization.jsonObject(with: Data(printed.utf8)) as! [String: Any]
        let actualViews = actual["views"] as! [String: [String: Any]]
        for (id, keys) in expected["views"] as! [String: [String: Any]] {
            let view = try #require(actualViews[id], "\(sceneName): no view \(id)")
            for (key, value) in keys {
                #expect(Self.same(view[key], value), "\(sceneName): \(id).\(key) is \(view[key] ?? "missing"), expected \(value)")
            }
        }
    }

    @Test func animationExamplesArePresent() {
        #expect(Self.expectedFiles(command: "animate").count >= 1)
    }

    /// `strata animate NAME --fps N`: the listed frames (matched by `t`)
    /// hold the listed values, and the frames run exactly until the last
    /// animation ends.
    @Test(arguments: expectedFiles(command: "animate"))
    func animateMatches(_ expectedName: String) throws {
        let expected = try JSONSerialization.jsonObject(
            with: Data(contentsOf: Self.examples.appendingPathComponent(expectedName))) as! [String: Any]
        let words = (expected["command"] as! String).split(separator: " ").map(String.init)
        let fps = try #require(words.firstIndex(of: "--fps").map { Double(words[$0 + 1])! })
        let until = words.firstIndex(of: "--until").map { Double(words[$0 + 1])! }
        let sceneName = expectedName.replacingOccurrences(of: ".expected.json", with: ".json")
        let scene = try Scene.load(path: Self.examples.appendingPathComponent(sceneName).path)
        let timeline = SceneTimeline(world: SceneWorld(scene: scene))
        var printed: [[String: Any]] = []
        timeline.play(fps: fps, until: until) { t in
            let line = JSONWriter(style: .compact).string(for: SceneSnapshot.presentation(timeline.world, t: t))
            printed.append(try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any])
        }
        let expectedFrames = expected["frames"] as! [[String: Any]]
        let lastExpected = (expectedFrames.last?["t"] as! NSNumber).doubleValue
        #expect(abs((printed.last?["t"] as! NSNumber).doubleValue - lastExpected) <= 1e-9,
                "\(sceneName): the last frame is at \(printed.last?["t"] ?? "none"), expected \(lastExpected)")
        for frame in expectedFrames {
            let t = (frame["t"] as! NSNumber).doubleValue
            let match = try #require(printed.first { abs(($0["t"] as! NSNumber).doubleValue - t) <= 1e-9 },
                                     "\(sceneName): no frame at t = \(t)")
            let actualViews = match["views"] as! [String: [String: Any]]
            for (id, keys) in frame["views"] as! [String: [String: Any]] {
                let view = try #require(actualViews[id], "\(sceneName): no view \(id) at t = \(t)")
                for (key, value) in keys {
                    #expect(Self.same(view[key], value),
                            "\(sceneName) t = \(t): \(id).\(key) is \(view[key] ?? "missing"), expected \(value)")
                }
            }
        }
    }

    /// Whether two JSON values are equal (numbers to 1e-9).
    nonisolated static func same(_ a: Any?, _ b: Any) -> Bool {
        switch (a, b) {
        case (let x as [Any], let y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (let x as [String: Any], let y as [String: Any]):
            return Set(x.keys) == Set(y.keys) && y.allSatisfy { same(x[$0.key], $0.value) }
        case (let x as NSNumber, let y as NSNumber):
            return abs(x.doubleValue - y.doubleValue) <= 1e-9
        case (let x as String, let y as String):
            return x == y
        default:
            return false
        }
    }
}
