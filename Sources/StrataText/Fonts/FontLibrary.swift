import StrataGeometry

/// The fonts installed on the machine, found without fontconfig: every
/// `.ttf`, `.otf`, `.ttc` and `.otc` file under the font directories,
/// indexed by family and style from their `name` and `OS/2` tables.
///
/// `FontLibrary.shared` scans `FontLibrary.defaultDirectories` the first
/// time it is used, once per process, reading only each file's headers.
/// Faces are read in full when a `Font` first asks for them, and kept, so
/// every `Font` of a file shares one `FontFace`.
///
/// ```swift
/// FontLibrary.shared.families            // ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"]
/// let font = Font(family: "DejaVu Sans", size: 17, weight: .bold)
/// ```
public final class FontLibrary: Sendable {
    /// The directories scanned, in order: `/usr/share/fonts`,
    /// `/usr/local/share/fonts`, `~/.local/share/fonts`, `~/.fonts`, then
    /// the colon-separated folders of `$STRATA_FONT_PATH`.
    public static var defaultDirectories: [String] {
        var dirs = ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home = FontFileSystem.environment("HOME"), !home.isEmpty {
            dirs += [home + "/.local/share/fonts", home + "/.fonts"]
        }
        if let extra = FontFileSystem.environment("STRATA_FONT_PATH") {
            dirs += extra.split(separator: ":").map(String.init)
        }
        return dirs
    }

    /// The library of the default directories, scanned on first use.
    public static var shared: FontLibrary { sharedLibrary }

    /// The faces found, sorted by family, then weight, upright before
    /// italic, then file and index.
    public let faces: [FontDescriptor]
    /// The files that could not be read, with the reason.
    public let skipped: [(path: String, error: FontError)]
    /// The faces read in full so far, by `path#index`.
    private let loaded = Locked<[String: FontFace]>([:])
    /// The bytes of every file a face was read from, by path, kept as long
    /// as its faces are (for good): the faces of one collection share one
    /// copy (Noto Sans CJK's ten faces share its 19.5 MB file), and
    /// `filesRead` counts the reads.
    private let files = Locked<(bytes: [String: [UInt8]], reads: Int)>(([:], 0))
    /// Character maps and coverage answers for fallback, read lazily.
    let fallbackIndex = FallbackIndex()
    /// The cascades `Font` made, by primary face, families and languages
    /// (see `CascadeEntry`: kept for good by `shared` only).
    let cascades = Locked<[String: CascadeEntry]>([:])

    /// Scans `directories` (recursively) now.
    ///
    /// - Complexity: a directory walk plus a few small reads per font file.
    public init(directories: [String]) {
        var faces: [FontDescriptor] = []
        var skipped: [(String, FontError)] = []
        var seen: Set<String> = []
        for dir in directories {
            for path in FontFileSystem.fontFiles(under: dir) where seen.insert(path).inserted {
                do { faces += try FontDescriptor.scan(path) } catch { skipped.append((path, error)) }
            }
        }
        self.faces = faces.sorted {
            ($0.family, $0.weightClass, $0.isItalic ? 1 : 0, $0.path, $0.index)
                < ($1.family, $1.weightClass, $1.isItalic ? 1 : 0, $1.path, $1.index)
        }
        self.skipped = skipped
    }

    /// The family names, sorted, each once.
    public var families: [String] {
        var names: [String] = []
        for face in faces where names.last != face.family { names.append(face.family) }
        return names
    }

    /// What the library holds, for a message about a family it lacks:
    /// `families found: A, B` (or `no fonts were found`), then, when files
    /// could not be read, each one's path and why, up to `limit` of them:
    ///
    /// ```
    /// families found: DejaVu Sans; 1 font file could not be read: /home/me/.fonts/Inter.ttf
    /// (font table 'header' at offset 204: table 'glyf' (…) ends past the end of the file (…))
    /// ```
    ///
    /// (one line).
    public func contentsDescription(limit: Int = 5) -> String {
        let found = families
        var text = found.isEmpty ? "no fonts were found" : "families found: " + found.joined(separator: ", ")
        guard !skipped.isEmpty else { return text }
        text += "; \(skipped.count) font file\(skipped.count == 1 ? "" : "s") could not be read: "
        text += skipped.prefix(max(limit, 0)).map { "\($0.path) (\($0.error))" }.joined(separator: ", ")
        if skipped.count > limit { text += "\(limit > 0 ? ", " : "")and \(skipped.count - max(limit, 0)) more" }
        return text
    }

    /// The face of `family` (compared without regard to case) closest to
    /// `weight` and `italic`: the right slant first, then faces with
    /// outlines (TrueType, CFF or CFF2, all drawn alike) before bitmap-only
    /// ones, then the width nearest normal (a typographic family
    /// may hold condensed faces), then the nearest weight class (the heavier
    /// one on a tie), then the order of `faces` (file path and index).
    /// `nil` when the family is not installed.
    public func bestMatch(family: String, weight: Int = 400, italic: Bool = false) -> FontDescriptor? {
        let wanted = family.lowercased()
        return faces.filter { $0.family.lowercased() == wanted }.min { a, b in
            func cost(_ d: FontDescriptor) -> (Int, Int, Int, Int, Int) {
                (d.isItalic == italic ? 0 : 1, d.hasGlyphOutlines ? 0 : 1, abs(d.widthClass - 5),
                 abs(d.weightClass - weight), -d.weightClass)
            }
            return cost(a) < cost(b)
        }
    }

    /// How many font files this library has read in full: one per file,
    /// however many of a collection's faces are used.
    public var filesRead: Int { files.withLock { $0.reads } }

    /// The face a descriptor names, read in full the first time and then
    /// kept; the faces of one collection file share one copy of its bytes.
    public func face(for descriptor: FontDescriptor) throws(FontError) -> FontFace {
        let key = "\(descriptor.path)#\(descriptor.index)"
        if let face = loaded.withLock({ $0[key] }) { return face }
        let bytes = try fileBytes(descriptor.path)
        let face = try FontFace(bytes: bytes, index: descriptor.index, path: descriptor.path)
        return loaded.withLock { table in
            if let existing = table[key] { return existing }
            table[key] = face
            return face
        }
    }

    /// The whole file at `path`, read once (the read itself outside the lock).
    private func fileBytes(_ path: String) throws(FontError) -> [UInt8] {
        if let bytes = files.withLock({ $0.bytes[path] }) { return bytes }
        let bytes = try FontFileSystem.contents(of: path)
        return files.withLock { state in
            if let existing = state.bytes[path] { return existing }
            state.bytes[path] = bytes
            state.reads += 1
            return bytes
        }
    }
}

/// `FontLibrary.shared`: a global `let`, so Swift initializes it lazily and once.
private let sharedLibrary = FontLibrary(directories: FontLibrary.defaultDirectories)
