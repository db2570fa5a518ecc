// Font fallback: the script table against Unicode's Scripts.txt and
// emoji-data.txt (Debian's `unicode-data`), the cascade's choices against
// the real Noto and DejaVu fonts (fonts-noto-core, fonts-noto-cjk,
// fonts-dejavu-core) with fontTools (python3-fonttools) as the reference
// for names and glyph ids.
import Foundation
import Testing
import StrataTestFonts
import StrataText

/// The installed fonts fallback tests need, and why a test is skipped.
enum FallbackFonts {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let notoDevanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let isInstalled = [dejaVuSans, notoCJK, notoDevanagari].allSatisfy { FileManager.default.fileExists(atPath: $0) }
        && (try? DebianPython.output(["-c", "import fontTools"])) != nil
    static let missing: Comment = """
        needs DejaVu Sans, Noto Sans CJK, Noto Sans Devanagari and fontTools \
        (apt-get install fonts-dejavu-core fonts-noto-cjk fonts-noto-core python3-fonttools)
        """
    static let scriptsFile = "/usr/share/unicode/Scripts.txt"
    static let hasScripts: Bool = {
        guard let handle = FileHandle(forReadingAtPath: scriptsFile) else { return false }
        defer { try? handle.close() }
        return String(decoding: handle.readData(ofLength: 200), as: UTF8.self).contains("Scripts-15.0.0.txt")
    }()

    /// fontTools' answer for characters in face `index` of `path`: the
    /// face's full name (name ID 4) and each character's glyph id.
    static func fontTools(_ path: String, index: Int, _ scalars: [UInt32]) throws -> (name: String, glyphs: [Int]) {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont(sys.argv[1], fontNumber=int(sys.argv[2]), lazy=True)
            cmap = f.getBestCmap()
            print(f["name"].getDebugName(4))
            print(" ".join(str(f.getGlyphID(cmap[int(c)]) if int(c) in cmap else 0) for c in sys.argv[3].split(",")))
            """
        let output = try #require(try DebianPython.output(["-c", script, path, String(index),
                                                          scalars.map(String.init).joined(separator: ",")]))
        let lines = output.split(separator: "\n")
        return (String(lines[0]), lines[1].split(separator: " ").map { Int($0)! })
    }
}

@Suite struct FontFallbackTests {
    /// Every code point Scripts.txt lists has its script, except the two
    /// refinements of Common, which emoji-data.txt and the General_Category
    /// decide.
    @Test(.enabled(if: FallbackFonts.hasScripts, "needs /usr/share/unicode/Scripts.txt of Unicode 15.0.0 (apt-get install unicode-data)"))
    func scriptTableMatchesScriptsTxt() throws {
        func ranges(_ path: String) throws -> [(ClosedRange<UInt32>, String)] {
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
                let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                let fields = body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                guard fields.count >= 2 else { return nil }
                let bounds = fields[0].split(separator: ".").filter { !$0.isEmpty }.map { UInt32($0, radix: 16)! }
                return (bounds[0]...bounds[bounds.count - 1], fields[1])
            }
        }
        var emoji = Set<UInt32>()
        for (range, property) in try ranges("/usr/share/unicode/emoji/emoji-data.txt") where property == "Emoji_Presentation" {
            emoji.formUnion(range)
        }
        var checked = 0, mismatches: [String] = []
        for (range, script) in try ranges(FallbackFonts.scriptsFile) {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let got = FontFallback.script(of: scalar)
                let ok: Bool
                switch got {
                case "Emoji": ok = emoji.contains(value)
                case "Symbols": ok = script == "Common" && !emoji.contains(value)
                    && [.mathSymbol, .otherSymbol].contains(scalar.properties.generalCategory)
                default: ok = got == script && !emoji.contains(value)
                }
                if !ok, mismatches.count < 10 { mismatches.append("U+\(String(value, radix: 16)): \(got), Scripts.txt \(script)") }
                checked += 1
            }
        }
        #expect(mismatches == [])
        #expect(checked > 149_000)
        #expect(FontFallback.unicodeVersion == "15.0.0")
    }

    @Test(arguments: [
        ("zh_CN.UTF-8", ["zh-Hans"]), ("zh_SG", ["zh-Hans"]), ("zh_TW.UTF-8", ["zh-Hant"]),
        ("zh_HK.UTF-8", ["zh-Hant-HK"]), ("ja_JP.UTF-8", ["ja-JP"]), ("ko_KR.EUC-KR", ["ko-KR"]),
        ("de_DE@euro", ["de-DE"]), ("C", []), ("POSIX", []), ("C.UTF-8", []), ("", []),
        ("ja_JP:en_US:ja_JP", ["ja-JP", "en-US"]), ("fr", ["fr"]),
    ])
    func languagesFromLocale(locale: String, expected: [String]) {
        #expect(FontFallback.languages(fromLocale: locale) == expected)
    }

    @Test func environmentOrder() {
        let env = ["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LANGUAGE": ""]
        #expect(FontFallback.languages(fromEnvironment: { env[$0] }) == ["ja-JP"])
        let all = ["LANG": "ko_KR.UTF-8", "LC_ALL": "C", "LANGUAGE": "zh_TW:en"]
        #expect(FontFallback.languages(fromEnvironment: { all[$0] }) == ["zh-Hant", "en"])
        #expect(FontFallback.languages(fromEnvironment: { _ in nil }) == [])
    }

    @Test(arguments: [
        ("Han", ["zh-Hans"], "Noto Sans CJK SC"), ("Han", ["zh-Hant"], "Noto Sans CJK TC"),
        ("Han", ["zh-TW"], "Noto Sans CJK TC"), ("Han", ["zh-HK"], "Noto Sans CJK HK"),
        ("Han", ["ja"], "Noto Sans CJK JP"), ("Han", ["ko-KR"], "Noto Sans CJK KR"),
        ("Han", ["en", "ja"], "Noto Sans CJK JP"), ("Han", [], "Noto Sans CJK SC"),
        ("Hiragana", ["zh-Hans"], "Noto Sans CJK JP"), ("Katakana", [], "Noto Sans CJK JP"),
        ("Hangul", ["ja"], "Noto Sans CJK KR"), ("Devanagari", [], "Noto Sans Devanagari"),
        ("Arabic", [], "Noto Sans Arabic"), ("Emoji", [], "Noto Color Emoji"),
        ("Symbols", [], "Noto Sans Symbols"), ("Old_Italic", [], "Noto Sans Old Italic"),
    ])
    func systemCascadeFirstFamily(script: String, languages: [String], first: String) {
        #expect(FontFallback.systemFamilies(forScript: script, languages: languages).first == first)
    }

    @Test func hongKongFallsBackToTraditional() {
        let families = FontFallback.systemFamilies(forScript: "Han", languages: ["zh-HK"])
        let order = ["Noto Sans CJK HK", "Noto Sans CJK TC", "Noto Sans CJK SC"].compactMap { families.firstIndex(of: $0) }
        #expect(order.count == 3 && order == order.sorted())
        #expect(FontFallback.systemFamilies(forScript: "Old_Italic", languages: [])
                == ["Noto Sans Old Italic", "Noto Serif Old Italic"])
    }
}

@Suite(.enabled(if: FallbackFonts.isInstalled, FallbackFonts.missing))
struct FontCascadeTests {
    static let dejaVu = try! FontFace(contentsOf: FallbackFonts.dejaVuSans)

    /// The runs' texts, faces' full names and reasons.
    static func runs(_ text: String, languages: [String], families: [String] = [])
        -> [(text: String, font: String, reason: String)] {
        let cascade = FontLibrary.shared.cascade(primary: dejaVu, fallbackFamilies: families, languages: languages)
        return cascade.runs(in: text).map { (String(text[$0.range]), $0.face.fontName, $0.reason.description) }
    }

    /// "Hello 世界" in each CJK language: the language picks the
    /// collection's face, whose full name and glyph ids fontTools reads
    /// from the same face index.
    @Test(arguments: [("ja", "JP"), ("zh-Hans", "SC"), ("zh-Hant", "TC"), ("ko", "KR"), ("zh-HK", "HK")])
    func languagePicksTheCollectionFace(language: String, variant: String) throws {
        let cascade = FontLibrary.shared.cascade(primary: Self.dejaVu, languages: [language])
        let text = "Hello 世界直"
        let runs = cascade.runs(in: text)
        try #require(runs.count == 2)
        #expect(String(text[runs[0].range]) == "Hello ")
        #expect(runs[0].face == Self.dejaVu && runs[0].reason == .ownFace)
        #expect(String(text[runs[1].range]) == "世界直")
        let face = runs[1].face
        #expect(face.path == FallbackFonts.notoCJK)
        #expect(runs[1].reason == .systemCascade(script: "Han", family: "Noto Sans CJK \(variant)"))
        let scalars = "世界直".unicodeScalars.map(\.value)
        let reference = try FallbackFonts.fontTools(FallbackFonts.notoCJK, index: face.index, scalars)
        #expect(face.fontName == reference.name)
        #expect(scalars.map { Int(face.glyph(for: Unicode.Scalar($0)!)) } == reference.glyphs)
    }

    @Test func scriptsAndClusters() throws {
        // Greek and Cyrillic are DejaVu's own; Hindi moves whole clusters
        // (virama conjuncts, vowel signs) to Noto Sans Devanagari; the
        // space and comma after it stay in its run.
        let runs = Self.runs("Γειά Привет नमस्ते, hi", languages: [])
        #expect(runs.map(\.text) == ["Γειά Привет ", "नमस्ते, ", "hi"])
        #expect(runs.map(\.font) == ["DejaVu Sans", "Noto Sans Devanagari Regular", "DejaVu Sans"])
        #expect(runs.map(\.reason) == ["own face", "system cascade for Devanagari (Noto Sans Devanagari)", "own face"])
        let devanagari = try #require(FontLibrary.shared.cascade(primary: Self.dejaVu).runs(in: "नमस्ते").first?.face)
        let scalars = "नमस्ते".unicodeScalars.map(\.value)
        let reference = try FallbackFonts.fontTools(FallbackFonts.notoDevanagari, index: 0, scalars)
        #expect(devanagari.fontName == reference.name)
        #expect(scalars.map { Int(devanagari.glyph(for: Unicode.Scalar($0)!)) } == reference.glyphs)
    }

    @Test func userFamiliesComeFirst() {
        let runs = Self.runs("a世", languages: ["ja"], families: ["Noto Sans CJK KR", "Not Installed"])
        #expect(runs.map(\.text) == ["a", "世"])
        #expect(runs.map(\.reason) == ["own face", "user cascade (Noto Sans CJK KR)"])
    }

    @Test func noFaceGivesThePrimaryNotdef() {
        // A private-use character of plane 16: no installed font has it.
        // Same face, another reason: a run of its own, so `strata fonts --for` shows it.
        let runs = Self.runs("a\u{10FFFD}b", languages: [])
        #expect(runs.map(\.text) == ["a", "\u{10FFFD}", "b"])
        #expect(runs.map(\.reason) == ["own face", "none", "own face"])
        let cascade = FontLibrary.shared.cascade(primary: Self.dejaVu)
        #expect(cascade.runs(in: "\u{10FFFD}").map(\.reason) == [.none])
    }

    @Test func widthIsTheSumOfTheRuns() throws {
        let cascade = FontLibrary.shared.cascade(primary: Self.dejaVu, languages: ["ja"])
        let cjk = try #require(cascade.runs(in: "世界").first?.face)
        #expect(cascade.width(of: "Hi 世界", atSize: 20) == Self.dejaVu.width(of: "Hi ", atSize: 20) + cjk.width(of: "世界", atSize: 20))
        #expect(cascade.metrics(atSize: 20) == Self.dejaVu.metrics(atSize: 20))
        #expect(cascade.fontName == "DejaVu Sans")
    }

    /// U+FE0F, U+200D and tags are hidden even where the face maps them,
    /// as `hb-shape` shows for DejaVu Sans: `❤️x‍y` →
    /// `[uni2764=0+1716|space=0+0|x=2+1212|space=2+0|y=4+1212]`.
    @Test func selectorsAndJoinersAreHidden() {
        let face = Self.dejaVu
        #expect(face.glyph(for: "\u{FE0F}") != 0)
        #expect(face.width(of: "\u{2764}\u{FE0F}x\u{200D}y", atSize: 2048) == 1716 + 1212 + 1212)
        #expect(face.width(of: "\u{2764}\u{FE0F}x\u{200D}y", atSize: 20) == face.width(of: "\u{2764}xy", atSize: 20))
        var glyphs: [UInt16] = []
        face.forEachGlyph(in: "\u{2764}\u{FE0F}\u{E0067}"[...]) { glyph, _ in glyphs.append(glyph) }
        #expect(glyphs == [face.glyph(for: "\u{2764}")])
    }

    @Test func sameChoiceInEveryLibrary() {
        let a = FontLibrary(directories: FontLibrary.defaultDirectories)
        let text = "漢字 かな 한글 नमस्ते ሰላም Բարեւ ქართ ✈ ⊕"
        let one = a.cascade(primary: Self.dejaVu).runs(in: text).map { "\($0.face.fontName)|\($0.reason)" }
        let two = FontLibrary.shared.cascade(primary: Self.dejaVu).runs(in: text).map { "\($0.face.fontName)|\($0.reason)" }
        #expect(one == two)
        #expect(one.count >= 6)
    }

    /// A library and its cascades are freed together (they used to hold
    /// each other: LeakSanitizer reported every non-shared library's
    /// faces, 59 MB in the test run); the shared library keeps its own.
    @Test func aLibraryAndItsCascadesAreFreedTogether() {
        weak var library: FontLibrary?
        weak var cascade: FontCascade?
        do {
            let made = FontLibrary(directories: FontLibrary.defaultDirectories)
            let kept = made.cascade(primary: Self.dejaVu, languages: ["ja"])
            #expect(kept.runs(in: "世a").count == 2)
            #expect(made.cascade(primary: Self.dejaVu, languages: ["ja"]) === kept)
            library = made
            cascade = kept
        }
        #expect(library == nil)
        #expect(cascade == nil)
        weak let shared = FontLibrary.shared.cascade(primary: Self.dejaVu, languages: ["ja"])
        #expect(shared != nil)
        #expect(FontLibrary.shared.cascade(primary: Self.dejaVu, languages: ["ja"]) === shared)
    }

    /// A face whose `cmap` is broken is skipped and listed; fallback still
    /// finds the CJK face after it.
    @Test func unreadableFacesAreSkipped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fallback-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FallbackFonts.dejaVuSans)))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        var cmap: Int?
        for i in 0..<tables where bytes[12 + 16 * i..<16 + 16 * i].elementsEqual("cmap".utf8) {
            let o = 12 + 16 * i + 8
            cmap = Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        let at = try #require(cmap)
        bytes[at + 2] = 0xFF   // 65,000 subtables: past the table's end
        bytes[at + 3] = 0xF0
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/Broken.ttf"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/cjk.ttc", withDestinationPath: FallbackFonts.notoCJK)
        let library = FontLibrary(directories: [dir])
        let cascade = library.cascade(primary: Self.dejaVu, languages: ["ja"])
        let runs = cascade.runs(in: "世\u{10FFFD}")
        #expect(runs.map(\.reason) == [.systemCascade(script: "Han", family: "Noto Sans CJK JP"), .none])
        #expect(library.unreadableFallbackFaces.map { $0.face.path } == [dir + "/Broken.ttf"])
        #expect(library.unreadableFallbackFaces.first?.error.table == "cmap")
    }
}
