import Foundation
import Strata
import StrataTestFonts
import Testing

/// `strata fonts`, and scenes naming a family whose file cannot be read:
/// the message names the file and the reason.
@Suite("strata fonts and font files that cannot be read")
struct FontsCLITests {
    /// Writes `fonts/` in `directory`: Alpha Regular, Bold and Italic, and a
    /// copy of Beta missing its last 40 bytes; returns the folder's path.
    static func writeFonts(in directory: TemporaryDirectory) throws -> String {
        let fonts = directory.path("fonts")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        func write(_ bytes: [UInt8], _ name: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: fonts + "/" + name)) }
        try write(TestFont(family: "Alpha").bytes(), "Alpha.ttf")
        try write(TestFont(family: "Alpha", style: "Bold", weightClass: 700).bytes(), "Alpha-Bold.ttf")
        try write(TestFont(family: "Alpha", style: "Italic", italic: true).bytes(), "Alpha-Italic.ttf")
        try write(Array(TestFont(family: "Beta").bytes().dropLast(40)), "Beta.ttf")
        return fonts
    }

    /// Why the truncated Beta cannot be read (the table directory names a table past its end).
    static let betaError = "font table 'header' at offset 172: table 'name' (904+139) ends past the end of the file (1036 bytes)"

    @Test func listsFamiliesAndSkippedFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fonts = try Self.writeFonts(in: directory)
        let result = try StrataExecutable.run(["fonts", "--dir", fonts], in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            directories: \(fonts)
            families (1):
              Alpha
                Regular (weight 400): \(fonts)/Alpha.ttf
                Italic (weight 400, italic): \(fonts)/Alpha-Italic.ttf
                Bold (weight 700): \(fonts)/Alpha-Bold.ttf
            skipped (1):
              \(fonts)/Beta.ttf: \(Self.betaError)

            """)
        #expect(FontLibrary(directories: [fonts]).skipped.map { "\($0.error)" } == [Self.betaError])
    }

    @Test func anEmptyFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try StrataExecutable.run(["fonts", "--dir", "."], in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "directories: .\nfamilies (0): no fonts were found\nskipped (0)\n")
    }

    /// Without `--dir`: the default directories, `$STRATA_FONT_PATH` last.
    @Test func scansTheDefaultDirectories() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fonts = try Self.writeFonts(in: directory)
        let result = try StrataExecutable.run(["fonts"], in: directory, environment: ["STRATA_FONT_PATH": fonts])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("directories: /usr/share/fonts, /usr/local/share/fonts, ") == true, "\(lines.prefix(1))")
        #expect(lines.first?.hasSuffix(", " + fonts) == true)
        #expect(lines.contains("  Alpha"))
        #expect(lines.contains("  \(fonts)/Beta.ttf: \(Self.betaError)"))
    }

    static let scene = #"{"window": {"width": 100, "height": 50}, "views": [{"id": "l", "type": "label", "text": "Hi", "font": FONT}]}"#

    /// A family whose only file is skipped: the error names the file and why.
    @Test func aMissingFamilyNamesTheFilesSkipped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fonts = try Self.writeFonts(in: directory)
        try directory.write(Self.scene.replacingOccurrences(of: "FONT", with: #"{"family": "Beta"}"#), to: "scene.json")
        let result = try StrataExecutable.run(["layout", "scene.json"], in: directory, environment: ["STRATA_FONT_PATH": fonts])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix(#"scene.json: views[0].font.family: font family "Beta" is not installed (families found: "#),
                "\(result.stderr)")
        #expect(result.stderr.contains("font file could not be read: ") || result.stderr.contains("font files could not be read: "))
        #expect(result.stderr.contains("\(fonts)/Beta.ttf (\(Self.betaError))"), "\(result.stderr)")
    }

    /// A face whose headers scan but whose tables fail to read in full: the
    /// first such mutant of a test font (two bytes set to 0xFFFF).
    static func unreadableFace() -> (bytes: [UInt8], error: String)? {
        let bytes = TestFont(family: "Gamma").bytes()
        for at in stride(from: 12, to: bytes.count - 1, by: 2) {
            var mutant = bytes
            mutant[at] = 0xFF
            mutant[at + 1] = 0xFF
            do {
                let descriptors = try FontDescriptorProbe.scan(mutant)
                guard descriptors == ["Gamma"] else { continue }
                _ = try FontFace(bytes: mutant)
            } catch let error as FontError {
                if (try? FontDescriptorProbe.scan(mutant)) == ["Gamma"] { return (mutant, "\(error)") }
            } catch {}
        }
        return nil
    }

    @Test func anInstalledFamilyWhoseFileCannotBeRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (bytes, error) = try #require(Self.unreadableFace())
        let fonts = directory.path("fonts")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: fonts + "/Gamma.ttf"))
        try directory.write(Self.scene.replacingOccurrences(of: "FONT", with: #"{"family": "Gamma"}"#), to: "scene.json")
        let result = try StrataExecutable.run(["layout", "scene.json"], in: directory, environment: ["STRATA_FONT_PATH": fonts])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == #"scene.json: views[0].font.family: font family "Gamma" is installed, but "#
                + "\(fonts)/Gamma.ttf cannot be read (\(error))\n", "\(result.stderr)")

        try directory.write(Self.scene.replacingOccurrences(of: "FONT", with: #"{"family": "Gamma", "fallback": true}"#),
                            to: "scene.json")
        let fallback = try StrataExecutable.run(["layout", "scene.json"], in: directory, environment: ["STRATA_FONT_PATH": fonts])
        #expect(fallback.status == 0, "\(fallback)")
        #expect(fallback.stderr == #"warning: scene.json: views[0].font.family: font family "Gamma" is installed, but "#
                + "\(fonts)/Gamma.ttf cannot be read (\(error)); using the built-in font\n")
    }
}

/// The families a font file's headers name, read as `FontLibrary` reads
/// them (through a folder of its own).
enum FontDescriptorProbe {
    static func scan(_ bytes: [UInt8]) throws -> [String] {
        let dir = NSTemporaryDirectory() + "strata-probe-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/probe.ttf"))
        let library = FontLibrary(directories: [dir])
        if let skipped = library.skipped.first { throw skipped.error }
        return library.faces.map(\.family)
    }
}
