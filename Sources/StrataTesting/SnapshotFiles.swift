import Foundation

/// Where references and artifacts live, and how many unnamed assertions
/// each test has made.
@MainActor
enum SnapshotFiles {
    /// Unnamed assertions made so far, by test file and test name.
    private static var counters: [String: Int] = [:]

    /// The test's name as it appears in file names: `#function` up to its
    /// first `(` (`playButton()` → `playButton`).
    static func baseName(_ testName: String) -> String {
        let name = testName.prefix { $0 != "(" }
        return name.isEmpty ? "snapshot" : String(name)
    }

    /// The file name (without folder) of the next reference of a test:
    /// `<testName>.<n>.<ext>` counting unnamed assertions from 1, or
    /// `<testName>.<name>.<ext>`.
    static func referenceName(filePath: String, testName: String, named: String?, pathExtension: String) -> String {
        let base = baseName(testName)
        if let named { return "\(base).\(named).\(pathExtension)" }
        let key = filePath + "\u{0}" + base
        let n = (counters[key] ?? 0) + 1
        counters[key] = n
        return "\(base).\(n).\(pathExtension)"
    }

    /// The test file's name without `.swift`.
    static func testFileName(_ filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// `__Snapshots__/<TestFileName>/` beside the test file.
    static func referenceFolder(filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFileName(filePath), isDirectory: true)
    }

    /// `STRATA_SNAPSHOT_ARTIFACTS`, or `strata-snapshot-artifacts` in the
    /// temporary folder, then `<TestFileName>/`.
    static func artifactsFolder(filePath: String) -> URL {
        let root: URL
        if let value = ProcessInfo.processInfo.environment["STRATA_SNAPSHOT_ARTIFACTS"], !value.isEmpty {
            root = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-snapshot-artifacts", isDirectory: true)
        }
        return root.appendingPathComponent(testFileName(filePath), isDirectory: true)
    }

    /// Whether `STRATA_RECORD=1` asks every assertion to record.
    static var recordFromEnvironment: Bool {
        ProcessInfo.processInfo.environment["STRATA_RECORD"] == "1"
    }

    /// Writes `bytes` to `url`, creating its folder.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}
