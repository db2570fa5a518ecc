import Strata
import StrataRaster
import Testing
@testable import StrataX11

@Suite("X11 damage rectangles")
struct DamageTrackerTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ gray: Double = 0.5) -> DisplayCommand {
        .rect(RectCommand(rect: Rect(x: x, y: y, width: w, height: h), fill: Color(red: gray, green: gray, blue: gray)))
    }

    static let size = Size(width: 100, height: 80)
    static let base: [DisplayCommand] = [
        rect(0, 0, 100, 80, 1), rect(10, 10, 30, 20), rect(50, 10, 30, 20),
        .pushClip(rect: Rect(x: 0, y: 40, width: 100, height: 40), cornerRadius: 0),
        rect(10, 50, 20, 20), .popClip,
    ]

    func damage(_ old: [DisplayCommand], _ new: [DisplayCommand], scale: Double = 1,
                oldSize: Size = size, newSize: Size = size) -> [PixelRect] {
        var tracker = DamageTracker(scale: scale)
        let w = Int(newSize.width * scale), h = Int(newSize.height * scale)
        return tracker.damage(from: DisplayList(size: oldSize, commands: old),
                              to: DisplayList(size: newSize, commands: new), width: w, height: h)
    }

    @Test func equalListsHaveNoDamage() {
        #expect(damage(Self.base, Self.base).isEmpty)
    }

    @Test func aHighlightDamagesOnlyItsButton() {
        var new = Self.base
        new[2] = Self.rect(50, 10, 30, 20, 0.3)
        #expect(damage(Self.base, new) == [PixelRect(x: 49, y: 9, width: 32, height: 22)])
        #expect(damage(Self.base, new, scale: 2) == [PixelRect(x: 99, y: 19, width: 62, height: 42)])
    }

    @Test func aMoveDamagesTheOldAndNewPlaces() {
        var new = Self.base
        new[1] = Self.rect(10, 60, 30, 15)
        // Old place and new place do not touch: two rectangles.
        #expect(damage(Self.base, new) == [PixelRect(x: 9, y: 9, width: 32, height: 22),
                                           PixelRect(x: 9, y: 59, width: 32, height: 17)])
    }

    @Test func contentInsideAClipIsCutToIt() {
        var new = Self.base
        new[4] = Self.rect(10, 30, 20, 20, 0.1) // now reaches above the clip
        #expect(damage(Self.base, new) == [PixelRect(x: 9, y: 40, width: 22, height: 31)])
    }

    @Test func aMovedClipDamagesEverythingInsideBoth() {
        var new = Self.base
        new[3] = .pushClip(rect: Rect(x: 0, y: 45, width: 100, height: 35), cornerRadius: 0)
        // The clip itself (old and new) and the rect inside, whose clip changed.
        #expect(damage(Self.base, new) == [PixelRect(x: 0, y: 40, width: 100, height: 40)])
    }

    @Test func anInsertedCommandDamagesFromTheFirstToTheLastDifference() {
        var new = Self.base
        new.insert(Self.rect(60, 50, 10, 10, 0.2), at: 5)
        #expect(damage(Self.base, new) == [PixelRect(x: 59, y: 49, width: 12, height: 12)])
        var removed = Self.base
        removed.remove(at: 1)
        #expect(damage(Self.base, removed) == [PixelRect(x: 9, y: 9, width: 32, height: 22)])
    }

    @Test func textIsBoundedByItsGlyphCells() {
        let run = TextRun(text: "Hi", origin: Point(x: 10, y: 30), fontSize: 10, color: .black)
        var changed = run
        changed.color = .white
        // Builtin font: unit 1, 7 rows above the baseline, 9 rows, 6 units per character.
        #expect(damage([.text(run)], [.text(changed)]) == [PixelRect(x: 9, y: 22, width: 14, height: 11)])
    }

    @Test func aNewSizeDamagesEverything() {
        #expect(damage(Self.base, Self.base, newSize: Size(width: 120, height: 80))
                == [PixelRect(x: 0, y: 0, width: 120, height: 80)])
    }

    @Test func manyChangesAreMergedToTheMaximum() {
        let old = (0..<20).map { Self.rect(Double($0 * 5), 0, 3, 3) }
        let new = (0..<20).map { Self.rect(Double($0 * 5), 0, 3, 3, 0.9) }
        var tracker = DamageTracker(scale: 1)
        tracker.maximumRectangles = 3
        let rects = tracker.damage(from: DisplayList(size: Self.size, commands: old),
                                   to: DisplayList(size: Self.size, commands: new), width: 100, height: 80)
        #expect(rects.count <= 3)
        // Every changed rectangle is covered.
        for i in 0..<20 {
            let r = PixelRect(x: i * 5, y: 0, width: 3, height: 3)
            #expect(rects.contains { $0.intersection(r) == r })
        }
    }

    /// Redrawing only the damage gives the same pixels as a full render.
    @Test(arguments: [1.0, 2.0, 1.5])
    func redrawingTheDamageEqualsAFullRender(scale: Double) {
        var new = Self.base
        new[2] = .rect(RectCommand(rect: Rect(x: 50.3, y: 10.7, width: 30, height: 20), fill: .black,
                                   cornerRadius: 6, borderWidth: 1.5, borderColor: .white))
        new.insert(.text(TextRun(text: "OK", origin: Point(x: 60, y: 70), fontSize: 12, color: .black)), at: 5)
        let raster = Raster(scale: scale)
        let white = RGBA8(255, 255, 255)
        let oldList = DisplayList(size: Self.size, commands: Self.base)
        let newList = DisplayList(size: Self.size, commands: new)
        var canvas = raster.render(oldList, background: white)
        var tracker = DamageTracker(scale: scale)
        for r in tracker.damage(from: oldList, to: newList, width: canvas.width, height: canvas.height) {
            raster.draw(newList, into: &canvas, region: r, background: white)
        }
        #expect(canvas == raster.render(newList, background: white))
    }

    @Test func aChangedTransformDamagesEverythingItMovedOldAndNew() {
        let inside: [DisplayCommand] = [Self.rect(10, 10, 10, 10)]
        let old: [DisplayCommand] = Self.base + [.pushTransform(AffineTransform(translationX: 0, y: 0))] + inside + [.popTransform]
        let new: [DisplayCommand] = Self.base + [.pushTransform(AffineTransform(translationX: 30, y: 5))] + inside + [.popTransform]
        #expect(damage(old, new) == [PixelRect(x: 9, y: 9, width: 12, height: 12), PixelRect(x: 39, y: 14, width: 12, height: 12)])
    }

    @Test func aCommandInsideATransformDamagesWhereItIsDrawn() {
        let old: [DisplayCommand] = [.pushTransform(AffineTransform(scaleX: 2, y: 2)), Self.rect(10, 10, 5, 5), .popTransform]
        var new = old
        new[1] = Self.rect(10, 10, 5, 5, 0.9)
        #expect(damage(old, new) == [PixelRect(x: 19, y: 19, width: 12, height: 12)])
    }

    @Test func aChangedLayerOpacityDamagesItsContent() {
        let old: [DisplayCommand] = [.beginLayer(opacity: 0.5), Self.rect(10, 10, 5, 5), Self.rect(12, 12, 5, 5), .endLayer]
        var new = old
        new[0] = .beginLayer(opacity: 0.6)
        #expect(damage(old, new) == [PixelRect(x: 9, y: 9, width: 9, height: 9)])
    }

    /// With effects too: a turned card with a shadow, in a layer, that
    /// turns further, fades and loses its shadow's offset; a gradient that
    /// changes colour.
    @Test(arguments: [1.0, 2.0])
    func redrawingTheDamageOfEffectsEqualsAFullRender(scale: Double) {
        func card(angle: Double, opacity: Double, offset: Double, colour: Color) -> [DisplayCommand] {
            let rect = Rect(x: 20, y: 20, width: 40, height: 24)
            let turn = AffineTransform(translationX: -40, y: -32).concatenating(AffineTransform(rotationAngle: angle))
                .concatenating(AffineTransform(translationX: 40, y: 32))
            return [
                .gradient(GradientCommand(rect: Rect(x: 60, y: 40, width: 40, height: 40), colors: [colour, .white])),
                .pushTransform(turn), .beginLayer(opacity: opacity),
                .shadow(ShadowCommand(rect: rect, cornerRadius: 6, offset: Size(width: 0, height: offset), radius: 8)),
                .rect(RectCommand(rect: rect, fill: .white, cornerRadius: 6)),
                .rect(RectCommand(rect: Rect(x: 25, y: 25, width: 10, height: 10), fill: .red)),
                .endLayer, .popTransform,
            ]
        }
        let raster = Raster(scale: scale)
        let white = RGBA8(235, 238, 242)
        let oldList = DisplayList(size: Self.size, commands: Self.base + card(angle: 0.1, opacity: 0.8, offset: 4, colour: .blue))
        let newList = DisplayList(size: Self.size, commands: Self.base + card(angle: 0.3, opacity: 0.6, offset: 0, colour: .green))
        var canvas = raster.render(oldList, background: white)
        var tracker = DamageTracker(scale: scale)
        let rects = tracker.damage(from: oldList, to: newList, width: canvas.width, height: canvas.height)
        #expect(!rects.isEmpty)
        for r in rects { raster.draw(newList, into: &canvas, region: r, background: white) }
        #expect(canvas == raster.render(newList, background: white))
    }
    /// A transform's extent holds its drawing, that of the transforms in
    /// it, and the rectangles of the clips directly in it (not what the
    /// clips hold beyond them).
    @Test func aMovedTransformDamagesItsDrawingNestedTransformsAndClips() {
        func frame(_ dy: Double) -> [DisplayCommand] {
            [.pushTransform(AffineTransform(translationX: 0, y: dy)), Self.rect(10, 10, 10, 10),
             .pushClip(rect: Rect(x: 40, y: 10, width: 10, height: 10), cornerRadius: 0), Self.rect(30, 0, 40, 40),
             .popClip, .pushTransform(AffineTransform(translationX: 5, y: 5)), Self.rect(60, 40, 10, 10),
             .popTransform, .popTransform]
        }
        // Old: 9…76 × 9…56; new 30 lower, cut to the canvas' 80 rows.
        #expect(damage(frame(0), frame(30)) == [PixelRect(x: 9, y: 9, width: 67, height: 71)])
    }

    /// Frames with scopes changing, compared in turn by one tracker (which
    /// keeps the last list's walk for the next comparison) and each by a
    /// fresh tracker: the same rectangles, also when the scale changes or
    /// the old list is not the last one compared.
    @Test func aTrackerKeptFromFrameToFrameFindsWhatFreshOnesFind() {
        let card: [DisplayCommand] = [.beginLayer(opacity: 0.5), Self.rect(12, 12, 20, 10), .endLayer]
        let frames: [[DisplayCommand]] = [
            Self.base,
            Self.base + [.pushTransform(AffineTransform(translationX: 3, y: 0))] + card + [.popTransform],
            Self.base + [.pushTransform(AffineTransform(translationX: 9, y: 2))] + card + [.popTransform],
            [Self.rect(5, 5, 10, 10)] + Self.base,
            [Self.rect(5, 5, 10, 10)] + Self.base.dropLast(2) + [Self.rect(10, 55, 20, 20), .popClip],
            Self.base,
        ].map { Array($0) }
        var kept = DamageTracker(scale: 1)
        for (step, scale) in [1.0, 1.0, 2.0, 2.0, 1.0].enumerated() {
            kept.scale = scale
            let w = Int(Self.size.width * scale), h = Int(Self.size.height * scale)
            let old = DisplayList(size: Self.size, commands: frames[step])
            let new = DisplayList(size: Self.size, commands: frames[step + 1])
            var fresh = DamageTracker(scale: scale)
            let expected = fresh.damage(from: old, to: new, width: w, height: h)
            #expect(kept.damage(from: old, to: new, width: w, height: h) == expected, "step \(step)")
            #expect(!expected.isEmpty)
        }
        // An old list that is not the last new one (its copy with a change).
        var other = frames[5]
        other[1] = Self.rect(10, 10, 30, 20, 0.9)
        let old = DisplayList(size: Self.size, commands: other), new = DisplayList(size: Self.size, commands: frames[0])
        #expect(kept.damage(from: old, to: new, width: 100, height: 80) == [PixelRect(x: 9, y: 9, width: 32, height: 22)])
    }
}
