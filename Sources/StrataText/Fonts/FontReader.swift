import StrataGeometry

/// A bounds-checked big-endian reader over one table of a font file.
///
/// Offsets are relative to the table's start; errors name the table and
/// the absolute file offset. Every read checks its range first, so no
/// input can make it read outside `bytes`.
struct FontReader {
    /// The whole buffer the table lives in.
    let bytes: [UInt8]
    /// The table's first byte in `bytes`.
    let start: Int
    /// The table's length in bytes (within `bytes`).
    let count: Int
    /// The table tag, for errors.
    let table: String
    /// The file offset of `bytes[0]` (non-zero when only part of a file was read).
    let fileBase: Int

    /// A reader over `bytes[start..<start+count]`; throws when that range
    /// is not inside `bytes`.
    init(_ bytes: [UInt8], start: Int = 0, count: Int? = nil, table: String, fileBase: Int = 0) throws(FontError) {
        let n = count ?? (bytes.count - start)
        guard start >= 0, n >= 0, start <= bytes.count, n <= bytes.count - start else {
            throw FontError(table: table, offset: fileBase + max(0, min(start, bytes.count)),
                            problem: "table range \(start)+\(n) is outside the file (\(bytes.count) bytes)")
        }
        self.bytes = bytes
        self.start = start
        self.count = n
        self.table = table
        self.fileBase = fileBase
    }

    /// An error at `offset` (relative to the table; kept inside it).
    func error(_ offset: Int, _ problem: String) -> FontError {
        FontError(table: table, offset: fileBase + start + max(0, min(offset, count)), problem: problem)
    }

    /// Throws unless `offset..<offset+length` lies inside the table.
    @inline(__always)
    func check(_ offset: Int, _ length: Int) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            // The error's offset stays inside the table; the problem says where the read was.
            throw error(offset, offset < 0 ? "negative offset \(offset)"
                        : "reading \(length) bytes at \(offset) goes past the end of the table (\(count) bytes)")
        }
    }

    func u8(_ o: Int) throws(FontError) -> UInt8 {
        try check(o, 1)
        return bytes[start + o]
    }

    func u16(_ o: Int) throws(FontError) -> UInt16 {
        try check(o, 2)
        let i = start + o
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func i16(_ o: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(o)) }

    func u32(_ o: Int) throws(FontError) -> UInt32 {
        try check(o, 4)
        let i = start + o
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// A 16-bit offset or count as `Int`.
    func int16(_ o: Int) throws(FontError) -> Int { Int(try u16(o)) }

    /// A 32-bit offset or count as `Int`.
    func int32(_ o: Int) throws(FontError) -> Int { Int(try u32(o)) }

    /// A four-character tag.
    func tag(_ o: Int) throws(FontError) -> String {
        try check(o, 4)
        let i = start + o
        return String(decoding: bytes[i..<i + 4].map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
    }

    /// A reader over `offset..<offset+length` of this table (the same table name).
    func sub(_ offset: Int, _ length: Int? = nil) throws(FontError) -> FontReader {
        let n = length ?? (count - offset)
        try check(offset, n)
        return try FontReader(bytes, start: start + offset, count: n, table: table, fileBase: fileBase)
    }

    /// Throws unless `count` items of `size` bytes from `offset` fit, so a
    /// loop over an absurd count fails before allocating or iterating.
    func checkArray(_ offset: Int, count n: Int, size: Int) throws(FontError) {
        guard n >= 0, n <= count / max(1, size) + 1 else { throw error(offset, "count \(n) is larger than the table") }
        try check(offset, n * size)
    }
}
