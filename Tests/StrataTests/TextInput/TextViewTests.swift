import Testing
@testable import Strata

/// A built-in-font measurer that counts its width measurements.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    var calls = 0
    let base = BuiltinTextMeasurer()
    var fontName: String { base.fontName }
    func metrics(atSize size: Double) -> FontMetrics { base.metrics(atSize: size) }
    func width(of text: Substring, atSize size: Double) -> Double {
        calls += 1
        return base.width(of: text, atSize: size)
    }
}

@MainActor @Suite struct TextViewTests {
    /// A 130 × 100 text view (120 points of text: 20 characters at 10 pt),
    /// insets 8/5, on a manual clock.
    func makeView(_ text: String) -> (Window, TextView) {
        let window = Window(size: Size(width: 300, height: 300))
        window.timeline = Timeline(clock: ManualClock())
        let view = TextView(frame: Rect(x: 0, y: 0, width: 130, height: 100))
        view.font = .builtin(size: 10)
        view.text = text
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    func drawnLines(_ window: Window) -> [String] {
        window.displayList().commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    @Test func wrapsLikeALabelAndDrawsOnlyVisibleLines() {
        let paragraph = "the quick brown fox jumps over the lazy dog"
        let (window, view) = makeView(Array(repeating: paragraph, count: 20).joined(separator: "\n"))
        let label = Typesetter(fontSize: 10).layout(paragraph, width: 120).lines
        #expect(label == ["the quick brown fox", "jumps over the lazy", "dog"])
        #expect(view.numberOfLines == 60)
        #expect(view.contentSize.height == 60 * 12 + 16)
        // (100 − 8) / 12: lines 0…7 show (the 8th partly).
        #expect(drawnLines(window) == Array((label + label + label).prefix(8)))
    }

    @Test func returnInsertsALineBreakAndArrowsKeepTheColumn() {
        let (window, view) = makeView("abcdef\nab\nabcdefgh")
        view.becomeFirstResponder()
        view.selectedRange = 5..<5
        window.keyDown(.down)
        #expect(view.selectedRange == 9..<9)   // end of "ab"
        window.keyDown(.down)
        #expect(view.selectedRange == 15..<15) // column 5 again
        window.keyDown(.up)
        window.keyDown(.up)
        #expect(view.selectedRange == 5..<5)
        window.keyDown(.return)
        window.insertText("X")
        #expect(view.text == "abcde\nXf\nab\nabcdefgh")
        window.keyDown(.end.with(.control))
        #expect(view.selectedRange == 20..<20)
        window.keyDown(.home)
        #expect(view.selectedRange == 12..<12)
    }

    @Test func pageDownMovesByTheVisibleLinesAndScrollsTheCaretIntoView() {
        let (window, view) = makeView((0..<50).map { "line \($0)" }.joined(separator: "\n"))
        view.becomeFirstResponder()
        view.selectedRange = 0..<0
        window.keyDown(.pageDown)   // 7 lines: (100 − 16) / 12
        #expect(view.selectedRange.lowerBound == view.text.distance(from: view.text.startIndex,
                                                                    to: view.text.range(of: "line 7")!.lowerBound))
        window.keyDown(.end.with(.control))
        #expect(view.contentOffset.y == view.maximumContentOffset.y)
    }

    @Test func anEditLaysOutOnlyTheParagraphItTouched() {
        let (window, view) = makeView("")
        let counting = CountingMeasurer()
        view.editor.relayout(typesetter: Typesetter(fontSize: 10, measurer: counting))
        view.text = (0..<2000).map { "paragraph number \($0) with some words" }.joined(separator: "\n")
        view.becomeFirstResponder()
        view.selectedRange = 50_000..<50_000
        let before = view.text
        counting.calls = 0
        window.insertText("x")
        // Two short paragraphs wrapped again, whatever the text's length.
        #expect(counting.calls < 60)
        var expected = before
        expected.insert("x", at: expected.index(expected.startIndex, offsetBy: 50_000))
        #expect(view.text == expected)
    }

    @Test func readOnlyTextSelectsAndCopiesButDoesNotChange() {
        let (window, view) = makeView("read only")
        view.isEditable = false
        #expect(view.becomeFirstResponder())
        window.keyDown(Key.character("a", modifiers: .control))
        window.keyDown(Key.character("c", modifiers: .control))
        #expect(window.pasteboard.string == "read only")
        #expect(window.insertText("x") == false)
        window.keyDown(.backspace)
        #expect(view.text == "read only")
    }

    @Test func tripleTapSelectsTheParagraph() {
        let (window, view) = makeView("one two\nthree four")
        for _ in 0..<3 { _ = window.tap(at: Point(x: 5 + 6 * 2, y: 8 + 12 + 6)) }
        #expect(view.selectedRange == 8..<18)
    }
}
