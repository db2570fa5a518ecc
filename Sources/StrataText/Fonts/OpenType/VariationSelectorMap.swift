/// The Unicode variation sequences of a font: its `cmap` format 14
/// subtable (platform 0, encoding 5). A default sequence uses the base
/// character's usual glyph; a non-default one names its own glyph.
struct VariationSelectorMap: Sendable {
    let data: OpenTypeData
    /// The format 14 subtable's offset in `data`, nil when the font has none.
    let subtable: Int?

    /// Finds the format 14 subtable of `cmap`.
    init(cmap: OpenTypeData) {
        data = cmap
        var found: Int?
        let n = cmap.u16(2)
        for i in 0..<n {
            let r = 4 + 8 * i
            if cmap.u16(r) == 0 && cmap.u16(r + 2) == 5, let o = cmap.offset32(0, r + 4), cmap.u16(o) == 14 {
                found = o
                break
            }
        }
        subtable = found
    }

    /// The glyph of `base` followed by `selector`, or nil when the font has no such sequence.
    ///
    /// - Complexity: O(log records + log ranges).
    func glyph(_ base: UInt32, _ selector: UInt32, face: FontFace) -> UInt16? {
        guard let s = subtable else { return nil }
        var lo = 0, hi = min(data.u32(s + 6), 0xFFFF)
        var record: Int?
        while lo < hi {
            let mid = (lo + hi) >> 1
            let r = s + 10 + 11 * mid
            let v = data.u24(r)
            if v == Int(selector) { record = r; break }
            if v < Int(selector) { lo = mid + 1 } else { hi = mid }
        }
        guard let r = record else { return nil }
        let b = Int(base)
        if let nonDefault = data.offset32(s, r + 7) {
            var lo = 0, hi = min(data.u32(nonDefault), 0xFFFF)
            while lo < hi {
                let mid = (lo + hi) >> 1
                let m = nonDefault + 4 + 5 * mid
                let v = data.u24(m)
                if v == b { return UInt16(data.u16(m + 3)) }
                if v < b { lo = mid + 1 } else { hi = mid }
            }
        }
        if let defaults = data.offset32(s, r + 3) {
            var lo = 0, hi = min(data.u32(defaults), 0xFFFF)
            while lo < hi {
                let mid = (lo + hi) >> 1
                let m = defaults + 4 + 4 * mid
                let start = data.u24(m), end = start + Int(data.bytesAt(m + 3))
                if b < start { hi = mid } else if b > end { lo = mid + 1 } else {
                    guard let scalar = Unicode.Scalar(base) else { return nil }
                    let g = face.glyph(for: scalar)
                    return g == 0 ? nil : g
                }
            }
        }
        return nil
    }
}

extension OpenTypeData {
    /// The byte at `o` (0 past the end).
    @inline(__always)
    func bytesAt(_ o: Int) -> UInt8 {
        guard o >= 0, o < count else { return 0 }
        return bytes[base + o]
    }
}

/// The layout tables of a face the shaper reads: `GSUB`, `GPOS`, `GDEF`
/// and the variation sequences of `cmap`.
struct OpenTypeLayout: Sendable {
    let gsub: LayoutTable
    let gpos: LayoutTable
    let gdef: GlyphDefinitionTable
    let variations: VariationSelectorMap
    /// Whether the face has a legacy `kern` table (used only without `GPOS`).
    let hasKernTable: Bool

    init(gsub: FontReader?, gpos: FontReader?, gdef: FontReader?, cmap: FontReader?, kern: FontReader?) {
        self.gsub = LayoutTable(OpenTypeData(gsub), positioning: false)
        self.gpos = LayoutTable(OpenTypeData(gpos), positioning: true)
        self.gdef = GlyphDefinitionTable(OpenTypeData(gdef))
        variations = VariationSelectorMap(cmap: OpenTypeData(cmap))
        hasKernTable = kern != nil
    }
}
