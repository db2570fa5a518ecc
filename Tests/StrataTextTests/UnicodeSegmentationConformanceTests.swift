// Every line of Unicode's own break tests (Debian's `unicode-data`,
// /usr/share/unicode/auxiliary) against `TextSegmentation`: the reference is
// Unicode's, never our own output.
import Foundation
import Testing
import StrataText

/// A test file of Unicode's auxiliary folder: its lines as scalars and the
/// offsets where the file marks a break (`÷`).
struct UnicodeBreakTestFile {
    /// The Unicode version the generated tables come from.
    static let version = "15.0.0"
    static let folder = "/usr/share/unicode/auxiliary/"

    let name: String

    /// Whether the file is installed and of the tables' version.
    var isInstalled: Bool {
        guard let handle = FileHandle(forReadingAtPath: UnicodeBreakTestFile.folder + name) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 200), as: UTF8.self)
        return head.contains("-\(UnicodeBreakTestFile.version).txt")
    }

    var reason: Comment {
        "needs \(UnicodeBreakTestFile.folder)\(name) of Unicode \(UnicodeBreakTestFile.version) (apt-get install unicode-data)"
    }

    /// The cases: each line's text and expected break offsets in scalars.
    func cases() throws -> [(line: Int, text: String, breaks: [Int])] {
        let contents = try String(contentsOfFile: UnicodeBreakTestFile.folder + name, encoding: .utf8)
        var cases: [(line: Int, text: String, breaks: [Int])] = []
        for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            var scalars = String.UnicodeScalarView()
            var breaks: [Int] = []
            for token in body.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" {
                    if !scalars.isEmpty { breaks.append(scalars.count) }
                } else if token != "×" {
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        Issue.record("line \(number + 1): bad token \(token)")
                        continue
                    }
                    scalars.append(scalar)
                }
            }
            if !scalars.isEmpty { cases.append((number + 1, String(scalars), breaks)) }
        }
        return cases
    }
}

@Suite("UAX #14 and #29: Unicode's LineBreakTest.txt and WordBreakTest.txt")
struct UnicodeSegmentationConformanceTests {
    static let lineFile = UnicodeBreakTestFile(name: "LineBreakTest.txt")
    static let wordFile = UnicodeBreakTestFile(name: "WordBreakTest.txt")

    @Test("every line of LineBreakTest.txt", .enabled(if: lineFile.isInstalled, lineFile.reason))
    func lineBreakTest() throws {
        let cases = try Self.lineFile.cases()
        var failures: [String] = []
        for (line, text, expected) in cases {
            let ours = TextSegmentation.lineBreakOpportunities(in: text).map(\.offset)
            if ours != expected { failures.append("line \(line): expected \(expected), got \(ours)") }
        }
        #expect(cases.count == 7654)
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) fail: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test("every line of WordBreakTest.txt", .enabled(if: wordFile.isInstalled, wordFile.reason))
    func wordBreakTest() throws {
        let cases = try Self.wordFile.cases()
        var failures: [String] = []
        for (line, text, expected) in cases {
            let ours = TextSegmentation.wordBoundaries(in: text)
            if ours != expected { failures.append("line \(line): expected \(expected), got \(ours)") }
        }
        #expect(cases.count == 1823)
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) fail: \(failures.prefix(20).joined(separator: "\n"))")
    }
}
