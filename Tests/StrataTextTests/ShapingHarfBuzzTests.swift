import Foundation
import StrataText
import Testing

/// Debian's hb-shape (libharfbuzz-bin), the reference.
enum HarfBuzzShape {
    static let path = "/usr/bin/hb-shape"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// hb-shape's output for each of `lines` (one process, `--text-file`).
    static func shape(font: String, lines: [String], options: [String] = []) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-shape-\(UUID().uuidString).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--no-glyph-names"] + options + ["--text-file=\(file.path)", font]
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(lines.count).map(String.init)
    }
}

/// `FontFace.shape` against hb-shape run live on the corpus of
/// `ShapingCorpus`: the same glyphs, clusters and positions, string by string.
@Suite("Shaping matches HarfBuzz", .enabled(if: HarfBuzzShape.isInstalled, "needs /usr/bin/hb-shape (Debian's libharfbuzz-bin)"))
struct ShapingHarfBuzzTests {
    static func mismatches(_ group: ShapingCorpus.Group) throws -> [String] {
        let face = try FontFace(contentsOf: group.font)
        let strings = group.strings
        let expected = try HarfBuzzShape.shape(font: group.font, lines: strings)
        var bad: [String] = []
        for (text, hb) in zip(strings, expected) {
            let ours = ShapedGlyph.harfBuzzText(face.shape(text))
            if ours != hb { bad.append("\(text)\n  strata: \(ours)\n  hb:     \(hb)") }
        }
        return bad
    }

    static var fontsInstalled: Bool {
        ShapingCorpus.groups.allSatisfy { FileManager.default.fileExists(atPath: $0.font) }
    }

    @Test("corpus has at least 400 strings in at least six fonts")
    func corpusSize() {
        let matched = ShapingCorpus.groups.filter { !$0.knownGap }
        #expect(matched.reduce(0) { $0 + $1.strings.count } >= 400)
        #expect(Set(matched.map(\.font)).count >= 6)
    }

    @Test("identical to hb-shape", .enabled(if: fontsInstalled, "needs fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji, fonts-dejavu-core"),
          arguments: ShapingCorpus.groups.filter { !$0.knownGap }.map(\.name))
    func matches(_ name: String) throws {
        let group = try #require(ShapingCorpus.groups.first { $0.name == name })
        let bad = try Self.mismatches(group)
        #expect(bad.isEmpty, "\(bad.count) of \(group.strings.count) differ:\n\(bad.prefix(5).joined(separator: "\n"))")
    }

    /// One call with options, and the same options for hb-shape.
    struct OptionCase: Sendable, CustomTestStringConvertible {
        var file: String
        var text: String
        var hbOptions: [String]
        var features: [FontFeature] = []
        var direction: TextDirection? = nil
        var script: String? = nil
        var language: String? = nil
        var testDescription: String { "\(file) \(text) \(hbOptions)" }
    }

    static let optionCases: [OptionCase] = [
        OptionCase(file: "DejaVuSans.ttf", text: "office affluent", hbOptions: ["--features=-liga"], features: [FontFeature("liga", 0)]),
        OptionCase(file: "DejaVuSans.ttf", text: "Hello (world) AV", hbOptions: ["--direction=rtl"], direction: .rightToLeft),
        OptionCase(file: "NotoSans-Regular.ttf", text: "1/2 Small Caps 0123", hbOptions: ["--features=smcp,tnum"],
                   features: [FontFeature("smcp"), FontFeature("tnum")]),
        OptionCase(file: "NotoSans-Regular.ttf", text: "fi İstanbul", hbOptions: ["--language=tr"], language: "tr"),
        OptionCase(file: "NotoSans-Regular.ttf", text: "ffi AV", hbOptions: ["--features=-kern,aalt=2"],
                   features: [FontFeature("kern", 0), FontFeature("aalt", 2)]),
        OptionCase(file: "NotoSansArabic-Regular.ttf", text: "abc مرحبا", hbOptions: ["--script=arab", "--direction=rtl"],
                   direction: .rightToLeft, script: "arab"),
        OptionCase(file: "NotoSansArabic-Regular.ttf", text: "مرحبا (1)", hbOptions: ["--direction=ltr"], direction: .leftToRight),
    ]

    /// Options the command line passes through: features, direction, script, language.
    @Test("options as hb-shape's", .enabled(if: fontsInstalled, "needs fonts-noto-core, fonts-dejavu-core"),
          arguments: optionCases)
    func options(_ c: OptionCase) throws {
        let path = (c.file.hasPrefix("DejaVu") ? ShapingCorpus.dejavu : ShapingCorpus.noto) + c.file
        let face = try FontFace(contentsOf: path)
        let hb = try HarfBuzzShape.shape(font: path, lines: [c.text], options: c.hbOptions)
        let ours = ShapedGlyph.harfBuzzText(face.shape(c.text, direction: c.direction, script: c.script,
                                                       language: c.language, features: c.features))
        #expect([ours] == hb)
    }

    @Test("FontFeature.parseList reads hb-shape's syntax", arguments: [
        ("liga,-kern,smcp=1,aalt=2", [FontFeature("liga"), FontFeature("kern", 0), FontFeature("smcp"), FontFeature("aalt", 2)]),
        ("+calt, liga=0", [FontFeature("calt"), FontFeature("liga", 0)]),
        ("\"tnum\"=on", [FontFeature("tnum")]),
    ])
    func parseList(_ list: String, _ expected: [FontFeature]) {
        #expect(FontFeature.parseList(list) == expected)
    }

    @Test("FontFeature.parseList rejects malformed items", arguments: ["toolong", "liga=x", "liga[1:2]", "=1"])
    func parseListRejects(_ list: String) {
        #expect(FontFeature.parseList(list) == nil)
    }
}
