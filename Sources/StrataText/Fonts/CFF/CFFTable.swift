/// Reads glyph outlines from a `CFF ` (version 1, Type 2 charstrings) or
/// `CFF2` table: the header, the Top DICT, the global subroutines, the
/// charstrings, and for each Font DICT (one, or the `FDArray` of a
/// CID-keyed font, selected per glyph by `FDSelect`) its Private DICT's
/// local subroutines.
///
/// Parsing reads the table's structure only; a glyph's charstring is
/// interpreted when its outline is asked for (see `CharstringInterpreter`).
struct CFFTable: Sendable {
    /// One Font DICT's Private DICT: what charstrings of its glyphs need.
    struct Private: Sendable {
        /// The local subroutines (empty when the Private DICT has none).
        var subrs: CFFIndex
        /// The variation data a CFF2 charstring blends with by default (`vsindex`).
        var vsindex: Int
    }

    /// The whole table.
    let table: FontReader
    /// Whether this is `CFF2` (else `CFF ` version 1).
    let isCFF2: Bool
    /// The charstrings, one per glyph.
    let charStrings: CFFIndex
    /// The global subroutines.
    let globalSubrs: CFFIndex
    /// The Font DICTs' private data (one for a name-keyed font).
    let fonts: [Private]
    /// Which Font DICT each glyph uses (`nil`: all use the first).
    let fdSelect: CFFFDSelect?
    /// CFF2: the number of regions of each item variation data (`vsindex`).
    let regionCounts: [Int]
    /// CFF: where the charset lies (0–2 for the predefined ones), for `seac` accents.
    let charset: Int
    /// The number of glyphs (`maxp`).
    let numGlyphs: Int

    /// The most Font DICTs read.
    static let maximumFonts = 256

    /// Parses the table `r` (tag `CFF ` or `CFF2`).
    ///
    /// - Throws: `FontError` naming the table and offset of the first
    ///   structure that is truncated or points outside the table.
    /// - Complexity: O(Font DICTs + Private DICTs); no charstring is read.
    init(_ r: FontReader, numGlyphs: Int) throws(FontError) {
        table = r
        self.numGlyphs = numGlyphs
        let major = try r.u8(0)
        isCFF2 = major == 2
        guard major == 1 || major == 2 else { throw r.error(0, "CFF major version \(major) is not 1 or 2") }
        let maxOperands = isCFF2 ? 513 : 48
        let top: CFFDict
        if isCFF2 {
            let headerSize = Int(try r.u8(2)), topSize = try r.int16(3)
            top = try CFFDict(r.sub(headerSize, topSize), maximumOperands: maxOperands)
            globalSubrs = try CFFIndex(r, at: headerSize + topSize, wideCount: true)
        } else {
            let names = try CFFIndex(r, at: Int(try r.u8(2)))
            let tops = try CFFIndex(r, at: names.end)
            guard tops.count >= 1 else { throw r.error(names.end, "CFF has no Top DICT") }
            top = try CFFDict(tops.item(0), maximumOperands: maxOperands)
            let strings = try CFFIndex(r, at: tops.end)
            globalSubrs = try CFFIndex(r, at: strings.end)
        }
        if let type = top.int(CFFDict.Op.charstringType), type != 2 {
            throw r.error(0, "charstring type \(type) is not 2")
        }
        guard let charStringsOffset = top.int(CFFDict.Op.charStrings) else {
            throw r.error(0, "the Top DICT has no CharStrings")
        }
        charStrings = try CFFIndex(r, at: charStringsOffset, wideCount: isCFF2)
        var regionCounts: [Int] = []
        if isCFF2, let vstore = top.int(CFFDict.Op.vstore) {
            regionCounts = try Self.regionCounts(r, vstore)
        }
        self.regionCounts = regionCounts
        charset = top.int(CFFDict.Op.charset) ?? 0
        let counts = regionCounts
        let regions = { (vsindex: Int) throws(FontError) -> Int in
            guard vsindex >= 0, vsindex < counts.count else {
                throw r.error(0, "vsindex \(vsindex) names no variation data (\(counts.count))")
            }
            return counts[vsindex]
        }
        var fonts: [Private] = []
        if let fdArray = top.int(CFFDict.Op.fdArray) {
            let fds = try CFFIndex(r, at: fdArray, wideCount: isCFF2)
            guard fds.count >= 1, fds.count <= Self.maximumFonts else {
                throw r.error(fdArray, "FDArray holds \(fds.count) Font DICTs (1 to \(Self.maximumFonts) read)")
            }
            for i in 0..<fds.count {
                let fd = try CFFDict(fds.item(i), maximumOperands: maxOperands)
                fonts.append(try Self.privateData(r, fd, maxOperands, isCFF2 ? regions : nil))
            }
            if let select = top.int(CFFDict.Op.fdSelect) {
                fdSelect = try CFFFDSelect(r, at: select, numGlyphs: numGlyphs, fonts: fds.count)
            } else {
                fdSelect = nil
            }
        } else {
            guard !isCFF2 else { throw r.error(0, "CFF2 Top DICT has no FDArray") }
            fonts.append(try Self.privateData(r, top, maxOperands, nil))
            fdSelect = nil
        }
        self.fonts = fonts
    }

    /// The Private DICT a Top or Font DICT names, and its local subroutines.
    static func privateData(_ r: FontReader, _ dict: CFFDict, _ maxOperands: Int,
                            _ regions: ((Int) throws(FontError) -> Int)?) throws(FontError) -> Private {
        guard let p = dict.operands(CFFDict.Op.privateDict), p.count == 2,
              let size = Int(exactly: p[0]), let offset = Int(exactly: p[1]) else {
            return Private(subrs: CFFIndex(empty: r, at: 0), vsindex: 0)
        }
        let privateDict = try CFFDict(r.sub(offset, size), maximumOperands: maxOperands, regions: regions)
        var subrs = CFFIndex(empty: r, at: 0)
        if let s = privateDict.int(CFFDict.Op.subrs) {
            let (at, overflow) = offset.addingReportingOverflow(s)
            guard !overflow, s > 0 else { throw r.error(offset, "Subrs offset \(s) is not after the Private DICT") }
            subrs = try CFFIndex(r, at: at, wideCount: regions != nil)
        }
        return Private(subrs: subrs, vsindex: privateDict.int(CFFDict.Op.vsindex) ?? 0)
    }

    /// CFF2's variation store: the region count of each item variation data.
    static func regionCounts(_ r: FontReader, _ vstore: Int) throws(FontError) -> [Int] {
        let base = vstore + 2   // after the store's 16-bit length
        guard try r.u16(base) == 1 else { throw r.error(base, "item variation store format is not 1") }
        let n = try r.int16(base + 6)
        try r.checkArray(base + 8, count: n, size: 4)
        var counts: [Int] = []
        for i in 0..<n {
            let data = base + (try r.int32(base + 8 + 4 * i))
            counts.append(try r.int16(data + 4))
        }
        return counts
    }

    /// The subroutine number bias for an index of `count` subroutines.
    static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    /// The Private data glyph `glyph`'s charstring uses.
    func font(of glyph: Int) throws(FontError) -> Private {
        guard let fdSelect else { return fonts[0] }
        let fd = try fdSelect.font(of: glyph)
        guard fd < fonts.count else { throw fdSelect.table.error(fdSelect.offset, "FDSelect names Font DICT \(fd) of \(fonts.count)") }
        return fonts[fd]
    }

    /// The outline of `glyph`.
    ///
    /// - Throws: `FontError` (this table, the offset of the failing byte)
    ///   when the charstring is corrupt or exceeds the interpreter's bounds.
    func outline(_ glyph: Int) throws(FontError) -> GlyphOutline {
        var interpreter = CharstringInterpreter(self)
        try interpreter.run(glyph: glyph)
        return GlyphOutline(segments: interpreter.segments)
    }
}
