import Foundation
import Testing
import Strata
import StrataGeometry
@testable import StrataRaster

/// TEMPORARY: the new scanner against the old ones.
@Suite(.serialized) struct ScannerParityTests {
    static func compare(_ a: [Float], _ b: [Float]) -> (Int, Int, Double) {
        var worst = 0, count = 0, worstF = 0.0
        for (x, y) in zip(a, b) {
            let bx = Int((x * 255).rounded()), by = Int((y * 255).rounded())
            if bx != by { count += 1; worst = max(worst, abs(bx - by)) }
            worstF = max(worstF, Double(abs(x - y)))
        }
        return (worst, count, worstF)
    }

    @Test func glyphCorpus() throws {
        var faces: [(String, FontFace)] = []
        if let f = try? FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") { faces.append(("DejaVuSans", f)) }
        if let f = try? FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf") { faces.append(("DejaVuSerif", f)) }
        if let f = try? FontFace(contentsOf: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 0) { faces.append(("NotoCJK", f)) }
        if let f = try? FontFace(contentsOf: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf") { faces.append(("NotoSans", f)) }
        var bitmaps = 0, pixels = 0, worst = 0, differing = 0, worstF = 0.0
        var oldTime = 0.0, newTime = 0.0
        for (name, face) in faces {
            let n = min(face.numberOfGlyphs, name == "NotoCJK" ? 3000 : 100000)
            let step = name == "NotoCJK" ? max(1, face.numberOfGlyphs / n) : 1
            for g in stride(from: 0, to: face.numberOfGlyphs, by: step) {
                guard let outline = try? face.outline(of: UInt16(g)) else { continue }
                for (size, off) in [(9.0, 0.0), (15.0, 0.25), (16.0, 0.5), (33.0, 0.75)] {
                    let k = size / Double(face.unitsPerEm)
                    ScannerParity.useOld = true
                    var t = Date()
                    let a = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: k, xOffset: off)
                    oldTime += Date().timeIntervalSince(t)
                    ScannerParity.useOld = false
                    t = Date()
                    let b = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: k, xOffset: off)
                    newTime += Date().timeIntervalSince(t)
                    let (w, c, f) = Self.compare(a.coverage, b.coverage)
                    if c > 0 && differing < 20 { print("DIFF \(name) glyph \(g) size \(size) off \(off): \(c) px, worst \(w)/255, \(f)") }
                    bitmaps += 1; pixels += a.coverage.count; worst = max(worst, w); differing += c; worstF = max(worstF, f)
                }
            }
        }
        print("PARITY glyphs: \(bitmaps) bitmaps, \(pixels) px, \(differing) differ, worst \(worst)/255, worst float \(worstF); old \(oldTime) s new \(newTime) s")
    }

    @Test func pathCorpus() throws {
        var rng = SystemRandomNumberGenerator()
        _ = rng
        var seed: UInt64 = 12345
        func next() -> Double { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Double(seed >> 11) / Double(1 << 53) }
        var worst = 0, differing = 0, pixels = 0, worstF = 0.0
        var oldTime = 0.0, newTime = 0.0
        for trial in 0..<400 {
            var path = Path()
            let contours = 1 + Int(next() * 3)
            for _ in 0..<contours {
                let n = 3 + Int(next() * 12)
                for i in 0..<n {
                    var p = Point(x: next() * 70 - 5, y: next() * 70 - 5)
                    if trial % 3 == 0 { p = Point(x: p.x.rounded(), y: (p.y * 2).rounded() / 2) }   // horizontal edges
                    if i == 0 { path.move(to: p) } else if trial % 4 == 1 && i % 3 == 0 {
                        path.addQuadCurve(to: p, control: Point(x: next() * 64, y: next() * 64))
                    } else { path.addLine(to: p) }
                }
                path.closeSubpath()
            }
            let drawing: PathCommand.Drawing
            switch trial % 4 {
            case 0: drawing = .fill(.nonZero)
            case 1: drawing = .fill(.evenOdd)
            case 2: drawing = .stroke(StrokeStyle(lineWidth: 1 + next() * 5, lineJoin: .round))
            default: drawing = .stroke(StrokeStyle(lineWidth: 0.5 + next() * 3, lineCap: .round, lineJoin: .miter))
            }
            let list = DisplayList(size: Size(width: 64, height: 64), commands: [.path(PathCommand(path: path, drawing: drawing, color: Color(red: 0, green: 0, blue: 0)))])
            for bands in [1, 3] {
                ScannerParity.useOld = true
                var t = Date()
                let a = Raster(scale: 1, bandCount: bands).render(list, background: RGBA8(255, 255, 255))
                oldTime += Date().timeIntervalSince(t)
                ScannerParity.useOld = false
                t = Date()
                let b = Raster(scale: 1, bandCount: bands).render(list, background: RGBA8(255, 255, 255))
                newTime += Date().timeIntervalSince(t)
                var c = 0, w = 0
                for y in 0..<64 { for x in 0..<64 {
                    let d = abs(Int(a[x, y].r) - Int(b[x, y].r))
                    if d > 0 { c += 1; w = max(w, d) }
                } }
                if c > 0 && differing < 200 { print("PDIFF trial \(trial) \(drawing) bands \(bands): \(c) px worst \(w)") }
                differing += c; worst = max(worst, w); pixels += 64 * 64
            }
        }
        _ = worstF
        print("PARITY paths: \(pixels) px, \(differing) differ, worst \(worst)/255; old \(oldTime) s new \(newTime) s")
    }
}
