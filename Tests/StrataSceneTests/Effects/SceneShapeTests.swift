import Testing
import Strata
@testable import StrataScene

@MainActor
@Suite("Scenes: shape views")
struct SceneShapeTests {
    func world(_ views: String, steps: String = "[]") throws -> SceneWorld {
        SceneWorld(scene: try SceneDecoder.decode(text: """
            {"window": {"width": 200, "height": 200}, "views": [\(views)], "steps": \(steps)}
            """, fileName: "s.json"))
    }

    func errors(_ views: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(text: "{\"window\": {\"width\": 100, \"height\": 100}, \"views\": [\(views)]}",
                                        fileName: "s.json")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func aShapeViewIsMadeWithItsKeysAndDrawn() throws {
        let w = try world(##"""
            {"id": "ring", "type": "shape", "frame": [10, 20, 40, 40], "path": "M 0 0 h 20 v 10 H 0 z",
             "fillColor": null, "strokeColor": "#0080ff", "lineWidth": 4, "lineCap": "round", "lineJoin": "round",
             "lineDashPattern": [3, 1], "strokeEnd": 0.25}
            """##)
        let s = try #require(w.view("ring") as? ShapeView)
        var square = Path()
        square.move(to: .zero)
        square.addLine(to: Point(x: 20, y: 0))
        square.addLine(to: Point(x: 20, y: 10))
        square.addLine(to: Point(x: 0, y: 10))
        square.closeSubpath()
        #expect(s.path == square && s.fillColor == nil && s.lineWidth == 4 && s.lineCap == .round && s.lineJoin == .round
            && s.lineDashPattern == [3, 1] && s.strokeEnd == 0.25)
        let paths = w.window.displayList().commands.compactMap { c -> PathCommand? in
            if case .path(let p) = c { p } else { nil }
        }
        // 15 of the 60-point outline, moved to the frame: along the top side.
        let blue = try Color(hex: "#0080ff")
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [3, 1])
        #expect(paths == [PathCommand(path: Path(elements: [.move(to: Point(x: 10, y: 20)), .line(to: Point(x: 25, y: 20))]),
                                      drawing: .stroke(style), color: blue)])
    }

    @Test func strokeEndAnimatesInASetStep() throws {
        let w = try world(##"""
            {"id": "ring", "type": "shape", "frame": [0, 0, 40, 40], "path": "M 2 20 A 18 18 0 1 1 38 20",
             "fillColor": null, "strokeColor": "#000000", "strokeEnd": 0}
            """##, steps: ##"""
            [{"set": {"id": "ring", "strokeEnd": 1}, "animate": {"duration": 1, "curve": "linear"}}]
            """##)
        let ring = try #require(w.view("ring") as? ShapeView)
        let timeline = SceneTimeline(world: w)
        timeline.advance(to: 0.25)
        #expect(abs(ring.presentationStrokeEnd - 0.25) < 1e-9 && ring.strokeEnd == 1)
        timeline.advance(to: 1)
        #expect(ring.presentationStrokeEnd == 1)
    }

    @Test func badValuesAreSceneErrors() {
        #expect(errors(##"{"id": "s", "type": "shape", "path": "M 0 0 L 10"}"##).contains { $0.contains("path data is malformed") })
        #expect(errors(##"{"id": "s", "type": "shape", "strokeEnd": 2}"##).contains { $0.contains("strokeEnd must be in 0…1, got 2") })
        #expect(errors(##"{"id": "s", "type": "shape", "lineWidth": -1}"##).contains { $0.contains("lineWidth must be in 0…") })
        #expect(errors(##"{"id": "s", "type": "shape", "lineCap": "flat"}"##).contains { $0.contains("\"butt\", \"round\", \"square\"") })
        #expect(errors(##"{"id": "s", "type": "shape", "fillColor": "nope"}"##).contains { $0.contains("invalid colour") })
        #expect(errors(##"{"id": "v", "path": "M 0 0"}"##).contains { $0.contains("path") })
    }
}
