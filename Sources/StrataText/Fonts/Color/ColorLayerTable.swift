import StrataGeometry

/// `COLR` version 0 (base glyphs made of layers) with the colours of
/// `CPAL` palette 0. A version 1 table's version 0 part (its base glyph
/// and layer records) is read the same way; its paint graphs are not.
///
/// Records are read when a glyph is asked for (a binary search of the
/// base glyph records); every read is bounds-checked.
struct ColorLayerTable: Sendable {
    let colr: FontReader
    /// Where the base glyph and layer records start, and their counts.
    let baseOffset: Int, baseCount: Int
    let layerOffset: Int, layerCount: Int
    /// Palette 0, in `CPAL`'s order (empty without `CPAL`).
    let palette: [Color]

    /// The most entries a palette keeps.
    static let maxPaletteEntries = 65_535

    /// Reads the header of `colr` and palette 0 of `cpal`.
    ///
    /// - Throws: `FontError` (table `COLR` or `CPAL`) when a header or
    ///   record array lies outside its table.
    init(colr: FontReader, cpal: FontReader?) throws(FontError) {
        self.colr = colr
        let version = try colr.u16(0)
        guard version <= 1 else { throw colr.error(0, "unsupported COLR version \(version)") }
        baseCount = try colr.int16(2)
        baseOffset = try colr.int32(4)
        layerOffset = try colr.int32(8)
        layerCount = try colr.int16(12)
        try colr.checkArray(baseOffset, count: baseCount, size: 6)
        try colr.checkArray(layerOffset, count: layerCount, size: 4)
        guard let cpal else { palette = []; return }
        let entries = try cpal.int16(2)
        let palettes = try cpal.int16(4)
        let records = try cpal.int16(6)
        let recordsOffset = try cpal.int32(8)
        guard palettes > 0 else { palette = []; return }
        let firstIndex = try cpal.int16(12)
        guard firstIndex + entries <= records else {
            throw cpal.error(12, "palette 0 (\(firstIndex)+\(entries)) is past the \(records) colour records")
        }
        try cpal.checkArray(recordsOffset, count: records, size: 4)
        var colors: [Color] = []
        colors.reserveCapacity(entries)
        for i in firstIndex..<firstIndex + entries {
            let o = recordsOffset + 4 * i
            colors.append(Color(red8: try cpal.u8(o + 2), green8: try cpal.u8(o + 1), blue8: try cpal.u8(o),
                                alpha8: try cpal.u8(o + 3)))
        }
        palette = colors
    }

    /// The layers of `glyph`, bottom first; empty when it is not a colour
    /// glyph. A palette index past palette 0 draws in the text colour.
    ///
    /// - Throws: `FontError` (table `COLR`) when the glyph's layers lie
    ///   past the layer records.
    /// - Complexity: O(log base glyphs + layers).
    func layers(of glyph: UInt16) throws(FontError) -> [ColorLayer] {
        var lo = 0, hi = baseCount
        while lo < hi {
            let mid = (lo + hi) / 2
            let o = baseOffset + 6 * mid
            let g = try colr.u16(o)
            if g < glyph { lo = mid + 1; continue }
            if g > glyph { hi = mid; continue }
            let first = try colr.int16(o + 2), count = try colr.int16(o + 4)
            guard first + count <= layerCount else {
                throw colr.error(o, "glyph \(glyph)'s layers \(first)+\(count) are past the \(layerCount) layer records")
            }
            var layers: [ColorLayer] = []
            layers.reserveCapacity(count)
            for i in first..<first + count {
                let r = layerOffset + 4 * i
                let index = Int(try colr.u16(r + 2))
                layers.append(ColorLayer(glyph: try colr.u16(r), color: index < palette.count ? palette[index] : nil))
            }
            return layers
        }
        return []
    }
}
