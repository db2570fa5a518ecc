import Foundation
import Strata

/// `strata fonts [--dir DIR]…`: lists the font directories scanned, the
/// families found (each face with its style, weight and file) and the font
/// files skipped, each with the reason it could not be read.
enum FontsCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "fonts", flags: [], options: ["--dir"])
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
        print(report(library, directories: directories), terminator: "")
        return 0
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
