// The Unicode bidirectional algorithm against Unicode's own conformance
// files, BidiTest.txt and BidiCharacterTest.txt (Debian's unicode-data,
// the Unicode version the generated tables come from): every line must pass.
import Foundation
import Testing
import StrataText

/// The conformance files, read once; nil when `unicode-data` is not installed.
enum UnicodeTestFiles {
    static let directory = "/usr/share/unicode"
    static let bidiTest: [UInt8]? = FileManager.default.contents(atPath: "\(directory)/BidiTest.txt").map { [UInt8]($0) }
    static let bidiCharacterTest: [UInt8]? =
        FileManager.default.contents(atPath: "\(directory)/BidiCharacterTest.txt").map { [UInt8]($0) }
    static let missing: Comment = "Unicode's bidi test files are not installed (\(directory)/BidiTest.txt; apt-get install unicode-data)"

    /// Calls `body` with every line (without its line feed) of `bytes`.
    static func forEachLine(_ bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            body(bytes[start..<end])
            start = end + 1
        }
    }

    /// The space- or tab-separated tokens of `line`.
    static func tokens(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
    }

    /// A decimal or hexadecimal number, or nil (`x`).
    static func number(_ token: ArraySlice<UInt8>, radix: Int = 10) -> Int? {
        var value = 0
        for byte in token {
            let digit: Int
            switch byte {
            case 0x30...0x39: digit = Int(byte) - 0x30
            case 0x41...0x46: digit = Int(byte) - 0x41 + 10
            case 0x61...0x66: digit = Int(byte) - 0x61 + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            value = value * radix + digit
        }
        return token.isEmpty ? nil : value
    }
}

@Suite("The bidirectional algorithm: Unicode's conformance files")
struct BidiConformanceTests {
    /// The short names of the classes in the files (`L`, `NSM`, `RLE`, …),
    /// packed as bytes, in the order of `classes`.
    static let classNames: [UInt32] = BidiClass.allCases.map { pack(Array(String(describing: $0).uppercased().utf8)[...]) }
    static let classes: [BidiClass] = Array(BidiClass.allCases)

    /// The paragraph directions of a BidiTest.txt bitset, by bit: auto, left to right, right to left.
    static let directions: [TextDirection?] = [nil, .leftToRight, .rightToLeft]

    /// A token of up to four bytes as one number.
    static func pack(_ token: ArraySlice<UInt8>) -> UInt32 {
        var packed: UInt32 = 0
        for byte in token { packed = packed << 8 | UInt32(byte) }
        return packed
    }

    /// The names packed modulo 66 are all different: `nameSlots[packed % 66]`
    /// is the index of the only class that can have the name (-1: none).
    static let nameSlots: [Int] = {
        var slots = [Int](repeating: -1, count: 66)
        for (index, name) in classNames.enumerated() { slots[Int(name % 66)] = index }
        return slots
    }()

    /// The class named by `token`, or nil.
    static func bidiClass(named token: ArraySlice<UInt8>) -> BidiClass? {
        let packed = pack(token)
        let index = nameSlots[Int(packed % 66)]
        guard index >= 0, classNames[index] == packed else { return nil }
        return classes[index]
    }

    /// BidiTest.txt runs in this many parts, in parallel: part k takes the
    /// data lines whose number modulo `parts` is k.
    static let parts = 4

    @Test("every case of BidiTest.txt: levels and visual order, for each paragraph direction of its bitset",
          .enabled(if: UnicodeTestFiles.bidiTest != nil, UnicodeTestFiles.missing), arguments: 0..<parts)
    func bidiTest(part: Int) throws {
        let bytes = try #require(UnicodeTestFiles.bidiTest)
        var expectedLevels: [Int?] = []
        var expectedOrder: [Int] = []
        var classes: [BidiClass] = []
        var cases = 0, failures = 0, lineNumber = 0, dataLines = 0
        var firstFailures: [String] = []
        UnicodeTestFiles.forEachLine(bytes) { line in
            lineNumber += 1
            guard let first = line.first, first != 0x23 else { return }   // blank or comment
            if first == 0x40 {   // @Levels: or @Reorder:
                let tokens = UnicodeTestFiles.tokens(line)
                guard let name = tokens.first else { return }
                if name.elementsEqual("@Levels:".utf8) {
                    expectedLevels = tokens.dropFirst().map { UnicodeTestFiles.number($0) }
                } else if name.elementsEqual("@Reorder:".utf8) {
                    expectedOrder = tokens.dropFirst().compactMap { UnicodeTestFiles.number($0) }
                }
                return
            }
            guard let semicolon = line.firstIndex(of: 0x3B) else { return }
            dataLines += 1
            guard dataLines % Self.parts == part else { return }
            classes.removeAll(keepingCapacity: true)
            for token in UnicodeTestFiles.tokens(line[..<semicolon]) {
                guard let bidiClass = Self.bidiClass(named: token) else {
                    failures += 1
                    return
                }
                classes.append(bidiClass)
            }
            let bitset = UnicodeTestFiles.number(UnicodeTestFiles.tokens(line[(semicolon + 1)...]).first ?? [], radix: 16) ?? 0
            guard bitset & 7 != 0, !classes.isEmpty else {   // a line that tests nothing is a parse failure
                failures += 1
                return
            }
            for shift in 0..<3 where bitset & (1 << shift) != 0 {
                let bit = 1 << shift, direction = Self.directions[shift]
                cases += 1
                let paragraph = BidiParagraph(classes: classes, direction: direction)
                let levels = paragraph.levels
                let order = paragraph.visualOrder()
                if levels != expectedLevels || order != expectedOrder {
                    failures += 1
                    if firstFailures.count < 10 {
                        firstFailures.append("line \(lineNumber) (bit \(bit)): levels \(levels.map { $0.map(String.init) ?? "x" }), order \(order)")
                    }
                }
            }
        }
        #expect(cases > 0)
        #expect(failures == 0, "\(failures) of \(cases) cases fail: \(firstFailures.joined(separator: "; "))")
    }

    @Test("every line of BidiCharacterTest.txt: paragraph level, levels and visual order",
          .enabled(if: UnicodeTestFiles.bidiCharacterTest != nil, UnicodeTestFiles.missing))
    func bidiCharacterTest() throws {
        let bytes = try #require(UnicodeTestFiles.bidiCharacterTest)
        var cases = 0, failures = 0, lineNumber = 0
        var firstFailures: [String] = []
        UnicodeTestFiles.forEachLine(bytes) { line in
            lineNumber += 1
            guard let first = line.first, first != 0x23 else { return }
            let fields = line.split(separator: 0x3B, omittingEmptySubsequences: false)
            guard fields.count == 5 else { failures += 1; return }
            var text = String.UnicodeScalarView()
            for token in UnicodeTestFiles.tokens(fields[0]) {
                guard let value = UnicodeTestFiles.number(token, radix: 16), let scalar = Unicode.Scalar(UInt32(value)) else {
                    failures += 1
                    return
                }
                text.append(scalar)
            }
            let direction: TextDirection?
            switch UnicodeTestFiles.number(UnicodeTestFiles.tokens(fields[1]).first ?? []) {
            case 0: direction = .leftToRight
            case 1: direction = .rightToLeft
            default: direction = nil
            }
            let expectedLevel = UnicodeTestFiles.number(UnicodeTestFiles.tokens(fields[2]).first ?? [])
            let expectedLevels = UnicodeTestFiles.tokens(fields[3]).map { UnicodeTestFiles.number($0) }
            let expectedOrder = UnicodeTestFiles.tokens(fields[4]).compactMap { UnicodeTestFiles.number($0) }
            cases += 1
            let paragraph = BidiParagraph(String(text), direction: direction)
            let levels = paragraph.levels
            let order = paragraph.visualOrder()
            if paragraph.paragraphLevel != expectedLevel || levels != expectedLevels || order != expectedOrder {
                failures += 1
                if firstFailures.count < 10 {
                    firstFailures.append("line \(lineNumber): level \(paragraph.paragraphLevel), levels \(levels.map { $0.map(String.init) ?? "x" }), order \(order)")
                }
            }
        }
        #expect(cases > 0)
        #expect(failures == 0, "\(failures) of \(cases) lines fail: \(firstFailures.joined(separator: "; "))")
    }
}

@Suite("The conformance tests read the class names")
struct BidiClassNameTests {
    @Test("every class name of BidiTest.txt reads as its class, and nothing else does")
    func names() {
        for bidiClass in BidiClass.allCases {
            let name = Array(String(describing: bidiClass).uppercased().utf8)[...]
            #expect(BidiConformanceTests.bidiClass(named: name) == bidiClass)
        }
        #expect(BidiConformanceTests.bidiClass(named: Array("XX".utf8)[...]) == nil)
        #expect(Set(BidiConformanceTests.nameSlots.filter { $0 >= 0 }).count == BidiClass.allCases.count)
    }
}
