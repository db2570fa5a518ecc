import Testing
import Strata
import StrataRaster
@testable import StrataScene

@MainActor
@Suite("Scenes: transforms, shadows, gradients")
struct SceneEffectsTests {
    func world(_ views: String, steps: String = "[]") throws -> SceneWorld {
        SceneWorld(scene: try SceneDecoder.decode(text: """
            {"window": {"width": 200, "height": 200}, "views": [\(views)], "steps": \(steps)}
            """, fileName: "e.json"))
    }

    func errors(_ views: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(text: "{\"window\": {\"width\": 100, \"height\": 100}, \"views\": [\(views)]}",
                                        fileName: "e.json")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func aTransformIsScaleThenRotateThenTranslate() throws {
        let w = try world(##"{"id": "v", "frame": [0, 0, 10, 10], "transform": {"translate": [5, 6], "scale": [2, 3], "rotate": 90}}"##)
        let expected = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(rotationAngle: .pi / 2))
            .concatenating(AffineTransform(translationX: 5, y: 6))
        #expect(w.view("v")!.transform == expected)
        // (1, 0) → scaled (2, 0) → turned clockwise (0, 2) → moved (5, 8).
        let p = Point(x: 1, y: 0).applying(expected)
        #expect(abs(p.x - 5) < 1e-9 && abs(p.y - 8) < 1e-9)
        let only = try world(##"{"id": "v", "transform": {"rotate": 0}}"##)
        #expect(only.view("v")!.transform.isIdentity)
    }

    @Test func aShadowTakesCALayersDefaultsButIsVisible() throws {
        let w = try world(##"{"id": "v", "cornerRadius": 8, "shadow": {"offset": [0, 4], "radius": 10, "color": "#102030"}}"##)
        let v = w.view("v")!
        let color = try Color(hex: "#102030")
        #expect(v.shadowOpacity == 1 && v.shadowRadius == 10 && v.shadowOffset == Size(width: 0, height: 4)
            && v.shadowColor == color && v.cornerRadius == 8)
    }

    @Test func aGradientViewIsMadeWithItsKeys() throws {
        let w = try world(##"{"id": "g", "type": "gradient", "frame": [0, 0, 100, 100], "colors": ["#ff0000", "#0000ff"], "locations": [0.2, 0.8], "start": [0, 0], "end": [1, 1], "gradientType": "radial"}"##)
        let g = try #require(w.view("g") as? GradientView)
        #expect(g.colors == [.red, .blue] && g.locations == [0.2, 0.8] && g.startPoint == .zero
            && g.endPoint == Point(x: 1, y: 1) && g.type == .radial)
    }

    @Test func badValuesAreSceneErrors() {
        #expect(errors(##"{"id": "v", "transform": {"spin": 3}}"##).contains { $0.contains("views[0].transform.spin") && $0.contains("unknown key") })
        #expect(errors(##"{"id": "v", "transform": {"scale": [1]}}"##).contains { $0.contains("expected 2 numbers") })
        #expect(errors(##"{"id": "v", "shadow": {"opacity": 2}}"##).contains { $0.contains("opacity 2 is outside 0…1") })
        #expect(errors(##"{"id": "v", "shadow": {"radius": -1}}"##).contains { $0.contains("radius must not be negative") })
        #expect(errors(##"{"id": "v", "cornerRadius": -2}"##).contains { $0.contains("cornerRadius must not be negative") })
        #expect(errors(##"{"id": "g", "type": "gradient", "locations": [0.5, 0.2]}"##).contains { $0.contains("must not decrease") })
        #expect(errors(##"{"id": "g", "type": "gradient", "colors": ["red"]}"##).contains { $0.contains("invalid colour") })
        #expect(errors(##"{"id": "g", "type": "gradient", "gradientType": "conic"}"##).contains { $0.contains("\"axial\", \"radial\"") })
        #expect(errors(##"{"id": "v", "colors": ["#ffffff"]}"##).contains { $0.contains("only valid on type \"gradient\"") })
        #expect(errors(##"{"id": "v", "transform": {"scale": [1e308, 1e308], "translate": [1e308, 0], "rotate": 45}}"##).isEmpty)
    }

    @Test func setStepsAnimateTransformsShadowsAndGradientColours() throws {
        let w = try world(##"""
            {"id": "card", "frame": [50, 50, 100, 60], "backgroundColor": "#ffffff", "shadow": {"opacity": 0.2}},
            {"id": "sky", "type": "gradient", "frame": [0, 0, 10, 10], "colors": ["#000000", "#000000"]}
            """##, steps: ##"""
            [{"set": {"id": "card", "transform": {"scale": [0.95, 0.95]}, "shadow": {"opacity": 0.6, "radius": 10}},
              "animate": {"duration": 1, "curve": "linear"}},
             {"set": {"id": "sky", "colors": ["#ffffff", "#000000"]}, "animate": {"duration": 1, "curve": "linear"}, "at": 0}]
            """##)
        let timeline = SceneTimeline(world: w)
        timeline.advance(to: 0.5)
        let card = w.view("card")!
        let t = card.presentationTransform
        #expect(abs(t.a - 0.975) < 1e-9 && abs(t.d - 0.975) < 1e-9)
        let shadow = w.window.displayList().commands.compactMap { c -> ShadowCommand? in
            if case .shadow(let s) = c { s } else { nil }
        }.first
        #expect(abs((shadow?.opacity ?? 0) - 0.4) < 1e-9 && shadow?.radius == 6.5)
        let sky = w.view("sky") as! GradientView
        #expect(sky.presentationColors.first == Color(red: 0.5, green: 0.5, blue: 0.5))
        timeline.advance(to: 1)
        #expect(card.presentationTransform == AffineTransform(scaleX: 0.95, y: 0.95))
    }

    @Test func aSceneWithEffectsRendersThem() throws {
        let w = try world(##"""
            {"id": "bg", "type": "gradient", "frame": [0, 0, 200, 200], "colors": ["#203060", "#d08050"]},
            {"id": "card", "frame": [40, 60, 120, 80], "backgroundColor": "#ffffff", "cornerRadius": 12,
             "shadow": {"opacity": 0.3, "offset": [0, 4], "radius": 10}, "transform": {"rotate": -8}}
            """##)
        w.window.layoutIfNeeded()
        let commands = w.window.displayList().commands
        #expect(commands.contains { if case .gradient = $0 { true } else { false } })
        #expect(commands.contains { if case .shadow = $0 { true } else { false } })
        #expect(commands.contains { if case .pushTransform = $0 { true } else { false } })
        let canvas = Raster().render(w.window.displayList())
        #expect(canvas[100, 100] == RGBA8(255, 255, 255))
    }
}
