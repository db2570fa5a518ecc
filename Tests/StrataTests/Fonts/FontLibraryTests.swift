import Foundation
import Testing
@testable import Strata
import StrataTestFonts

/// Font discovery over a folder of fonts built in code.
@Suite struct FontLibraryTests {
    /// A fresh folder holding: `a/Regular.ttf`, `a/b/Bold.TTF`, `family.ttc`
    /// (an italic and a condensed face), `broken.ttf` and `notes.txt`.
    static func makeFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "strata-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/a/b", withIntermediateDirectories: true)
        func write(_ bytes: [UInt8], _ name: String) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        try write(TestFont(family: "Alpha").bytes(), "a/Regular.ttf")
        try write(TestFont(family: "Alpha", style: "Bold", weightClass: 700).bytes(), "a/b/Bold.TTF")
        try write(TestFont.collection([TestFont(family: "Alpha", style: "Italic", italic: true),
                                       TestFont(family: "Beta", style: "Light", weightClass: 300)]), "family.ttc")
        try write(Array(TestFont().bytes()[..<100]), "broken.ttf")
        try write(Array("not a font".utf8), "notes.txt")
        return dir
    }

    @Test func scansRecursivelyFromHeaders() throws {
        let dir = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let library = FontLibrary(directories: [dir, dir + "/a", "/nonexistent/strata"])
        #expect(library.families == ["Alpha", "Beta"])
        #expect(library.faces.map(\.style) == ["Regular", "Italic", "Bold", "Light"])
        #expect(library.faces.map { "\($0.path.dropFirst(dir.count))#\($0.index)" }
                == ["/a/Regular.ttf#0", "/family.ttc#0", "/a/b/Bold.TTF#0", "/family.ttc#1"])
        #expect(library.skipped.map(\.path) == [dir + "/broken.ttf"])
        #expect(library.skipped.first?.error.table == "header")
    }

    @Test func matchingByWeightAndSlant() throws {
        let dir = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let library = FontLibrary(directories: [dir])
        #expect(library.bestMatch(family: "alpha")?.style == "Regular")
        #expect(library.bestMatch(family: "Alpha", weight: 600)?.style == "Bold")
        #expect(library.bestMatch(family: "Alpha", weight: 550)?.style == "Bold")   // a tie goes to the heavier
        #expect(library.bestMatch(family: "Alpha", italic: true)?.style == "Italic")
        #expect(library.bestMatch(family: "Beta", weight: 900)?.style == "Light")
        #expect(library.bestMatch(family: "Gamma") == nil)

        let bold = try #require(Font(family: "Alpha", size: 17, weight: .bold, library: library))
        #expect(bold.face?.weightClass == 700 && bold.size == 17)
        // Every font of a file shares one face.
        #expect(Font(family: "Alpha", size: 9, weight: .bold, library: library)?.face === bold.face)
        #expect(Font(family: "Gamma", size: 17, library: library) == nil)
        let italic = try #require(Font(family: "Alpha", size: 10, italic: true, library: library))
        #expect(italic.face?.isItalic == true && italic.face?.index == 0)
    }

    @Test func systemFallsBackToTheBuiltinFont() throws {
        let empty = FontLibrary(directories: [])
        #expect(Font.system(size: 15, library: empty) == .builtin(size: 15))
        #expect(Font.builtin(size: 15).isBuiltin)
        #expect(Font.builtin(size: 15).familyName == "builtin")
        #expect(Font.builtin(size: 10).width(of: "abc") == 18)
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
    func systemPicksTheFirstListedFamily() throws {
        let library = FontLibrary(directories: [InstalledFonts.directory])
        let font = Font.system(size: 15, library: library)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.face?.path == InstalledFonts.directory + "/DejaVuSans.ttf")
        #expect(Font.system(size: 15, weight: .bold, library: library).face?.path == InstalledFonts.directory + "/DejaVuSans-Bold.ttf")
    }

    @Test func defaultDirectoriesIncludeTheEnvironmentPath() {
        setenv("STRATA_FONT_PATH", "/x/one:/x/two", 1)
        defer { unsetenv("STRATA_FONT_PATH") }
        let dirs = FontLibrary.defaultDirectories
        #expect(dirs.prefix(2) == ["/usr/share/fonts", "/usr/local/share/fonts"])
        #expect(dirs.suffix(2) == ["/x/one", "/x/two"])
    }
}

/// A CFF face is listed with outlines and matched like a TrueType face of
/// its family: on a tie, the first file by path.
@Suite struct CFFDiscoveryTests {
    @Test func listedAndRankedLikeTrueType() throws {
        let dir = NSTemporaryDirectory() + "strata-cff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var cff = TestFont(family: "Gamma")
        cff.cff = true
        try Data(cff.bytes()).write(to: URL(fileURLWithPath: dir + "/b.otf"))
        let onlyCFF = FontLibrary(directories: [dir])
        #expect(onlyCFF.faces.map(\.hasGlyphOutlines) == [true])
        #expect(Font(family: "Gamma", size: 10, library: onlyCFF)?.face?.hasGlyphOutlines == true)
        try Data(TestFont(family: "Gamma").bytes()).write(to: URL(fileURLWithPath: dir + "/c.ttf"))
        try Data(TestFont(family: "Gamma", weightClass: 700).bytes()).write(to: URL(fileURLWithPath: dir + "/a.ttf"))
        let all = FontLibrary(directories: [dir])
        #expect(all.faces.map(\.path) == [dir + "/b.otf", dir + "/c.ttf", dir + "/a.ttf"])
        #expect(all.bestMatch(family: "Gamma")?.path == dir + "/b.otf")
        #expect(all.bestMatch(family: "Gamma", weight: 700)?.path == dir + "/a.ttf")
    }
}

/// Files that cannot be read are kept with their error, and named, with
/// it, in what the library says it holds (the message of a scene whose
/// family is missing).
@Suite struct SkippedFontFileTests {
    /// A damaged copy of a font: its name and how its bytes are damaged.
    struct Damage: Sendable, CustomTestStringConvertible {
        let name: String
        let damage: @Sendable ([UInt8]) -> [UInt8]
        let error: String
        var testDescription: String { name }
    }

    static let damages: [Damage] = [
        // A copy missing its last bytes: the table directory names a table past the end.
        Damage(name: "Truncated.ttf", damage: { Array($0.dropLast(40)) },
               error: "font table 'header' at offset 172: table 'name' (904+139) ends past the end of the file (1036 bytes)"),
        Damage(name: "Empty.ttf", damage: { _ in [] },
               error: "font table 'header' at offset 0: reading 4 bytes at 0 goes past the end of the table (0 bytes)"),
        Damage(name: "Text.ttf", damage: { _ in Array("not a font at all\n".utf8) },
               error: "font table 'header' at offset 0: not a TrueType or OpenType font (version 6e6f7420)"),
        Damage(name: "Header.ttf", damage: { Array($0.prefix(20)) },
               error: "font table 'header' at offset 12: count 12 is larger than the table"),
    ]

    @Test(arguments: damages)
    func aFileThatCannotBeReadIsNamedWithItsError(_ damage: Damage) throws {
        let dir = NSTemporaryDirectory() + "strata-skipped-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bytes = TestFont(family: "Alpha").bytes()
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/Alpha.ttf"))
        try Data(damage.damage(TestFont(family: "Beta").bytes())).write(to: URL(fileURLWithPath: dir + "/" + damage.name))
        let library = FontLibrary(directories: [dir])
        #expect(library.families == ["Alpha"])
        #expect(library.skipped.map(\.path) == [dir + "/" + damage.name])
        #expect(library.skipped.first.map { "\($0.error)" } == damage.error)
        #expect(library.contentsDescription()
                == "families found: Alpha; 1 font file could not be read: \(dir)/\(damage.name) (\(damage.error))")
    }

    @Test func manySkippedFilesAreCounted() throws {
        let dir = NSTemporaryDirectory() + "strata-skipped-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for i in 1...3 { try Data([0, 1, 0, 0]).write(to: URL(fileURLWithPath: dir + "/\(i).ttf")) }
        let library = FontLibrary(directories: [dir])
        let error = "font table 'header' at offset 4: reading 2 bytes at 4 goes past the end of the table (4 bytes)"
        #expect(library.contentsDescription(limit: 2)
                == "no fonts were found; 3 font files could not be read: \(dir)/1.ttf (\(error)), \(dir)/2.ttf (\(error)), and 1 more")
        #expect(library.contentsDescription(limit: 0) == "no fonts were found; 3 font files could not be read: and 3 more")
        #expect(FontLibrary(directories: []).contentsDescription() == "no fonts were found")
    }
}
