import Strata
import StrataTestFonts
import Testing
@testable import StrataRaster

/// Text in bands (issue 48): a banded draw places each run's glyphs once,
/// before the bands start (`Raster.placeGlyphRuns`), and every band draws
/// from those placements; the bytes are those of one band drawing alone.
/// Before, every band shaped every run and looked every glyph up.
@Suite("Raster: glyphs placed once for all bands")
struct RasterGlyphBandTests {
    static let face = try! FontFace(bytes: TestFont().bytes())

    /// 40 lines of outline text at fractional places (crossing band edges),
    /// some moved and scaled by a transform, some under clips (rounded, and
    /// one off the canvas), one in a layer, one in the built-in font and
    /// one under a rotation (drawn without placements).
    static let commands: [DisplayCommand] = {
        var c: [DisplayCommand] = [.rect(RectCommand(rect: Rect(x: 0, y: 0, width: 300, height: 260), fill: .white))]
        for i in 0..<40 {
            let run = TextRun(text: "A\u{C4}A \u{C4}\u{C4}A\u{C4}", origin: Point(x: 3.3 + Double(i % 7) * 0.25, y: 9.7 + 6.35 * Double(i)),
                              fontSize: 9 + Double(i % 4), face: face,
                              color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: i % 3 == 0 ? 0.8 : 1))
            switch i % 5 {
            case 1:
                c += [.pushTransform(AffineTransform(scaleX: 1.5, y: 1.5).concatenating(AffineTransform(translationX: 90.4, y: -40.2))),
                      .text(run), .popTransform]
            case 2:
                c += [.pushClip(rect: Rect(x: 4.5, y: run.origin.y - 7.3, width: 40.25, height: 9), cornerRadius: 3),
                      .text(run), .popClip]
            case 3:
                c += [.pushClip(rect: Rect(x: -50, y: -50, width: 10, height: 10), cornerRadius: 0), .text(run), .popClip]
            default:
                c.append(.text(run))
            }
        }
        c += [.beginLayer(opacity: 0.5),
              .text(TextRun(text: "AAAA", origin: Point(x: 150.5, y: 128.2), fontSize: 30, face: face, color: .red)),
              .endLayer,
              .text(TextRun(text: "Built in", origin: Point(x: 150, y: 60.5), fontSize: 14, color: .black)),
              .pushTransform(AffineTransform(rotationAngle: 0.3)),
              .text(TextRun(text: "A\u{C4}A", origin: Point(x: 200, y: 150.5), fontSize: 20, face: face, color: .blue)),
              .popTransform]
        return c
    }()

    static let list = DisplayList(size: Size(width: 300, height: 260), commands: commands)

    @Test("every band count draws the bytes of one band", arguments: [(1.0, 2), (1.0, 3), (1.0, 5), (2.0, 2), (2.0, 7), (1.25, 4)])
    func sameBytes(scale: Double, bands: Int) {
        let whole = Raster(scale: scale, bandCount: 1).render(Self.list, background: RGBA8(255, 255, 255))
        let banded = Raster(scale: scale, bandCount: bands).render(Self.list, background: RGBA8(255, 255, 255))
        #expect(Raster.bandRows(0..<whole.height, width: whole.width, bandCount: bands).count == bands)
        #expect(whole.bytes == banded.bytes)
        #expect(Raster(scale: scale, bandCount: bands).render(Self.list).bytes
                    == Raster(scale: scale, bandCount: 1).render(Self.list).bytes)
    }

    @Test("a region drawn in bands holds the whole picture's bytes")
    func region() {
        let whole = Raster(scale: 1, bandCount: 1).render(Self.list, background: RGBA8(255, 255, 255))
        var canvas = whole
        canvas.bytes = [UInt8](repeating: 0, count: canvas.bytes.count)
        let r = PixelRect(x: 13, y: 21, width: 250, height: 200)
        Raster(scale: 1, bandCount: 3).draw(Self.list, into: &canvas, region: r, background: RGBA8(255, 255, 255))
        var differing = 0
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) where canvas[x, y] != whole[x, y] { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test("runs are placed once: outline runs that a clip lets through, not the built-in font or a rotation")
    func placements() {
        let raster = Raster(scale: 1, bandCount: 2)
        let placed = raster.placeGlyphRuns(Self.commands, region: (0, 0, 300, 260), width: 300, height: 260)
        #expect(placed.count == Self.commands.count)
        var kinds: [String] = []
        for (command, run) in zip(Self.commands, placed) {
            guard case .text(let text) = command else {
                #expect(run == nil)
                continue
            }
            guard let run else { kinds.append("-"); continue }
            // Six inked glyphs of "A\u{C4}A \u{C4}\u{C4}A\u{C4}" (the space has no ink).
            kinds.append(text.face == nil ? "?" : "\(run.glyphs.count)")
            #expect(run.top == run.glyphs.map(\.y).min())
            #expect(run.bottom == run.glyphs.map { $0.y + $0.bitmap.height }.max())
        }
        // Per line i: i % 5 == 3 is clipped off the canvas (not placed); then
        // the layer's run (4 glyphs), the built-in font and the rotated run.
        let lines = (0..<40).map { $0 % 5 == 3 ? "-" : "7" }
        #expect(kinds == lines + ["4", "-", "-"])
        #expect(raster.placeGlyphRuns([.rect(RectCommand(rect: .zero, fill: .red))], region: (0, 0, 9, 9),
                                      width: 9, height: 9).isEmpty)
    }
}
