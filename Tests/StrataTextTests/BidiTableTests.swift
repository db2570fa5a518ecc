// The generated tables of Sources/StrataText/Bidi/ against the Unicode
// Character Database files they come from (Debian's unicode-data), for
// every code point: Scripts/generate-bidi-tables must have been run on the
// same Unicode version.
import Foundation
import Testing
import StrataText

@Suite("The bidi tables match the Unicode Character Database")
struct BidiTableTests {
    static var derivedBidiClass: Data? { FileManager.default.contents(atPath: "\(UnicodeTestFiles.directory)/extracted/DerivedBidiClass.txt") }
    static var bidiMirroring: Data? { FileManager.default.contents(atPath: "\(UnicodeTestFiles.directory)/BidiMirroring.txt") }
    static var bidiBrackets: Data? { FileManager.default.contents(atPath: "\(UnicodeTestFiles.directory)/BidiBrackets.txt") }

    /// The fields of the data lines of a UCD file (before any `#`), trimmed.
    static func dataLines(_ data: Data) -> [[Substring]] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = content.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces)[...] }
            return fields.count >= 2 ? fields : nil
        }
    }

    /// `0041` or `0041..005A` as a closed range of code points.
    static func codePoints(_ field: Substring) -> ClosedRange<UInt32>? {
        let bounds = field.components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
        guard let low = bounds.first, let high = bounds.last else { return nil }
        return low...high
    }

    static let longNames: [String: BidiClass] = [
        "Left_To_Right": .l, "Right_To_Left": .r, "Arabic_Letter": .al, "European_Terminator": .et,
        "Boundary_Neutral": .bn,
    ]

    @Test("every code point's class is DerivedBidiClass.txt's, with its @missing defaults",
          .enabled(if: derivedBidiClass != nil, UnicodeTestFiles.missing))
    func classes() throws {
        let data = try #require(Self.derivedBidiClass)
        let text = String(decoding: data, as: UTF8.self)
        var expected = [BidiClass](repeating: .l, count: 0x110000)
        // The @missing lines first, in file order, then the data lines.
        for line in text.split(separator: "\n") where line.hasPrefix("# @missing:") {
            let fields = line.dropFirst("# @missing:".count).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let range = try #require(Self.codePoints(fields[0][...]))
            let bidiClass = try #require(Self.longNames[fields[1]], "unknown default \(fields[1])")
            for value in range { expected[Int(value)] = bidiClass }
        }
        let byName = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map { (String(describing: $0).uppercased(), $0) })
        var lines = 0
        for fields in Self.dataLines(data) {
            let range = try #require(Self.codePoints(fields[0]))
            let bidiClass = try #require(byName[String(fields[1])], "unknown class \(fields[1])")
            for value in range { expected[Int(value)] = bidiClass }
            lines += 1
        }
        #expect(lines > 1000)
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }   // surrogates
            let found = BidiClass(scalar)
            if found != expected[Int(value)], mismatches.count < 10 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): \(found), not \(expected[Int(value)])")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("every mirror of BidiMirroring.txt, and none for the other characters of the BMP",
          .enabled(if: bidiMirroring != nil, UnicodeTestFiles.missing))
    func mirrors() throws {
        let data = try #require(Self.bidiMirroring)
        var mirrors: [UInt32: UInt32] = [:]
        for fields in Self.dataLines(data) {
            let from = try #require(UInt32(fields[0], radix: 16)), to = try #require(UInt32(fields[1], radix: 16))
            mirrors[from] = to
        }
        #expect(mirrors.count > 400)
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(BidiMirroring.mirror(of: scalar)?.value == mirrors[value], "U+\(String(value, radix: 16, uppercase: true))")
        }
        for (from, to) in mirrors.sorted(by: { $0.key < $1.key }) where from > 0xFFFF {
            #expect(BidiMirroring.mirror(of: try #require(Unicode.Scalar(from)))?.value == to)
        }
    }

    @Test("every paired bracket of BidiBrackets.txt, with its pair and type",
          .enabled(if: bidiBrackets != nil, UnicodeTestFiles.missing))
    func brackets() throws {
        let data = try #require(Self.bidiBrackets)
        var count = 0
        for fields in Self.dataLines(data) where fields.count == 3 {
            let value = try #require(UInt32(fields[0], radix: 16)), pair = try #require(UInt32(fields[1], radix: 16))
            let canonical: (UInt32) -> UInt32 = { $0 == 0x2329 ? 0x3008 : $0 == 0x232A ? 0x3009 : $0 }
            let bracket = try #require(BidiBrackets.bracket(of: value))
            #expect(bracket.canonical == canonical(value))
            #expect(bracket.pair == canonical(pair))
            #expect(bracket.isOpening == (fields[2] == "o"))
            count += 1
        }
        #expect(count > 100)
        #expect(BidiBrackets.bracket(of: 0x41) == nil)
        #expect(BidiBrackets.bracket(of: 0x3C) == nil)   // < mirrors but does not pair
    }
}
