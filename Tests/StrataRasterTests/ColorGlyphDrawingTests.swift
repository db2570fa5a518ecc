import Foundation
import StrataTestFonts
import Testing
@testable import Strata
import StrataRaster

/// Emoji labels drawn: Noto Color Emoji's bitmap (fontTools' metrics, the
/// PNG's pixels as cairo decodes it) and the COLR test font's layers in
/// their CPAL colours (as fontTools reads them), untinted by the text colour.
@MainActor
@Suite struct ColorGlyphDrawingTests {
    nonisolated static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    nonisolated static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    nonisolated static let hasPython: Bool = (try? DebianPython.output(["-c", "import fontTools, cairo"])) != nil
    nonisolated static let canDrawEmoji = hasPython && [dejaVuSans, emoji].allSatisfy { FileManager.default.fileExists(atPath: $0) }

    nonisolated static let bitmapScript = """
    import sys, io, cairo
    from fontTools.ttLib import TTFont
    f = TTFont(sys.argv[1], lazy=True)
    g = f['CBDT'].strikeData[0][f.getBestCmap()[0x1F600]]; m = g.metrics
    s = cairo.ImageSurface.create_from_png(io.BytesIO(g.imageData)); s.flush()
    w, h, st = s.get_width(), s.get_height(), s.get_stride(); raw = bytes(s.get_data())
    print(m.width, m.height, m.BearingX, m.BearingY, f['CBLC'].strikes[0].bitmapSizeTable.ppemY)
    print(b''.join(raw[y * st:y * st + 4 * w] for y in range(h)).hex())
    """

    /// A label in a white window, drawn.
    static func draw(_ text: String, font: Font, color: Color) -> (DisplayList, Canvas, Label) {
        let window = Window(size: Size(width: 200, height: 170))
        window.rootView.backgroundColor = .white
        let label = Label(text: text)
        label.font = font
        label.textColor = color
        label.frame = Rect(x: 10, y: 5, width: 180, height: 160)
        window.rootView.addSubview(label)
        window.layoutIfNeeded()
        let list = window.displayList()
        return (list, Raster().render(list, background: RGBA8(255, 255, 255)), label)
    }

    /// 😀 at the strike's own size (109 pixels per em, so one bitmap pixel
    /// a canvas pixel): placed by the bitmap's bearings from the label's
    /// baseline, and every pixel whose 3 × 3 neighbourhood in the PNG is
    /// one opaque colour drawn in exactly that colour — not the red text colour.
    @Test(.enabled(if: canDrawEmoji, "needs fonts-dejavu-core, fonts-noto-color-emoji, python3-fonttools and python3-cairo"))
    func emojiLabelDrawsItsBitmap() throws {
        let out = try #require(try DebianPython.output(["-c", Self.bitmapScript, Self.emoji])).split(separator: "\n")
        try #require(out.count == 2)
        let m = out[0].split(separator: " ").compactMap { Int($0) }
        try #require(m.count == 5)
        let (w, h, bx, by, ppem) = (m[0], m[1], m[2], m[3], m[4])
        let hex = Array(out[1].utf8)
        let pixels: [UInt8] = stride(from: 0, to: hex.count, by: 2).map { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
        try #require(pixels.count == w * h * 4)

        let face = try FontFace(contentsOf: Self.dejaVuSans)
        let (list, canvas, label) = Self.draw("\u{1F600}", font: Font(face: face, size: Double(ppem)), color: .red)
        let images = list.commands.compactMap { command -> ImageCommand? in if case .image(let c) = command { c } else { nil } }
        try #require(images.count == 1)
        #expect(!list.commands.contains { if case .text = $0 { true } else { false } })
        let baseline = 5 + label.firstBaselineOffsetFromTop
        let destination = images[0].destination
        #expect(destination == Rect(x: 10 + Double(bx), y: baseline - Double(by), width: Double(w), height: Double(h)))
        #expect(images[0].tint == nil)
        #expect(images[0].filter == .linear)
        var checked = 0
        for sy in stride(from: 1, to: h - 1, by: 3) {
            for sx in stride(from: 1, to: w - 1, by: 3) {
                let centre = Array(pixels[4 * (sy * w + sx)..<4 * (sy * w + sx) + 4])
                guard centre[3] == 255 else { continue }
                let uniform = (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in
                    let i = 4 * ((sy + dy) * w + sx + dx)
                    return Array(pixels[i..<i + 4]) == centre
                } }
                guard uniform else { continue }
                let x = Int((destination.minX + Double(sx)).rounded(.down)), y = Int((destination.minY + Double(sy)).rounded(.down))
                #expect(canvas[x, y] == RGBA8(centre[2], centre[1], centre[0]), "bitmap pixel \(sx), \(sy)")
                checked += 1
            }
        }
        #expect(checked > 200)
        // Drawn small, the glyph fills its 16-point box with the same colours (no box, no text run).
        let (small, _, _) = Self.draw("a\u{1F600}", font: Font(face: face, size: 16), color: .black)
        let smallImages = small.commands.compactMap { command -> ImageCommand? in if case .image(let c) = command { c } else { nil } }
        #expect(smallImages.count == 1)
        #expect(smallImages.first.map { abs($0.destination.width - Double(w) * 16 / Double(ppem)) < 1e-9 } == true)
        #expect(smallImages.first.map { $0.image.pixelWidth >= Int($0.destination.width) && $0.image.pixelWidth < 2 * Int($0.destination.width) + 2 } == true)
        // The SVG writer embeds it as a PNG.
        #expect(SVGWriter().write(list).contains("data:image/png;base64,"))
    }

    /// The COLR test font's smile at 100 points (0.1 point a unit): the
    /// square in palette entry 0, the bar in entry 1 and the dot in the
    /// text colour, at the centres of their rectangles.
    @Test(.enabled(if: hasPython, "needs python3-fonttools (/usr/bin/python3)"))
    func colrLabelDrawsItsLayers() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strata-colr-draw-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        let script = parts.joined(separator: "/") + "/Fixtures/Color/build-colr-test-font.py"
        _ = try #require(try DebianPython.output([script, dir + "/colr.ttf"]))
        let palette = try #require(try DebianPython.output(["-c", """
            import sys
            from fontTools.ttLib import TTFont
            for c in TTFont(sys.argv[1])['CPAL'].palettes[0][:2]: print(c.red, c.green, c.blue)
            """, dir + "/colr.ttf"])).split(separator: "\n").map { $0.split(separator: " ").compactMap { UInt8($0) } }
        try #require(palette.count == 2 && palette.allSatisfy { $0.count == 3 })
        let face = try FontFace(contentsOf: dir + "/colr.ttf")
        let (list, canvas, label) = Self.draw("\u{1F600}", font: Font(face: face, size: 100), color: .green)
        let paths = list.commands.filter { if case .path = $0 { true } else { false } }
        #expect(paths.count == 3)
        let baseline = 5 + label.firstBaselineOffsetFromTop
        func at(_ x: Double, _ y: Double) -> RGBA8 { canvas[Int(10 + x), Int((baseline - y).rounded(.down))] }
        #expect(at(10, 90) == RGBA8(palette[0][0], palette[0][1], palette[0][2]))   // square only
        #expect(at(50, 30) == RGBA8(palette[1][0], palette[1][1], palette[1][2]))   // bar over the square
        #expect(at(50, 70) == RGBA8(Color.green))                                   // dot: the text colour
        #expect(SVGWriter().write(list).components(separatedBy: "<path").count - 1 == 3)
    }
}
