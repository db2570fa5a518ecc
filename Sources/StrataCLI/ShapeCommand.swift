import Foundation
import Strata
import StrataScene

/// `strata shape (--font FILE[#INDEX] | --family NAME) [--size PT]
/// [--direction ltr|rtl] [--script TAG] [--language TAG] [--features LIST]
/// TEXT`: shapes TEXT with one face and prints the glyphs as
/// `hb-shape --no-glyph-names` does: `[gid=cluster@dx,dy+ax|…]`. With
/// `--fallback` (runs of the faces font fallback picks) and/or `--bidi`
/// (runs of the bidi levels, in visual order), one JSON object per run.
enum ShapeCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        // hb-shape's `--name=value` spelling too.
        let split = arguments.flatMap { a -> [String] in
            guard a.hasPrefix("--"), let eq = a.firstIndex(of: "=") else { return [a] }
            return [String(a[..<eq]), String(a[a.index(after: eq)...])]
        }
        let options = try CommandLineOptions(split, command: "shape", flags: ["--fallback", "--bidi"],
                                             options: ["--font", "--family", "--size", "--direction", "--script",
                                                       "--language", "--features"])
        func value(_ name: String) -> String? { options.values.last { $0.name == name }?.value }
        guard options.positionals.count == 1 else {
            throw UsageError(description: "strata shape: expected one TEXT argument, got \(options.positionals.count) (see 'strata shape --help')")
        }
        let face: FontFace
        switch (value("--font"), value("--family")) {
        case let (file?, nil):
            var path = file, index = 0
            if let hash = file.lastIndex(of: "#"), let n = Int(file[file.index(after: hash)...]) {
                path = String(file[..<hash])
                index = n
            }
            do { face = try FontFace(contentsOf: path, index: index) } catch {
                throw UsageError(description: "strata shape: cannot read font '\(file)': \(error)")
            }
        case let (nil, family?):
            guard let f = Font(family: family, size: 12)?.face else {
                throw UsageError(description: "strata shape: font family '\(family)' is not installed (see 'strata fonts')")
            }
            face = f
        default:
            throw UsageError(description: "strata shape: give exactly one of --font FILE[#INDEX] and --family NAME")
        }
        var direction: TextDirection?
        switch value("--direction")?.lowercased() {
        case nil: direction = nil
        case "ltr": direction = .leftToRight
        case "rtl": direction = .rightToLeft
        case let d?: throw UsageError(description: "strata shape: --direction must be ltr or rtl, got '\(d)'")
        }
        var size: Double?
        if let s = value("--size") {
            guard let v = Double(s), v > 0, v <= Font.maximumSize else {
                throw UsageError(description: "strata shape: --size must be a number in (0, \(Int(Font.maximumSize))], got '\(s)'")
            }
            size = v
        }
        var features: [FontFeature] = []
        if let list = value("--features") {
            guard let parsed = FontFeature.parseList(list) else {
                throw UsageError(description: "strata shape: cannot parse --features '\(list)' (e.g. liga,-kern,smcp=1)")
            }
            features = parsed
        }
        let fallback = options.flags.contains("--fallback"), bidi = options.flags.contains("--bidi")
        guard fallback || bidi else {
            let glyphs = face.shape(options.positionals[0], direction: direction, script: value("--script"),
                                    language: value("--language"), features: features)
            print(ShapedGlyph.harfBuzzText(glyphs, scale: size.map { $0 / Double(face.unitsPerEm) }))
            return 0
        }
        let text = options.positionals[0][...]
        let language = value("--language")
        let faceRuns = fallback
            ? LineShaper.faceRuns(of: text, cascade: FontLibrary.shared.cascade(primary: face, languages: language.map { [$0] } ?? []))
            : [(range: text.startIndex..<text.endIndex, face: face)]
        let runs = text.isEmpty ? []
            : LineShaper.shapedRuns(text, faceRuns, direction: direction, language: language, features: features, bidi: bidi)
        for run in runs { print(json(run, size: size)) }
        return 0
    }

    /// One run as a JSON object: `{"font", "file", "index", "direction",
    /// "script", "text", "glyphs": [[gid, cluster, dx, dy, ax, ay], …]}`,
    /// numbers in font units (points, rounded, with `size`).
    static func json(_ run: ShapedRun, size: Double?) -> String {
        let scale = size.map { $0 / Double(run.face.unitsPerEm) }
        func n(_ v: Int) -> String { String(scale.map { Int(($0 * Double(v)).rounded()) } ?? v) }
        let glyphs = run.glyphs.map { g in
            "[\(g.glyph),\(g.cluster),\(n(g.xOffset)),\(n(g.yOffset)),\(n(g.xAdvance)),\(n(g.yAdvance))]"
        }
        return "{\"font\":\(JSONWriter.quote(run.face.fontName)),\"file\":\(JSONWriter.quote(run.face.path ?? ""))"
            + ",\"index\":\(run.face.index),\"direction\":\"\(run.direction == .rightToLeft ? "rtl" : "ltr")\""
            + ",\"script\":\(JSONWriter.quote(run.script)),\"text\":\(JSONWriter.quote(run.text))"
            + ",\"glyphs\":[\(glyphs.joined(separator: ","))]}"
    }
}
