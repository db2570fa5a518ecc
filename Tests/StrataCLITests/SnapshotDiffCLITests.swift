import Foundation
import Strata
import Testing

/// `strata snapshot`, `strata diff` and `strata layout --accessibility` run
/// as processes: their exit statuses (0 match or recorded, 1 differs,
/// 2 bad scene / missing reference / unreadable PNG), output and files.
@Suite("strata snapshot and strata diff")
struct SnapshotDiffCLITests {
    static let scene = ##"""
        {"window": {"width": 40, "height": 20},
         "views": [{"id": "red", "frame": [0, 0, 10, 10], "backgroundColor": "#FF0000"},
                   {"id": "ok", "type": "button", "title": "OK", "frame": [12, 0, 28, 20]}]}
        """##

    /// The scene with the red box's colour changed by one step of green.
    static let nearlyRed = scene.replacingOccurrences(of: "#FF0000", with: "#FF0100")

    @Test func snapshotRecordsMatchesAndReportsDifferences() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(Self.scene, to: "box.json")

        let missing = try StrataExecutable.run(["snapshot", "box.json", "--reference", "refs"], in: dir)
        #expect(missing.status == 2, "\(missing)")
        #expect(missing.stdout == "{\"reference\":\"refs/box.png\",\"result\":\"missing\"}\n")
        #expect(missing.stderr == "strata snapshot: refs/box.png: no reference picture (run with --record to write it)\n")

        let recorded = try StrataExecutable.run(["snapshot", "box.json", "--reference", "refs", "--record", "--at", "0", "--at", "0.5"], in: dir)
        #expect(recorded.status == 0, "\(recorded)")
        #expect(recorded.stdout == """
            {"reference":"refs/box@0.png","at":0,"result":"recorded"}
            {"reference":"refs/box@0.5.png","at":0.5,"result":"recorded"}

            """)
        let picture = try Image.load(path: dir.path("refs/box@0.png"))
        #expect(picture.pixelWidth == 40 && picture.pixelHeight == 20)

        let matched = try StrataExecutable.run(["snapshot", "box.json", "--reference", "refs", "--at", "0.5"], in: dir)
        #expect(matched.status == 0, "\(matched)")
        #expect(matched.stdout.contains("\"result\":\"matched\",\"size\":[40,20],\"referenceSize\":[40,20],\"differingPixels\":0"))

        try dir.write(Self.nearlyRed, to: "box.json")
        let differs = try StrataExecutable.run(["snapshot", "box.json", "--reference", "refs", "--at", "0.5"], in: dir)
        #expect(differs.status == 1, "\(differs)")
        #expect(differs.stdout.contains("\"result\":\"differs\""))
        #expect(differs.stdout.contains("\"differingPixels\":100,\"allowedPixels\":0,\"maxChannelDifference\":1"))
        #expect(differs.stderr.contains("refs/box@0.5.png differs: 100 of 800 pixels differ"))
        #expect(differs.stderr.hasSuffix("wrote refs/box@0.5.diff.png\n"))
        let diff = try Image.load(path: dir.path("refs/box@0.5.diff.png"))
        #expect(Array(diff.rgba[0..<4]) == [255, 0, 0, 255])

        // ΔE 0.07 is within --perceptual-precision 0.99; 100 of 800 pixels within --precision 0.875.
        for tolerance in [["--perceptual-precision", "0.99"], ["--precision", "0.875"]] {
            let tolerated = try StrataExecutable.run(["snapshot", "box.json", "--reference", "refs", "--at", "0.5"] + tolerance, in: dir)
            #expect(tolerated.status == 0, "\(tolerance): \(tolerated)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("refs/box@0.5.diff.png")))   // stale diff removed
        let tight = try StrataExecutable.run(["snapshot", "box.json", "--reference", "refs", "--at", "0.5", "--precision", "0.876"], in: dir)
        #expect(tight.status == 1, "\(tight)")
    }

    @Test func snapshotOfABadSceneExitsWithTwo() throws {
        let result = try StrataExecutable.run(scene: "{\"window\": {\"width\": -1}}", named: "bad.json") {
            ["snapshot", $0, "--reference", "refs", "--record"]
        }
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("bad.json: "))
    }

    /// Usage errors exit with 1, as for every command.
    @Test(arguments: [
        (["snapshot", "box.json"], "strata snapshot: give --reference DIR"),
        (["snapshot", "box.json", "--reference", "r", "--at", "soon"], "strata snapshot: --at expects a number"),
        (["snapshot", "box.json", "--reference", "r", "--precision", "2"], "strata snapshot: --precision expects a number in 0.0...1.0"),
        (["diff", "a.png"], "strata diff: expected two PNG files"),
        (["layout", "box.json", "--trace", "--accessibility"], "strata layout: --trace and --accessibility cannot be combined"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(Self.scene, to: "box.json")
        let result = try StrataExecutable.run(arguments, in: dir)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix(message), "\(result)")
    }

    @Test func diffComparesTwoPNGs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(Self.scene, to: "a.json")
        try dir.write(Self.nearlyRed, to: "b.json")
        for name in ["a", "b"] {
            let r = try StrataExecutable.run(["render", "\(name).json", "--png", "\(name).png"], in: dir)
            try #require(r.status == 0, "\(r)")
        }
        let same = try StrataExecutable.run(["diff", "a.png", "a.png"], in: dir)
        #expect(same.status == 0 && same.stdout.hasPrefix("{\"match\":true,"), "\(same)")
        let differ = try StrataExecutable.run(["diff", "b.png", "a.png", "--out", "d.png"], in: dir)
        #expect(differ.status == 1, "\(differ)")
        #expect(differ.stdout == "{\"match\":false,\"size\":[40,20],\"referenceSize\":[40,20],\"differingPixels\":100,"
                + "\"allowedPixels\":0,\"maxChannelDifference\":1,\"maxDeltaE\":0.0727,\"diff\":\"d.png\"}\n")
        #expect(FileManager.default.fileExists(atPath: dir.path("d.png")))
        let close = try StrataExecutable.run(["diff", "b.png", "a.png", "--perceptual-precision", "0.99"], in: dir)
        #expect(close.status == 0, "\(close)")
        let unreadable = try StrataExecutable.run(["diff", "a.json", "a.png"], in: dir)
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr == "strata diff: a.json: not a PNG file (the signature is wrong)\n")
    }

    @Test func layoutPrintsTheAccessibilityTree() throws {
        let tree = try StrataExecutable.run(scene: Self.scene) { ["layout", $0, "--accessibility"] }
        #expect(tree.status == 0, "\(tree)")
        #expect(tree.stdout == """
            {
              "accessibility": [
                {
                  "type": "Button",
                  "id": "ok",
                  "label": "OK",
                  "value": null,
                  "hint": null,
                  "traits": [
                    "button"
                  ],
                  "frame": [12, 0, 28, 20]
                }
              ]
            }

            """)
    }
}
