import Testing
@testable import Strata

@Suite("Typesetting with a host's measurer")
struct CustomMeasurerTests {
    let t = Typesetter(fontSize: 10, measurer: ProportionalTestMeasurer())

    @Test func widthsAndHeightComeFromTheMeasurer() {
        #expect(t.measure("mini") == Size(width: 16, height: 12.5))
        #expect(t.measure("one\ntwo\nthree") == Size(width: 30, height: 37.5))
        let l = t.layout("a\nb")
        #expect(l.metrics == FontMetrics(ascender: 8, descender: 2, lineHeight: 12.5))
        #expect(l.baselineOffset(ofLine: 0) == 8)
        #expect(l.baselineOffset(ofLine: 1) == 20.5)
        #expect(l.fontSize == 10)
    }

    @Test(arguments: [
        ("iiii iiii iiii", 22.0, ["iiii iiii", "iiii"]),
        ("iiii iiii iiii", 21.9, ["iiii", "iiii", "iiii"]),
        ("iiiiiiiiiiii", 20, ["iiiiiiiiii", "ii"]),
        ("it is bitter sweet", 36, ["it is", "bitter", "sweet"]),
        ("wide", 1, ["w", "i", "d", "e"]),
    ])
    func wrapsOnProportionalWidths(text: String, width: Double, lines: [String]) {
        #expect(t.layout(text, width: width).lines == lines)
    }

    @Test func wrappedSizeIsTheWidestMeasuredLine() {
        #expect(t.measure("iiii iiii iiii", width: 22) == Size(width: 22, height: 25))
        #expect(t.measure("it is bitter sweet", width: 36) == Size(width: 32, height: 37.5))
    }

    @Test func truncationUsesTheMeasurersEllipsisAndWidths() {
        #expect(t.layout("bitter sweet", numberOfLines: 1, width: 30).lines == ["bitt\u{2026}"])
        #expect(t.measure("bitter sweet", numberOfLines: 1, width: 30) == Size(width: 26, height: 12.5))
        #expect(t.layout("one\ntwo\nthree", numberOfLines: 2).lines == ["one", "two\u{2026}"])
    }

    @Test(arguments: [
        (LineBreakMode.byWordWrapping, ["it is"]),
        (.byCharWrapping, ["it is bi"]),
        (.byClipping, ["it is bi"]),
        (.byTruncatingHead, ["\u{2026}sweet"]),
        (.byTruncatingTail, ["it is\u{2026}"]),
        (.byTruncatingMiddle, ["it\u{2026}et"]),
    ])
    func oneLineInEveryMode(mode: LineBreakMode, lines: [String]) {
        #expect(t.layout("it is bitter sweet", numberOfLines: 1, width: 36, lineBreakMode: mode).lines == lines)
    }

    @Test(arguments: [
        (LineBreakMode.byWordWrapping, ["it is", "bitter"]),
        (.byCharWrapping, ["it is bi", "tter s"]),
        (.byClipping, ["it is", "bitter"]),
        (.byTruncatingHead, ["it is", "\u{2026}sweet"]),
        (.byTruncatingTail, ["it is", "bitte\u{2026}"]),
        (.byTruncatingMiddle, ["it is", "bit\u{2026}et"]),
    ])
    func twoLinesInEveryMode(mode: LineBreakMode, lines: [String]) {
        #expect(t.layout("it is bitter sweet", numberOfLines: 2, width: 36, lineBreakMode: mode).lines == lines)
    }
}

@MainActor
@Suite("Label with a host's measurer")
struct LabelMeasurerTests {
    func label(_ text: String) -> Label {
        let label = Label(text: text, fontSize: 10)
        label.measurer = ProportionalTestMeasurer()
        return label
    }

    @Test func intrinsicSizeAndSizeThatFitsUseTheMeasurer() {
        let l = label("it is bitter sweet")
        #expect(l.intrinsicContentSize == Size(width: 96, height: 12.5))
        l.numberOfLines = 0
        l.preferredMaxLayoutWidth = 36
        #expect(l.intrinsicContentSize == Size(width: 32, height: 37.5))
        #expect(l.sizeThatFits(Size(width: 22, height: 0)) == Size(width: 22, height: 62.5))
    }

    @Test func baselinesUseTheMeasurersMetrics() {
        let l = label("one\ntwo\nthree")
        l.numberOfLines = 0
        l.frame = Rect(x: 0, y: 0, width: 100, height: 37.5)
        #expect(l.fontMetrics == FontMetrics(ascender: 8, descender: 2, lineHeight: 12.5))
        #expect(l.firstBaselinePosition == .fromTop(8))
        #expect(l.lastBaselinePosition == .fromTop(33))
        #expect(l.lastBaselineOffsetFromBottom == 4.5)
    }

    @Test func drawingLayoutAndRunsUseTheMeasurer() {
        let window = Window(size: Size(width: 200, height: 100))
        let l = label("it is bitter sweet")
        l.frame = Rect(x: 10, y: 20, width: 36, height: 12.5)
        l.lineBreakMode = .byTruncatingHead
        window.rootView.addSubview(l)
        #expect(l.layoutForDrawing().lines == ["\u{2026}sweet"])
        #expect(window.displayList().commands == [
            .text(TextRun(text: "\u{2026}sweet", origin: Point(x: 10, y: 28), fontSize: 10,
                          fontName: "test-proportional", color: .black)),
        ])
    }

    @Test func changingTheMeasurerOrModeInvalidates() {
        let parent = CountingSuperview()
        let l = Label(text: "it is bitter sweet", fontSize: 10)
        parent.addSubview(l)
        #expect(l.intrinsicContentSize == Size(width: 108, height: 12))
        parent.reports = 0
        l.measurer = ProportionalTestMeasurer()
        #expect(parent.reports == 2)
        #expect(l.intrinsicContentSize == Size(width: 96, height: 12.5))
        l.lineBreakMode = .byClipping
        l.lineBreakMode = .byClipping
        #expect(parent.reports == 4)
    }

    @Test func newLabelsTakeTheDefaultMeasurer() {
        #expect(Label().measurer.fontName == "builtin")
        Label.defaultMeasurer = ProportionalTestMeasurer()
        defer { Label.defaultMeasurer = BuiltinTextMeasurer() }
        let l = Label(text: "mini", fontSize: 10)
        #expect(l.measurer.fontName == "test-proportional")
        #expect(l.intrinsicContentSize == Size(width: 16, height: 12.5))
    }
}
