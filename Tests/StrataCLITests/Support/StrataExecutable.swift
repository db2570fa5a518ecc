import Foundation
import StrataScene
import Testing

/// What one run of the `strata` executable did.
struct CommandResult: Sendable, CustomStringConvertible {
    /// The exit status (for a crash, the signal's conventional status).
    var status: Int32
    /// Whether the process ended by a signal (a crash) rather than `exit`.
    var crashed: Bool
    /// Everything written to standard output, as bytes.
    var stdoutBytes: [UInt8]
    /// Everything written to standard output.
    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    /// Everything written to standard error.
    var stderr: String

    var description: String {
        "status \(status)\(crashed ? " (signal)" : ""), stderr: \(stderr.prefix(400))"
    }
}

/// The built `strata` executable, found next to the test bundle, and a way
/// to run it.
enum StrataExecutable {
    /// Why the executable could not be found.
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "the 'strata' executable was not found in \(searched.joined(separator: ", ")); build it with 'swift build' (or set STRATA_EXECUTABLE)"
        }
    }

    /// The path of the executable, or the directories searched.
    ///
    /// `STRATA_EXECUTABLE` wins when set; otherwise the directories from the
    /// test bundle (or the test runner) upwards are searched for an
    /// executable file named `strata`, up to the package's root: SwiftPM
    /// puts the test bundle and the products side by side (`.build/debug/`).
    static let located: Result<String, NotFound> = {
        let files = FileManager.default
        if let path = ProcessInfo.processInfo.environment["STRATA_EXECUTABLE"], !path.isEmpty {
            return files.isExecutableFile(atPath: path) ? .success(path) : .failure(NotFound(searched: [path]))
        }
        var starts = [Bundle.main.bundleURL]
        if let first = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        var searched: [String] = []
        for start in starts {
            var dir = start.standardizedFileURL.resolvingSymlinksInPath()
            while !searched.contains(dir.path) {
                let candidate = dir.appendingPathComponent("strata").path
                searched.append(dir.path)
                var isDirectory: ObjCBool = false
                if files.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                   files.isExecutableFile(atPath: candidate) {
                    return .success(candidate)
                }
                // The products live under the package; never look above it.
                if files.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { break }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return .failure(NotFound(searched: searched))
    }()

    /// The path of the executable; throws (failing the test) when it is missing.
    static func path() throws -> String {
        try located.get()
    }

    /// Runs `strata arguments…` in `directory` and waits for it.
    ///
    /// Output goes through files rather than pipes, so large outputs cannot
    /// block the child.
    ///
    /// With `virtualMemoryLimitKB`, the child runs under `ulimit -v` (through
    /// `/bin/sh`), so a runaway allocation fails in the child instead of
    /// exhausting the machine.
    ///
    /// `environment` adds to (or replaces in) the test process's environment.
    static func run(_ arguments: [String], in directory: TemporaryDirectory,
                    virtualMemoryLimitKB: Int? = nil, environment extra: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        if let limit = virtualMemoryLimitKB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(limit) && exec \"$0\" \"$@\"", try path()] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: try path())
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory.url
        let outURL = directory.url.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = directory.url.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Under AddressSanitizer, `.ci/run` checks the launched `strata` for
        // leaks (STRATA_CHILD_ASAN_OPTIONS) while the test runner, which
        // XCTest and Foundation make leak, runs without the leak check.
        if let child = environment["STRATA_CHILD_ASAN_OPTIONS"] { environment["ASAN_OPTIONS"] = child }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        return CommandResult(status: process.terminationStatus,
                             crashed: process.terminationReason == .uncaughtSignal,
                             stdoutBytes: try FileReader.bytes(atPath: outURL.path),
                             stderr: String(decoding: try FileReader.bytes(atPath: errURL.path), as: UTF8.self))
    }

    /// Writes `text` to `fileName` in a fresh temporary directory, runs
    /// `strata` with the arguments `arguments(fileName)` there, and removes
    /// the directory.
    static func run(scene text: String, named fileName: String = "scene.json",
                    _ arguments: (String) -> [String]) throws -> CommandResult {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(text, to: fileName)
        return try run(arguments(fileName), in: directory)
    }
}
