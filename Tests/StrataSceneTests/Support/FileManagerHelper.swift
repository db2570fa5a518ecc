import Foundation

/// Temporary files for tests.
enum FileManagerHelper {
    /// A new empty directory under the system's temporary directory.
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "strata-scene-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` as UTF-8 to `path`.
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
