// A paragraph resolved whole, then broken into lines (UAX #9: rules P2–I2
// over the paragraph, L1 per line), against Unicode's BidiCharacterTest.txt.
import Testing
@testable import StrataText

@Suite("Bidi: lines of a paragraph resolved whole")
struct BidiLineTests {
    /// The classes whose run at the end of a line L1 puts back at the paragraph level.
    static let trailing: Set<BidiClass> = [.ws, .fsi, .lri, .rli, .pdi]

    /// Every line of BidiCharacterTest.txt, cut in two at its middle scalar:
    /// each half's levels are the file's (resolved over the paragraph),
    /// with L1 applied to the first half's end too. The same halves
    /// resolved alone differ from the file for some lines: those where a
    /// paragraph's resolution matters.
    @Test(.enabled(if: UnicodeTestFiles.bidiCharacterTest != nil, UnicodeTestFiles.missing))
    func halvesOfEveryLineHaveTheParagraphsLevels() throws {
        let bytes = try #require(UnicodeTestFiles.bidiCharacterTest)
        var cases = 0, failures = 0, aloneDiffers = 0, lineNumber = 0
        var firstFailures: [String] = []
        UnicodeTestFiles.forEachLine(bytes) { line in
            lineNumber += 1
            guard let first = line.first, first != 0x23 else { return }
            let fields = line.split(separator: 0x3B, omittingEmptySubsequences: false)
            guard fields.count == 5 else { return }
            let scalars = UnicodeTestFiles.tokens(fields[0]).compactMap {
                UnicodeTestFiles.number($0, radix: 16).flatMap { Unicode.Scalar(UInt32($0)) }
            }
            guard scalars.count >= 2 else { return }
            let direction: TextDirection?
            switch UnicodeTestFiles.number(UnicodeTestFiles.tokens(fields[1]).first ?? []) {
            case 0: direction = .leftToRight
            case 1: direction = .rightToLeft
            default: direction = nil
            }
            guard let paragraphLevel = UnicodeTestFiles.number(UnicodeTestFiles.tokens(fields[2]).first ?? []) else { return }
            let file = UnicodeTestFiles.tokens(fields[3]).map { UnicodeTestFiles.number($0) }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let paragraph = BidiParagraph(String(text), direction: direction)
            let middle = scalars.count / 2
            // L1 at the first half's end: trailing whitespace and isolate
            // formatters (through removed characters) at the paragraph level.
            var expected = file
            var i = middle - 1
            while i >= 0 {
                if expected[i] != nil {
                    guard Self.trailing.contains(BidiClass(scalars[i])) else { break }
                    expected[i] = paragraphLevel
                }
                i -= 1
            }
            cases += 1
            for range in [0..<middle, middle..<scalars.count] {
                let levels = BidiLine(paragraph: paragraph, range: range).levels
                let want = expected[range]
                let got = zip(levels, want).map { level, w in w == nil ? nil : Int(level) }
                if got != Array(want) {
                    failures += 1
                    if firstFailures.count < 5 { firstFailures.append("line \(lineNumber) \(range): \(got) ≠ \(Array(want))") }
                }
            }
            // The second half resolved alone, in the paragraph's direction.
            var half = String.UnicodeScalarView()
            half.append(contentsOf: scalars[middle...])
            let alone = BidiParagraph(String(half), direction: paragraphLevel == 1 ? .rightToLeft : .leftToRight).levels
            if zip(alone, expected[middle...]).contains(where: { a, w in w != nil && a != w }) { aloneDiffers += 1 }
        }
        #expect(cases > 90_000)
        #expect(failures == 0, "\(failures) halves of \(cases) lines fail: \(firstFailures.joined(separator: "; "))")
        #expect(aloneDiffers > 1_000, "halves resolved alone that differ: \(aloneDiffers)")
    }

    /// The example of `BidiLine`'s documentation: a right-to-left isolate
    /// wrapped after its first word keeps its level on the next line.
    @Test func anIsolateWrappedKeepsItsLevel() {
        let paragraph = BidiParagraph("\u{2067}abc def\u{2069} ghi", direction: .leftToRight)
        let second = BidiLine(paragraph: paragraph, range: 5..<13)
        #expect(second.levels == [2, 2, 2, 0, 0, 0, 0, 0])
        #expect(BidiParagraph("def\u{2069} ghi", direction: .leftToRight).levels.compactMap { $0 } == [0, 0, 0, 0, 0, 0, 0, 0])
        let text = "\u{2067}abc def\u{2069} ghi"
        let line = text.dropFirst(5)
        #expect(BidiLine(line: line, in: text[...], resolved: paragraph).range == 5..<13)
    }

    /// Docs/Text.md's example: an RLE embedding wrapped onto a second line.
    @Test func anEmbeddingWrappedKeepsItsLevels() {
        let paragraph = BidiParagraph("\u{202B}wwwwwwwwww abc אבג\u{202C}", direction: .leftToRight)
        #expect(BidiLine(paragraph: paragraph, range: 12..<20).levels == [2, 2, 2, 1, 1, 1, 1, 1])
        #expect(BidiParagraph("abc אבג\u{202C}", direction: .leftToRight).levels == [0, 0, 0, 0, 1, 1, 1, nil])
    }
}
