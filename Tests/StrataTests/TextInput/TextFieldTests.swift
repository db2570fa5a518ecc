import Testing
import Strata

/// `TextField` through the public API, as a program uses it.
@MainActor @Suite struct TextFieldTests {
    /// A window with a field 200 × 30 at (10, 10), built-in font at 10 pt
    /// (6 points a character, lines 12 tall), on a manual clock.
    func makeField(_ text: String = "") -> (Window, TextField, ManualClock) {
        let window = Window(size: Size(width: 320, height: 100))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30))
        field.font = .builtin(size: 10)
        field.text = text
        window.rootView.addSubview(field)
        window.layoutIfNeeded()
        return (window, field, clock)
    }

    @Test func typingGoesToTheFirstResponder() {
        let (window, field, _) = makeField()
        #expect(window.insertText("x") == false)
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        #expect(window.insertText("héllo"))
        #expect(window.insertText(" 👩‍👩‍👧"))
        #expect(field.text == "héllo 👩‍👩‍👧")
        #expect(field.selectedRange == 7..<7)
        #expect(window.keyDown(.backspace))
        #expect(field.text == "héllo ")
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(window.insertText("z") == false)
    }

    @Test func editingEventsAndObservers() {
        let (window, field, _) = makeField()
        var events: [String] = []
        let names: [(Control.Event, String)] = [(.editingDidBegin, "begin"), (.editingChanged, "changed"),
                                                (.editingDidEnd, "end"), (.editingDidEndOnExit, "exit")]
        for (event, name) in names { field.addAction(Action { _ in events.append(name) }, for: event) }
        var seen: [String] = []
        let token = field.observeText { seen.append($0) }
        _ = window.tap(at: Point(x: 50, y: 25))
        window.insertText("a")
        window.insertText("b")
        window.keyDown(.return)
        #expect(events == ["begin", "changed", "changed", "exit", "end"])
        #expect(seen == ["a", "ab"])
        #expect(!field.isEditing)
        token.cancel()
    }

    /// Each row: keys pressed from a caret at `start` in "one two three"; the selection after.
    @Test(arguments: [
        ([Key.left], 4, 3..<3), ([Key.right], 4, 5..<5), ([Key.left.with(.control)], 5, 4..<4),
        ([Key.right.with(.control)], 4, 7..<7), ([Key.home], 6, 0..<0), ([Key.end], 6, 13..<13),
        ([Key.right.with(.shift), Key.right.with(.shift)], 4, 4..<6), ([Key.home.with(.shift)], 6, 0..<6),
        ([Key.character("A", modifiers: .control)], 3, 0..<13), ([Key.character("a", modifiers: .control)], 3, 0..<13),
        ([Key.left.with(.shift), Key.right], 4, 4..<4), ([Key.up], 6, 0..<0), ([Key.down], 6, 13..<13),
    ] as [([Key], Int, Range<Int>)])
    func movementKeys(keys: [Key], start: Int, expected: Range<Int>) {
        let (window, field, _) = makeField("one two three")
        field.becomeFirstResponder()
        field.selectedRange = start..<start
        for key in keys { #expect(window.keyDown(key)) }
        #expect(field.selectedRange == expected)
    }

    @Test(arguments: [
        (Key.backspace, "one two three", 7, "one tw three"), (Key.delete, "one two three", 7, "one two three".replacingFirst(" ", at: 7)),
        (Key.backspace.with(.control), "one two three", 7, "one  three"), (Key.delete.with(.control), "one two three", 3, "one three"),
        (Key.backspace, "e\u{301}x", 1, "x"), (Key.backspace, "a👩‍👩‍👧", 2, "a"),
    ] as [(Key, String, Int, String)])
    func deletionKeys(key: Key, text: String, caret: Int, expected: String) {
        let (window, field, _) = makeField(text)
        field.becomeFirstResponder()
        field.selectedRange = caret..<caret
        window.keyDown(key)
        #expect(field.text == expected)
    }

    @Test func fieldKeepsArrowsAndSpaceButPassesTab() {
        let (window, field, _) = makeField("ab")
        let other = TextField(frame: Rect(x: 10, y: 50, width: 200, height: 30))
        window.rootView.addSubview(other)
        window.layoutIfNeeded()
        field.becomeFirstResponder()
        field.selectedRange = 0..<0
        #expect(window.keyDown(.left))
        #expect(field.isEditing)
        #expect(window.keyDown(.space))
        #expect(field.text == "ab")
        #expect(window.keyDown(.tab))
        #expect(other.isEditing)
        #expect(!field.isEditing)
    }

    @Test func undoCoalescesTypingByWordAndPause() {
        let (window, field, clock) = makeField()
        field.becomeFirstResponder()
        for c in "hello world" { window.insertText(String(c)) }
        clock.advance(by: 0.5)
        window.insertText("s")
        clock.advance(by: 1.5)
        window.insertText("!")
        #expect(field.text == "hello worlds!")
        let undo = Key.character("z", modifiers: .control)
        window.keyDown(undo)
        #expect(field.text == "hello worlds")
        window.keyDown(undo)
        #expect(field.text == "hello ")
        window.keyDown(undo)
        #expect(field.text == "")
        #expect(field.selectedRange == 0..<0)
        window.keyDown(Key.character("Z", modifiers: [.control, .shift]))
        #expect(field.text == "hello ")
        window.keyDown(Key.character("y", modifiers: .control))
        #expect(field.text == "hello worlds")
    }

    @Test func vetoAndMaximumLength() {
        let (window, field, _) = makeField()
        field.becomeFirstResponder()
        field.shouldChangeText = { _, text in text.allSatisfy(\.isNumber) }
        window.insertText("12")
        window.insertText("x")
        #expect(field.text == "12")
        window.keyDown(Key.character("z", modifiers: .control))
        #expect(field.text == "")
        field.shouldChangeText = nil
        field.maximumLength = 5
        window.pasteboard.string = String(repeating: "abcdefghij", count: 1_000_000)
        window.keyDown(Key.character("v", modifiers: .control))
        #expect(field.text == "abcde")
        window.insertText("z")
        #expect(field.text == "abcde")
    }

    @Test func copyCutPasteAndSecureEntry() {
        let (window, field, _) = makeField("secret")
        field.becomeFirstResponder()
        field.selectedRange = 0..<3
        window.keyDown(Key.character("c", modifiers: .control))
        #expect(window.pasteboard.string == "sec")
        window.keyDown(Key.character("x", modifiers: .control))
        #expect(field.text == "ret")
        field.selectedRange = 3..<3
        window.keyDown(Key.character("v", modifiers: .control))
        #expect(field.text == "retsec")
        field.isSecureTextEntry = true
        window.pasteboard.string = nil
        field.selectedRange = 0..<6
        window.keyDown(Key.character("c", modifiers: .control))
        window.keyDown(Key.character("x", modifiers: .control))
        #expect(window.pasteboard.string == nil)
        #expect(field.text == "retsec")
        let runs = window.displayList().commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        #expect(runs == [String(repeating: "\u{2022}", count: 6)])
    }

    @Test func markedTextIsReplacedByTheCommit() {
        let (window, field, _) = makeField("ab")
        field.becomeFirstResponder()
        field.selectedRange = 1..<1
        #expect(window.setMarkedText("k", selectedRange: 1..<1))
        #expect(window.setMarkedText("ka", selectedRange: 2..<2))
        #expect(field.text == "akab")
        #expect(field.markedTextRange == 1..<3)
        #expect(field.selectedRange == 3..<3)
        window.insertText("か")
        #expect(field.text == "aかb")
        #expect(field.markedTextRange == nil)
        window.keyDown(Key.character("z", modifiers: .control))
        #expect(field.text == "ab")
        window.setMarkedText("x", selectedRange: 0..<0)
        window.unmarkText()
        #expect(field.text == "axb")
    }

    @Test func caretBlinksOnTheTimelineAndStopsOutsideTheKeyWindow() {
        let (window, field, clock) = makeField("abc")
        #expect(!field.isCaretVisible)
        field.becomeFirstResponder()
        #expect(field.isCaretVisible)
        clock.advance(by: 0.5)
        #expect(!field.isCaretVisible)
        clock.advance(by: 0.25)
        window.insertText("d")
        #expect(field.isCaretVisible)
        clock.advance(by: 0.49)
        #expect(field.isCaretVisible)
        clock.advance(by: 0.02)
        #expect(!field.isCaretVisible)
        #expect(!window.timeline.isIdle)
        window.isKeyWindow = false
        #expect(!field.isCaretVisible)
        #expect(window.timeline.isIdle)
        window.isKeyWindow = true
        #expect(field.isCaretVisible)
    }

    @Test func tapsPlaceTheCaretAndSelectWords() {
        let (window, field, clock) = makeField("one two")
        // Text starts at x = 10 + 1 (half the caret); 6 points a character.
        _ = window.tap(at: Point(x: 11 + 6 * 5 + 2, y: 25))
        #expect(field.isEditing)
        #expect(field.selectedRange == 5..<5)
        _ = window.tap(at: Point(x: 11 + 6 * 5 + 2, y: 25))
        #expect(field.selectedRange == 4..<7)
        clock.advance(by: 1)
        #expect(window.touchDown(at: Point(x: 11 + 6 * 1, y: 25), id: 3))
        _ = window.touchMoved(to: Point(x: 11 + 6 * 3 - 1, y: 25), id: 3)
        _ = window.touchUp(at: Point(x: 11 + 6 * 3 - 1, y: 25), id: 3)
        #expect(field.selectedRange == 1..<3)
    }
}

extension String {
    /// The string with the character at `offset` removed (test helper).
    func replacingFirst(_ ignored: Character, at offset: Int) -> String {
        var copy = self
        copy.remove(at: copy.index(copy.startIndex, offsetBy: offset))
        return copy
    }
}

/// A field that begins editing inside a scroll view is scrolled into view.
@MainActor @Suite struct TextFieldScrollingTests {
    @Test func beginningToEditScrollsTheFieldIntoView() {
        let window = Window(size: Size(width: 300, height: 200))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = Size(width: 300, height: 1000)
        let field = TextField(frame: Rect(x: 10, y: 600, width: 200, height: 30))
        scroll.addSubview(field)
        window.rootView.addSubview(scroll)
        window.layoutIfNeeded()
        #expect(field.becomeFirstResponder())
        #expect(window.focusedView === field)
        clock.advance(by: 0.1)
        let midway = scroll.contentOffset.y
        clock.advance(by: 1)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset.y >= 630 - 200)
        #expect(scroll.contentOffset.y <= 600)
        #expect(midway > 0 && midway < scroll.contentOffset.y, "the scroll is animated")
    }
}
