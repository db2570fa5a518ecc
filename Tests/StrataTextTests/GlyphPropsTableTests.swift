import Foundation
import StrataTestFonts
import Testing
@testable import StrataText

/// `GlyphDefinitionTable.propsTable`, the glyph props the shaper reads for
/// every glyph (read once per face), against fontTools' `GDEF` glyph
/// classes and mark attachment classes, glyph by glyph.
struct GlyphPropsTableTests {
    /// The fonts and fontTools of the lookup accelerators' tests.
    static let fonts = LayoutAcceleratorTests.fonts
    static let fontToolsAvailable = LayoutAcceleratorTests.fontToolsAvailable

    /// fontTools' classes: one "glyph class markAttachClass" line per glyph of the font.
    static let classScript = """
    import sys
    from fontTools.ttLib import TTFont
    f = TTFont(sys.argv[1])
    gdef = f['GDEF'].table
    classes = gdef.GlyphClassDef.classDefs if gdef.GlyphClassDef else {}
    marks = gdef.MarkAttachClassDef.classDefs if getattr(gdef, 'MarkAttachClassDef', None) else {}
    for i, name in enumerate(f.getGlyphOrder()):
        print(i, classes.get(name, 0), marks.get(name, 0))
    """

    @Test("every glyph's props as fontTools' GDEF classes say (base 2, ligature 4, mark 8 with its attachment class in bits 8–15)",
          .enabled(if: fontToolsAvailable, "needs /usr/bin/python3 with fontTools (python3-fonttools), fonts-dejavu-core, fonts-noto-core"),
          arguments: fonts)
    func realFonts(_ path: String) throws {
        let face = try FontFace(contentsOf: path)
        let gdef = face.layout.gdef
        #expect(gdef.hasGlyphClasses)
        let table = gdef.propsTable
        let text = try #require(try DebianPython.output(["-c", Self.classScript, path]))
        var checked = 0, marks = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").compactMap { Int($0) }
            try #require(fields.count == 3)
            let expected: UInt32
            switch fields[1] {
            case 1: expected = 0x02
            case 2: expected = 0x04
            case 3: expected = 0x08 | UInt32(fields[2] & 0xFF) << 8; marks += 1
            default: expected = 0
            }
            #expect(GlyphDefinitionTable.props(of: UInt32(fields[0]), in: table) == expected, "glyph \(fields[0])")
            checked += 1
        }
        #expect(checked == face.numberOfGlyphs)
        #expect(marks > 0)
        #expect(table.count <= face.numberOfGlyphs)
    }

    @Test("a face without GDEF glyph classes has an empty table")
    func noClasses() throws {
        let face = try FontFace(bytes: TestFont().bytes())
        #expect(!face.layout.gdef.hasGlyphClasses)
        #expect(face.layout.gdef.propsTable.isEmpty)
    }
}
