#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads whole files with the C library's `open`/`read`, so that no
/// Foundation file-reading path is involved: `Data(contentsOf:)` leaks a
/// buffer when it reads an empty file, which AddressSanitizer's leak
/// checker reports. `package` so the tests read their child processes'
/// output the same way.
package enum FileReader {
    /// Why a file could not be read.
    package struct Failure: Error {
        /// `errno` of the failing call.
        package var code: Int32
    }

    /// The bytes of the file at `path`.
    package static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(code: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(code: errno) }
        // A directory opens but cannot be read as a file.
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw Failure(code: EISDIR) }
        var result: [UInt8] = []
        result.reserveCapacity(max(0, Int(info.st_size)))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if count == 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }
}
