import Testing
@testable import Strata

/// The lazy layout of a text over `TextLineLayout.eagerCharacterLimit`
/// characters: estimates, their correction, scrolling, the caret and edits.
@MainActor @Suite struct LazyTextLayoutTests {
    /// Paragraph `i`: 1…9 copies of a 43-character sentence (built-in
    /// font at 10 pt: 6 points a character, 20 a line of 120 points).
    static func paragraph(_ i: Int) -> String {
        Array(repeating: "the quick brown fox jumps over the lazy dog", count: 1 + (i * 5) % 9).joined(separator: " ")
    }

    /// `count` such paragraphs (about 190 characters each on average).
    static func text(paragraphs count: Int) -> String {
        (0..<count).map(paragraph).joined(separator: "\n")
    }

    /// The lines paragraph `i` wraps to at 120 points, as `Label` wraps.
    static func exactLines(_ i: Int) -> Int {
        Typesetter(fontSize: 10).layout(paragraph(i), width: 120).lines.count
    }

    /// A 130 × 100 text view (120 points of text), insets 8/5, holding
    /// `text`, in a window, laid out (`TextViewTests`' view).
    func makeView(_ text: String) -> (Window, TextView) { TextViewTests().makeView(text) }

    @Test func smallTextIsLaidOutWholeAndLargeTextLazily() {
        let small = makeView(Self.text(paragraphs: 200)).1
        #expect(small.editor.storage.count <= TextLineLayout.eagerCharacterLimit)
        #expect(small.editor.layout.isFullyLaidOut)
        #expect(small.numberOfLines == (0..<200).map(Self.exactLines).reduce(0, +))
        let large = makeView(Self.text(paragraphs: 1000)).1
        #expect(large.editor.storage.count > TextLineLayout.eagerCharacterLimit)
        #expect(!large.editor.layout.isFullyLaidOut)
        // The first screen and half a screen below it.
        #expect(large.editor.layout.laidOutParagraphCount < 20)
        #expect(large.editor.layout.isLaidOut(0))
        #expect(!large.editor.layout.isLaidOut(999))
    }

    @Test func estimatesBecomeExactWhenLaidOut() {
        let (window, view) = makeView(Self.text(paragraphs: 1000))
        let layout = view.editor.layout
        let estimated = layout.lineCount
        let p = 500
        #expect(!layout.isLaidOut(p))
        let firstLine = layout.globalLine(p, 0), nextFirst = layout.globalLine(p + 1, 0)
        _ = layout.paragraphs[p]
        #expect(layout.isLaidOut(p))
        #expect(layout.lineCounts.counts[p] == Self.exactLines(p))
        #expect(layout.globalLine(p, 0) == firstLine)
        #expect(layout.globalLine(p + 1, 0) == nextFirst - (nextFirst - firstLine) + Self.exactLines(p))
        #expect(layout.lineCount == estimated - (nextFirst - firstLine) + Self.exactLines(p))
        layout.layOutAll()
        let exact = (0..<1000).map(Self.exactLines).reduce(0, +)
        #expect(view.numberOfLines == exact)
        view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.contentSize.height == Double(exact) * 12 + 16)
    }

    @Test func scrollingToTheEndShowsTheLastLinesAndTheCaretThere() throws {
        let (window, view) = makeView(Self.text(paragraphs: 1000))
        let count = view.editor.storage.count
        view.contentOffset = view.maximumContentOffset
        window.layoutIfNeeded()
        let layout = view.editor.layout
        #expect(layout.isLaidOut(999))
        #expect(view.contentOffset == view.maximumContentOffset)
        #expect(view.contentSize.height == layout.height + 16)
        // The last line is drawn at the view's bottom.
        let lines = TextViewTests().drawnLines(window)
        #expect(lines.last == layout.paragraphs[999].texts.last.map(String.init))
        view.becomeFirstResponder()
        view.selectedRange = count..<count
        window.layoutIfNeeded()
        let caret = try #require(view.editor.caretRect())
        #expect(caret.maxY == layout.height)
        #expect(caret.minX == 6 * Double(layout.paragraphs[999].texts.last!.count) - 1)
        #expect(view.contentOffset == view.maximumContentOffset)
        #expect(view.contentOffset.y + view.bounds.height - 16 == caret.maxY)
    }

    @Test func anEditInAPendingParagraphLaysOutOnlyWhatItChanged() {
        let (_, view) = makeView(Self.text(paragraphs: 1000))
        let layout = view.editor.layout
        let storage = view.editor.storage
        let p = 600
        #expect(!layout.isLaidOut(p) && !layout.isLaidOut(p - 1) && !layout.isLaidOut(p + 1))
        let before = layout.laidOutParagraphCount
        let offset = storage.starts[p] + 4
        view.editor.edit(offset..<(offset + 5), with: "QUICK\nSLOW", kind: .typing)
        let edited = view.editor.storage
        #expect(edited.paragraphs.count == 1001)
        #expect(edited.paragraphs[p].text == "the QUICK")
        #expect(edited.paragraphs[p + 1].text.hasPrefix("SLOW brown fox"))
        // The edit touched paragraphs p - 1…p, now p - 1…p + 1.
        #expect(layout.isLaidOut(p - 1) && layout.isLaidOut(p) && layout.isLaidOut(p + 1))
        #expect(!layout.isLaidOut(p + 2) && !layout.isLaidOut(p - 2))
        #expect(layout.laidOutParagraphCount == before + 3)
        #expect(layout.lineCounts.counts[p] == 1)
        #expect(layout.paragraphs[p + 1].texts.first.map { $0.hasPrefix("SLOW brown") } == true)
        #expect(view.editor.undo())
        #expect(view.editor.storage.paragraphs.count == 1000)
        #expect(layout.lineCounts.counts[p] == Self.exactLines(p))
        #expect(layout.lineCounts.total == (0..<1000).map {
            layout.isLaidOut($0) ? Self.exactLines($0) : layout.estimatedLines(Self.paragraph($0), count: Self.paragraph($0).count)
        }.reduce(0, +))
    }

    @Test func layoutIsDeterministic() {
        func run() -> ([Int], Size, Point) {
            let (window, view) = makeView(Self.text(paragraphs: 1000))
            view.contentOffset = Point(x: 0, y: 3000)
            window.layoutIfNeeded()
            view.becomeFirstResponder()
            view.selectedRange = 120_000..<120_000
            window.insertText("x")
            window.layoutIfNeeded()
            return (view.editor.layout.lineCounts.counts, view.contentSize, view.contentOffset)
        }
        let first = run(), second = run()
        #expect(first.0 == second.0 && first.1 == second.1 && first.2 == second.2)
    }

    /// The bound `LargeTextViewTests` asserts catches eager layout: a text
    /// laid out whole has far more paragraphs laid out.
    @Test func theParagraphBoundCatchesEagerLayout() {
        let (_, view) = makeView(Self.text(paragraphs: 1000))
        #expect(view.editor.layout.laidOutParagraphCount <= LargeTextViewTests.boundedParagraphs)
        view.editor.layout.layOutAll()
        #expect(view.editor.layout.laidOutParagraphCount > LargeTextViewTests.boundedParagraphs)
    }
}
