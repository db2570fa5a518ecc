import Foundation
import Strata

/// `strata fonts [--dir DIR]…`: lists the font directories scanned, the
/// families found (each face with its style, weight and file) and the font
/// files skipped, each with the reason it could not be read.
/// `strata fonts --for TEXT [--language TAG] [--family NAME]`: the runs
/// fallback splits TEXT into, each with its face and why.
enum FontsCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "fonts", flags: [],
                                             options: ["--dir", "--for", "--language", "--family"])
        guard options.positionals.isEmpty else {
            throw UsageError(description: "strata fonts: unexpected argument '\(options.positionals[0])' (see 'strata fonts --help')")
        }
        let given = options.values.filter { $0.name == "--dir" }.map(\.value)
        for dir in given {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError(description: "strata fonts: --dir '\(dir)' is not a directory")
            }
        }
        let directories = given.isEmpty ? FontLibrary.defaultDirectories : given
        let library = given.isEmpty ? FontLibrary.shared : FontLibrary(directories: directories)
        if let text = options.value("--for") {
            let languages = options.value("--language").map { [$0] } ?? FontFallback.environmentLanguages
            let primary: FontFace?
            if let family = options.value("--family") {
                guard let d = library.bestMatch(family: family), let face = try? library.face(for: d) else {
                    throw UsageError(description: "strata fonts: --family '\(family)' is not installed (\(library.contentsDescription()))")
                }
                primary = face
            } else {
                primary = Font.system(size: 17, library: library).face
            }
            guard let primary else {
                throw UsageError(description: "strata fonts: --for needs an installed font (\(library.contentsDescription()))")
            }
            print(fallbackReport(text, cascade: library.cascade(primary: primary, languages: languages)), terminator: "")
            return 0
        } else if options.value("--language") != nil || options.value("--family") != nil {
            throw UsageError(description: "strata fonts: --language and --family need --for TEXT")
        }
        print(report(library, directories: directories), terminator: "")
        return 0
    }

    /// The fallback listing of `text`: the primary face, the languages,
    /// one line per run (`"TEXT" FONT (FILE): REASON`), and the faces whose
    /// character maps could not be read.
    static func fallbackReport(_ text: String, cascade: FontCascade) -> String {
        func file(_ face: FontFace) -> String {
            guard let path = face.path else { return "memory" }
            return isCollection(path) ? "\(path)#\(face.index)" : path
        }
        var report = "primary: \(cascade.primary.fontName) (\(file(cascade.primary)))\n"
        report += "languages: " + (cascade.languages.isEmpty ? "none" : cascade.languages.joined(separator: ", ")) + "\n"
        let runs = cascade.runs(in: text)
        report += "runs (\(runs.count)):\n"
        for run in runs {
            let quoted = String(text[run.range]).unicodeScalars.map { $0.properties.generalCategory == .control
                ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
            report += "  \"\(quoted)\" \(run.face.fontName) (\(file(run.face))): \(run.reason)\n"
        }
        let unreadable = cascade.library.unreadableFallbackFaces
        report += "unreadable (\(unreadable.count))\(unreadable.isEmpty ? "" : ":")\n"
        for (face, error) in unreadable { report += "  \(face.path)#\(face.index): \(error)\n" }
        return report
    }

    /// The listing: `directories:`, `families (N):` with one line per face,
    /// and `skipped (N):` with one line per file (`PATH: REASON`).
    static func report(_ library: FontLibrary, directories: [String]) -> String {
        var text = "directories: " + directories.joined(separator: ", ") + "\n"
        let families = library.families
        text += families.isEmpty ? "families (0): no fonts were found\n" : "families (\(families.count)):\n"
        var family: String?
        for face in library.faces {
            if face.family != family {
                text += "  \(face.family)\n"
                family = face.family
            }
            var traits = ["weight \(face.weightClass)"]
            if face.isItalic { traits.append("italic") }
            if face.widthClass != 5 { traits.append("width \(face.widthClass)") }
            if !face.hasGlyphOutlines { traits.append("no outlines, not drawn") }
            let file = face.index == 0 && !isCollection(face.path) ? face.path : "\(face.path)#\(face.index)"
            text += "    \(face.style) (\(traits.joined(separator: ", "))): \(file)\n"
        }
        text += "skipped (\(library.skipped.count))\(library.skipped.isEmpty ? "" : ":")\n"
        for (path, error) in library.skipped { text += "  \(path): \(error)\n" }
        return text
    }

    /// Whether `path` names a font collection (`.ttc`, `.otc`).
    static func isCollection(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".ttc") || lower.hasSuffix(".otc")
    }
}
