import StrataGeometry

/// The values Strata reads from `head`, `hhea`, `maxp`, `OS/2` and `post`.
struct FontHeaderTables: Sendable {
    // head
    var unitsPerEm = 1000
    var indexToLocFormat = 0
    var bounds = (xMin: 0, yMin: 0, xMax: 0, yMax: 0)
    var macStyle = 0
    // hhea
    var ascender = 0, descender = 0, lineGap = 0
    var numberOfHMetrics = 0
    // maxp
    var numGlyphs = 0
    // OS/2
    var hasOS2 = false
    var weightClass = 400
    var widthClass = 5
    var fsSelection = 0
    var typoAscender = 0, typoDescender = 0, typoLineGap = 0
    var winAscent = 0, winDescent = 0
    var xHeight: Int?
    var capHeight: Int?
    // post
    var italicAngle = 0.0
    var underlinePosition = 0, underlineThickness = 0
    var isFixedPitch = false

    /// Reads `head` (required).
    mutating func readHead(_ r: FontReader) throws(FontError) {
        guard try r.u32(12) == 0x5F0F_3CF5 else { throw r.error(12, "bad magic number") }
        unitsPerEm = try r.int16(18)
        guard (16...16384).contains(unitsPerEm) else { throw r.error(18, "unitsPerEm \(unitsPerEm) is not in 16...16384") }
        bounds = (Int(try r.i16(36)), Int(try r.i16(38)), Int(try r.i16(40)), Int(try r.i16(42)))
        macStyle = try r.int16(44)
        indexToLocFormat = Int(try r.i16(50))
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw r.error(50, "indexToLocFormat \(indexToLocFormat) is neither 0 nor 1")
        }
    }

    /// Reads `hhea` (required).
    mutating func readHhea(_ r: FontReader) throws(FontError) {
        ascender = Int(try r.i16(4))
        descender = Int(try r.i16(6))
        lineGap = Int(try r.i16(8))
        numberOfHMetrics = try r.int16(34)
        guard numberOfHMetrics > 0 else { throw r.error(34, "numberOfHMetrics is 0") }
    }

    /// Reads `maxp` (required).
    mutating func readMaxp(_ r: FontReader) throws(FontError) {
        numGlyphs = try r.int16(4)
        guard numGlyphs > 0 else { throw r.error(4, "numGlyphs is 0") }
    }

    /// Reads `OS/2` (optional): weight, selection flags, typographic metrics,
    /// and from version 2 on the x-height and cap height.
    mutating func readOS2(_ r: FontReader) throws(FontError) {
        hasOS2 = true
        let version = try r.int16(0)
        weightClass = try r.int16(4)
        widthClass = try r.int16(6)
        fsSelection = try r.int16(62)
        typoAscender = Int(try r.i16(68))
        typoDescender = Int(try r.i16(70))
        typoLineGap = Int(try r.i16(72))
        winAscent = try r.int16(74)
        winDescent = try r.int16(76)
        if version >= 2 {
            xHeight = Int(try r.i16(86))
            capHeight = Int(try r.i16(88))
        }
    }

    /// Reads `post` (optional): italic angle, underline, fixed pitch.
    mutating func readPost(_ r: FontReader) throws(FontError) {
        italicAngle = Double(Int32(bitPattern: try r.u32(4))) / 65536
        underlinePosition = Int(try r.i16(8))
        underlineThickness = Int(try r.i16(10))
        isFixedPitch = try r.u32(12) != 0
    }

    /// Whether `OS/2` asks for its typographic metrics (`USE_TYPO_METRICS`, bit 7).
    var usesTypoMetrics: Bool { hasOS2 && fsSelection & 0x80 != 0 }

    /// Whether the face is italic or oblique (`OS/2` bits 0 or 9, else `head.macStyle` bit 1).
    var isItalic: Bool { hasOS2 ? fsSelection & 0x201 != 0 : macStyle & 2 != 0 }

    /// The line metrics in font units, positive down for the descender:
    /// `OS/2`'s typographic values when `USE_TYPO_METRICS` is set, else
    /// `hhea`'s; when `hhea` has neither ascender nor descender, the
    /// typographic values, then `OS/2`'s Windows values.
    var lineMetrics: (ascender: Int, descender: Int, lineGap: Int) {
        if usesTypoMetrics { return (typoAscender, -typoDescender, typoLineGap) }
        if ascender != 0 || descender != 0 { return (ascender, -descender, lineGap) }
        if hasOS2, typoAscender != 0 || typoDescender != 0 { return (typoAscender, -typoDescender, typoLineGap) }
        return (winAscent, winDescent, 0)
    }
}
