import Foundation
import StrataTestFonts
import Testing
@testable import Strata

/// Hostile `CBLC`/`CBDT`/`COLR`/`CPAL`: each broken field gives a
/// `FontError` naming its table (when the face is read, or when the glyph
/// is asked for), or no colour glyph; every truncation and 3,000 bit flips
/// read and draw without a trap.
@Suite(.enabled(if: ColorGlyphOracle.hasEmoji && ColorGlyphOracle.isAvailable,
                "needs fonts-noto-color-emoji and python3-fonttools"))
struct ColorGlyphBadInputTests {
    /// A subset of Noto Color Emoji (😀, 🎉: CBLC index format 1, images of
    /// format 17) and the COLR test font, made once.
    static let fonts: (emoji: [UInt8], colr: [UInt8])? = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strata-color-bad-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard (try? ColorGlyphOracle.subsetEmoji("\u{1F600}\u{1F389}", at: dir + "/emoji.ttf")) != nil,
              (try? ColorGlyphOracle.buildCOLRFont(at: dir + "/colr.ttf")) != nil,
              let emoji = FileManager.default.contents(atPath: dir + "/emoji.ttf"),
              let colr = FileManager.default.contents(atPath: dir + "/colr.ttf") else { return nil }
        return ([UInt8](emoji), [UInt8](colr))
    }()

    static func u32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
    static func put32(_ b: inout [UInt8], _ o: Int, _ v: UInt32) { for k in 0..<4 { b[o + k] = UInt8(truncatingIfNeeded: v >> (24 - 8 * k)) } }
    static func put16(_ b: inout [UInt8], _ o: Int, _ v: UInt16) { b[o] = UInt8(v >> 8); b[o + 1] = UInt8(truncatingIfNeeded: v) }

    /// Reads every colour glyph of `bytes` and draws its characters; the
    /// errors met (nil when the face could not be read).
    static func exercise(_ bytes: [UInt8]) -> [FontError]? {
        let face: FontFace
        do { face = try FontFace(bytes: bytes) } catch { return nil }
        var errors: [FontError] = []
        for g in 0..<min(face.numberOfGlyphs, 64) {
            do { _ = try face.colorBitmap(of: UInt16(g), pixelsPerEm: 16) } catch { errors.append(error) }
            do { _ = try face.colorLayers(of: UInt16(g)) } catch { errors.append(error) }
        }
        var sink = DisplayCommandSink()
        TextRun.appendColorRun("A\u{1F600}\u{1F389}\u{263A}", origin: Point(x: 1, y: 20), fontSize: 16, face: face,
                               color: .black, opacity: 1, to: &sink)
        _ = sink.finish()
        return errors
    }

    @Test func theUnbrokenFontsHaveColourGlyphs() throws {
        let fonts = try #require(Self.fonts)
        for bytes in [fonts.emoji, fonts.colr] {
            let face = try FontFace(bytes: bytes)
            #expect(face.hasColorGlyphs)
            #expect(Self.exercise(bytes) == [])
        }
        var sink = DisplayCommandSink()
        let emoji = try FontFace(bytes: fonts.emoji)
        TextRun.appendColorRun("\u{1F600}\u{FE0F}\u{1F389}\u{FE0F}", origin: Point(x: 0, y: 20), fontSize: 16, face: emoji,
                               color: .black, opacity: 1, to: &sink)
        let commands = sink.finish()
        #expect(commands.count == 2)
        #expect(commands.allSatisfy { if case .image = $0 { true } else { false } })
    }

    /// Which field is broken, where (from the table's start), the value
    /// written, and the table the error names: at reading time (`true`) or
    /// when the glyph is asked for.
    static let emojiCases: [(String, String, @Sendable (inout [UInt8], Int) -> Void, atRead: Bool, table: String)] = [
        ("CBLC strike count", "CBLC", { b, t in put32(&b, t + 4, 0x7FFF_FFFF) }, true, "CBLC"),
        ("CBLC subtable array offset", "CBLC", { b, t in put32(&b, t + 8, 0xFFFF_FF00) }, true, "CBLC"),
        ("CBLC subtable count", "CBLC", { b, t in put32(&b, t + 16, 0x0100_0000) }, true, "CBLC"),
        ("CBLC subtable offset", "CBLC", { b, t in put32(&b, t + u32(b, t + 8) + 4, 0xFFFF_0000) }, false, "CBLC"),
        ("CBLC index format", "CBLC", { b, t in let h = t + u32(b, t + 8) + u32(b, t + u32(b, t + 8) + 4); put16(&b, h, 9) }, false, "CBLC"),
        ("CBLC image data offset", "CBLC", { b, t in let h = t + u32(b, t + 8) + u32(b, t + u32(b, t + 8) + 4); put32(&b, h + 4, 0xFFFF_FF00) }, false, "CBDT"),
        ("CBLC image format", "CBLC", { b, t in let h = t + u32(b, t + 8) + u32(b, t + u32(b, t + 8) + 4); put16(&b, h + 2, 99) }, false, "CBDT"),
        ("CBLC image offsets", "CBLC", { b, t in let h = t + u32(b, t + 8) + u32(b, t + u32(b, t + 8) + 4); put32(&b, h + 12, 0x7FFF_FFFF) }, false, "CBDT"),
    ]

    @Test(arguments: 0..<8)
    func brokenBitmapTables(index: Int) throws {
        let fonts = try #require(Self.fonts)
        let (name, tag, breakIt, atRead, table) = Self.emojiCases[index]
        var bytes = fonts.emoji
        let start = try #require(ColorGlyphOracle.tableOffset(bytes, tag))
        breakIt(&bytes, start)
        if atRead {
            #expect(throws: FontError.self, "\(name)") { try FontFace(bytes: bytes) }
            do { _ = try FontFace(bytes: bytes) } catch { #expect(error.table == table, "\(name): \(error)") }
        } else {
            let errors = try #require(Self.exercise(bytes), "\(name)")
            #expect(!errors.isEmpty, "\(name)")
            #expect(errors.allSatisfy { $0.table == table }, "\(name): \(errors)")
        }
    }

    @Test func brokenLayerTables() throws {
        let fonts = try #require(Self.fonts)
        let colr = try #require(ColorGlyphOracle.tableOffset(fonts.colr, "COLR"))
        let cpal = try #require(ColorGlyphOracle.tableOffset(fonts.colr, "CPAL"))
        var b = fonts.colr
        Self.put32(&b, colr + 4, 0xFFFF_0000)           // base glyph records past the end
        #expect(throws: FontError.self) { try FontFace(bytes: b) }
        do { _ = try FontFace(bytes: b) } catch { #expect(error.table == "COLR") }
        b = fonts.colr
        Self.put16(&b, colr + 12, 1)                    // one layer record: smile's three are past it
        #expect(Self.exercise(b)?.map(\.table) == ["COLR", "COLR"])
        b = fonts.colr
        Self.put32(&b, cpal + 8, 0xFFFF_0000)           // colour records past the end
        do { _ = try FontFace(bytes: b); Issue.record("read a CPAL with its records past the end") } catch {
            #expect(error.table == "CPAL")
        }
        b = fonts.colr
        Self.put16(&b, cpal + 12, 0xFFF0)               // palette 0 starts past the records
        do { _ = try FontFace(bytes: b); Issue.record("read a CPAL with palette 0 past its records") } catch {
            #expect(error.table == "CPAL")
        }
    }

    /// Every truncation and 3,000 bit flips in the colour tables: no trap.
    @Test func truncationsAndBitFlips() throws {
        let fonts = try #require(Self.fonts)
        var read = 0
        for bytes in [fonts.emoji, fonts.colr] {
            for n in stride(from: 0, to: bytes.count, by: 7) where Self.exercise(Array(bytes[0..<n])) != nil { read += 1 }
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            let tags = bytes == fonts.emoji ? ["CBLC", "CBDT"] : ["COLR", "CPAL"]
            let ranges = tags.compactMap { ColorGlyphOracle.tableOffset(bytes, $0) }
            for _ in 0..<1500 {
                var b = bytes
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let start = ranges[Int(state >> 40) % ranges.count]
                let offset = min(b.count - 1, start + Int((state >> 16) & 0x3FF))
                b[offset] ^= UInt8(1 << ((state >> 8) & 7))
                if Self.exercise(b) != nil { read += 1 }
            }
        }
        #expect(read > 0)
    }
}
