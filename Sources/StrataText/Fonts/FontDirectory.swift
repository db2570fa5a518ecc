import StrataGeometry

/// A font file's table directory: where each table of one face lies.
struct FontDirectory {
    /// One table's place in the file.
    struct Record {
        var offset: Int
        var length: Int
    }

    /// The tables by tag.
    var tables: [String: Record]
    /// The sfnt version: `0x00010000` or `"true"` (TrueType), `"OTTO"` (CFF).
    var version: UInt32

    /// Whether the face has TrueType outlines (`glyf` and `loca`).
    var hasTrueTypeOutlines: Bool { tables["glyf"] != nil && tables["loca"] != nil }

    /// The table holding the face's CFF outlines (`"CFF2"` or `"CFF "`), if any.
    var cffTag: String? { tables["CFF2"] != nil ? "CFF2" : tables["CFF "] != nil ? "CFF " : nil }

    /// Whether the face has outlines Strata draws: TrueType, CFF or CFF2.
    var hasGlyphOutlines: Bool { hasTrueTypeOutlines || cffTag != nil }

    /// Whether the face has colour glyphs Strata draws: `CBDT` with `CBLC`, or `COLR`.
    var hasColorGlyphs: Bool { (tables["CBDT"] != nil && tables["CBLC"] != nil) || tables["COLR"] != nil }

    /// The file offsets of the faces' table directories: `[0]` for a single
    /// font, the collection's offsets for a `.ttc`.
    ///
    /// `r` reads the file from its start (at least the first 12 bytes, plus
    /// the collection's offset array).
    static func faceOffsets(_ r: FontReader) throws(FontError) -> [Int] {
        let tag = try r.u32(0)
        guard tag == 0x7474_6366 else {  // "ttcf"
            return [0]
        }
        let n = try r.int32(8)
        guard n > 0 else { throw r.error(8, "collection holds no fonts") }
        try r.checkArray(12, count: n, size: 4)
        var offsets: [Int] = []
        offsets.reserveCapacity(n)
        for i in 0..<n { offsets.append(try r.int32(12 + 4 * i)) }
        return offsets
    }

    /// The number of bytes the directory at the start of `r` takes
    /// (12 plus 16 per table).
    static func size(_ r: FontReader) throws(FontError) -> Int {
        12 + 16 * (try r.int16(4))
    }

    /// Reads the directory at the start of `r` (the face's offset in the file).
    ///
    /// `fileSize` bounds the tables: one that ends past it is an error.
    init(_ r: FontReader, fileSize: Int) throws(FontError) {
        version = try r.u32(0)
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw r.error(0, "not a TrueType or OpenType font (version \(String(version, radix: 16)))")
        }
        let n = try r.int16(4)
        try r.checkArray(12, count: n, size: 16)
        var tables: [String: Record] = [:]
        for i in 0..<n {
            let o = 12 + 16 * i
            let tag = try r.tag(o)
            let offset = try r.int32(o + 8), length = try r.int32(o + 12)
            guard offset <= fileSize, length <= fileSize - offset else {
                throw r.error(o, "table '\(tag)' (\(offset)+\(length)) ends past the end of the file (\(fileSize) bytes)")
            }
            tables[tag] = Record(offset: offset, length: length)
        }
        self.tables = tables
    }

    /// A reader over table `tag` in `bytes` (the whole file), or `nil`
    /// when the face has no such table.
    func reader(_ tag: String, in bytes: [UInt8]) throws(FontError) -> FontReader? {
        guard let t = tables[tag] else { return nil }
        return try FontReader(bytes, start: t.offset, count: t.length, table: tag)
    }

    /// A reader over table `tag`; throws when the face lacks it.
    func required(_ tag: String, in bytes: [UInt8]) throws(FontError) -> FontReader {
        guard let r = try reader(tag, in: bytes) else {
            throw FontError(table: tag, offset: 0, problem: "the font has no '\(tag)' table")
        }
        return r
    }
}
