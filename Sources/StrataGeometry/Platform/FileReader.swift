// Reading whole files with the C library, for every reader of files in the
// package: scene files (StrataScene, the C interface), Xauthority files
// (StrataX11) and the tests' reading of child processes' output.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole regular files with the C library's `open`/`read`, within a
/// size limit.
///
/// No Foundation path is involved (`Data(contentsOf:)` leaks a buffer on an
/// empty file, which AddressSanitizer's leak checker reports). Only regular
/// files are read: a FIFO, a device (`/dev/zero`), a socket or a directory
/// is refused at once, before any byte is read, and a file larger than the
/// limit is refused without reading it, so no path can block the reader or
/// make it allocate without bound.
package enum FileReader {
    /// The default limit: 64 MiB.
    package static let defaultLimit = 64 << 20

    /// Why a file could not be read.
    package struct Failure: Error, CustomStringConvertible {
        /// `errno` of the failing call, or 0 when the file was refused.
        package var code: Int32
        /// What went wrong, in words ("no such file or directory",
        /// "a FIFO is not a regular file", …).
        package var description: String
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Throws: `Failure` when the file cannot be opened or read, is not a
    ///   regular file, or is larger than `limit`.
    package static func bytes(atPath path: String, limit: Int = defaultLimit) throws(Failure) -> [UInt8] {
        // Non-blocking, so that opening a FIFO without a writer returns at once.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(errno) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let name = kind == S_IFDIR ? "a directory" : kind == S_IFIFO ? "a FIFO"
                : kind == S_IFCHR ? "a character device" : kind == S_IFBLK ? "a block device"
                : kind == S_IFSOCK ? "a socket" : "a special file"
            throw Failure(code: kind == S_IFDIR ? EISDIR : 0, description: "\(name) is not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw tooLarge(size, limit) }
        var result: [UInt8] = []
        result.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { return result }
            // A file that grows while it is read stops at the limit too.
            guard result.count + count <= limit else { throw tooLarge(result.count + count, limit) }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    private static func failure(_ code: Int32) -> Failure {
        Failure(code: code, description: String(cString: strerror(code)).lowercased())
    }

    private static func tooLarge(_ size: Int, _ limit: Int) -> Failure {
        Failure(code: EFBIG, description: "the file has \(size) bytes, more than the limit of \(limit) bytes")
    }
}
