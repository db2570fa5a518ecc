import Testing
@testable import Strata

/// The snippets of Docs/Drawing.md, run with what they say they give.
@MainActor
@Suite("Docs/Drawing.md snippets")
struct DrawingGuideTests {
    @Test func paths() {
        var p = Path()
        p.move(to: Point(x: 10, y: 10))
        p.addLine(to: Point(x: 90, y: 10))
        p.addQuadCurve(to: Point(x: 90, y: 90), control: Point(x: 120, y: 50))
        p.addCurve(to: Point(x: 10, y: 90), control1: Point(x: 60, y: 120), control2: Point(x: 40, y: 60))
        p.closeSubpath()
        #expect(p.svgPathData.hasPrefix("M 10 10 L 90 10 Q 120 50 90 90 C "))
        p.addRect(Rect(x: 30, y: 30, width: 20, height: 20))
        p.addRoundedRect(Rect(x: 0, y: 100, width: 80, height: 30), cornerRadius: 8)
        p.addEllipse(in: Rect(x: 100, y: 100, width: 40, height: 20))
        // The quadratic reaches x = 105 (half way to its control point), not 120.
        #expect(p.boundingBox == Rect(x: 0, y: 10, width: 140, height: 120))
        #expect(p.currentPoint == Point(x: 140, y: 110))
        #expect(p.length > 0)
    }

    @Test func arcs() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(quarter.boundingBox.maxY == 10 && quarter.boundingBox.minY == 0)   // the bottom-right quarter
        var longWay = Path()
        longWay.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(longWay.boundingBox.minY == -10 && longWay.boundingBox.minX == -10)   // up through the top
        var ring = Path()
        ring.addArc(center: Point(x: 22, y: 22), radius: 20, startAngle: -Double.pi / 2,
                    endAngle: 1.5 * Double.pi, clockwise: true)
        #expect(ring.elements.count == 5)
        #expect(abs(ring.boundingBox.minX - 2) < 1e-9 && abs(ring.boundingBox.maxX - 42) < 1e-9)
    }

    @Test func fillRules() {
        var donut = Path()
        donut.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        donut.addEllipse(in: Rect(x: 25, y: 25, width: 50, height: 50))
        #expect(donut.contains(Point(x: 50, y: 50)))
        #expect(!donut.contains(Point(x: 50, y: 50), rule: .evenOdd))
    }

    @Test func strokes() {
        var ring = Path()
        ring.addArc(center: Point(x: 22, y: 22), radius: 20, startAngle: -Double.pi / 2,
                    endAngle: 1.5 * Double.pi, clockwise: true)
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [8, 4])
        let outline = ring.strokedPath(style)
        #expect(outline.contains(Point(x: 23, y: 2)) && !outline.contains(Point(x: 22, y: 22)))
        let firstQuarter = ring.trimmed(from: 0, to: 0.25)
        #expect(abs(firstQuarter.length - ring.length / 4) < 1e-9)
        #expect(abs((firstQuarter.currentPoint?.x ?? 0) - 42) < 1e-6)
    }

    @Test func shapeView() {
        let (window, clock) = manualClockWindow()
        let ring = ShapeView(frame: Rect(x: 20, y: 20, width: 44, height: 44))
        var circle = Path()
        circle.addArc(center: Point(x: 22, y: 22), radius: 20, startAngle: -Double.pi / 2,
                      endAngle: 1.5 * Double.pi, clockwise: true)
        ring.path = circle
        ring.fillColor = nil
        ring.strokeColor = Color(red: 0, green: 0.5, blue: 1)
        ring.lineWidth = 4
        ring.lineCap = .round
        ring.strokeEnd = 0
        window.rootView.addSubview(ring)
        View.animate(withDuration: 2, curve: .linear) { ring.strokeEnd = 1 }
        clock.advance(to: 1)
        #expect(ring.presentationStrokeEnd == 0.5)
        clock.advance(to: 2)
        #expect(ring.presentationStrokeEnd == 1 && !ring.isAnimating)
    }
}

/// The gauge of Docs/Drawing.md, "Custom drawing".
@MainActor
final class GuideGauge: View {
    var value = 0.25 { didSet { setNeedsDisplay() } }
    var draws = 0

    override func draw(in context: GraphicsContext) {
        draws += 1
        var track = Path()
        track.addEllipse(in: bounds.insetBy(dx: 4, dy: 4))
        context.stroke(track, with: Color(red: 0.85, green: 0.85, blue: 0.85), style: StrokeStyle(lineWidth: 6))
        var arc = Path()
        arc.addArc(center: Point(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 4,
                   startAngle: -Double.pi / 2, endAngle: -Double.pi / 2 + 2 * Double.pi * value, clockwise: true)
        context.stroke(arc, with: Color(red: 0, green: 0.5, blue: 1),
                       style: StrokeStyle(lineWidth: 6, lineCap: .round))
        context.draw("\(Int(value * 100))%", at: Point(x: bounds.midX - 12, y: bounds.midY - 8),
                     font: .builtin(size: 12), color: .black)
    }
}

extension DrawingGuideTests {
    @Test func customDrawing() {
        let window = Window(size: Size(width: 200, height: 200))
        let gauge = GuideGauge(frame: Rect(x: 20, y: 20, width: 80, height: 80))
        window.rootView.addSubview(gauge)
        let first = window.displayList().commands
        // Clipped to the view: the two strokes and the text inside a clip.
        #expect(first.count == 5)
        #expect(first.first == .pushClip(rect: Rect(x: 20, y: 20, width: 80, height: 80), cornerRadius: 0))
        #expect(first.last == .popClip)
        guard case .text(let run) = first[3] else {
            Issue.record("no text run: \(first)")
            return
        }
        #expect(run.text == "25%" && run.origin.x == 48 && abs(run.origin.y - 62.8) < 1e-9)   // the ascender (10.8) below the point
        #expect(window.displayList().commands == first && gauge.draws == 1)
        gauge.value = 0.5
        let second = window.displayList().commands
        #expect(gauge.draws == 2 && second != first)
        guard case .path(let arc) = second[2] else {
            Issue.record("no arc: \(second)")
            return
        }
        // Half a turn clockwise from the top: down the right side to the bottom.
        #expect(abs(arc.path.boundingBox.maxY - 96) < 1e-9 && abs(arc.path.boundingBox.minX - 60) < 1e-9)
    }
}
