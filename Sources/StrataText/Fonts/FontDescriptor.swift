import StrataGeometry

/// A face found by a `FontLibrary` scan: what its headers say, without
/// its glyph data.
public struct FontDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// The family name (`name` ID 16, else 1).
    public var family: String
    /// The style name (`name` ID 17, else 2).
    public var style: String
    /// The `OS/2` weight class (400 without `OS/2`).
    public var weightClass: Int
    /// The `OS/2` width class (5 normal, 3 condensed; 5 without `OS/2`).
    public var widthClass: Int
    /// Whether the face is italic or oblique.
    public var isItalic: Bool
    /// Whether the face has outlines Strata draws (TrueType, CFF or CFF2;
    /// bitmap-only faces are measured, not drawn).
    public var hasGlyphOutlines: Bool
    /// Whether the face has colour glyphs Strata draws (`CBDT`/`CBLC` or
    /// `COLR`): fallback may choose it even without outlines.
    public var hasColorGlyphs: Bool
    /// The file.
    public var path: String
    /// The face's index in the file (0 unless it is a collection).
    public var index: Int

    /// A descriptor with the given values.
    public init(family: String, style: String, weightClass: Int, widthClass: Int = 5, isItalic: Bool,
                hasGlyphOutlines: Bool, hasColorGlyphs: Bool = false, path: String, index: Int) {
        self.family = family
        self.style = style
        self.weightClass = weightClass
        self.widthClass = widthClass
        self.isItalic = isItalic
        self.hasGlyphOutlines = hasGlyphOutlines
        self.hasColorGlyphs = hasColorGlyphs
        self.path = path
        self.index = index
    }

    /// `Family Style (path#index)`.
    public var description: String { "\(family) \(style) (\(path)#\(index))" }

    /// Reads the descriptors of every face in a file from its headers only:
    /// the table directory, `head`, `name` and `OS/2`.
    ///
    /// - Complexity: a few small reads per face, independent of the file size.
    static func scan(_ path: String) throws(FontError) -> [FontDescriptor] {
        try FontFileSystem.withFile(path) { (read, size) throws(FontError) -> [FontDescriptor] in
            var start = try read(0, 12)
            if start.count >= 12, start[0...3] == [0x74, 0x74, 0x63, 0x66] {
                let n = Int(start[8]) << 24 | Int(start[9]) << 16 | Int(start[10]) << 8 | Int(start[11])
                guard n > 0, n <= 4096 else { throw FontError(table: "ttcf", offset: 8, problem: "\(n) faces") }
                start = try read(0, 12 + 4 * n)
            }
            let offsets = try FontDirectory.faceOffsets(FontReader(start, table: "header"))
            var result: [FontDescriptor] = []
            for (index, offset) in offsets.enumerated() {
                let head = try FontReader(read(offset, 12), table: "header", fileBase: offset)
                let dirBytes = try read(offset, FontDirectory.size(head))
                let dir = try FontDirectory(FontReader(dirBytes, table: "header", fileBase: offset), fileSize: size)
                func table(_ tag: String) throws(FontError) -> FontReader? {
                    guard let t = dir.tables[tag] else { return nil }
                    return try FontReader(read(t.offset, t.length), table: tag, fileBase: t.offset)
                }
                var h = FontHeaderTables()
                guard let headTable = try table("head"), let nameTable = try table("name") else {
                    throw FontError(table: "head", offset: offset, problem: "the font has no 'head' or 'name' table")
                }
                try h.readHead(headTable)
                if let os2 = try table("OS/2") { try h.readOS2(os2) }
                let names = try FontNames(nameTable)
                result.append(FontDescriptor(family: names.family, style: names.style,
                                             weightClass: h.hasOS2 ? h.weightClass : (h.macStyle & 1 != 0 ? 700 : 400),
                                             widthClass: h.hasOS2 ? h.widthClass : 5,
                                             isItalic: h.isItalic, hasGlyphOutlines: dir.hasGlyphOutlines,
                                             hasColorGlyphs: dir.hasColorGlyphs, path: path, index: index))
            }
            return result
        }
    }
}
