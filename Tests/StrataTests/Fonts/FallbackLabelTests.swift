// Font fallback as a program outside the package sees it: public API only
// (`import Strata`, not `@testable`), with the real DejaVu and Noto fonts.
import Foundation
import Testing
import Strata

/// The fonts the fallback label tests need.
enum FallbackLabelFonts {
    static let installed =
        FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf")
    static let missing: Comment = """
        needs DejaVu Sans, Noto Sans CJK and Noto Sans Devanagari \
        (apt-get install fonts-dejavu-core fonts-noto-cjk fonts-noto-core)
        """
}

/// Labels, text fields and text views drawing Chinese, Japanese and Korean
/// through fallback: one text run per face, the language choosing the face
/// of the Noto Sans CJK collection.
@MainActor
@Suite(.enabled(if: FallbackLabelFonts.installed, FallbackLabelFonts.missing))
struct FallbackLabelTests {

    /// The installed face of `family` (regular).
    static func face(_ family: String) throws -> FontFace {
        let library = FontLibrary.shared
        let descriptor = try #require(library.bestMatch(family: family))
        return try library.face(for: descriptor)
    }

    static func textRuns(_ window: Window) -> [TextRun] {
        window.displayList().commands.compactMap { c -> TextRun? in if case .text(let r) = c { r } else { nil } }
    }

    @Test func labelDrawsOneRunPerFace() throws {
        let window = Window(size: Size(width: 300, height: 50))
        let label = Label(text: "Hello 世界")
        label.font = try #require(Font(family: "DejaVu Sans", size: 20))
        label.language = "ja"
        label.frame = Rect(x: 5, y: 7, width: 290, height: 30)
        window.rootView.addSubview(label)
        window.layoutIfNeeded()
        let runs = Self.textRuns(window)
        let dejaVu = try Self.face("DejaVu Sans"), japanese = try Self.face("Noto Sans CJK JP")
        #expect(runs.map(\.text) == ["Hello ", "世界"])
        #expect(runs.map(\.face) == [dejaVu, japanese])
        #expect(runs.map(\.fontName) == ["DejaVu Sans", japanese.fontName])
        let baseline = 7 + dejaVu.metrics(atSize: 20).ascender
        #expect(runs.map(\.origin) == [Point(x: 5, y: baseline), Point(x: 5 + dejaVu.width(of: "Hello ", atSize: 20), y: baseline)])
        #expect(label.drawnRuns.map(\.text) == ["Hello ", "世界"])
        #expect(label.drawnRuns[1].glyphs == "世界".unicodeScalars.map { Int(japanese.glyph(for: $0)) })
        #expect(label.intrinsicContentSize.width
                == dejaVu.width(of: "Hello ", atSize: 20) + japanese.width(of: "世界", atSize: 20))
    }

    @Test func preferredLanguagesComeFromTheTraits() throws {
        let window = Window(size: Size(width: 300, height: 50))
        let label = Label(text: "直")
        label.font = try #require(Font(family: "DejaVu Sans", size: 20))
        label.frame = Rect(x: 0, y: 0, width: 100, height: 30)
        window.rootView.addSubview(label)
        window.rootView.traitOverrides.preferredLanguages = ["ko"]
        window.layoutIfNeeded()
        #expect(label.traitCollection.preferredLanguages == ["ko"])
        #expect(Self.textRuns(window).map(\.face) == [try Self.face("Noto Sans CJK KR")])
        window.rootView.traitOverrides.preferredLanguages = ["zh-Hant"]
        #expect(Self.textRuns(window).map(\.face) == [try Self.face("Noto Sans CJK TC")])
        label.language = "zh-Hans"   // the label's own language wins
        #expect(Self.textRuns(window).map(\.face) == [try Self.face("Noto Sans CJK SC")])
    }

    @Test func textFieldAndTextViewDrawFallbackRuns() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let font = try #require(Font(family: "DejaVu Sans", size: 17))
        let field = TextField()
        field.font = font
        field.language = "zh-Hans"
        field.text = "ab汉字"
        field.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        let view = TextView()
        view.font = font
        view.language = "ja"
        view.text = "かな"
        view.frame = Rect(x: 0, y: 40, width: 300, height: 100)
        window.rootView.addSubview(field)
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        let runs = Self.textRuns(window)
        #expect(runs.map(\.text) == ["ab", "汉字", "かな"])
        #expect(runs.map(\.face) == [try Self.face("DejaVu Sans"), try Self.face("Noto Sans CJK SC"),
                                     try Self.face("Noto Sans CJK JP")])
        #expect(field.language == "zh-Hans" && view.language == "ja")
    }

    /// The snippet of Docs/Text.md, "Fallback".
    @Test(.enabled(if: Font.system(size: 17).familyName == "DejaVu Sans", "Font.system is not DejaVu Sans here"))
    func guideSnippet() {
        let label = Label(text: "Hello 世界 नमस्ते")
        label.font = Font.system(size: 17)
        label.language = "ja"
        #expect(label.drawnRuns.map(\.text) == ["Hello ", "世界 ", "नमस्ते"])
        #expect(label.drawnRuns.map(\.fontName) == ["DejaVu Sans", "Noto Sans CJK JP", "Noto Sans Devanagari Regular"])
    }

    @Test func fallbackFamiliesStayWithTheFont() throws {
        var font = try #require(Font(family: "DejaVu Sans", size: 17))
        font.fallbackFamilies = ["Noto Sans CJK KR"]
        let label = Label(text: "直")
        label.font = font
        label.language = "ja"   // the user's cascade comes before the language's
        #expect(label.font.fallbackFamilies == ["Noto Sans CJK KR"])
        #expect(label.drawnRuns.map(\.fontName) == [try Self.face("Noto Sans CJK KR").fontName])
    }
}
