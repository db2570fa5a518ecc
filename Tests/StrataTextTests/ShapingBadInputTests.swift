import StrataTestFonts
import StrataText
import Testing

/// Hostile `GSUB` tables: lookups that recurse, contexts naming missing
/// lookups, lookups that multiply glyphs without end, and corrupt bytes.
/// Shaping stays bounded (HarfBuzz's limits) and never traps.
struct ShapingBadInputTests {
    /// A `GSUB` with one `DFLT` script whose default language system has
    /// one feature (`ccmp`) running every lookup of `lookups` (each the
    /// bytes of a lookup table).
    static func gsub(_ lookups: [[UInt8]]) -> [UInt8] {
        var b: [UInt8] = []
        func u16(_ v: Int) { b += [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        u16(1); u16(0)                 // version 1.0
        u16(10); u16(30); u16(30 + 6 + 2 * lookups.count + 2)   // script, feature, lookup lists (placeholders below)
        // Script list at 10: 1 record DFLT → script at +8.
        u16(1); b += Array("DFLT".utf8); u16(8)
        // Script at 18: default langsys at +4, no others; langsys: required none, 1 feature (index 0).
        u16(4); u16(0)
        u16(0); u16(0xFFFF); u16(1); u16(0)
        // Feature list at 30: 1 record ccmp → feature at +8.
        precondition(b.count == 30)
        u16(1); b += Array("ccmp".utf8); u16(8)
        // Feature at 38: params 0, the lookups.
        u16(0); u16(lookups.count)
        for i in 0..<lookups.count { u16(i) }
        // Lookup list.
        let list = b.count
        b[8] = UInt8(list >> 8); b[9] = UInt8(list & 0xFF)
        u16(lookups.count)
        var offset = 2 + 2 * lookups.count
        for l in lookups { u16(offset); offset += l.count }
        for l in lookups { b += l }
        return b
    }

    /// A lookup of `type` with one subtable `body` (the subtable right after the 8-byte header).
    static func lookup(type: Int, _ body: [UInt8]) -> [UInt8] {
        [0, UInt8(type), 0, 0, 0, 1, 0, 8] + body
    }

    /// Context format 3 on glyph `A` (2), applying `records` (lookup indices) at position 0.
    static func contextOnA(_ records: [Int]) -> [UInt8] {
        let coverage = 6 + 2 + 4 * records.count
        var body: [UInt8] = [0, 3, 0, 1, 0, UInt8(records.count), UInt8(coverage >> 8), UInt8(coverage & 0xFF)]
        for r in records { body += [0, 0, UInt8(r >> 8), UInt8(r & 0xFF)] }
        return lookup(type: 5, body + [0, 1, 0, 1, 0, 2])
    }

    /// Multiple substitution A → A A.
    static let doubleA = lookup(type: 2, [0, 1, 0, 8, 0, 1, 0, 14, 0, 1, 0, 1, 0, 2, 0, 2, 0, 2, 0, 2])

    static func face(_ lookups: [[UInt8]]) throws -> FontFace {
        var font = TestFont()
        font.gsubTable = gsub(lookups)
        return try FontFace(bytes: font.bytes())
    }

    @Test("a lookup that recurses into itself stops at the nesting and operation limits")
    func recursion() throws {
        let face = try Self.face([Self.contextOnA([0])])
        let glyphs = face.shape(String(repeating: "A", count: 2_000))
        #expect(glyphs.count == 2_000)
        #expect(glyphs.allSatisfy { $0.glyph == 2 })
    }

    @Test("a context naming a missing lookup does nothing")
    func missingLookup() throws {
        let face = try Self.face([Self.contextOnA([99, 7_000])])
        #expect(face.shape("AVA").map(\.glyph) == [2, 3, 2])
        #expect(face.shape("AVA").map(\.cluster) == [0, 1, 2])
    }

    @Test("multiplying glyphs without end stops at 32 glyphs per character (at least 16,384)")
    func growth() throws {
        // Lookup 0: on A, double it, then run lookup 0 again on the first copy.
        let face = try Self.face([Self.contextOnA([1, 0]), Self.doubleA])
        let glyphs = face.shape("AA")
        #expect(glyphs.count > 2)
        #expect(glyphs.count <= 16_384 + 64)
        #expect(glyphs.allSatisfy { $0.glyph == 2 })
    }

    @Test("the multiple substitution itself: A → A A, clusters kept", arguments: [("A", 2), ("AVA", 5)])
    func multiple(_ text: String, _ count: Int) throws {
        let face = try Self.face([Self.doubleA])
        let glyphs = face.shape(text)
        #expect(glyphs.count == count)
        #expect(glyphs.first?.cluster == 0)
    }

    @Test("corrupt GSUB bytes never trap", arguments: 0..<64)
    func corrupt(_ seed: Int) throws {
        var bytes = Self.gsub([Self.contextOnA([1, 0]), Self.doubleA, Self.contextOnA([0])])
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        for _ in 0..<8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            bytes[Int(state % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: state >> 32)
        }
        var font = TestFont()
        font.gsubTable = bytes
        let face = try FontFace(bytes: font.bytes())
        let glyphs = face.shape("AVA AÄ")
        #expect(glyphs.count <= 16_384 + 64)
    }
}
