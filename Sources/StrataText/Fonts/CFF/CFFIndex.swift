/// A CFF `INDEX`: a count, an offset size, `count + 1` offsets and the
/// items' data, read in place (no item is copied until asked for).
///
/// CFF's indexes count items in 16 bits, CFF2's in 32. Every offset is
/// checked when its item is read, so a truncated index or an offset past
/// the end is a `FontError`, never a read outside the table.
struct CFFIndex: Sendable {
    /// The table the index lies in.
    let table: FontReader
    /// The number of items.
    let count: Int
    /// Bytes per offset (1…4).
    let offSize: Int
    /// Where the offset array starts, relative to the table.
    let offsetsStart: Int
    /// Where the item data starts, minus one (offsets count from 1).
    let dataBase: Int
    /// The first byte after the index.
    let end: Int

    /// An index with no items, ending at `at`.
    init(empty table: FontReader, at: Int) {
        self.table = table
        count = 0
        offSize = 1
        offsetsStart = at
        dataBase = at
        end = at
    }

    /// Reads the index at `offset` of `table`; `wideCount` for CFF2's
    /// 32-bit count.
    ///
    /// - Complexity: O(1): the last offset is read to find the end; item
    ///   offsets are read when the items are.
    init(_ table: FontReader, at offset: Int, wideCount: Bool = false) throws(FontError) {
        self.table = table
        count = wideCount ? try table.int32(offset) : try table.int16(offset)
        let header = wideCount ? 4 : 2
        guard count > 0 else {
            offSize = 1
            offsetsStart = offset + header
            dataBase = offsetsStart
            end = offset + header
            return
        }
        offSize = Int(try table.u8(offset + header))
        guard (1...4).contains(offSize) else { throw table.error(offset + header, "INDEX offset size \(offSize) is not 1 to 4") }
        offsetsStart = offset + header + 1
        try table.checkArray(offsetsStart, count: count + 1, size: offSize)
        dataBase = offsetsStart + (count + 1) * offSize - 1
        let first = try Self.offset(table, offsetsStart, offSize)
        guard first == 1 else { throw table.error(offsetsStart, "INDEX's first offset is \(first), not 1") }
        let last = try Self.offset(table, offsetsStart + count * offSize, offSize)
        guard last >= 1, last - 1 <= table.count - dataBase - 1 else {
            throw table.error(offsetsStart + count * offSize, "INDEX data (\(last - 1) bytes) goes past the end of the table")
        }
        end = dataBase + last
    }

    @inline(__always)
    static func offset(_ r: FontReader, _ at: Int, _ size: Int) throws(FontError) -> Int {
        var v = 0
        for k in 0..<size { v = v << 8 | Int(try r.u8(at + k)) }
        return v
    }

    /// Where item `i`'s bytes lie in the table: `(offset, length)`.
    ///
    /// - Throws: when `i` is out of range or its offsets are out of order
    ///   or past the index's end.
    func range(_ i: Int) throws(FontError) -> (offset: Int, length: Int) {
        guard i >= 0, i < count else { throw table.error(offsetsStart, "INDEX item \(i) does not exist (\(count) items)") }
        let at = offsetsStart + i * offSize
        let a = try Self.offset(table, at, offSize), b = try Self.offset(table, at + offSize, offSize)
        guard a >= 1, a <= b, dataBase + b <= end else {
            throw table.error(at, "INDEX item \(i) has offsets \(a)…\(b), out of order or past the end")
        }
        return (dataBase + a, b - a)
    }

    /// A reader over item `i`.
    func item(_ i: Int) throws(FontError) -> FontReader {
        let (o, n) = try range(i)
        return try table.sub(o, n)
    }
}
