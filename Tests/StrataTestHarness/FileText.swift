import Glibc

/// A file's whole text, read with `read(2)`: the tests read files other
/// processes are still writing, and Foundation's `Data(contentsOf:)` /
/// `String(contentsOfFile:)` leak a page per read of a file that is empty
/// when asked (LeakSanitizer reported 18 such pages in one run).
/// `nil` when the file cannot be opened.
public func fileText(_ path: String) -> String? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { break }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}
