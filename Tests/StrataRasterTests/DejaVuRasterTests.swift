import Testing
import Strata
@testable import StrataRaster

/// Glyphs of DejaVu Sans (Debian's `fonts-dejavu-core`); skipped, with
/// the reason, when it is not installed.
@Suite(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
struct DejaVuRasterTests {
    /// The area inside straight-edged contours (shoelace formula), in font units².
    static func polygonArea(_ outline: GlyphOutline) -> Double {
        var total = 0.0
        for c in outline.contours {
            for i in c.indices {
                let p = c[i], q = c[(i + 1) % c.count]
                total += p.x * q.y - q.x * p.y
            }
        }
        return abs(total) / 2
    }

    @Test(arguments: ["H", "E", "L", "T", "1"])
    func straightGlyphsCoverTheirExactArea(character: Unicode.Scalar) throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let outline = try face.outline(of: face.glyph(for: character))
        #expect(outline.contours.allSatisfy { $0.allSatisfy(\.onCurve) })
        for size in [11.0, 17, 40] {
            let k = size / 2048
            let bitmap = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: k, xOffset: 0.5)
            let area = Self.polygonArea(outline) * k * k
            #expect(abs(bitmap.area - area) <= area * 0.001, "\(character) at \(size): \(bitmap.area) vs \(area)")
        }
    }

    @Test func textStaysInsideItsClip() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let run = TextRun(text: "Wave To", origin: Point(x: 2, y: 30), fontSize: 30, fontName: face.fontName,
                          face: face, color: .black)
        let list = DisplayList(size: Size(width: 140, height: 40), commands: [
            .pushClip(rect: Rect(x: 10, y: 0, width: 40.5, height: 40), cornerRadius: 0), .text(run), .popClip,
        ])
        let canvas = Raster().render(list, background: RGBA8(255, 255, 255))
        var inside = 0
        for y in 0..<40 {
            for x in 0..<140 where canvas[x, y] != RGBA8(255, 255, 255) {
                #expect(x >= 10 && x <= 50, "ink at \(x), \(y)")
                inside += 1
            }
        }
        #expect(inside > 50)
    }
}
