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

    @Test func systemPicksTheFirstListedFamily() throws {
        guard InstalledFonts.dejaVuSans != nil else { return }
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

/// A CFF face is listed and matched after TrueType faces of its family.
@Suite struct CFFDiscoveryTests {
    @Test func listedAndRankedAfterTrueType() throws {
        let dir = NSTemporaryDirectory() + "strata-cff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var cff = TestFont(family: "Gamma")
        cff.cff = true
        try Data(cff.bytes()).write(to: URL(fileURLWithPath: dir + "/a.otf"))
        let onlyCFF = FontLibrary(directories: [dir])
        #expect(onlyCFF.faces.map(\.hasGlyphOutlines) == [false])
        #expect(Font(family: "Gamma", size: 10, library: onlyCFF)?.face?.hasGlyphOutlines == false)
        try Data(TestFont(family: "Gamma").bytes()).write(to: URL(fileURLWithPath: dir + "/b.ttf"))
        let both = FontLibrary(directories: [dir])
        #expect(both.bestMatch(family: "Gamma")?.path == dir + "/b.ttf")
    }
}
