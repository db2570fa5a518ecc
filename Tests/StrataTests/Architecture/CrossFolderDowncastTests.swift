import Foundation
import Testing

/// No code in `Sources/Strata` casts to a concrete view class (`View`'s
/// subclasses, at any depth) outside the folder that declares it (`as?`,
/// `as!`, `as` in patterns, `is`): a folder learns views through hooks it
/// declares (`EngineParticipant`, `FocusParticipant`, `ScrollWheelTarget`,
/// `DisplayListContent`), which the view classes adopt in their own
/// folders (Docs/Architecture.md).
@Suite("Cross-folder downcasts")
struct CrossFolderDowncastTests {
    /// A source file: its folder under `Sources/Strata` (the first path
    /// component), its path there and its tokens.
    struct SourceFile {
        let folder: String
        let path: String
        let tokens: [SwiftToken]

        init(path: String, text: String) {
            self.path = path
            folder = path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : ""
            tokens = SwiftTokenizer.tokens(of: text)
        }
    }

    /// `Sources/Strata`, from this file's path.
    static let sourceRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)   // Architecture/CrossFolderDowncastTests.swift, StrataTests, Tests
        return parts.joined(separator: "/") + "/Sources/Strata"
    }()

    /// The Swift files of `Sources/Strata`, sorted by path.
    static func sourceFiles() throws -> [SourceFile] {
        let paths = (FileManager.default.subpaths(atPath: sourceRoot) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { path in
            SourceFile(path: path, text: try String(contentsOfFile: sourceRoot + "/" + path, encoding: .utf8))
        }
    }

    /// The view classes (subclasses of `View` at any depth, not `View`
    /// itself) declared in `files`, with the folder that declares each.
    static func viewClasses(in files: [SourceFile]) -> [String: String] {
        var declared: [String: (folder: String, superclass: String?)] = [:]
        for file in files {
            let t = file.tokens
            for k in t.indices where t[k].text == "class" && k + 1 < t.count {
                let name = t[k + 1].text
                guard let first = name.unicodeScalars.first, first.properties.isUppercase else { continue }
                var j = k + 2
                if j < t.count && t[j].text == "<" {   // generic parameters
                    var depth = 0
                    while j < t.count {
                        if t[j].text == "<" { depth += 1 } else if t[j].text == ">" { depth -= 1 }
                        j += 1
                        if depth == 0 { break }
                    }
                }
                let superclass = j + 1 < t.count && t[j].text == ":" ? t[j + 1].text : nil
                declared[name] = (file.folder, superclass)
            }
        }
        var result: [String: String] = [:]
        for (name, entry) in declared {
            var superclass = entry.superclass
            var steps = 0
            while let s = superclass, s != "View", steps < declared.count {
                superclass = declared[s]?.superclass
                steps += 1
            }
            if superclass == "View" && name != "View" { result[name] = entry.folder }
        }
        return result
    }

    /// Every cast in `files` to a view class declared in another folder,
    /// as `path:line: cast (declared in Folder/)`, sorted.
    static func crossFolderDowncasts(in files: [SourceFile]) -> [String] {
        let classes = viewClasses(in: files)
        var found: [String] = []
        for file in files {
            let t = file.tokens
            for k in t.indices where t[k].text == "as" || t[k].text == "is" {
                var cast = t[k].text
                var j = k + 1
                if cast == "as", j < t.count, t[j].text == "?" || t[j].text == "!" {
                    cast += t[j].text
                    j += 1
                }
                if j < t.count && t[j].text == "any" { j += 1 }
                if j + 2 < t.count && t[j].text == "Strata" && t[j + 1].text == "." { j += 2 }
                guard j < t.count, let folder = classes[t[j].text], folder != file.folder else { continue }
                found.append("\(file.path):\(t[k].line): \(cast) \(t[j].text) (declared in \(folder)/)")
            }
        }
        return found.sorted()
    }

    @Test func noCastToAViewClassOutsideItsFolder() throws {
        let files = try Self.sourceFiles()
        let classes = Self.viewClasses(in: files)
        // The scan sees the tree: a broken path or parser must not pass.
        #expect(files.count > 100)
        #expect(classes["Label"] == "Text" && classes["StackView"] == "Stack" && classes["ScrollView"] == "Scroll")
        #expect(classes["Button"] == "Controls" && classes["Control"] == "Controls" && classes["View"] == nil)
        let found = Self.crossFolderDowncasts(in: files)
        #expect(found.isEmpty, """
            Casts to view classes outside their folders; add a hook that the folder declares and the view \
            adopts in its own folder instead (Docs/Architecture.md):
            \(found.joined(separator: "\n"))
            """)
    }

    @Test func theCheckFindsCastsAndSkipsCommentsAndStrings() {
        let files = [
            SourceFile(path: "Views/View.swift", text: "open class View {}"),
            SourceFile(path: "Text/Label.swift", text: "open class Label: View {}\nfunc f(v: View) { _ = v as? Label }"),
            SourceFile(path: "Text/Styled.swift", text: "final class StyledLabel<T>: Label {}"),
            SourceFile(path: "Fonts/Face.swift", text: "final class Face: Sendable {}"),
            SourceFile(path: "Rendering/Draw.swift", text: """
                // v as? Label
                /* v is Label /* nested */ as! Label */
                let s = "v as? Label \\(v is StyledLabel) \\"as? Label"
                let r = #"as! Label \\(x)"#
                let m = \"\"\"
                    is Label
                    \"\"\"
                if let l = v as? Label, v is Strata.StyledLabel, w as! any Label {}
                for case let l as Label in views {}
                _ = f as? Face
                _ = v as? View
                """),
        ]
        #expect(Self.crossFolderDowncasts(in: files) == [
            "Rendering/Draw.swift:3: is StyledLabel (declared in Text/)",
            "Rendering/Draw.swift:8: as! Label (declared in Text/)",
            "Rendering/Draw.swift:8: as? Label (declared in Text/)",
            "Rendering/Draw.swift:8: is StyledLabel (declared in Text/)",
            "Rendering/Draw.swift:9: as Label (declared in Text/)",
        ])
    }
}
