import Foundation
import Strata
import Testing

/// The fonts `FontsFallbackCLITests` link into its folder.
enum FallbackCLIFonts {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let installed = FileManager.default.fileExists(atPath: dejaVu) && FileManager.default.fileExists(atPath: cjk)
}

/// `strata fonts --for TEXT`: each fallback run with its face, file and why,
/// over a folder holding DejaVu Sans and Noto Sans CJK.
@Suite(.enabled(if: FallbackCLIFonts.installed, "needs DejaVu Sans and Noto Sans CJK (apt-get install fonts-dejavu-core fonts-noto-cjk)"))
struct FontsFallbackCLITests {
    static let dejaVu = FallbackCLIFonts.dejaVu
    static let cjk = FallbackCLIFonts.cjk

    @Test func printsEachRunAndWhy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fonts = directory.path("fonts")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fonts + "/DejaVuSans.ttf", withDestinationPath: Self.dejaVu)
        try FileManager.default.createSymbolicLink(atPath: fonts + "/cjk.ttc", withDestinationPath: Self.cjk)
        let korean = try #require(FontLibrary(directories: [fonts]).bestMatch(family: "Noto Sans CJK KR"))
        let result = try StrataExecutable.run(["fonts", "--dir", fonts, "--for", "Hi 世界\u{10FFFD}", "--language", "ko",
                                               "--family", "DejaVu Sans"], in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            primary: DejaVu Sans (\(fonts)/DejaVuSans.ttf)
            languages: ko
            runs (3):
              "Hi " DejaVu Sans (\(fonts)/DejaVuSans.ttf): own face
              "世界" Noto Sans CJK KR (\(fonts)/cjk.ttc#\(korean.index)): system cascade for Han (Noto Sans CJK KR)
              "\u{10FFFD}" DejaVu Sans (\(fonts)/DejaVuSans.ttf): none
            unreadable (0)

            """)
    }

    @Test func languageNeedsFor() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try StrataExecutable.run(["fonts", "--language", "ja"], in: directory)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("--language and --family need --for TEXT"))
    }
}
