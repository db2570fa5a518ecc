import StrataGeometry

/// One face of a TrueType or OpenType font file, read into memory: its
/// names, metrics, character map, advances, kerning and outlines.
///
/// A face is immutable and `Sendable`. It is also a `TextMeasurer`, so a
/// label measured with it gets the font's advances, kerning and line
/// metrics. Most code asks for a `Font` (a face at a size) instead.
///
/// ```swift
/// let face = try FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// face.family                               // "DejaVu Sans"
/// face.width(of: "AV", atSize: 17)          // advances plus the A–V kerning, in points
/// ```
///
/// Two faces are equal when they are the same object or were read from
/// the same file and collection index.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The family and style names from `name`.
    public let names: FontNames
    /// The file the face was read from (`nil` for bytes in memory).
    public let path: String?
    /// The face's index in its collection (0 for a single font).
    public let index: Int
    /// Font units per em.
    public let unitsPerEm: Int
    /// The number of glyphs (`maxp`).
    public let numberOfGlyphs: Int
    /// The weight class from `OS/2` (400 regular, 700 bold; 400 without `OS/2`).
    public let weightClass: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// Whether every glyph has the same advance (`post.isFixedPitch`).
    public let isFixedPitch: Bool
    /// Whether the face has glyph outlines Strata draws: TrueType (`glyf`),
    /// CFF (`CFF `) or CFF2. A face without (a bitmap-only font) is measured
    /// but drawn with the built-in glyphs.
    public let hasGlyphOutlines: Bool
    /// The line metrics in font units (descender positive, below the
    /// baseline): `OS/2` typographic values when `USE_TYPO_METRICS` is set,
    /// else `hhea`'s. See `Docs/Text.md`.
    public let ascender: Int, descender: Int, lineGap: Int
    /// The cap height and x-height from `OS/2` version 2 and later.
    public let capHeight: Int?, xHeight: Int?
    /// The italic angle from `post`, in degrees.
    public let italicAngle: Double
    /// The box every glyph fits in (`head`), in font units, y up:
    /// `minX`…`maxX` by `minY`…`maxY` from the pen on the baseline.
    public let glyphBounds: Rect
    /// Where kerning comes from: `"GPOS"`, `"kern"` or `""` (none).
    public var kerningSource: String { kerning.source }

    let cmap: CharacterMap
    let advances: [UInt16]
    let kerning: KerningTable
    let glyphs: GlyphTable?
    let cff: CFFTable?
    let layout: OpenTypeLayout
    /// The shaping plans compiled for this face (`Shaping/ShapingPlanCache.swift`).
    let shapingPlans = ShapingPlanCache()
    /// `CBLC`/`CBDT` colour bitmaps, when the face has them.
    let colorBitmapTable: ColorBitmapTable?
    /// `COLR`/`CPAL` colour layers, when the face has them.
    let colorLayerTable: ColorLayerTable?

    /// Reads face `index` of a font file's bytes (`.ttf`, `.otf`, `.ttc` or `.otc`).
    ///
    /// - Throws: `FontError` naming the table and offset when the bytes are
    ///   not a valid font; never reads outside `bytes`.
    /// - Complexity: O(file size) at most (cmap, advances and kerning are
    ///   indexed; outlines are read when drawn).
    public init(bytes: [UInt8], index: Int = 0, path: String? = nil) throws(FontError) {
        let file = try FontReader(bytes, table: "header")
        let faces = try FontDirectory.faceOffsets(file)
        guard index >= 0, index < faces.count else {
            throw FontError(table: "ttcf", offset: 8, problem: "face \(index) does not exist (\(faces.count) faces)")
        }
        let dir = try FontDirectory(file.sub(faces[index]), fileSize: bytes.count)
        var h = FontHeaderTables()
        try h.readHead(dir.required("head", in: bytes))
        try h.readHhea(dir.required("hhea", in: bytes))
        try h.readMaxp(dir.required("maxp", in: bytes))
        if let os2 = try dir.reader("OS/2", in: bytes) { try h.readOS2(os2) }
        if let post = try dir.reader("post", in: bytes) { try h.readPost(post) }
        names = try FontNames(dir.required("name", in: bytes))
        cmap = try CharacterMap(dir.required("cmap", in: bytes), numGlyphs: h.numGlyphs)
        let hmtx = try dir.required("hmtx", in: bytes)
        let metricCount = min(h.numberOfHMetrics, h.numGlyphs)
        try hmtx.checkArray(0, count: metricCount, size: 4)
        var advances: [UInt16] = []
        advances.reserveCapacity(h.numGlyphs)
        for i in 0..<metricCount { advances.append(try hmtx.u16(4 * i)) }
        while advances.count < h.numGlyphs { advances.append(advances[metricCount - 1]) }
        self.advances = advances
        kerning = try KerningTable(gpos: dir.reader("GPOS", in: bytes), kern: dir.reader("kern", in: bytes),
                                   numGlyphs: h.numGlyphs)
        layout = try OpenTypeLayout(gsub: dir.reader("GSUB", in: bytes), gpos: dir.reader("GPOS", in: bytes),
                                    gdef: dir.reader("GDEF", in: bytes), cmap: dir.reader("cmap", in: bytes),
                                    kern: dir.reader("kern", in: bytes))
        if dir.hasTrueTypeOutlines {
            glyphs = try GlyphTable(loca: dir.required("loca", in: bytes), glyf: dir.required("glyf", in: bytes),
                                    numGlyphs: h.numGlyphs, longOffsets: h.indexToLocFormat == 1)
            cff = nil
        } else if let tag = dir.cffTag {
            glyphs = nil
            cff = try CFFTable(dir.required(tag, in: bytes), numGlyphs: h.numGlyphs)
        } else {
            glyphs = nil
            cff = nil
        }
        if let cblc = try dir.reader("CBLC", in: bytes), let cbdt = try dir.reader("CBDT", in: bytes) {
            colorBitmapTable = try ColorBitmapTable(cblc: cblc, cbdt: cbdt)
        } else {
            colorBitmapTable = nil
        }
        if let colr = try dir.reader("COLR", in: bytes) {
            colorLayerTable = try ColorLayerTable(colr: colr, cpal: dir.reader("CPAL", in: bytes))
        } else {
            colorLayerTable = nil
        }
        self.path = path
        self.index = index
        unitsPerEm = h.unitsPerEm
        numberOfGlyphs = h.numGlyphs
        weightClass = h.hasOS2 ? h.weightClass : (h.macStyle & 1 != 0 ? 700 : 400)
        isItalic = h.isItalic
        isFixedPitch = h.isFixedPitch
        hasGlyphOutlines = glyphs != nil || cff != nil
        (ascender, descender, lineGap) = h.lineMetrics
        capHeight = h.capHeight
        xHeight = h.xHeight
        italicAngle = h.italicAngle
        glyphBounds = Rect(x: Double(h.bounds.xMin), y: Double(h.bounds.yMin),
                           width: Double(max(0, h.bounds.xMax - h.bounds.xMin)),
                           height: Double(max(0, h.bounds.yMax - h.bounds.yMin)))
    }

    /// Reads face `index` of the font file at `path`.
    public convenience init(contentsOf path: String, index: Int = 0) throws(FontError) {
        try self.init(bytes: FontFileSystem.contents(of: path), index: index, path: path)
    }

    /// The family name (`"DejaVu Sans"`).
    public var family: String { names.family }
    /// The style name (`"Bold"`, `"Regular"`).
    public var style: String { names.style }

    /// The glyph for a character, 0 (`.notdef`) when the face has none.
    ///
    /// - Complexity: O(1) for ASCII, O(log ranges) otherwise.
    @inline(__always)
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 { cmap.glyph(for: scalar.value) }

    /// The advance width of `glyph` in font units (0 for glyphs past the end).
    @inline(__always)
    public func advance(of glyph: UInt16) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    /// The kerning between `left` and `right`, in font units (usually negative).
    @inline(__always)
    public func kerning(_ left: UInt16, _ right: UInt16) -> Int { kerning.kerning(left, right) }

    /// The outline of `glyph`: TrueType contours (composites assembled),
    /// or the segments of a CFF or CFF2 charstring (subroutines and `seac`
    /// accents followed, the default instance of a variable CFF2 font);
    /// empty for faces without outlines.
    ///
    /// - Throws: `FontError` naming the table and offset when the glyph's
    ///   data is corrupt, or its charstring exceeds the interpreter's bounds
    ///   (see `Docs/Text.md`, "CFF outlines").
    /// - Complexity: O(points) for TrueType; O(charstring operators, at most
    ///   65 536) for CFF.
    public func outline(of glyph: UInt16) throws(FontError) -> GlyphOutline {
        if let glyphs { return try glyphs.outline(Int(glyph)) }
        if let cff { return try cff.outline(Int(glyph)) }
        return GlyphOutline()
    }

    /// Calls `body` with each glyph of `text` (one per Unicode scalar) and
    /// its pen position in font units from the start of the line: the sum
    /// of the earlier advances and kerning. Returns the total advance.
    /// Joiners, variation selectors and tags are skipped (not drawn, no
    /// advance), as HarfBuzz hides these default-ignorable characters
    /// even when the face maps them (DejaVu Sans draws U+FE0F as a box).
    ///
    /// - Complexity: O(scalars), no allocation.
    @discardableResult @inline(__always)
    public func forEachGlyph(in text: Substring, _ body: (_ glyph: UInt16, _ penX: Int) -> Void) -> Int {
        var pen = 0
        var previous: UInt16?
        let kerns = !kerning.isEmpty
        for scalar in text.unicodeScalars {
            let g = cmap.glyph(for: scalar.value)
            if scalar.value >= 0x200C, FontFace.isHidden(scalar.value) { continue }
            if kerns, let previous { pen += kerning.kerning(previous, g) }
            body(g, pen)
            pen += Int(g) < advances.count ? Int(advances[Int(g)]) : 0
            previous = g
        }
        return pen
    }

    /// Whether `scalar` is a joiner (U+200C, U+200D), a variation selector
    /// (U+FE00–U+FE0F, U+E0100–U+E01EF) or a tag (U+E0000–U+E007F): not
    /// drawn and not measured.
    @inline(__always)
    package static func isHidden(_ scalar: UInt32) -> Bool {
        scalar == 0x200C || scalar == 0x200D || (0xFE00...0xFE0F).contains(scalar)
            || (0xE0000...0xE007F).contains(scalar) || (0xE0100...0xE01EF).contains(scalar)
    }

    /// What hosts need to find the same font: family, style, file and index.
    public var identity: FontIdentity {
        FontIdentity(family: family, style: style, postScriptName: names.postScriptName, path: path, index: index)
    }

    /// `family style (path)`.
    public var description: String { "\(names.fullName)" + (path.map { " (\($0))" } ?? "") }

    /// The same object, or the same file and index.
    public static func == (a: FontFace, b: FontFace) -> Bool {
        a === b || (a.path != nil && a.path == b.path && a.index == b.index)
    }

    /// Hashes the file and index (or the object, for faces read from memory).
    public func hash(into hasher: inout Hasher) {
        if let path {
            hasher.combine(path)
            hasher.combine(index)
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
    }
}
