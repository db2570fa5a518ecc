// Font discovery and loading read files, which the standard library cannot.
// Like `Math`, this takes the few calls it needs from the platform's C
// library (not Foundation); nothing else in the core touches files.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StrataGeometry

/// Reading font files and listing font folders, with the C library.
enum FontFileSystem {
    /// The most bytes a font file may have (larger files are refused).
    static let maximumFileSize = 256 << 20

    /// The whole file at `path`.
    static func contents(of path: String) throws(FontError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FontError(table: "file", offset: 0, problem: "cannot open \(path) (errno \(errno))") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FontError(table: "file", offset: 0, problem: "cannot stat \(path)") }
        let size = Int(st.st_size)
        guard size <= maximumFileSize else {
            throw FontError(table: "file", offset: 0, problem: "\(path) is larger than \(maximumFileSize) bytes")
        }
        return try read(fd, offset: 0, count: size, path: path)
    }

    /// `count` bytes at `offset` of an open file (fewer at its end).
    static func read(_ fd: Int32, offset: Int, count: Int, path: String) throws(FontError) -> [UInt8] {
        guard count > 0 else { return [] }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let n = pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0, errno == EINTR { continue }
                if n < 0 { failed = true; break }
                if n == 0 { break }
                done += n
            }
            initialized = done
        }
        if failed { throw FontError(table: "file", offset: offset, problem: "cannot read \(path) (errno \(errno))") }
        return bytes
    }

    /// Opens `path` for reading, calls `body` with a function reading
    /// ranges of it and the file's size, and closes it.
    static func withFile<T>(_ path: String, _ body: ((Int, Int) throws(FontError) -> [UInt8], Int) throws(FontError) -> T) throws(FontError) -> T {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FontError(table: "file", offset: 0, problem: "cannot open \(path)") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FontError(table: "file", offset: 0, problem: "cannot stat \(path)") }
        return try body({ (offset: Int, count: Int) throws(FontError) -> [UInt8] in
            try read(fd, offset: offset, count: count, path: path)
        }, Int(st.st_size))
    }

    /// The regular files under `directory` whose names end in `.ttf`,
    /// `.otf`, `.ttc` or `.otc` (any case), recursively, sorted; symbolic
    /// links are followed, each directory is visited once.
    static func fontFiles(under directory: String) -> [String] {
        var found: [String] = []
        var visited: Set<[UInt64]> = []
        var pending = [directory]
        while let dir = pending.popLast() {
            var st = stat()
            guard stat(dir, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { continue }
            guard visited.insert([UInt64(st.st_dev), UInt64(st.st_ino)]).inserted else { continue }
            guard let handle = opendir(dir) else { continue }
            var children: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                children.append(dir.hasSuffix("/") ? dir + name : dir + "/" + name)
            }
            closedir(handle)
            for child in children {
                var cs = stat()
                guard stat(child, &cs) == 0 else { continue }
                if cs.st_mode & S_IFMT == S_IFDIR {
                    pending.append(child)
                } else if cs.st_mode & S_IFMT == S_IFREG, isFontFileName(child) {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }

    /// Whether `name` ends in a font file extension.
    static func isFontFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
    }

    /// An environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
