import Strata
import StrataRaster
import Testing
@testable import StrataWayland

@MainActor
@Suite("Wayland input methods (zwp_text_input_v3) on a fake compositor")
struct TextInputTests {
    /// The standard globals and the text-input manager.
    static let globals = FakeCompositor.standardGlobals + [(6, "zwp_text_input_manager_v3", 1)]

    /// A 200×60 window with a text field at (10, 10, 180, 30) and a button
    /// below it, shown at scale 1 and configured.
    static func makeHost(_ compositor: FakeCompositor) throws -> (WaylandHost, TextField) {
        let window = Window(size: Size(width: 200, height: 80))
        window.timeline = Timeline(clock: ManualClock())
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        window.rootView.addSubview(field)
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        return (host, field)
    }

    /// The text input's requests since `start`, as (opcode, arguments):
    /// strings as themselves, integers as their decimal values.
    static func textInputRequests(_ compositor: FakeCompositor, from start: Int = 0) throws -> [String] {
        let requests = compositor.requests.filter { $0.interface == "zwp_text_input_v3" }
        return try requests.dropFirst(start).map { request -> String in
            let names = [1: "enable", 2: "disable", 3: "surrounding", 4: "cause", 5: "content", 6: "cursor", 7: "commit"]
            var r = WaylandArgumentReader(request.body)
            var parts = [names[Int(request.opcode)] ?? "\(request.opcode)"]
            if request.opcode == 3 { parts.append("\"\(try r.string())\"") }
            while !r.isAtEnd { parts.append("\(try r.int())") }
            return parts.joined(separator: " ")
        }
    }

    static func click(_ compositor: FakeCompositor, x: Double, y: Double) throws {
        let surface = try #require(compositor.id(of: "wl_surface"))
        InputRoutingTests.send(compositor, "wl_pointer", 0) { $0.uint(1); $0.uint(surface); $0.fixed(x); $0.fixed(y) }
        InputRoutingTests.send(compositor, "wl_pointer", 3) { $0.uint(2); $0.uint(10); $0.uint(0x110); $0.uint(1) }
        InputRoutingTests.send(compositor, "wl_pointer", 3) { $0.uint(3); $0.uint(11); $0.uint(0x110); $0.uint(0) }
        InputRoutingTests.send(compositor, "wl_pointer", 5)
    }

    /// The caret rectangle the host must report: the field's caret in
    /// whole surface units (points at scale 1), rounded outwards.
    static func caret(_ window: Window) throws -> String {
        let r = try #require(window.textInputContext).caretRect
        let x = Int(r.minX.rounded(.down)), y = Int(r.minY.rounded(.down))
        return "cursor \(x) \(y) \(max(1, Int(r.maxX.rounded(.up)) - x)) \(Int(r.maxY.rounded(.up)) - y)"
    }

    @Test func enablesOnFocusAndAppliesPreeditCommitAndDeletionAtDone() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let (host, field) = try Self.makeHost(compositor)
        let textInput = try #require(compositor.id(of: "zwp_text_input_v3"))
        let surface = try #require(compositor.id(of: "wl_surface"))
        // Made from the seat at start; nothing enabled before focus.
        let get = try #require(compositor.requests("zwp_text_input_manager_v3", 1).first)
        #expect(WaylandHostTests.words(get.body) == [Int32(textInput), Int32(try #require(compositor.id(of: "wl_seat")))])
        compositor.send(textInput, 0, WaylandHost.idArgument(surface)) // enter
        try WaylandHostTests.pump(host)
        #expect(try Self.textInputRequests(compositor).isEmpty)

        // A click in the field: it edits, so the text input is enabled with its state.
        try Self.click(compositor, x: 50, y: 25)
        try WaylandHostTests.pump(host)
        #expect(field.isEditing)
        let empty = try Self.caret(host.window)
        #expect(try Self.textInputRequests(compositor) == ["enable", "surrounding \"\" 0 0", "content 0 0", empty, "commit"])

        // Preedit "ni" with its cursor after "n": marked text; only the caret moved.
        var preedit = WaylandArguments()
        preedit.string("ni")
        preedit.int(1)
        preedit.int(1)
        compositor.send(textInput, 2, preedit)
        compositor.send(textInput, 5, WaylandHost.idArgument(1)) // done, serial 1 = one commit
        try WaylandHostTests.pump(host)
        #expect(field.text == "ni")
        #expect(field.markedTextRange == 0..<2)
        #expect(field.selectedRange == 1..<1)
        let afterN = try Self.caret(host.window)
        #expect(afterN != empty)
        #expect(try Self.textInputRequests(compositor, from: 5) == [afterN, "commit"])

        // Committing "你" (3 bytes) with no preedit: the marked text is replaced.
        var commit = WaylandArguments()
        commit.string("你")
        compositor.send(textInput, 3, commit)
        compositor.send(textInput, 5, WaylandHost.idArgument(2))
        try WaylandHostTests.pump(host)
        #expect(field.text == "你")
        #expect(field.markedTextRange == nil)
        let afterNi = try Self.caret(host.window)
        // The caret is reported when it moved (in whole surface units).
        let committed = try Self.textInputRequests(compositor, from: 7)
        #expect(committed == ["surrounding \"你\" 3 3", "cause 0"] + (afterNi == afterN ? [] : [afterNi]) + ["commit"])

        // Delete the 3 bytes before the cursor and commit "好": one character replaced.
        var deletion = WaylandArguments()
        deletion.uint(3)
        deletion.uint(0)
        compositor.send(textInput, 4, deletion)
        var good = WaylandArguments()
        good.string("好")
        compositor.send(textInput, 3, good)
        compositor.send(textInput, 5, WaylandHost.idArgument(3))
        try WaylandHostTests.pump(host)
        #expect(field.text == "好")
        let afterHao = try Self.caret(host.window)
        let replaced = try Self.textInputRequests(compositor, from: 7 + committed.count)
        #expect(replaced
            == ["surrounding \"好\" 3 3", "cause 0"] + (afterHao == afterNi ? [] : [afterHao]) + ["commit"])
    }

    @Test func aDoneWithAnOldSerialIsAppliedButNotAnswered() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let (host, field) = try Self.makeHost(compositor)
        let textInput = try #require(compositor.id(of: "zwp_text_input_v3"))
        compositor.send(textInput, 0, WaylandHost.idArgument(try #require(compositor.id(of: "wl_surface"))))
        try Self.click(compositor, x: 50, y: 25)
        try WaylandHostTests.pump(host)
        #expect(try Self.textInputRequests(compositor).count == 5) // one commit
        var commit = WaylandArguments()
        commit.string("ab")
        compositor.send(textInput, 3, commit)
        compositor.send(textInput, 5, WaylandHost.idArgument(0)) // before our commit: stale
        try WaylandHostTests.pump(host)
        #expect(field.text == "ab")
        #expect(try Self.textInputRequests(compositor).count == 5)
        // The next done that answers our commit reports the state.
        compositor.send(textInput, 5, WaylandHost.idArgument(1))
        try WaylandHostTests.pump(host)
        #expect(try Self.textInputRequests(compositor, from: 5) == ["surrounding \"ab\" 2 2", "cause 0",
                                                                    try Self.caret(host.window), "commit"])
    }

    @Test func leavingDropsThePreeditAndLosingTheFieldDisables() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let (host, field) = try Self.makeHost(compositor)
        let textInput = try #require(compositor.id(of: "zwp_text_input_v3"))
        let surface = try #require(compositor.id(of: "wl_surface"))
        compositor.send(textInput, 0, WaylandHost.idArgument(surface))
        try Self.click(compositor, x: 50, y: 25)
        try WaylandHostTests.pump(host)
        field.text = "x"
        var preedit = WaylandArguments()
        preedit.string("kana")
        preedit.int(-1)
        preedit.int(-1)
        compositor.send(textInput, 2, preedit)
        compositor.send(textInput, 5, WaylandHost.idArgument(1))
        try WaylandHostTests.pump(host)
        #expect(field.text == "xkana")
        #expect(field.selectedRange == 5..<5) // a hidden cursor: at the preedit's end
        let before = try Self.textInputRequests(compositor).count
        compositor.send(textInput, 1, WaylandHost.idArgument(surface)) // leave
        try WaylandHostTests.pump(host)
        #expect(field.text == "x")
        #expect(try Self.textInputRequests(compositor).count == before) // nothing sent after leave
        // Enter again: enabled afresh with the whole state.
        compositor.send(textInput, 0, WaylandHost.idArgument(surface))
        try WaylandHostTests.pump(host)
        let caret = try Self.caret(host.window)
        #expect(try Self.textInputRequests(compositor, from: before) == ["enable", "surrounding \"x\" 1 1", "content 0 0",
                                                                         caret, "commit"])
        // The field resigns: disabled.
        field.resignFirstResponder()
        try Self.click(compositor, x: 100, y: 70)
        try WaylandHostTests.pump(host)
        #expect(try Self.textInputRequests(compositor, from: before + 5) == ["disable", "commit"])
    }

    @Test func secureTextReportsNoTextAndAPasswordContentType() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let (host, field) = try Self.makeHost(compositor)
        field.isSecureTextEntry = true
        field.text = "secret"
        let textInput = try #require(compositor.id(of: "zwp_text_input_v3"))
        compositor.send(textInput, 0, WaylandHost.idArgument(try #require(compositor.id(of: "wl_surface"))))
        try Self.click(compositor, x: 180, y: 25)
        try WaylandHostTests.pump(host)
        #expect(try Self.textInputRequests(compositor) == ["enable", "content 192 8", try Self.caret(host.window), "commit"])
    }

    /// Reports in the protocol's units: UTF-8 byte offsets, the cursor at
    /// the selection's moving end, content hints.
    @Test(arguments: [
        // before, selected, after, reversed → text, cursor, anchor
        ("ab", "", "cd", false, "abcd", Int32(2), Int32(2)),
        ("é", "ü", "x", false, "éüx", 4, 2),
        ("é", "ü", "x", true, "éüx", 2, 4),
        ("👍🏽", "", "", false, "👍🏽", 8, 8),
        ("a\u{0}b", "", "", false, "", 0, 0),
    ])
    func reportsByteOffsets(_ c: (String, String, String, Bool, String, Int32, Int32)) {
        let context = TextInputContext(textBefore: c.0, selectedText: c.1, textAfter: c.2, isSelectionReversed: c.3,
                                       caretRect: Rect(x: 10.5, y: 4, width: 1, height: 17.2), isSecure: false,
                                       isMultiline: true)
        let report = WaylandTextInputReport(context, pointsPerSurfaceUnit: 0.5)
        #expect(report.text == c.4)
        #expect(report.cursor == c.5)
        #expect(report.anchor == c.6)
        #expect(report.caret == [21, 8, 2, 35]) // 10.5…11.5 × 4…21.2 points in half-point units, outwards
        #expect(report.hint == 0x200)
        #expect(report.purpose == 0)
    }

    /// Long text is cut to 4,000 bytes at whole characters from the far
    /// ends, the longer side first; a long selection becomes the caret.
    @Test func longTextIsCutToWholeCharactersAround() {
        let before = String(repeating: "é", count: 1500) // 3,000 bytes
        let after = String(repeating: "ab", count: 1000) // 2,000 bytes
        let context = TextInputContext(textBefore: before, selectedText: "", textAfter: after, isSelectionReversed: false,
                                       caretRect: Rect(x: 0, y: 0, width: 1, height: 10), isSecure: false, isMultiline: false)
        let report = WaylandTextInputReport(context, pointsPerSurfaceUnit: 1)
        // 5,000 bytes: "é"s go from the start while the side before is longer (1,000 bytes: to 2,000 each).
        #expect(report.text == String(repeating: "é", count: 1000) + after)
        #expect(report.cursor == 2000)
        let long = TextInputContext(textBefore: "x", selectedText: String(repeating: "y", count: 2001), textAfter: "z",
                                    isSelectionReversed: false, caretRect: .zero, isSecure: false, isMultiline: false)
        let caretOnly = WaylandTextInputReport(long, pointsPerSurfaceUnit: 1)
        #expect(caretOnly.text == "x" + String(repeating: "y", count: 2001) + "z")
        #expect(caretOnly.cursor == 2002)
        #expect(caretOnly.anchor == 2002)
    }

    /// Docs/Wayland.md's snippet, and what `Window.textInputContext` and
    /// `deleteSurroundingText` do with a selection and marked text.
    @Test func theWindowsContextAndDeletion() throws {
        let window = Window(size: Size(width: 300, height: 60))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 30))
        window.rootView.addSubview(field)
        #expect(window.textInputContext == nil) // nothing edits yet
        field.becomeFirstResponder()
        field.text = "héllo wörld"
        field.selectedRange = 2..<5
        let context = try #require(window.textInputContext)
        #expect([context.textBefore, context.selectedText, context.textAfter] == ["hé", "llo", " wörld"])
        #expect(!context.isSelectionReversed && !context.hasMarkedText && !context.isSecure && !context.isMultiline)
        #expect(context.caretRect.minX > 10 && context.caretRect.maxX < 290) // in window points, inside the field
        // Marked text is left out: the context ends and starts where it is.
        window.setMarkedText("XY", selectedRange: 1..<1)
        let composing = try #require(window.textInputContext)
        #expect([composing.textBefore, composing.selectedText, composing.textAfter] == ["hé", "", " wörld"])
        #expect(composing.hasMarkedText)
        window.setMarkedText("", selectedRange: 0..<0)
        // Two characters before and one after the caret (after "hé").
        #expect(window.deleteSurroundingText(before: 2, after: 1))
        #expect(field.text == "wörld")
        #expect(field.selectedRange == 0..<0)
        // A long selection is reported as the caret.
        field.text = String(repeating: "a", count: 2000)
        field.selectedRange = 0..<2000
        let long = try #require(window.textInputContext)
        #expect(long.selectedText.isEmpty)
        #expect(long.textBefore.count == 256)
    }

    @Test(arguments: [
        (WaylandInterface.textInput, UInt16(0), [UInt8]([9, 0, 0, 0]), WaylandEvent.textInputEnter(surface: 9)),
        (.textInput, 1, [9, 0, 0, 0], .textInputLeave(surface: 9)),
        (.textInput, 2, [3, 0, 0, 0, 0x61, 0x62, 0, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF],
         .preeditString(text: "ab", cursorBegin: 1, cursorEnd: -1)),
        (.textInput, 2, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], .preeditString(text: "", cursorBegin: 0, cursorEnd: 0)),
        (.textInput, 3, [2, 0, 0, 0, 0x78, 0, 0, 0], .commitString(text: "x")),
        (.textInput, 4, [3, 0, 0, 0, 1, 0, 0, 0], .deleteSurroundingText(before: 3, after: 1)),
        (.textInput, 5, [7, 0, 0, 0], .textInputDone(serial: 7)),
    ])
    func decodesTextInputEvents(_ c: (WaylandInterface, UInt16, [UInt8], WaylandEvent)) throws {
        #expect(try WaylandEvent.decode(interface: c.0, object: 40, opcode: c.1, body: c.2) { nil } == c.3)
        // Every shorter body is refused, never read past.
        for n in 0..<c.2.count where n % 4 == 0 && n < c.2.count {
            #expect(throws: WaylandError.self) {
                _ = try WaylandEvent.decode(interface: c.0, object: 40, opcode: c.1, body: Array(c.2.prefix(n))) { nil }
            }
        }
    }
}
