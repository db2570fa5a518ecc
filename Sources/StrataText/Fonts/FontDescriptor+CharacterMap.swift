import StrataGeometry

extension FontDescriptor {
    /// The largest `cmap` table fallback reads: 16 MB (a full format 12
    /// table of every code point is 13 MB).
    static let maximumCharacterMapSize = 16 << 20

    /// Reads only the face's character map (and the glyph count from
    /// `maxp`, which bounds it): the table directory, `maxp` and `cmap`, a
    /// few hundred kilobytes at most, never the outlines.
    ///
    /// - Throws: `FontError` naming the table and offset when the file is
    ///   not a valid font.
    /// - Complexity: O(size of `cmap`).
    func readCharacterMap() throws(FontError) -> CharacterMap {
        let index = self.index
        return try FontFileSystem.withFile(path) { (read, size) throws(FontError) -> CharacterMap in
            var start = try read(0, 12)
            if start.count >= 12, start[0...3] == [0x74, 0x74, 0x63, 0x66] {
                let n = Int(start[8]) << 24 | Int(start[9]) << 16 | Int(start[10]) << 8 | Int(start[11])
                guard n > 0, n <= 4096 else { throw FontError(table: "ttcf", offset: 8, problem: "\(n) faces") }
                start = try read(0, 12 + 4 * n)
            }
            let offsets = try FontDirectory.faceOffsets(FontReader(start, table: "header"))
            guard index >= 0, index < offsets.count else {
                throw FontError(table: "ttcf", offset: 8, problem: "face \(index) does not exist (\(offsets.count) faces)")
            }
            let offset = offsets[index]
            let head = try FontReader(read(offset, 12), table: "header", fileBase: offset)
            let dir = try FontDirectory(FontReader(read(offset, FontDirectory.size(head)), table: "header",
                                                   fileBase: offset), fileSize: size)
            guard let maxp = dir.tables["maxp"], let cmap = dir.tables["cmap"] else {
                throw FontError(table: "cmap", offset: offset, problem: "the font has no 'maxp' or 'cmap' table")
            }
            guard cmap.length <= FontDescriptor.maximumCharacterMapSize else {
                throw FontError(table: "cmap", offset: cmap.offset, problem: "\(cmap.length) bytes is too large")
            }
            var h = FontHeaderTables()
            try h.readMaxp(FontReader(read(maxp.offset, maxp.length), table: "maxp", fileBase: maxp.offset))
            return try CharacterMap(FontReader(read(cmap.offset, cmap.length), table: "cmap", fileBase: cmap.offset),
                                    numGlyphs: h.numGlyphs)
        }
    }
}
