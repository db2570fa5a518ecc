#if canImport(Glibc)
import Glibc
#endif
import Testing
import StrataTestFonts

/// The FontFuzz seeds in Tests/FuzzCorpus/FontFuzz are the test fonts as
/// `Scripts/generate-font-corpus` writes them.
@Suite struct FontCorpusTests {
    static let corpus: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // Fonts/FontCorpusTests.swift, StrataTests
        return parts.joined(separator: "/") + "/FuzzCorpus/FontFuzz/"
    }()

    static func read(_ name: String) -> [UInt8]? {
        guard let file = fopen(corpus + name, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        return bytes
    }

    @Test func seedsMatchTheTestFonts() {
        var cff = TestFont()
        cff.cff = true
        let expected: [(String, [UInt8])] = [
            ("gpos.ttf", TestFont().bytes()),
            ("kern.ttf", TestFont(kerning: .kernTable, format12: false).bytes()),
            ("collection.ttc", TestFont.collection([TestFont(family: "One"), TestFont(family: "Two", italic: true)])),
            ("cff.otf", cff.bytes()),
        ]
        for (name, bytes) in expected {
            #expect(Self.read(name) == bytes, "\(name): run Scripts/generate-font-corpus")
        }
    }
}
