// The cascade's one-pass width (`FontCascade.singleScalarWidth`): which
// scalars it takes as clusters of their own, checked against Unicode's
// GraphemeBreakProperty.txt (Debian's `unicode-data`), and its widths,
// which must equal the sum of the runs `runs(in:)` itemises by grapheme
// clusters, each measured by its face.
import Foundation
import Testing
@testable import StrataText

@Suite struct FontCascadeWidthTests {
    static let graphemeBreakFile = "/usr/share/unicode/auxiliary/GraphemeBreakProperty.txt"

    /// No scalar the one-pass width takes as a cluster of its own has a
    /// grapheme break property that can join it to a neighbour.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: graphemeBreakFile),
                   "needs /usr/share/unicode/auxiliary/GraphemeBreakProperty.txt (apt-get install unicode-data)"))
    func standingAloneScalarsNeverJoin() throws {
        let joining: Set<String> = ["CR", "Extend", "SpacingMark", "Prepend", "ZWJ", "Regional_Indicator", "L", "V", "T"]
        var checked = 0
        var wrong: [String] = []
        for line in try String(contentsOfFile: Self.graphemeBreakFile, encoding: .utf8).split(separator: "\n") {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, joining.contains(fields[1]) else { continue }
            let bounds = fields[0].split(separator: ".").filter { !$0.isEmpty }.compactMap { UInt32($0, radix: 16) }
            try #require(bounds.count >= 1)
            for scalar in bounds[0]...bounds[bounds.count - 1] {
                checked += 1
                if FontCascade.standsAlone(scalar) { wrong.append("\(String(scalar, radix: 16)) \(fields[1])") }
            }
        }
        #expect(checked > 2_000)
        #expect(wrong == [])
        // The ranges it does take (a sample of each).
        let alone: [UInt32] = [0x41, 0x0A, 0x3B1, 0x416, 0x2014, 0x263A, 0x3001, 0x3042, 0x4E16, 0xAC00, 0xFF76, 0x1F600, 0x1F389]
        #expect(alone.filter { !FontCascade.standsAlone($0) } == [])
        let joins: [UInt32] = [0x0D, 0x301, 0x483, 0x200D, 0x20DD, 0x302A, 0x3099, 0xFE0F, 0xFF9E, 0x1F1E6, 0x1F3FB, 0xE0020]
        #expect(joins.filter { FontCascade.standsAlone($0) } == [])
    }
}

extension FontCascadeTests {
    /// The one-pass width equals the sum of `runs(in:)`'s runs, each
    /// measured by its face (fallback across Han, Hangul, kana, emoji;
    /// punctuation staying in the run before it; kerning within runs).
    @Test(arguments: [
        "Strata 把每个视图排成一行 (UIStackView) 😀 and wraps Chinese text 在标点之后，不在之前。 🎉 ",
        "Γειά Привет 世界, ☺ ✅ ｶﾀｶﾅ 한국어 AVATAR To",
        "「こんにちは」、カタカナ。x",
        "😀😃🎉 🐧🦀 fin",
    ])
    func onePassWidthIsTheSumOfTheRuns(text: String) throws {
        let cascade = FontLibrary.shared.cascade(primary: Self.dejaVu, languages: ["zh-Hans"])
        let fast = try #require(cascade.singleScalarWidth(of: text[...], atSize: 15))
        let runs = cascade.runs(in: text)
        #expect(runs.count > 1)
        let sum = runs.reduce(0.0) { $0 + $1.face.width(of: text[$1.range], atSize: 15) }
        #expect(fast == sum)
        #expect(cascade.width(of: text[...], atSize: 15) == sum)
    }

    /// Text with a scalar that may join its neighbour is measured by
    /// clusters (the one-pass width declines it).
    @Test(arguments: ["ｶﾞ", "e\u{301}世", "a\r\nb", "👍🏽", "🇯🇵"])
    func clustersTakeTheGeneralPath(text: String) {
        let cascade = FontLibrary.shared.cascade(primary: Self.dejaVu, languages: ["ja"])
        #expect(cascade.singleScalarWidth(of: text[...], atSize: 15) == nil)
    }
}
