import Testing
import Strata
@testable import StrataRaster

/// A view drawing through `draw(in:)` (transforms, a non-uniform scale
/// under a stroke, save/restore, an elliptical clip, alpha) rendered by
/// `StrataRaster` against cairo drawing the same calls (pycairo, Debian's
/// python3-cairo): the alpha of each pixel, within the path comparison's
/// tolerance (`CairoPathComparisonTests`).
@MainActor
@Suite("Raster: custom drawing against cairo", .enabled(if: Pycairo.isInstalled, "needs python3-cairo (pycairo)"))
struct CustomDrawingCairoTests {
    /// The same drawing in cairo, on an A8 surface, clipped to the view
    /// (UIKit's drawing is clipped to the view's backing store).
    static let script = #"""
    import sys, math, cairo
    s = cairo.ImageSurface(cairo.FORMAT_A8, 128, 128)
    c = cairo.Context(s)
    c.set_tolerance(0.01)
    c.translate(16, 8)
    c.rectangle(0, 0, 96, 112); c.clip()
    c.rectangle(4, 4, 36, 30); c.fill()
    c.save()
    c.translate(66, 26); c.rotate(0.5); c.scale(1.5, 0.75)
    c.rectangle(-12, -12, 24, 24)
    c.set_line_width(4); c.set_line_join(cairo.LINE_JOIN_MITER); c.stroke()
    c.restore()
    c.save()
    c.save(); c.translate(48, 80); c.scale(40, 24); c.arc(0, 0, 1, 0, 2 * math.pi); c.restore()
    c.clip()
    c.set_source_rgba(0, 0, 0, 0.5)
    c.rectangle(0, 60, 96, 40); c.fill()
    c.restore()
    c.move_to(8, 104); c.line_to(30, 50); c.line_to(52, 100); c.line_to(90, 40)
    c.set_line_width(3); c.set_line_cap(cairo.LINE_CAP_ROUND); c.set_line_join(cairo.LINE_JOIN_ROUND)
    c.stroke()
    s.flush()
    data, stride = s.get_data(), s.get_stride()
    sys.stdout.buffer.write(b''.join(bytes(data[y * stride:y * stride + 128]) for y in range(128)))
    """#

    /// The drawing, as a view's `draw(in:)`.
    final class Drawn: View {
        override func draw(in context: GraphicsContext) {
            var p = Path()
            p.addRect(Rect(x: 4, y: 4, width: 36, height: 30))
            context.fill(p, with: .black)
            context.saveState()
            context.concatenate(AffineTransform(translationX: 66, y: 26))
            context.concatenate(AffineTransform(rotationAngle: 0.5))
            context.concatenate(AffineTransform(scaleX: 1.5, y: 0.75))
            var square = Path()
            square.addRect(Rect(x: -12, y: -12, width: 24, height: 24))
            context.stroke(square, with: .black, style: StrokeStyle(lineWidth: 4, lineJoin: .miter))
            context.restoreState()
            context.saveState()
            var ellipse = Path()
            ellipse.addEllipse(in: Rect(x: 8, y: 56, width: 80, height: 48))
            context.clip(to: ellipse)
            context.setAlpha(0.5)
            var band = Path()
            band.addRect(Rect(x: 0, y: 60, width: 96, height: 40))
            context.fill(band, with: .black)
            context.restoreState()
            let zigzag = Path(elements: [.move(to: Point(x: 8, y: 104)), .line(to: Point(x: 30, y: 50)),
                                         .line(to: Point(x: 52, y: 100)), .line(to: Point(x: 90, y: 40))])
            context.stroke(zigzag, with: .black, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        }
    }

    @Test(arguments: [1, 3])
    func matchesCairo(bands: Int) throws {
        let window = Window(size: Size(width: 128, height: 128))
        window.rootView.addSubview(Drawn(frame: Rect(x: 16, y: 8, width: 96, height: 112)))
        let canvas = Raster(scale: 1, bandCount: bands).render(window.displayList())
        let ours = stride(from: 3, to: canvas.bytes.count, by: 4).map { canvas.bytes[$0] }
        let result = try Pycairo.run(["-c", Self.script])
        try #require(result.status == 0)
        let theirs = [UInt8](result.output)
        try #require(ours.count == theirs.count)
        var worst = 0, total = 0
        for (a, b) in zip(ours, theirs) {
            let d = abs(Int(a) - Int(b))
            worst = max(worst, d)
            total += d
        }
        let mean = Double(total) / Double(ours.count)
        #expect(worst <= 16, "the largest difference is \(worst)")
        #expect(mean <= 0.5, "the mean difference is \(mean)")
        #expect(ours.contains(255) && (ours.contains(128) || ours.contains(127)), "solid and half-alpha pixels drawn")
    }
}
