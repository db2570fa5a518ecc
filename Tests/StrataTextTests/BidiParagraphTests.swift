// Hand cases of the bidirectional algorithm. The expected levels and orders
// are FriBidi's (`fribidi --levels --vtol`, GNU FriBidi 1.0.8, Debian's
// libfribidi-bin), or, for the classes and mirrors, the lines of
// DerivedBidiClass.txt and BidiMirroring.txt.
import Testing
import StrataText

@Suite("The bidirectional algorithm: hand cases")
struct BidiParagraphTests {
    @Test("paragraph level, levels and visual order of mixed text", arguments: [
        // An Arabic word in an English sentence.
        ("The word مرحبا means hello", nil, 0,
         [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
         [0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 12, 11, 10, 9, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]),
        // Numbers after Arabic letters are Arabic numbers (W2), at level 2.
        ("عدد 42", nil, 1, [1, 1, 1, 1, 2, 2], [4, 5, 3, 2, 1, 0]),
        ("abc عدد 42", nil, 0, [0, 0, 0, 0, 1, 1, 1, 1, 2, 2], [0, 1, 2, 3, 8, 9, 7, 6, 5, 4]),
        // A percent sign after an Arabic number is no terminator (W5 needs EN), a minus no separator.
        ("ع 1.5% و-3 ب", nil, 1, [1, 1, 2, 2, 2, 1, 1, 1, 1, 2, 1, 1], [11, 10, 9, 8, 7, 6, 5, 2, 3, 4, 1, 0]),
        // Hebrew after English.
        ("abc אבג", nil, 0, [0, 0, 0, 0, 1, 1, 1], [0, 1, 2, 3, 6, 5, 4]),
        // Nested isolates: RLI a LRI b PDI PDI.
        ("a\u{2067}b\u{2066}c\u{2069}\u{2069}d", nil, 0, [0, 0, 2, 1, 2, 1, 0, 0], [0, 1, 5, 4, 3, 2, 6, 7]),
        // An isolate never closed runs to the end of the paragraph.
        ("\u{2067}abc", nil, 0, [0, 2, 2, 2], [0, 1, 2, 3]),
        // A PDI with no isolate to close changes nothing.
        ("a\u{2069}b", nil, 0, [0, 0, 0], [0, 1, 2]),
        ("a\u{2069}b", .rightToLeft, 1, [2, 2, 2], [0, 1, 2]),
        // Paragraph separators split the text (P1): "cd" is a left-to-right paragraph of its own.
        ("\u{05D0}\u{202B}b\u{2029}cd", nil, 1, [1, nil, 4, 1, 0, 0], [3, 2, 0, 4, 5]),
        // An isolate ends at the end of its paragraph.
        ("a\u{2067}b\u{2029}c\u{2069}d", nil, 0, [0, 0, 2, 0, 0, 0, 0], [0, 1, 2, 3, 4, 5, 6]),
        // Three paragraphs, right to left, left to right (no strong letter), left to right;
        // FriBidi run on each line: "א b" 1 1 2, "c ב " 0 0 1 0.
        ("\u{05D0} b\n\nc \u{05D1} ", nil, 1, [1, 1, 2, 1, 0, 0, 0, 1, 0], [3, 2, 1, 0, 4, 5, 6, 7, 8]),
    ] as [(String, TextDirection?, Int, [Int?], [Int])])
    func mixedText(text: String, direction: TextDirection?, level: Int, levels: [Int?], order: [Int]) {
        let paragraph = BidiParagraph(text, direction: direction)
        #expect(paragraph.paragraphLevel == level)
        #expect(paragraph.levels == levels)
        #expect(paragraph.visualOrder() == order)
        #expect(paragraph.count == text.unicodeScalars.count)
    }

    @Test("130 nested embeddings stop at level 125; the 67 beyond only count, so 130 PDFs close them all")
    func deepEmbeddings() {
        let text = String(repeating: "\u{202B}", count: 130) + "a" + String(repeating: "\u{202C}", count: 130) + "b"
        let paragraph = BidiParagraph(text)
        let removed = [Int?](repeating: nil, count: 130)
        #expect(paragraph.paragraphLevel == 0)
        #expect(paragraph.levels == removed + [126] + removed + [0])
        #expect(paragraph.visualOrder() == [130, 261])
    }

    @Test("hostile formatters: 10 000 unpaired isolates, embeddings or pops resolve, every level at most 126")
    func unpairedFormatters() {
        for formatter in ["\u{2067}", "\u{2066}", "\u{2068}", "\u{202E}", "\u{202A}", "\u{2069}", "\u{202C}"] {
            let text = String(repeating: formatter + "a\u{05D0}", count: 10_000)
            let paragraph = BidiParagraph(text)
            #expect(paragraph.levels.allSatisfy { ($0 ?? 0) <= 126 })
            #expect(paragraph.visualOrder().count == paragraph.levels.compactMap { $0 }.count)
        }
    }

    @Test("init(classes:) runs the class sequences of BidiTest.txt", arguments: [
        // Lines of BidiTest.txt with their @Levels and @Reorder.
        ([BidiClass.l, .lre, .r, .r], TextDirection.leftToRight, [Int?.some(0), nil, 3, 3], [0, 3, 2]),
        ([.r, .en, .cs, .en], .rightToLeft, [1, 2, 2, 2], [1, 2, 3, 0]),
        ([.al, .en, .cs, .en], .rightToLeft, [1, 2, 2, 2], [1, 2, 3, 0]),
        ([.l, .ws, .s, .ws], .rightToLeft, [2, 1, 1, 1], [3, 2, 1, 0]),
    ] as [([BidiClass], TextDirection, [Int?], [Int])])
    func classSequences(classes: [BidiClass], direction: TextDirection, levels: [Int?], order: [Int]) {
        let paragraph = BidiParagraph(classes: classes, direction: direction)
        #expect(paragraph.levels == levels)
        #expect(paragraph.visualOrder() == order)
    }

    @Test("a line of a paragraph: L1 puts its trailing whitespace at the paragraph level")
    func lineReordering() {
        // "ab אב גד" broken after the second space: that space, at level 1 in
        // the paragraph, ends the first line and goes back to level 0
        // (FriBidi orders the line's text alone, "ab אב ", the same way).
        let paragraph = BidiParagraph("ab \u{05D0}\u{05D1} \u{05D2}\u{05D3}")
        #expect(paragraph.paragraphLevel == 0)
        #expect(paragraph.levels == [0, 0, 0, 1, 1, 1, 1, 1])
        #expect(paragraph.visualOrder() == [0, 1, 2, 7, 6, 5, 4, 3])
        #expect(paragraph.visualOrder(of: 0..<6) == [0, 1, 2, 4, 3, 5])
        #expect(paragraph.visualOrder(of: 6..<8) == [7, 6])
        #expect(paragraph.visualOrder(of: 3..<3) == [])
    }

    @Test("classes of scalars come from DerivedBidiClass.txt, defaults for unassigned code points included", arguments: [
        (0x41, BidiClass.l), (0x05D0, .r), (0x0627, .al), (0x31, .en), (0x2B, .es), (0x25, .et),
        (0x0660, .an), (0x2C, .cs), (0x0300, .nsm), (0x200B, .bn), (0x0A, .b), (0x2029, .b),
        (0x09, .s), (0x20, .ws), (0x21, .on), (0x202A, .lre), (0x202D, .lro), (0x202B, .rle),
        (0x202E, .rlo), (0x202C, .pdf), (0x2066, .lri), (0x2067, .rli), (0x2068, .fsi), (0x2069, .pdi),
        // Unassigned: U+05FF in the Hebrew block is R, U+07FC (NKo) R, U+FDD0 (a noncharacter) BN,
        // U+20C1 (currency symbols) ET, U+E0080 BN, U+10FFFF BN.
        (0x05FF, .r), (0x07FC, .r), (0xFDD0, .bn), (0x20C1, .et), (0xE0080, .bn), (0x10FFFF, .bn), (0x4E00, .l),
    ] as [(UInt32, BidiClass)])
    func classes(value: UInt32, bidiClass: BidiClass) throws {
        #expect(BidiClass(try #require(Unicode.Scalar(value))) == bidiClass)
    }

    @Test("mirrored glyphs come from BidiMirroring.txt", arguments: [
        ("(", ")"), (")", "("), ("<", ">"), ("[", "]"), ("«", "»"), ("\u{2208}", "\u{220B}"),
        ("\u{FF62}", "\u{FF63}"), ("a", nil), ("\u{221A}", nil),
    ] as [(Unicode.Scalar, Unicode.Scalar?)])
    func mirrors(scalar: Unicode.Scalar, mirror: Unicode.Scalar?) {
        #expect(BidiMirroring.mirror(of: scalar) == mirror)
    }

    @Test("the snippet of Docs/Text.md, \"Bidirectional text\", shows these values")
    func guideSnippet() {
        let paragraph = BidiParagraph("The word مرحبا means hello")
        #expect(paragraph.paragraphLevel == 0)
        #expect(paragraph.levels[9] == 1)
        #expect(paragraph.visualOrder().prefix(15) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 12, 11, 10, 9, 14])
        #expect(paragraph.visualOrder(of: 0..<9) == Array(0..<9))
        #expect(BidiParagraph("abc", direction: .rightToLeft).paragraphLevel == 1)
        #expect(BidiParagraph(classes: [.l, .lre, .r, .r], direction: .leftToRight).levels == [0, nil, 3, 3])
        #expect(BidiMirroring.mirror(of: "(") == ")")
        #expect(BidiParagraph("abc \u{05D0}\u{05D1}\u{05D2}").visualOrder() == [0, 1, 2, 3, 6, 5, 4])
    }
}
