import Testing
@testable import Strata
import StrataTestFonts

/// Labels measured in a font face: intrinsic size, baselines, wrapping,
/// display-list runs and stack baseline alignment across fonts.
@MainActor
@Suite struct LabelFontTests {
    /// Ascender 800, descender 200, gap 100 per 1000: at 20 pt 16, 4, line 22.
    nonisolated static let face = try! FontFace(bytes: TestFont().bytes())

    static func label(_ text: String, size: Double, lines: Int = 1) -> Label {
        let label = Label(text: text)
        label.font = Font(face: face, size: size)
        label.numberOfLines = lines
        return label
    }

    @Test func intrinsicSizeAndBaselinesFollowTheFont() {
        let one = Self.label("AV", size: 20)
        // (600 − 20 + 700) · 0.02 by (800 + 200 + 100) · 0.02.
        #expect(one.intrinsicContentSize == Size(width: 25.6, height: 22))
        #expect(one.firstBaselinePosition == .fromTop(16))
        #expect(one.lastBaselinePosition == .fromTop(16))
        let two = Self.label("A\nAV", size: 20, lines: 0)
        #expect(two.intrinsicContentSize == Size(width: 25.6, height: 44))
        two.frame = Rect(x: 0, y: 0, width: 25.6, height: 44)
        #expect(two.lastBaselinePosition == .fromTop(38))
        #expect(two.lastBaselineOffsetFromBottom == 6)
    }

    @Test func fontProperty() {
        let label = Self.label("A", size: 12)
        #expect(label.font == Font(face: Self.face, size: 12))
        #expect(label.fontSize == 12)
        #expect(label.measurer.fontName == "Strata Test Regular")
        label.font = .builtin(size: 10)
        #expect(label.font == .builtin(size: 10))
        #expect(label.measurer is BuiltinTextMeasurer)
        #expect(label.intrinsicContentSize == Size(width: 6, height: 12))
        #expect(Label(text: "x").font == .builtin(size: 17))   // the default stays built-in
    }

    @Test func wrappingUsesTheFontsAdvances() {
        // A = 6, space = 2.5 at 10 pt: "A A" is 14.5 wide, "A A A" 23.
        let label = Self.label("A A A", size: 10, lines: 0)
        label.preferredMaxLayoutWidth = 15
        #expect(label.layoutForDrawing().lines == ["A A", "A"])
        #expect(label.intrinsicContentSize == Size(width: 14.5, height: 22))
    }

    @Test func displayListRunsCarryTheFace() {
        let window = Window(size: Size(width: 100, height: 50))
        let label = Self.label("AV", size: 20)
        label.frame = Rect(x: 5, y: 7, width: 90, height: 22)
        window.rootView.addSubview(label)
        window.layoutIfNeeded()
        let runs = window.displayList().commands.compactMap { c -> TextRun? in if case .text(let r) = c { r } else { nil } }
        #expect(runs.count == 1)
        #expect(runs.first?.face === Self.face)
        #expect(runs.first?.fontName == "Strata Test Regular")
        #expect(runs.first?.origin == Point(x: 5, y: 23))
        #expect(runs.first?.face?.identity == FontIdentity(family: "Strata Test", style: "Regular",
                                                           postScriptName: "StrataTest-Regular"))
    }

    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func stackBaselinesLineUpAcrossFonts(alignment: StackView.Alignment) {
        let window = Window(size: Size(width: 300, height: 100))
        let labels = [Self.label("A", size: 20), Label(text: "A"), Self.label("A", size: 40)]
        let stack = StackView(arrangedSubviews: labels)
        stack.alignment = alignment
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        #expect(labels.map(\.frame.height) == [22, 20.4, 44])
        if alignment == .firstBaseline {
            // Ascenders 16, 15.3 and 32: every baseline at 32.
            #expect(labels.map(\.frame.minY) == [16, 32 - 15.3, 0])
        } else {
            // Last baselines 6, 5.1 and 12 above the bottoms: every baseline at 32.
            let baselines = zip(labels, [6.0, 5.1, 12.0]).map { $0.frame.maxY - $1 }
            #expect(baselines.allSatisfy { abs($0 - baselines[2]) < 1e-9 }, "\(baselines)")
        }
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
    func dejaVuLabelMetrics() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let label = Label(text: "Wave To")
        label.font = Font(face: face, size: 17)
        let k = 17.0 / 2048
        // hmtx plus GPOS kerning, from fontTools: "Wave" 5621, " " 651, "To" 2156, no kerning across the space.
        #expect(label.intrinsicContentSize.width == face.width(of: "Wave To", atSize: 17))
        #expect(face.forEachGlyph(in: "Wave To") { _, _ in } == 5621 + 651 + 2156)
        #expect(label.intrinsicContentSize.height == (1901 + 483) * k)
        #expect(label.firstBaselinePosition == .fromTop(1901 * k))
        label.frame = Rect(origin: .zero, size: label.intrinsicContentSize)
        #expect(abs(label.lastBaselineOffsetFromBottom - 483 * k) < 1e-12)
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing),
          arguments: [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle, .byClipping])
    func dejaVuTruncationUsesTheFontsWidthsAndEllipsis(mode: LineBreakMode) throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let label = Label(text: "The quick brown fox jumps over the lazy dog")
        label.font = Font(face: face, size: 17)
        label.lineBreakMode = mode
        label.frame = Rect(x: 0, y: 0, width: 120, height: 20)
        let lines = label.layoutForDrawing().lines
        #expect(lines.count == 1)
        let line = lines[0]
        #expect(face.width(of: line, atSize: 17) <= 120)
        // One more character would not fit.
        let full = "The quick brown fox jumps over the lazy dog"
        switch mode {
        case .byTruncatingTail:
            #expect(line.hasSuffix("\u{2026}") && full.hasPrefix(String(line.dropLast())))
            let longer = String(full.prefix(line.count)) + "\u{2026}"
            #expect(face.width(of: longer, atSize: 17) > 120)
        case .byTruncatingHead:
            #expect(line.hasPrefix("\u{2026}") && full.hasSuffix(String(line.dropFirst())))
        case .byTruncatingMiddle:
            #expect(line.contains("\u{2026}"))
        default:
            #expect(full.hasPrefix(line))
            #expect(face.width(of: String(full.prefix(line.count + 1)), atSize: 17) > 120)
        }
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
    func dejaVuWrapping() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let label = Label(text: "The quick brown fox jumps over the lazy dog")
        label.font = Font(face: face, size: 17)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 150
        let lines = label.layoutForDrawing().lines
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { face.width(of: $0, atSize: 17) <= 150 })
        #expect(lines.joined(separator: " ") == label.text)
        #expect(label.intrinsicContentSize.height == Double(lines.count) * (1901 + 483) * 17 / 2048)
    }
}
