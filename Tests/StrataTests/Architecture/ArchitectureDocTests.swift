import Foundation
import Testing
@testable import Strata

/// Facts that Docs/Architecture.md states in prose, checked against the
/// package: the size of a plain `View`, the files that import the C
/// library, the rows of its tables (every target, every folder, every
/// command), and the folder graph script's own reading.
@Suite("Docs/Architecture.md states the facts")
struct ArchitectureDocTests {
    /// The repository root, from this file's path.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)   // Architecture/ArchitectureDocTests.swift, StrataTests, Tests
        return parts.joined(separator: "/")
    }()

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The Swift files under `Sources/<target>`, as paths from the root.
    static func swiftFiles(in target: String) -> [String] {
        let base = "Sources/" + target
        return (FileManager.default.subpaths(atPath: root + "/" + base) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { base + "/" + $0 }.sorted()
    }

    /// The instance size the Swift runtime allocates for objects of `type`:
    /// the `InstanceSize` field of its class metadata (after the kind, the
    /// superclass, the flags and the address point, on a platform without
    /// Objective-C interoperability).
    static func instanceSize(of type: AnyClass) -> Int {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return Int(metadata.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UInt32.self))
    }

    @Test("instance sizes read from the metadata are the known ones")
    func instanceSizeReading() {
        final class Empty {}
        final class TwoWords { var a = 0; var b = 0 }
        // The object header is two words: the metadata and the reference counts.
        #expect(Self.instanceSize(of: Empty.self) == 16)
        #expect(Self.instanceSize(of: TwoWords.self) == 32)
    }

    @Test("a plain View is as many bytes as the page says")
    @MainActor func viewSize() throws {
        let doc = try Self.read("Docs/Architecture.md")
        let match = try #require(doc.firstMatch(of: /a plain `View` is (\d+) bytes/))
        let stated = try #require(Int(match.1))
        let size = Self.instanceSize(of: View.self)
        #expect(size == stated, "Docs/Architecture.md says \(stated) bytes; a View instance is \(size)")
    }

    @Test("the files that import the C library are the ones the page lists")
    func cLibraryImports() throws {
        let doc = try Self.read("Docs/Architecture.md")
        let start = try #require(doc.range(of: "- **Elementary maths and files below the core.**"))
        let rest = doc[start.upperBound...]
        let paragraph = rest[..<(rest.range(of: "\n- **")?.lowerBound ?? rest.endIndex)]
        let targets = ["Strata", "StrataGeometry", "StrataImages", "StrataText"]
        let listed = Set(paragraph.matches(of: /`(Sources\/[^`]+\.swift)`/).map { String($0.1) }
            .filter { path in targets.contains { path.hasPrefix("Sources/\($0)/") } })
        #expect(listed.count == 4)
        var importing: Set<String> = []
        for target in targets {
            for path in Self.swiftFiles(in: target) where try Self.read(path).contains("import Glibc") {
                importing.insert(path)
            }
        }
        #expect(importing == listed)
        #expect(!importing.contains { $0.hasPrefix("Sources/Strata/") }, "the core imports no C library")
    }

    @Test("every target of Package.swift has a row in the targets table")
    func targetsTable() throws {
        let doc = try Self.read("Docs/Architecture.md")
        let manifest = try Self.read("Package.swift")
        let targets = manifest.matches(of: /\.(?:target|executableTarget)\(name: "(\w+)"/).map { String($0.1) }
            .filter { !$0.hasSuffix("Fuzz") && $0 != "StrataTestFonts" && $0 != "StrataTestHarness" }
        #expect(targets.count >= 13)
        for target in targets {
            #expect(doc.contains("| `\(target)` |"), "no row for \(target)")
        }
    }

    @Test("every folder of Sources/Strata has a row in the folders table")
    func foldersTable() throws {
        let doc = try Self.read("Docs/Architecture.md")
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Sources/Strata")
            .filter { !$0.hasSuffix(".swift") }.sorted()
        // The folders table: the rows after its header, up to the first line that is not a row.
        let lines = doc.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| folder | holds |") })
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| `") }
        let named = rows.compactMap { $0.firstMatch(of: /^\| `(\w+)` \|/).map { String($0.1) } }.sorted()
        #expect(named == folders, "the folders table names \(named); Sources/Strata has \(folders)")
    }

    @Test("the strata command's row names every command")
    func commands() throws {
        let doc = try Self.read("Docs/Architecture.md")
        let row = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| `StrataCLI` |") })
        let main = try Self.read("Sources/StrataCLI/main.swift")
        let commands = main.matches(of: /case "([a-z]+)":/).map { String($0.1) }.filter { $0 != "help" }
        #expect(commands.count >= 8)
        for command in commands {
            #expect(row.contains("`\(command)`"), "the StrataCLI row does not name \(command)")
        }
    }

    static let hasSwiftcAndPython = ["/usr/bin/python3", "/usr/local/bin/python3"].contains { FileManager.default.isExecutableFile(atPath: $0) }
        && (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") }

    @Test("Scripts/folder-graph finds an extension member's edge and no edge from a name clash",
          .enabled(if: hasSwiftcAndPython, "needs python3 and swiftc on the PATH"))
    func folderGraphSelfTest() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root + "/Scripts/folder-graph", "--self-test"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("Lower -> Upper"), "\(text)")
        #expect(text.contains("Recipes -> (nothing)"), "\(text)")
    }
}
