import Testing
@testable import Strata

@MainActor
@Suite("The inspector's frame-time bars")
struct InspectorFrameBarsTests {
    @Test func keptOnlyWhileInspectingAndAtMost120() {
        let window = Window(size: Size(width: 300, height: 200))
        window.recordFrameTiming(FrameTiming(layout: 0.001, displayList: 0, raster: 0, present: 0))
        #expect(window.recentFrameTimings.isEmpty)
        window.isInspecting = true
        for i in 0..<130 { window.recordFrameTiming(FrameTiming(layout: Double(i) / 1000, displayList: 0, raster: 0, present: 0)) }
        #expect(window.recentFrameTimings.count == Window.inspectorFrameCount)
        #expect(window.recentFrameTimings.first?.layout == 0.01)   // the first ten dropped
        #expect(window.recentFrameTimings.last?.layout == 0.129)
    }

    @Test func barsStackTheStagesAtTheTopRight() {
        let window = Window(size: Size(width: 300, height: 200))
        window.isInspecting = true
        let before = window.displayList().commands.count
        // 2 ms layout, 1 ms list, 4 ms raster, 3 ms present; then a 50 ms frame, cut at the panel's 40 points.
        window.recordFrameTiming(FrameTiming(layout: 0.002, displayList: 0.001, raster: 0.004, present: 0.003))
        window.recordFrameTiming(FrameTiming(layout: 0.050, displayList: 0, raster: 0, present: 0))
        let bars = Array(window.displayList().commands.dropFirst(before))
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color) -> DisplayCommand {
            .rect(RectCommand(rect: Rect(x: x, y: y, width: w, height: h), fill: color))
        }
        let colors = InspectorOverlay.stageColors
        let expected: [DisplayCommand] = [
            rect(180, 0, 120, 40, InspectorOverlay.panelColor),
            rect(298, 38, 1, 2, colors[0]), rect(298, 37, 1, 1, colors[1]),
            rect(298, 33, 1, 4, colors[2]), rect(298, 30, 1, 3, colors[3]),
            rect(299, 0, 1, 40, colors[0]),
        ]
        #expect(bars.count == expected.count + 1)
        for (got, want) in zip(bars, expected) {
            guard case .rect(let g) = got, case .rect(let w) = want else { Issue.record("\(got)"); continue }
            #expect(g.fill == w.fill)
            #expect(abs(g.rect.minX - w.rect.minX) < 1e-9 && abs(g.rect.minY - w.rect.minY) < 1e-9
                    && abs(g.rect.width - w.rect.width) < 1e-9 && abs(g.rect.height - w.rect.height) < 1e-9, "\(g.rect)")
        }
        guard case .rect(let line)? = bars.last else { Issue.record("no budget line"); return }
        #expect(line.fill == InspectorOverlay.budgetColor && abs(line.rect.minY - (40 - 1000.0 / 60)) < 1e-9)
    }

    @Test func negativeStagesCountAsZero() {
        #expect(FrameTiming(layout: -1, displayList: 0.5, raster: -0.1, present: 0).total == 0.5)
    }
}
