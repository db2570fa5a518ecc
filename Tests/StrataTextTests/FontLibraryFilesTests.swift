import Foundation
import Testing
import StrataText

/// A collection file is read once, however many of its faces are used:
/// fallback for Japanese, Korean and Chinese text takes four faces of Noto
/// Sans CJK's one 19.5 MB collection, which must not become four copies.
@Suite("Font files read once per library", .enabled(if: FallbackFonts.isInstalled, FallbackFonts.missing))
struct FontLibraryFilesTests {
    @Test func theFacesOfACollectionShareOneRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strata-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/cjk.ttc", withDestinationPath: FallbackFonts.notoCJK)
        let library = FontLibrary(directories: [dir])
        #expect(library.filesRead == 0)
        let families = ["Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC"]
        var faces: [FontFace] = []
        for family in families {
            let descriptor = try #require(library.bestMatch(family: family))
            faces.append(try library.face(for: descriptor))
        }
        #expect(faces.map(\.names.family) == families)
        #expect(Set(faces.map(\.index)).count == 4)
        #expect(library.filesRead == 1)
        // Asking again reads nothing and gives the same faces.
        let again = try library.face(for: try #require(library.bestMatch(family: "Noto Sans CJK KR")))
        #expect(again === faces[1])
        #expect(library.filesRead == 1)
        // Sharing the bytes, each face still reads its own character map:
        // 骨 and 世 have language-specific glyphs, as fontTools says.
        for face in faces {
            let reference = try FallbackFonts.fontTools(FallbackFonts.notoCJK, index: face.index, [0x9AA8, 0x4E16])
            #expect([Int(face.glyph(for: "\u{9AA8}")), Int(face.glyph(for: "\u{4E16}"))] == reference.glyphs)
        }
    }
}
