import Glibc

/// Finds cursor images in Xcursor themes as libXcursor does: the folders
/// of `$XCURSOR_PATH` (else `~/.local/share/icons`, `~/.icons`,
/// `/usr/share/icons`, `/usr/share/pixmaps`), the theme `$XCURSOR_THEME`
/// (else `default`) and the themes its `index.theme` inherits, at most
/// `maximumDepth` deep.
struct XcursorTheme: Sendable {
    /// The folders searched, in order.
    var searchPath: [String]
    /// The theme's name.
    var name: String
    /// The nominal size in pixels at scale 1 (`$XCURSOR_SIZE`, else 24).
    var size: Int

    /// The most themes followed through `Inherits`.
    static let maximumDepth = 8

    /// The theme the environment names.
    static func fromEnvironment() -> XcursorTheme {
        func env(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        let home = env("HOME") ?? ""
        let path = (env("XCURSOR_PATH") ?? "~/.local/share/icons:~/.icons:/usr/share/icons:/usr/share/pixmaps")
            .split(separator: ":").map { $0.hasPrefix("~/") ? home + $0.dropFirst() : String($0) }
        let size = env("XCURSOR_SIZE").flatMap { Int($0) }.map { min(max($0, 8), 256) } ?? 24
        return XcursorTheme(searchPath: path, name: env("XCURSOR_THEME") ?? "default", size: size)
    }

    /// The image of the first of `names` found in the theme (or a theme it
    /// inherits) at the nominal size nearest `size`; `nil` when none is.
    func image(named names: [String], size: Int) -> XcursorImage? {
        var themes = [name], visited: [String] = []
        var depth = 0
        while !themes.isEmpty && depth < XcursorTheme.maximumDepth {
            let theme = themes.removeFirst()
            guard !visited.contains(theme), !theme.contains("/"), !theme.isEmpty else { continue }
            visited.append(theme)
            depth += 1
            for folder in searchPath {
                for cursor in names {
                    if let file = XcursorTheme.read(folder + "/" + theme + "/cursors/" + cursor,
                                                    limit: XcursorImage.maximumFileBytes),
                       let image = XcursorImage.best(in: file, size: size) {
                        return image
                    }
                }
            }
            for folder in searchPath {
                guard let index = XcursorTheme.read(folder + "/" + theme + "/index.theme", limit: 65536) else { continue }
                themes += XcursorTheme.inherits(index)
                break
            }
        }
        return nil
    }

    /// The themes named by an `index.theme`'s `Inherits=` line.
    static func inherits(_ file: [UInt8]) -> [String] {
        for line in String(decoding: file, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingSpaces == "Inherits" else { continue }
            return parts[1].split(whereSeparator: { $0 == "," || $0 == ";" }).map { String($0.trimmingSpaces) }
                .filter { !$0.isEmpty }
        }
        return []
    }

    /// The bytes of the regular file at `path`, or `nil` when it is
    /// missing, not a regular file or larger than `limit`.
    static func read(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= limit else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return bytes.count <= limit ? bytes : nil
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return s
    }
}
