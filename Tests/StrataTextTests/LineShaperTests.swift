import Foundation
import StrataText
import Testing

/// What the line shaping tests need.
enum LineShaperFonts {
    static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static var available: Bool { HarfBuzzShape.isInstalled && FileManager.default.fileExists(atPath: dejaVuPath) }
}

/// `LineShaper` (itemise, shape, reorder) against the references: each
/// run's glyphs against hb-shape run live on the run's text with the run's
/// font and direction, the runs' visual order against `BidiParagraph`.
@Suite("Line shaping", .enabled(if: LineShaperFonts.available, "needs /usr/bin/hb-shape (libharfbuzz-bin) and fonts-dejavu-core"))
struct LineShaperTests {
    static let dejaVuPath = LineShaperFonts.dejaVuPath
    static func cascade(features: [FontFeature] = []) throws -> FontCascade {
        FontLibrary.shared.cascade(primary: try FontFace(contentsOf: dejaVuPath), features: features)
    }

    /// hb-shape's glyphs for one run: its face, text and direction.
    static func harfBuzz(_ run: ShapedRun, features: [FontFeature] = []) throws -> String {
        let path = try #require(run.face.path)
        var options = ["--direction=\(run.direction == .rightToLeft ? "rtl" : "ltr")", "--face-index=\(run.face.index)"]
        if !features.isEmpty { options.append("--features=" + features.map(\.description).joined(separator: ",")) }
        return try #require(HarfBuzzShape.shape(font: path, lines: [run.text], options: options).first)
    }

    static let mixed = [
        "The word مرحبا means hello",
        "مرحبا بالعالم",
        "שָׁלוֹם עוֹלָם",
        "abc אבג 123 def",
        "(مرحبا) 2024 هو العام",
        "كتب 42 كتابا",
        "Hello, عالم! Привет",
    ]

    @Test("every run's glyphs are hb-shape's for its font, text and direction", arguments: mixed)
    func runsMatchHarfBuzz(_ text: String) throws {
        let runs = LineShaper.shape(text[...], measurer: try Self.cascade(), direction: nil)
        #expect(!runs.isEmpty)
        for run in runs {
            #expect(ShapedGlyph.harfBuzzText(run.glyphs) == (try Self.harfBuzz(run)), "run \(run.text) of \(text)")
        }
    }

    @Test("runs come in BidiParagraph's visual order", arguments: mixed)
    func visualOrder(_ text: String) throws {
        let runs = LineShaper.shape(text[...], measurer: try Self.cascade(), direction: nil)
        var order: [Int] = []
        for run in runs {
            let indices = Array(run.start..<(run.start + run.text.unicodeScalars.count))
            order += run.direction == .rightToLeft ? indices.reversed() : indices
        }
        #expect(order == BidiParagraph(text).visualOrder())
        // The runs cover the text, each run's characters once.
        #expect(runs.sorted { $0.start < $1.start }.map(\.text).joined() == text)
    }

    @Test("a given paragraph direction reorders a neutral line")
    func givenDirection() throws {
        let text = "123 456"
        let ltr = LineShaper.shape(text[...], measurer: try Self.cascade(), direction: .leftToRight)
        let rtl = LineShaper.shape(text[...], measurer: try Self.cascade(), direction: .rightToLeft)
        #expect(ltr.map(\.text) == ["123 456"])
        #expect(rtl.map(\.text) == ["456", " ", "123"])
        #expect(rtl.map(\.level) == [2, 1, 2])
    }

    @Test("the cascade measures shaped text as the sum of hb-shape's advances")
    func shapedWidths() throws {
        let cascade = try Self.cascade()
        for text in Self.mixed {
            var units = 0.0
            for run in LineShaper.shape(text[...], measurer: cascade, direction: nil) {
                let hb = try Self.harfBuzz(run)
                // "[g=c@dx,dy+ax|…]": the sum of the advances.
                let advance = hb.dropFirst().dropLast().split(separator: "|").reduce(0) { sum, item in
                    sum + (Int(item.split(separator: "+").last!.split(separator: ",").first!) ?? 0)
                }
                units += Double(advance) * 20 / Double(run.face.unitsPerEm)
            }
            #expect(abs(cascade.width(of: text[...], atSize: 20) - units) < 1e-9, "\(text)")
        }
    }

    @Test("features turn the shaper on for Latin text: ligatures as hb-shape makes them")
    func features() throws {
        let plain = LineShaper.shape("office"[...], measurer: try Self.cascade(), direction: nil)
        #expect(plain.count == 1 && plain[0].glyphs.count == 6)   // the fast path: one glyph per character
        for features in [[FontFeature("liga")], [FontFeature("liga", 0)], [FontFeature("kern", 0)]] {
            let runs = LineShaper.shape("office"[...], measurer: try Self.cascade(features: features), direction: nil)
            #expect(runs.count == 1)
            #expect(ShapedGlyph.harfBuzzText(runs[0].glyphs) == (try Self.harfBuzz(runs[0], features: features)))
        }
    }

    @Test("plain text's fast path equals hb-shape without ligatures",
          arguments: ["Hello, world", "AVATAR Wavy", "Привет мир", "Καλημέρα"])
    func fastPath(_ text: String) throws {
        #expect(!LineShaper.needsShaping(text[...]))
        let runs = LineShaper.shape(text[...], measurer: try Self.cascade(), direction: nil)
        for run in runs where run.face.path == Self.dejaVuPath {
            let hb = try Self.harfBuzz(run, features: [FontFeature("liga", 0), FontFeature("clig", 0)])
            #expect(ShapedGlyph.harfBuzzText(run.glyphs) == hb, "\(text)")
        }
    }

    @Test("which text needs the shaper", arguments: [
        ("plain ASCII", false), ("café ñ", false), ("Привет", false), ("中文かな", false),
        ("e\u{301}", true), ("مرحبا", true), ("שלום", true), ("नमस्ते", true), ("สวัสดี", true),
        ("a\u{200D}b", true), ("👍🏽", true), ("👍", false), ("🇫🇷", true), ("👍\u{FE0F}", true), ("\u{FEFB}", true), ("한국어", false), ("\u{1100}\u{1161}", true),
    ])
    func needsShaping(_ text: String, _ expected: Bool) {
        #expect(LineShaper.needsShaping(text[...]) == expected)
    }

    @Test("the typesetter wraps Arabic on shaped widths and gives each line its paragraph's direction")
    func typesetArabic() throws {
        let cascade = try Self.cascade()
        let text = "مرحبا بالعالم مرحبا بالعالم\nHello"
        var typesetter = Typesetter(fontSize: 20, measurer: cascade)
        let word = cascade.width(of: "مرحبا بالعالم"[...], atSize: 20)
        let layout = typesetter.layout(text, width: word + 1)
        #expect(layout.lines == ["مرحبا بالعالم", "مرحبا بالعالم", "Hello"])
        #expect(layout.directions == [.rightToLeft, .rightToLeft, .leftToRight])
        #expect(layout.size.width == word)
        typesetter.baseWritingDirection = .leftToRight
        #expect(typesetter.layout(text, width: word + 1).directions == [.leftToRight, .leftToRight, .leftToRight])
        typesetter.baseWritingDirection = nil
        typesetter.layoutDirection = .rightToLeft
        #expect(typesetter.layout("123\nabc", width: nil).directions == [.rightToLeft, .leftToRight])
    }

    @Test("first strong direction skips isolates", arguments: [
        ("abc", TextDirection.leftToRight), ("שלום abc", .rightToLeft), ("123 مرحبا", .rightToLeft),
        ("\u{2067}abc\u{2069} אב", .rightToLeft), ("123 !", nil),
    ])
    func firstStrong(_ text: String, _ expected: TextDirection?) {
        #expect(Typesetter.firstStrongDirection(text[...]) == expected)
    }
}
