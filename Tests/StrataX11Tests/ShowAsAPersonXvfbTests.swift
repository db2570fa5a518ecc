import Foundation
@testable import Strata
import StrataRaster
import StrataScene
import Testing
@testable import StrataX11

/// `strata show --watch` driven as a person drives it: click into a field
/// and type with pauses, then save an unrelated change (the typed text
/// stays); press F12 and rest the pointer on a view (the inspector
/// outlines, highlights and describes it), press F12 again (it goes).
/// Everything is read back from the server.
@MainActor
@Suite("strata show, as a person uses it, under Xvfb",
       .enabled(if: Xvfb.isAvailable, "Xvfb is not on the PATH (apt-get install xvfb)"))
struct ShowAsAPersonXvfbTests {
    typealias Show = ShowCommandXvfbTests.Show

    /// A field and a note: the note's text is what the person edits in the file.
    static func formScene(note: String) -> String {
        """
        { "window": { "width": 240, "height": 80 },
          "views": [ { "id": "name", "type": "textField", "placeholder": "Name", "backgroundColor": "#FFFFFF" },
                     { "id": "note", "type": "label", "text": "\(note)" } ],
          "constraints": [ "name.leading == root.leading + 10", "name.top == root.top + 10",
                           "name.width == 220", "name.height == 30",
                           "note.leading == root.leading + 10", "note.top == root.top + 50" ] }
        """
    }

    /// The form scene as `strata show` draws it, the field holding `typed`.
    static func expectedForm(note: String, typed: String) throws -> (Canvas, SceneWorld) {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: formScene(note: note), fileName: "form.json"))
        world.window.scale = 1
        (world.view("name") as? TextField)?.text = typed
        world.window.layoutIfNeeded()
        return (Raster(scale: 1).render(world.window.displayList(), background: RGBA8(255, 255, 255)), world)
    }

    /// Whether `actual` equals `expected` inside `rect` (pixels), outside every rectangle of `excluding`.
    static func same(_ actual: Canvas, _ expected: Canvas, in rect: (x: Range<Int>, y: Range<Int>),
                     excluding: [(x: Range<Int>, y: Range<Int>)] = []) -> Bool {
        for y in rect.y {
            for x in rect.x where !excluding.contains(where: { $0.x.contains(x) && $0.y.contains(y) }) {
                if actual[x, y] != expected[x, y] { return false }
            }
        }
        return true
    }

    /// Reads the window back until `check` holds for it (up to 10 s); whether it did.
    static func waitFor(_ connection: X11Connection, window: UInt32, width: Int, height: Int,
                        _ check: (Canvas) -> Bool) throws -> Bool {
        for _ in 0..<200 {
            if check(try ShowCommandXvfbTests.readBack(connection, window: window, width: width, height: height)) {
                return true
            }
            usleep(50_000)
        }
        return false
    }

    /// Presses and releases keycode `code` through XTEST, held a moment (with Shift when `shifted`).
    nonisolated static func tap(_ injector: X11Connection, xtest: UInt8, _ code: UInt8, shifted: Bool = false,
                                shift: UInt8 = 0, hold: UInt32 = 30_000) throws {
        if shifted { injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 2, detail: shift)) }
        injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 2, detail: code))
        try injector.flush()
        usleep(hold)
        injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 3, detail: code))
        if shifted { injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 3, detail: shift)) }
        try injector.sync()
    }

    @Test func typedTextStaysWhenAnUnrelatedChangeIsSaved() throws {
        let server = try Xvfb()
        let show = try Show(["show", "form.json", "--watch", "--exit-after", "60"], environment: ["DISPLAY": server.display],
                            files: ["form.json": Self.formScene(note: "first")])
        let shown = try show.shownLine()
        let window = try #require((shown["window"] as? NSNumber)?.uint32Value)
        let connection = try X11Connection(display: X11DisplayName(number: server.number), cookie: nil)
        let (first, _) = try Self.expectedForm(note: "first", typed: "")
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, first) == first)

        // Click into the field, rest, type "abc" with pauses between the keys.
        try ClickAnimationXvfbTests.clickNow(display: server.number, x: 60, y: 25, round: 1)
        let injector = try X11Connection(display: X11DisplayName(number: server.number))
        defer { injector.close() }
        let xtest = try #require(try injector.queryExtension("XTEST")).major
        let mapping = try injector.keyboardMapping()
        usleep(200_000)
        for (i, scalar) in "abc".unicodeScalars.enumerated() {
            let (code, shifted) = try #require(TextEntryXvfbTests.keycode(for: scalar.value, in: mapping))
            try Self.tap(injector, xtest: xtest, code, shifted: shifted, hold: UInt32(25_000 + 10_000 * i))
            usleep(UInt32(90_000 + 30_000 * i))
        }

        // The typed text, compared inside the field's border, the caret's
        // column left out (it blinks on the window's clock).
        let (typed, world) = try Self.expectedForm(note: "first", typed: "abc")
        let field = try #require(world.view("name") as? TextField)
        let caret = field.editor.caretRect(at: 3)
        let caretX = Int((field.frame.minX + field.textOrigin.x + caret.minX).rounded(.down))
        let caretColumn = (x: (caretX - 1)..<(caretX + Int(caret.width) + 2), y: 0..<80)
        let fieldInside = (x: 12..<228, y: 12..<38)
        #expect(try Self.waitFor(connection, window: window, width: 240, height: 80) {
            Self.same($0, typed, in: fieldInside, excluding: [caretColumn])
        }, "the typed text did not appear")

        // Save an unrelated change: the note's text. The field keeps "abc".
        try Data(Self.formScene(note: "second").utf8).write(to: show.directory.appendingPathComponent("form.json"))
        #expect(ShowWatchXvfbTests.waitForLines(show, "reloaded", 1) == 1)
        let (after, _) = try Self.expectedForm(note: "second", typed: "abc")
        let note = (x: 0..<240, y: 45..<80)
        #expect(try Self.waitFor(connection, window: window, width: 240, height: 80) {
            Self.same($0, after, in: note) && Self.same($0, after, in: fieldInside, excluding: [caretColumn])
        }, "after the reload the note or the typed text is wrong")
        try ShowCommandXvfbTests.sendDeleteWindow(connection, window: window)
        #expect(show.exitStatus() == 0)
    }

    /// A 300×160 scene: two boxes in the upper half.
    static let inspectScene = """
        { "window": { "width": 300, "height": 160 },
          "views": [ { "id": "left", "backgroundColor": "#3366cc" }, { "id": "right", "backgroundColor": "#ffcc00" } ],
          "constraints": [ "left.leading == root.leading + 10", "left.top == root.top + 50",
                           "left.width == 80", "left.height == 30",
                           "right.leading == left.trailing + 10", "right.top == left.top",
                           "right.width == left.width", "right.height == left.height" ] }
        """

    /// The scene drawn with the inspector on and the pointer at `pointer` (or off when nil).
    static func expectedInspecting(pointer: Point?) throws -> Canvas {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: inspectScene, fileName: "boxes.json"))
        world.window.scale = 1
        world.window.layoutIfNeeded()
        if let pointer {
            world.window.isInspecting = true
            world.window.pointerMoved(to: pointer)
        }
        return Raster(scale: 1).render(world.window.displayList(), background: RGBA8(255, 255, 255))
    }

    @Test func f12AndThePointerDriveTheInspector() throws {
        let server = try Xvfb()
        let show = try Show(["show", "boxes.json", "--exit-after", "60"], environment: ["DISPLAY": server.display],
                            files: ["boxes.json": Self.inspectScene])
        let shown = try show.shownLine()
        let window = try #require((shown["window"] as? NSNumber)?.uint32Value)
        let connection = try X11Connection(display: X11DisplayName(number: server.number), cookie: nil)
        let plain = try Self.expectedInspecting(pointer: nil)
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, plain) == plain)

        let injector = try X11Connection(display: X11DisplayName(number: server.number))
        defer { injector.close() }
        let xtest = try #require(try injector.queryExtension("XTEST")).major
        let f12 = try #require(TextEntryXvfbTests.keycode(for: 0xffc9, in: try injector.keyboardMapping())).0
        // The pointer rests on the right box, then F12.
        injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 6, detail: 0, x: 140, y: 60))
        try injector.sync()
        usleep(250_000)
        try Self.tap(injector, xtest: xtest, f12)

        // Everything but the frame-time bars (measured times, top right) is the inspector's picture.
        let inspecting = try Self.expectedInspecting(pointer: Point(x: 140, y: 60))
        let bars = (x: (300 - Window.inspectorFrameCount)..<300, y: 0..<Int(InspectorOverlay.barsHeight))
        let whole = (x: 0..<300, y: 0..<160)
        #expect(inspecting != plain)
        #expect(try Self.waitFor(connection, window: window, width: 300, height: 160) {
            Self.same($0, inspecting, in: whole, excluding: [bars])
        }, "the inspector did not appear on the right box")

        // The pointer moves to the left box: the highlight and panel follow.
        injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 6, detail: 0, x: 40, y: 70))
        try injector.sync()
        let left = try Self.expectedInspecting(pointer: Point(x: 40, y: 70))
        #expect(try Self.waitFor(connection, window: window, width: 300, height: 160) {
            Self.same($0, left, in: whole, excluding: [bars])
        }, "the highlight did not follow the pointer")

        // F12 again: the overlay goes, the scene is as before.
        usleep(150_000)
        try Self.tap(injector, xtest: xtest, f12)
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, plain) == plain)
        try ShowCommandXvfbTests.sendDeleteWindow(connection, window: window)
        #expect(show.exitStatus() == 0)
    }
}
