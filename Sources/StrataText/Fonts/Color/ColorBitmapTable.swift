import StrataGeometry

/// The colour bitmaps of a face: `CBLC` (where each glyph's image is, per
/// strike) over `CBDT` (the images: PNG data with their metrics), as
/// Noto Color Emoji stores its emoji.
///
/// The strikes' headers are checked when the face is read; a glyph's
/// index subtable and image are found when the glyph is asked for. Every
/// read is bounds-checked, so a hostile table gives a `FontError` (or no
/// bitmap), never a trap.
struct ColorBitmapTable: Sendable {
    /// One strike: the bitmaps of one pixel size.
    struct Strike: Sendable {
        /// The offset in `CBLC` of the strike's index subtable array.
        var arrayOffset: Int
        /// The number of index subtables.
        var subtableCount: Int
        /// The glyphs the strike covers.
        var firstGlyph: UInt16, lastGlyph: UInt16
        /// Pixels per em, across and down.
        var ppemX: Int, ppemY: Int
    }

    let cblc: FontReader
    let cbdt: FontReader
    /// The strikes, in the table's order.
    let strikes: [Strike]

    /// The most strikes read (a real font has a handful).
    static let maxStrikes = 256
    /// The most index subtables looked at in one strike.
    static let maxSubtables = 65_536

    /// Reads the header and strike records of `cblc`.
    ///
    /// - Throws: `FontError` (table `CBLC`) when the header or a strike
    ///   record lies outside the table.
    init(cblc: FontReader, cbdt: FontReader) throws(FontError) {
        self.cblc = cblc
        self.cbdt = cbdt
        let major = try cblc.u16(0)
        guard major == 2 || major == 3 else { throw cblc.error(0, "unsupported CBLC version \(major)") }
        let count = try cblc.int32(4)
        guard count <= ColorBitmapTable.maxStrikes else { throw cblc.error(4, "\(count) strikes is too many") }
        try cblc.checkArray(8, count: count, size: 48)
        var strikes: [Strike] = []
        for i in 0..<count {
            let o = 8 + 48 * i
            let arrayOffset = try cblc.int32(o)
            let subtables = try cblc.int32(o + 8)
            try cblc.checkArray(arrayOffset, count: subtables, size: 8)
            strikes.append(Strike(arrayOffset: arrayOffset, subtableCount: subtables,
                                  firstGlyph: try cblc.u16(o + 40), lastGlyph: try cblc.u16(o + 42),
                                  ppemX: Int(try cblc.u8(o + 44)), ppemY: Int(try cblc.u8(o + 45))))
        }
        self.strikes = strikes
    }

    /// The strike drawn at `pixelsPerEm`: the smallest at least that
    /// large that covers `glyph`, else the largest that covers it.
    func strike(for glyph: UInt16, pixelsPerEm: Double) -> Strike? {
        var best: Strike?
        for s in strikes where s.firstGlyph <= glyph && glyph <= s.lastGlyph && s.ppemY > 0 {
            guard let b = best else { best = s; continue }
            let sBig = Double(s.ppemY) >= pixelsPerEm, bBig = Double(b.ppemY) >= pixelsPerEm
            if sBig && (!bBig || s.ppemY < b.ppemY) || !sBig && !bBig && s.ppemY > b.ppemY { best = s }
        }
        return best
    }

    /// The bitmap of `glyph` in the strike for `pixelsPerEm`, `nil` when
    /// no strike has one.
    ///
    /// - Throws: `FontError` (table `CBLC` or `CBDT`) when the glyph's
    ///   index entry or image lies outside its table or has an unknown format.
    /// - Complexity: O(index subtables of the strike + log glyphs).
    func bitmap(of glyph: UInt16, pixelsPerEm: Double) throws(FontError) -> ColorBitmap? {
        guard let strike = strike(for: glyph, pixelsPerEm: pixelsPerEm) else { return nil }
        for i in 0..<min(strike.subtableCount, ColorBitmapTable.maxSubtables) {
            let entry = strike.arrayOffset + 8 * i
            let first = try cblc.u16(entry), last = try cblc.u16(entry + 2)
            guard first <= glyph, glyph <= last else { continue }
            let header = strike.arrayOffset + (try cblc.int32(entry + 4))
            return try bitmap(glyph: glyph, first: first, last: last, header: header, strike: strike)
        }
        return nil
    }

    /// Reads one index subtable's entry for `glyph` and its image.
    private func bitmap(glyph: UInt16, first: UInt16, last: UInt16, header: Int,
                        strike: Strike) throws(FontError) -> ColorBitmap? {
        let indexFormat = try cblc.u16(header)
        let imageFormat = try cblc.u16(header + 2)
        let imageBase = try cblc.int32(header + 4)
        let k = Int(glyph - first)
        var start = 0, end = 0
        var metrics: FontReader?
        switch indexFormat {
        case 1:
            start = try cblc.int32(header + 8 + 4 * k)
            end = try cblc.int32(header + 12 + 4 * k)
        case 3:
            start = try cblc.int16(header + 8 + 2 * k)
            end = try cblc.int16(header + 10 + 2 * k)
        case 2:
            let size = try cblc.int32(header + 8)
            metrics = try cblc.sub(header + 12, 8)
            start = size * k
            end = start + size
        case 4:
            let count = try cblc.int32(header + 8)
            try cblc.checkArray(header + 12, count: count + 1, size: 4)
            guard let found = try search(header + 12, count: count, glyph: glyph, stride: 4) else { return nil }
            start = try cblc.int16(found + 2)
            end = try cblc.int16(found + 6)
        case 5:
            let size = try cblc.int32(header + 8)
            metrics = try cblc.sub(header + 12, 8)
            let count = try cblc.int32(header + 20)
            try cblc.checkArray(header + 24, count: count, size: 2)
            guard let found = try search(header + 24, count: count, glyph: glyph, stride: 2) else { return nil }
            start = size * ((found - header - 24) / 2)
            end = start + size
        default:
            throw cblc.error(header, "unknown index subtable format \(indexFormat)")
        }
        guard end > start else { return nil }
        let image = try cbdt.sub(imageBase + start, end - start)
        return try ColorBitmapTable.decode(image, format: imageFormat, metrics: metrics, strike: strike)
    }

    /// The offset of `glyph`'s record in a sorted array of `count` records
    /// of `stride` bytes starting with a glyph id, or nil.
    private func search(_ offset: Int, count: Int, glyph: UInt16, stride: Int) throws(FontError) -> Int? {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            let g = try cblc.u16(offset + stride * mid)
            if g == glyph { return offset + stride * mid }
            if g < glyph { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// Reads a `CBDT` image record of format 17, 18 or 19.
    private static func decode(_ r: FontReader, format: UInt16, metrics: FontReader?,
                               strike: Strike) throws(FontError) -> ColorBitmap {
        let m: FontReader, dataOffset: Int
        switch format {
        case 17: m = try r.sub(0, 5); dataOffset = 5
        case 18: m = try r.sub(0, 8); dataOffset = 8
        case 19:
            guard let metrics else { throw r.error(0, "image format 19 needs metrics in its index subtable") }
            m = metrics; dataOffset = 0
        default: throw r.error(0, "unsupported image format \(format)")
        }
        let length = try r.int32(dataOffset)
        let data = try r.sub(dataOffset + 4, length)
        return ColorBitmap(png: Array(data.bytes[data.start..<data.start + data.count]),
                           width: Int(try m.u8(1)), height: Int(try m.u8(0)),
                           bearingX: Int(Int8(bitPattern: try m.u8(2))), bearingY: Int(Int8(bitPattern: try m.u8(3))),
                           advance: Int(try m.u8(4)), pixelsPerEm: strike.ppemY)
    }
}
