import Foundation
import Testing

/// `strata render` run as a process: the PNG is well formed and as large as
/// the window times the scale; the SVG draws the same rectangles.
@Suite("strata render writes PNG and SVG files")
struct RenderCommandCLITests {
    static let scene = ##"""
        {"window": {"width": 120, "height": 80},
         "views": [{"id": "red", "frame": [10, 10, 20, 20], "backgroundColor": "#FF0000"},
                   {"id": "blue", "frame": [40, 30, 50, 40], "backgroundColor": "#0000FF80"}]}
        """##

    /// A scale and the PNG and SVG sizes it must give for the 120×80 window.
    struct Scaled: Sendable, CustomTestStringConvertible {
        let scale: String
        let width: Int
        let height: Int
        let svgSize: (width: String, height: String)
        var testDescription: String { "--scale \(scale)" }
    }

    static let scales: [Scaled] = [
        Scaled(scale: "1", width: 120, height: 80, svgSize: ("120", "80")),
        Scaled(scale: "2", width: 240, height: 160, svgSize: ("240", "160")),
        Scaled(scale: "0.5", width: 60, height: 40, svgSize: ("60", "40")),
        Scaled(scale: "3", width: 360, height: 240, svgSize: ("360", "240")),
        Scaled(scale: "4", width: 480, height: 320, svgSize: ("480", "320")),
        // 14.808 × 9.872 points of window: a partly covered pixel still counts.
        Scaled(scale: "0.1234", width: 15, height: 10, svgSize: ("14.808", "9.872")),
    ]

    @Test(arguments: scales)
    func pngAndSVGHaveTheScaledWindowSize(_ scaled: Scaled) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.scene, to: "scene.json")
        let result = try StrataExecutable.run(["render", "scene.json", "--png", "out.png", "--svg", "out.svg",
                                               "--scale", scaled.scale], in: directory)
        try #require(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")

        let png = try PNGFile(Array(Data(contentsOf: directory.url.appendingPathComponent("out.png"))))
        #expect(png.width == scaled.width && png.height == scaled.height, "\(png.width)×\(png.height)")
        #expect(png.bitDepth == 8)
        #expect(png.colourType == 2, "a white background gives an opaque RGB image")

        let svg = try String(contentsOf: directory.url.appendingPathComponent("out.svg"), encoding: .utf8)
        let s = Double(scaled.scale)!
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(scaled.svgSize.width)" height="\#(scaled.svgSize.height)" viewBox="0 0 120 80">"#),
                "\(svg.prefix(200))")
        #expect(svg.contains(##"<rect x="10" y="10" width="20" height="20" fill="#FF0000"/>"##), "\(svg)")
        #expect(svg.contains(#"x="40" y="30" width="50" height="40""#), "\(svg)")
        #expect(svg.hasSuffix("</svg>\n"))

        let printed = try JSONExpectation.object(Data(result.stdout.utf8))
        let expected: [String: Any] = ["wrote": ["out.png", "out.svg"], "size": [120 * s, 80 * s], "commands": 2]
        let differences = JSONExpectation.differences(printed, expected)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// `--png` alone writes no SVG, `--svg` alone no PNG.
    @Test(arguments: ["--png", "--svg"])
    func writesOnlyWhatIsAsked(_ option: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.scene, to: "scene.json")
        let result = try StrataExecutable.run(["render", "scene.json", option, "out"], in: directory)
        try #require(result.status == 0, "\(result)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(written == ["out", "scene.json"])
        let bytes = try Array(Data(contentsOf: directory.url.appendingPathComponent("out")))
        if option == "--png" {
            #expect(try PNGFile(bytes).width == 120)
        } else {
            #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("<svg "))
        }
    }

    /// `-` writes the picture to standard output and the summary to
    /// standard error; no file is written.
    @Test(arguments: ["--png", "--svg"])
    func dashWritesToStandardOutput(_ option: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.scene, to: "scene.json")
        let result = try StrataExecutable.run(["render", "scene.json", option, "-"], in: directory)
        try #require(result.status == 0, "\(result)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { !$0.hasPrefix(".") }
        #expect(written == ["scene.json"])
        if option == "--png" {
            #expect(try PNGFile(result.stdoutBytes).width == 120)
        } else {
            #expect(result.stdout.hasPrefix("<svg ") && result.stdout.hasSuffix("</svg>\n"))
        }
        #expect(result.stderr == #"{"wrote":["-"],"size":[120,80],"commands":2}"# + "\n")
    }

    @Test func bothFormatsOnStandardOutputIsAUsageError() throws {
        let result = try StrataExecutable.run(scene: Self.scene) { ["render", $0, "--png", "-", "--svg", "-"] }
        #expect(result.status == 1 && result.stdoutBytes.isEmpty)
        #expect(result.stderr.contains("only one of --png and --svg can write to standard output"), "\(result)")
    }

    /// Every scene of the repository's `Examples/` renders to a PNG of its
    /// window's size (at half scale: debug builds encode slowly).
    @Test(arguments: LayoutGoldenCLITests.repositoryScenes)
    func repositoryExampleRenders(_ name: String) throws {
        let sceneURL = LayoutGoldenCLITests.repositoryExamples.appendingPathComponent(name)
        let scene = try JSONExpectation.object(Data(contentsOf: sceneURL))
        let window = try #require(scene["window"] as? [String: Any])
        var width = try #require((window["width"] as? NSNumber)?.doubleValue)
        var height = try #require((window["height"] as? NSNumber)?.doubleValue)
        // A resize step leaves the window at its size.
        for step in scene["steps"] as? [[String: Any]] ?? [] {
            if let size = step["resize"] as? [NSNumber] { (width, height) = (size[0].doubleValue, size[1].doubleValue) }
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try StrataExecutable.run(["render", sceneURL.path, "--png", "out.png", "--scale", "0.5"], in: directory)
        try #require(result.status == 0, "\(name): \(result)")
        let png = try PNGFile(Array(Data(contentsOf: directory.url.appendingPathComponent("out.png"))))
        #expect(png.width == Int((width / 2).rounded(.up)) && png.height == Int((height / 2).rounded(.up)),
                "\(name): \(png.width)×\(png.height) for a \(width)×\(height) window")
    }
}
