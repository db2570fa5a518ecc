import Foundation

/// A file the CLI writes its output to (standard output for `-`), piece by
/// piece with the C library's `write`, so nothing needs the whole output in
/// memory at once.
///
/// The first failure is kept and the later pieces are ignored; `close()`
/// reports it as a `UsageError` naming the path.
struct OutputFile: ~Copyable {
    /// The path as given (`-` for standard output).
    let path: String
    private let descriptor: Int32
    /// The first failure's `errno`, or 0.
    private var failure: Int32 = 0

    /// Creates or truncates `path` (`-`: standard output).
    ///
    /// - Throws: `UsageError` when the file cannot be opened.
    init(path: String) throws {
        self.path = path
        if path == "-" {
            descriptor = STDOUT_FILENO
        } else {
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            if descriptor < 0 { throw Self.error(path, errno) }
        }
    }

    /// Writes all of `bytes` (retrying short writes and interruptions),
    /// unless an earlier write failed.
    ///
    /// - Complexity: O(bytes.count).
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == 0, var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let n = Foundation.write(descriptor, next, left)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            left -= n
            next += n
        }
    }

    /// Closes the file (not standard output).
    ///
    /// - Throws: `UsageError` naming the path when a write or the close
    ///   failed.
    consuming func close() throws {
        var failure = failure
        if descriptor != STDOUT_FILENO, Foundation.close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw Self.error(path, failure) }
    }

    /// `strata: cannot write 'PATH': REASON`.
    private static func error(_ path: String, _ code: Int32) -> UsageError {
        UsageError(description: "strata: cannot write '\(path)': \(String(cString: strerror(code)))")
    }
}
