// The cascade's memoised width (`FontCascade.WidthMemo`) against the
// measurer it replaced: every substring of mixed real text (Chinese,
// Japanese, Korean, English, emoji, symbols, Greek, Cyrillic, and
// Devanagari and Thai, which take the shaped path) must measure the very
// same `Double`, and the typesetter must break lines at the same places.
import Foundation
import Testing
@testable import StrataText

/// The cascade's width as it was measured before the memo (verbatim the
/// previous `FontCascade.width(of:atSize:)` and `singleScalarWidth`):
/// each scalar's choice asked of the cascade, compared as a whole `Choice`.
struct PreChangeCascadeMeasurer: TextMeasurer {
    let cascade: FontCascade

    var fontName: String { cascade.fontName }
    func metrics(atSize size: Double) -> FontMetrics { cascade.metrics(atSize: size) }
    var ellipsis: String { cascade.ellipsis }

    /// The previous `FontCascade.width(of:atSize:)`.
    func width(of text: Substring, atSize size: Double) -> Double {
        if !cascade.features.isEmpty || LineShaper.needsShaping(text) {
            return LineShaper.shape(text, measurer: cascade, direction: nil).reduce(0) { $0 + $1.width(atSize: size) }
        }
        if let width = singleScalarWidth(of: text, atSize: size) { return width }
        var total = 0.0
        cascade.forEachRun(in: text) { range, face, _ in total += face.width(of: text[range], atSize: size) }
        return total
    }

    /// The previous `FontCascade.singleScalarWidth(of:atSize:)`.
    func singleScalarWidth(of text: Substring, atSize size: Double) -> Double? {
        let scalars = text.unicodeScalars
        for s in scalars where !FontCascade.standsAlone(s.value) { return nil }
        var total = 0.0
        var current: FontCascade.Choice?
        var pen = 0
        var previousGlyph: UInt16 = 0, hasPrevious = false
        for s in scalars {
            let choice = cascade.choice(base: s, marks: [], mode: 0, after: current)
            if let c = current, c.face !== choice.face || c.reason != choice.reason {
                total += Double(pen) * size / Double(c.face.unitsPerEm)
                pen = 0
                hasPrevious = false
            }
            current = choice
            let face = choice.face
            let g = face.cmap.glyph(for: s.value)
            if hasPrevious, !face.kerning.isEmpty { pen += face.kerning.kerning(previousGlyph, g) }
            pen += face.advance(of: g)
            previousGlyph = g
            hasPrevious = true
        }
        if let c = current { total += Double(pen) * size / Double(c.face.unitsPerEm) }
        return total
    }
}

/// The fonts the memo tests need.
enum MemoFonts {
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let thai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
    static let isInstalled = FallbackFonts.isInstalled
        && [emoji, thai].allSatisfy { FileManager.default.fileExists(atPath: $0) }
    static let missing: Comment = """
        needs DejaVu Sans, Noto Sans CJK, Noto Sans Devanagari, Noto Sans Thai, Noto Color Emoji and fontTools \
        (apt-get install fonts-dejavu-core fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji python3-fonttools)
        """
}

@Suite(.enabled(if: MemoFonts.isInstalled, MemoFonts.missing))
struct FontCascadeMemoTests {
    static let dejaVu = try! FontFace(contentsOf: FallbackFonts.dejaVuSans)

    /// Mixed text: each line a different mix of scripts, punctuation
    /// staying with the face before it, kerning pairs, emoji.
    static let texts: [String] = [
        "Strata 把每个视图排成一行 (UIStackView) 😀 and wraps Chinese text 在标点之后，不在之前。 🎉 AVATAR To",
        "「こんにちは」、カタカナとひらがな。漢字も。Tokyo 東京 ｶﾀｶﾅ！ (テスト) 123 ¥500 ✅",
        "한국어 텍스트를 줄바꿈합니다. Hangul 한글, 漢字 and 😀😃 «quotes» — done… ☺ ⌘ ⊕ ∑ → ←",
        "Γειά σου κόσμε · Привет, мир! Ελληνικά «Кириллица» ©®™ 15°C ½ ¼ “smart” ‘quotes’ 中文。",
        "नमस्ते दुनिया, यह हिंदी है। Hello 世界 สวัสดีชาวโลก ภาษาไทย 😀 ok",
        "🐧🦀🎉 fin. 世界😀世界 a😀b 。。、、 ，， ()（） —— ～ ＡＢＣ１２３ ａｂｃ!?",
    ]

    /// Lengths of the substrings cut at every character of the texts.
    static let lengths = [1, 2, 3, 4, 5, 7, 9, 12, 16, 21, 28, 37, 50, 70, 100]

    /// Every substring measures the same `Double` as before, in a cascade
    /// new to it (the memo filling) and again once it is warm, for each
    /// language order.
    @Test(arguments: [["zh-Hans"], ["ja"], ["ko"], []])
    func memoisedWidthIsThePreviousWidth(languages: [String]) throws {
        let cascade = FontCascade(primary: Self.dejaVu, languages: languages)
        let before = PreChangeCascadeMeasurer(cascade: cascade)
        var compared = 0, differing: [String] = []
        for pass in 0..<2 {
            for text in Self.texts {
                let starts = Array(text.indices)
                for (i, start) in starts.enumerated() {
                    for length in Self.lengths where i + length <= starts.count {
                        let end = i + length == starts.count ? text.endIndex : starts[i + length]
                        let piece = text[start..<end]
                        let new = cascade.width(of: piece, atSize: 15), old = before.width(of: piece, atSize: 15)
                        compared += 1
                        if new != old { differing.append("pass \(pass) \(piece): \(new) != \(old)") }
                    }
                }
            }
        }
        let cuts = Self.texts.reduce(0) { n, text in n + Self.lengths.reduce(0) { $0 + max(0, text.count - $1 + 1) } }
        #expect(compared == 2 * cuts)
        #expect(cuts == 3_886)
        #expect(differing == [])
    }

    /// More distinct characters than the memo has places (a new scalar
    /// replaces the one in its place): 3,000 ideographs with punctuation
    /// and Latin between them, measured twice, equal to before.
    @Test func evictedEntriesMeasureTheSame() {
        let cascade = FontCascade(primary: Self.dejaVu, languages: ["zh-Hans"])
        let before = PreChangeCascadeMeasurer(cascade: cascade)
        var text = ""
        for i in 0..<3_000 {
            text.unicodeScalars.append(Unicode.Scalar(UInt32(0x4E00 + 7 * i))!)
            if i % 11 == 0 { text += "，" }
            if i % 17 == 0 { text += " AV " }
        }
        let pieces = stride(from: 0, to: text.count - 40, by: 13).map { start -> Substring in
            let from = text.index(text.startIndex, offsetBy: start)
            return text[from..<text.index(from, offsetBy: 40)]
        }
        for _ in 0..<2 {
            #expect(pieces.filter { cascade.width(of: $0, atSize: 15) != before.width(of: $0, atSize: 15) } == [])
        }
        #expect(cascade.width(of: text[...], atSize: 13) == before.width(of: text[...], atSize: 13))
        #expect(pieces.count == 304)
    }

    /// A memo with every slot taken measures without it, as before.
    @Test func fullMemoMeasuresWithoutIt() throws {
        let cascade = FontCascade(primary: Self.dejaVu, languages: ["ja"])
        let before = PreChangeCascadeMeasurer(cascade: cascade)
        var full = FontCascade.WidthMemo()
        for i in 0..<FontCascade.WidthMemo.maxSlots {
            full.slots.append(FontCascade.Choice(face: Self.dejaVu, reason: .userCascade(family: "Filler \(i)")))
        }
        cascade.state.withLock { $0.widthMemo = full }
        let text = Self.texts[1][...]
        let width = try #require(cascade.singleScalarWidth(of: text, atSize: 15))
        #expect(width == before.width(of: text, atSize: 15))
        #expect(width > 300)
        let kept = try #require(cascade.state.withLock { $0.widthMemo })
        #expect(kept.slots.count == FontCascade.WidthMemo.maxSlots)
    }

    /// Threads measuring with one cascade at once (each takes the memo, or
    /// a new one while another holds it) all get the previous widths.
    @Test func threadsShareTheMemo() async {
        let cascade = FontCascade(primary: Self.dejaVu, languages: ["zh-Hans"])
        let before = PreChangeCascadeMeasurer(cascade: cascade)
        let pieces = Self.texts.flatMap { text in
            (0..<text.count - 12).map { text.dropFirst($0).prefix(12) }
        }
        let expected = pieces.map { before.width(of: $0, atSize: 15) }
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<3 {
                        for (i, piece) in pieces.enumerated() where (i + task + round) % 2 == 0 {
                            if cascade.width(of: piece, atSize: 15) != expected[i] { wrong += 1 }
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        #expect(pieces.count > 300)
    }

    /// The typesetter breaks the texts, and the benchmark's paragraph, at
    /// the same places with the same widths as with the previous measurer.
    @Test(arguments: [40.0, 97.5, 180, 300, 611])
    func linesBreakAsBefore(width: Double) {
        let cascade = FontCascade(primary: Self.dejaVu, languages: ["zh-Hans"])
        let sentence = Self.texts[0] + " "
        let paragraph = String(String(repeating: sentence, count: 2_000 / sentence.count + 1).prefix(2_000))
        var lines = 0
        for text in Self.texts + [paragraph, Self.texts.joined(separator: " ")] {
            let new = Typesetter(fontSize: 15, measurer: cascade)
                .layout(text, numberOfLines: 0, width: width, lineBreakMode: .byWordWrapping)
            let old = Typesetter(fontSize: 15, measurer: PreChangeCascadeMeasurer(cascade: cascade))
                .layout(text, numberOfLines: 0, width: width, lineBreakMode: .byWordWrapping)
            #expect(new.lines == old.lines)
            #expect(new.size == old.size)
            lines += new.lines.count
        }
        #expect(lines > Self.texts.count + 2)
    }
}
