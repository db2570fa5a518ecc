import Foundation
import Testing
import Strata
@testable import StrataRaster

/// Adwaita's symbolic icons (Debian's adwaita-icon-theme) read and drawn
/// by Strata, against the same icons drawn by librsvg (`rsvg-convert`,
/// Debian's librsvg2-bin) at 16, 24 and 64 pixels, pixel by pixel on
/// premultiplied RGBA. librsvg is the reference. The tolerance covers the
/// two scan converters' sampling (cairo's 15 rows a pixel against exact
/// area) at the icons' many small curves: no channel more than 32 of 255
/// apart, and the mean difference over an icon's pixels at most 1.25
/// (measured: worst 18, 28 and 30 at 16, 24 and 64 px, worst mean 1.14).
/// Icons that use what Strata does not draw (masks, filters, images:
/// listed in `VectorImage.warnings`) are left out, and counted: one of
/// 586, `legacy/preferences-desktop-appearance-symbolic.svg`.
@Suite("SVG icons against rsvg-convert",
       .enabled(if: AdwaitaIcons.isAvailable, "needs rsvg-convert (librsvg2-bin) and adwaita-icon-theme"))
struct SVGIconComparisonTests {
    static let worstAllowed = 32
    static let meanAllowed = 1.25

    @MainActor
    @Test(arguments: [16, 24, 64])
    func matchesLibrsvg(size: Int) throws {
        let icons = AdwaitaIcons.symbolic
        #expect(icons.count > 100)
        var compared = 0, skipped: [String] = [], failures: [String] = []
        var worstSeen = 0, worstMeanSeen = 0.0
        for path in icons {
            let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let image = try VectorImage(svgData: data)
            if image.warnings.contains(where: { $0.contains("mask") || $0.contains("filter") || $0.contains("<image>") }) {
                skipped.append(path)
                continue
            }
            let ours = Self.strata(image, size: size)
            let theirs = try AdwaitaIcons.rsvg(path, size: size)
            try #require(theirs.count == ours.count, "\(path): rsvg-convert gave \(theirs.count / 4) pixels")
            var worst = 0, total = 0
            for i in stride(from: 0, to: ours.count, by: 4) {
                let a = Self.premultiplied(ours, i), b = Self.premultiplied(theirs, i)
                for k in 0..<4 {
                    let d = abs(a[k] - b[k])
                    worst = max(worst, d)
                    total += d
                }
            }
            let mean = Double(total) / Double(ours.count)
            worstSeen = max(worstSeen, worst)
            worstMeanSeen = max(worstMeanSeen, mean)
            if worst > Self.worstAllowed || mean > Self.meanAllowed {
                failures.append("\(path): worst \(worst), mean \(mean)")
            }
            compared += 1
        }
        #expect(failures.isEmpty, "\(failures.count) of \(compared) icons at \(size) px: \(failures.prefix(20))")
        #expect(skipped.count <= 2, "left out: \(skipped)")
        print("SVG icons at \(size) px: \(compared) compared, \(skipped.count) left out, worst channel \(worstSeen), worst mean \(worstMeanSeen)")
    }

    /// The hand-written documents of Tests/Fixtures/SVG (every shape,
    /// path command, stroke style, transform form, `use`, `symbol`, a clip
    /// path, group opacity and gradients), at twice their size, within the
    /// same tolerance.
    @MainActor
    @Test(arguments: ["shapes", "paths", "strokes", "structure", "gradients"])
    func fixtureMatchesLibrsvg(name: String) throws {
        let path = Self.fixtures + "/" + name + ".svg"
        let image = try VectorImage(svgData: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let width = Int(image.size.width) * 2, height = Int(image.size.height) * 2
        let ours = Self.strata(image, width: width, height: height)
        let theirs = try AdwaitaIcons.rsvg(path, width: width, height: height)
        try #require(theirs.count == ours.count)
        var worst = 0, total = 0, worstAt = 0
        for i in stride(from: 0, to: ours.count, by: 4) {
            let a = Self.premultiplied(ours, i), b = Self.premultiplied(theirs, i)
            for k in 0..<4 {
                if abs(a[k] - b[k]) > worst { worstAt = i / 4 }
                worst = max(worst, abs(a[k] - b[k]))
                total += abs(a[k] - b[k])
            }
        }
        let mean = Double(total) / Double(ours.count)
        let at = (x: worstAt % width, y: worstAt / width)
        let location = "at \(at): ours \(Self.premultiplied(ours, 4 * worstAt)), librsvg's \(Self.premultiplied(theirs, 4 * worstAt))"
        #expect(worst <= (name == "strokes" ? Self.dashedCurveWorstAllowed : Self.worstAllowed),
                "\(name): worst \(worst) \(location)")
        #expect(mean <= Self.meanAllowed, "\(name): mean \(mean)")
        print("SVG fixture \(name): worst channel \(worst), mean \(mean)")
    }

    /// The bound for `strokes.svg`, whose dashed circle puts a dash end
    /// across a pixel: cairo measures dashes along its flattened chords
    /// (tolerance 0.1 pixel, librsvg's), so its dash ends drift along a
    /// curve. That pixel (39, 119) is 57 in librsvg, 87 in cairo with
    /// tolerance 0.001 and 115 here: measured 58.
    static let dashedCurveWorstAllowed = 64

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SVG").path

    /// The icon drawn by an image view filling a clear window of `size`.
    @MainActor
    static func strata(_ image: VectorImage, size: Int) -> [UInt8] {
        strata(image, width: size, height: size)
    }

    /// The image drawn by an image view filling a clear window.
    @MainActor
    static func strata(_ image: VectorImage, width: Int, height: Int) -> [UInt8] {
        let size = (width: width, height: height)
        let window = Window(size: Size(width: Double(size.width), height: Double(size.height)))
        window.rootView.backgroundColor = nil
        let view = ImageView(vectorImage: image)
        view.frame = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        window.rootView.addSubview(view)
        return Raster(scale: 1).render(window.displayList()).bytes
    }

    static func premultiplied(_ rgba: [UInt8], _ i: Int) -> [Int] {
        let a = Int(rgba[i + 3])
        return [(Int(rgba[i]) * a + 127) / 255, (Int(rgba[i + 1]) * a + 127) / 255, (Int(rgba[i + 2]) * a + 127) / 255, a]
    }
}

/// Debian's Adwaita icons and librsvg's converter.
enum AdwaitaIcons {
    static let directory = "/usr/share/icons/Adwaita/scalable"
    static let converter = "/usr/bin/rsvg-convert"

    static let isAvailable: Bool =
        FileManager.default.isExecutableFile(atPath: converter) && !symbolic.isEmpty

    /// Every `*-symbolic.svg` under the theme's scalable folder, sorted.
    static let symbolic: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            if name.hasSuffix("-symbolic.svg") { found.append(directory + "/" + name) }
        }
        return found.sorted()
    }()

    /// The icon drawn by rsvg-convert at `size` × `size`: straight RGBA.
    static func rsvg(_ path: String, size: Int) throws -> [UInt8] {
        try rsvg(path, width: size, height: size)
    }

    /// The document drawn by rsvg-convert at `width` × `height`: straight RGBA.
    static func rsvg(_ path: String, width: Int, height: Int) throws -> [UInt8] {
        // Into a file, read once rsvg-convert has ended: a pipe read to its
        // end would also wait for any child another test started meanwhile
        // that inherited the pipe's write end.
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("rsvg-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["-w", "\(width)", "-h", "\(height)", "-f", "png", "-o", out.path, path]
        try process.run()
        process.waitUntilExit()
        let image = try Image(pngData: [UInt8](try Data(contentsOf: out)))
        return image.rgba
    }
}
