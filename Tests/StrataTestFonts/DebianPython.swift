import Foundation

/// Debian's `/usr/bin/python3`, which the oracle tests run (fontTools for
/// CFF outlines, pycairo for paths): the `python3` on `PATH` may be another
/// Python without Debian's modules.
public enum DebianPython {
    /// Its path.
    public static let path = "/usr/bin/python3"

    /// Runs it with `arguments`: its exit status and standard output
    /// (standard error is discarded).
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// Its standard output as text when it exits with 0; `nil` when it
    /// failed or is not installed.
    public static func output(_ arguments: [String]) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let result = try run(arguments)
        return result.status == 0 ? String(decoding: result.output, as: UTF8.self) : nil
    }
}
