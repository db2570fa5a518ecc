import Testing
@testable import Strata
import StrataTestFonts

/// CFF outlines of the test font (`TestCFF.standard`): hints, hint masks,
/// widths, local and global subroutines.
@Suite struct CFFTableTests {
    @Test func testFontOutlines() throws {
        var font = TestFont()
        font.cff = true
        let face = try FontFace(bytes: font.bytes())
        #expect(face.hasGlyphOutlines)
        #expect(face.width(of: "AV", atSize: 10) == 12.8)
        func segments(_ g: UInt16) throws -> [GlyphOutline.Segment] {
            var s: [GlyphOutline.Segment] = []
            try face.outline(of: g).forEachSegment { s.append($0) }
            return s
        }
        let p = { (x: Double, y: Double) in Point(x: x, y: y) }
        #expect(try segments(2) == [.move(p(100, 0)), .line(p(100, 500)), .line(p(600, 500)), .line(p(600, 0)), .close])
        #expect(try segments(3) == [.move(p(0, 0)), .cubic(control1: p(200, 400), control2: p(500, 400), to: p(700, 0)), .close])
        #expect(try segments(4) == [.move(p(0, 0)), .line(p(0, 100)), .line(p(100, 100)), .line(p(100, 0)), .close])
        #expect(try face.outline(of: 0).isEmpty)
        #expect(try face.outline(of: 3).pointCount == 4)
        #expect(try face.outline(of: 3).controlBox == Rect(x: 0, y: 0, width: 700, height: 400))
        #expect(throws: FontError.self) { try face.outline(of: 7) }
    }
}

/// Broken `CFF ` tables: each is a `FontError` naming the table and the
/// offset (from the start of the file) of the byte where reading failed,
/// or an empty glyph; never a trap or a hang.
@Suite struct CFFHostileInputTests {
    typealias Op = TestCFF.Op
    static let n = TestCFF.n

    /// The file offset of the `CFF ` table in `TestFont`'s files (its first table, by tag order).
    static func tableOffset(_ file: [UInt8]) -> Int {
        Int(file[20]) << 24 | Int(file[21]) << 16 | Int(file[22]) << 8 | Int(file[23])
    }

    static func face(_ table: [UInt8]) throws(FontError) -> FontFace {
        var font = TestFont()
        font.cff = true
        font.cffTable = table
        return try FontFace(bytes: font.bytes())
    }

    /// The error reading a face with `table`, or reading glyph `glyph`'s outline.
    static func error(_ table: [UInt8], glyph: UInt16) -> (FontError?, base: Int) {
        var font = TestFont()
        font.cff = true
        font.cffTable = table
        let base = tableOffset(font.bytes())
        do {
            let face = try FontFace(bytes: font.bytes())
            _ = try face.outline(of: glyph)
            return (nil, base)
        } catch {
            return (error, base)
        }
    }

    static func with(_ glyph: Int, _ charstring: [UInt8], globalSubrs: [[UInt8]] = [], localSubrs: [[UInt8]]? = nil) -> TestCFF {
        var cff = TestCFF.standard
        cff.charstrings[glyph] = charstring
        if !globalSubrs.isEmpty { cff.globalSubrs = globalSubrs }
        if let localSubrs { cff.localSubrs = localSubrs }
        return cff
    }

    @Test func truncatedIndex() {
        let cff = TestCFF.standard
        let l = cff.layout
        let (e, base) = Self.error(Array(cff.bytes().prefix(l.charStrings + 10)), glyph: 2)
        #expect(e?.table == "CFF ")
        #expect(e?.offset == base + l.charStrings + 3)   // the offset array, 32 bytes, does not fit
    }

    @Test func lastOffsetPastTheEnd() {
        let cff = TestCFF.standard
        let l = cff.layout
        var bytes = cff.bytes()
        let last = l.charStrings + 3 + 4 * cff.charstrings.count
        bytes[last + 2] = 0xFF
        let (e, base) = Self.error(bytes, glyph: 2)
        #expect(e?.table == "CFF ")
        #expect(e?.offset == base + last)
    }

    @Test func itemOffsetsOutOfOrder() {
        let cff = TestCFF.standard
        let l = cff.layout
        var bytes = cff.bytes()
        let third = l.charStrings + 3 + 4 * 3   // glyph 3 starts before glyph 2
        bytes[third + 3] = 2
        let (e, base) = Self.error(bytes, glyph: 2)
        #expect(e?.table == "CFF ")
        #expect(e?.offset == base + l.charStrings + 3 + 4 * 2)
        #expect((try? Self.face(bytes).outline(of: 4))?.isEmpty == false)   // other glyphs still draw
    }

    @Test func recursiveSubroutine() {
        let cff = Self.with(3, Self.n(0) + Self.n(0) + Op.rmoveto + Self.n(-107) + Op.callsubr + Op.endchar,
                            localSubrs: [Self.n(-107) + Op.callsubr + Op.return])
        let (e, base) = Self.error(cff.bytes(), glyph: 3)
        #expect(e?.table == "CFF ")
        #expect(e?.offset == base + TestCFF.Layout.item(0, of: cff.localSubrs, at: cff.layout.localSubrs) + 3)
        #expect(e?.problem == "subroutines nested more than 10 deep")
    }

    @Test func stackOverflow() {
        let cff = Self.with(2, Array(repeating: Self.n(1), count: 49).joined() + Op.rlineto + Op.endchar)
        let (e, base) = Self.error(cff.bytes(), glyph: 2)
        #expect(e?.offset == base + TestCFF.Layout.item(2, of: cff.charstrings, at: cff.layout.charStrings) + 48 * 3)
        #expect(e?.problem == "more than 48 charstring operands")
    }

    @Test func aMillionOperators() {
        let cff = Self.with(2, Self.n(0) + Self.n(0) + Op.rmoveto + [UInt8](repeating: Op.hlineto[0], count: 1_000_000))
        let (e, base) = Self.error(cff.bytes(), glyph: 2)
        // rmoveto is operator 1; the 65 537th is hlineto number 65 536.
        #expect(e?.offset == base + TestCFF.Layout.item(2, of: cff.charstrings, at: cff.layout.charStrings) + 7 + 65_535)
        #expect(e?.problem == "glyph executes more than 65536 charstring operators")
    }

    /// Subroutines that each call the next 16 times, 9 deep (16⁹ calls
    /// unbounded): the operator budget stops them.
    @Test func subroutineFanOut() {
        let fan = 16, levels = 9
        var subrs: [[UInt8]] = (0..<levels).map { k in Array(repeating: Self.n(k + 1 - 107) + Op.callgsubr, count: fan).joined() + Op.return }
        subrs.append(Op.return)
        let cff = Self.with(2, Self.n(-107) + Op.callgsubr + Op.endchar, globalSubrs: subrs)
        let (e, base) = Self.error(cff.bytes(), glyph: 2)
        // Operator 65 537, found by walking the calls as the interpreter does.
        var count = 1   // the glyph's callgsubr
        var found: Int?
        let at = cff.layout.globalSubrs
        let starts = (0...levels).map { TestCFF.Layout.item($0, of: subrs, at: at) }
        func walk(_ k: Int) {
            let start = starts[k]
            if k == levels { count += 1; if count == 65_537 { found = start }; return }
            for c in 0..<fan {
                guard found == nil else { return }
                count += 1
                if count == 65_537 { found = start + 4 * c + 3; return }
                walk(k + 1)
                guard found == nil else { return }
            }
            count += 1
            if count == 65_537 { found = start + 4 * fan }
        }
        walk(0)
        #expect(e?.offset == found.map { base + $0 })
        #expect(e?.problem == "glyph executes more than 65536 charstring operators")
    }

    @Test func hintMaskPastTheEnd() {
        let cff = Self.with(2, Self.n(0) + Self.n(10) + Op.hstemhm + Op.hintmask)
        let (e, base) = Self.error(cff.bytes(), glyph: 2)
        #expect(e?.offset == base + TestCFF.Layout.item(2, of: cff.charstrings, at: cff.layout.charStrings) + 7)
    }

    @Test func missingSubroutine() {
        let cff = Self.with(2, Self.n(5) + Op.callgsubr)
        let (e, base) = Self.error(cff.bytes(), glyph: 2)
        #expect(e?.offset == base + TestCFF.Layout.item(2, of: cff.charstrings, at: cff.layout.charStrings) + 3)
        #expect(e?.problem == "subroutine 5 does not exist (1)")
    }

    /// A charstring without drawing operators, or cut short after a move: an empty glyph or a lone contour.
    @Test func charstringsThatDrawNothing() throws {
        let face = try Self.face(Self.with(2, Self.n(7) + Self.n(8)).bytes())
        #expect(try face.outline(of: 2).isEmpty)
        let moved = try Self.face(Self.with(2, Self.n(7) + Self.n(8) + Op.rmoveto).bytes())
        #expect(try moved.outline(of: 2).segments == [.move(Point(x: 7, y: 8)), .close])
    }
}
