/// One entry of the shaping buffer: a character, then a glyph.
struct GlyphInfo {
    /// The Unicode scalar, then (after mapping) the glyph id.
    var codepoint: UInt32
    /// The glyph chosen during normalisation.
    var glyphIndex: UInt32 = 0
    /// The cluster: the index of the first Unicode scalar it came from.
    var cluster: UInt32
    /// The feature mask bits.
    var mask: UInt32 = 0
    /// Unicode props: general category (bits 0–4), `ignorable` …, modified combining class in bits 16–23.
    var unicodeProps: UInt32 = 0
    /// Glyph props (`GlyphDefinitionTable.base` …, mark attachment class in bits 8–15).
    var glyphProps: UInt32 = 0
    /// Ligature id (bits 5–7), `isLigatureBase` (bit 4) and component (bits 0–3).
    var ligatureProps: UInt8 = 0
    /// The shaper's per-glyph action (the Arabic joining form).
    var action: UInt8 = 0
    /// The Indic shaper's category and position of the character (`IndicData`).
    var indicCategory: UInt8 = 0, indicPosition: UInt8 = 0
    /// The syllable (serial << 4 | kind) for syllable-based shapers, 0 elsewhere.
    var syllable: UInt8 = 0

    static let ignorable: UInt32 = 0x20, hidden: UInt32 = 0x40, continuation: UInt32 = 0x80
    static let zwnj: UInt32 = 0x100, zwj: UInt32 = 0x200

    @inline(__always) var category: ShapingData.Category {
        ShapingData.Category(rawValue: UInt8(unicodeProps & 0x1F)) ?? .unassigned
    }
    @inline(__always) var isUnicodeMark: Bool { ShapingData.isMark(category) }
    @inline(__always) var combiningClass: UInt8 { UInt8(truncatingIfNeeded: unicodeProps >> 16) }
    @inline(__always) var isContinuation: Bool { unicodeProps & Self.continuation != 0 }
    @inline(__always) var isZWNJ: Bool { unicodeProps & Self.zwnj != 0 }
    @inline(__always) var isZWJ: Bool { unicodeProps & Self.zwj != 0 }
    /// Default-ignorable and not substituted (HarfBuzz's `_hb_glyph_info_is_default_ignorable`).
    @inline(__always) var isDefaultIgnorable: Bool {
        unicodeProps & Self.ignorable != 0 && glyphProps & GlyphDefinitionTable.substituted == 0
    }
    @inline(__always) var isDefaultIgnorableAndNotHidden: Bool {
        unicodeProps & (Self.ignorable | Self.hidden) == Self.ignorable
            && glyphProps & GlyphDefinitionTable.substituted == 0
    }
    @inline(__always) var isMark: Bool { glyphProps & GlyphDefinitionTable.mark != 0 }
    @inline(__always) var isBaseGlyph: Bool { glyphProps & GlyphDefinitionTable.base != 0 }
    @inline(__always) var isLigature: Bool { glyphProps & GlyphDefinitionTable.ligature != 0 }
    @inline(__always) var isMultiplied: Bool { glyphProps & GlyphDefinitionTable.multiplied != 0 }

    @inline(__always) var ligatureID: Int { Int(ligatureProps >> 5) }
    @inline(__always) var isLigatureBase: Bool { ligatureProps & 0x10 != 0 }
    /// The component a mark is attached to (0 for a ligature itself).
    @inline(__always) var ligatureComponent: Int { isLigatureBase ? 0 : Int(ligatureProps & 0x0F) }
    /// The number of components of a ligature (1 for anything else).
    @inline(__always) var ligatureComponentCount: Int {
        isLigature && isLigatureBase ? Int(ligatureProps & 0x0F) : 1
    }
    @inline(__always) mutating func setLigatureForMark(id: Int, component: Int) {
        ligatureProps = UInt8(truncatingIfNeeded: id << 5 | (component & 0x0F))
    }
    @inline(__always) mutating func setLigature(id: Int, components: Int) {
        ligatureProps = UInt8(truncatingIfNeeded: id << 5 | 0x10 | (components & 0x0F))
    }

    /// Sets the Unicode props of `codepoint` (HarfBuzz's `_hb_glyph_info_set_unicode_props`).
    mutating func setUnicodeProps() {
        let u = codepoint
        let category = ShapingData.category(u)
        var props = UInt32(category.rawValue)
        if u >= 0x80 {
            if ShapingData.isDefaultIgnorable(u) {
                props |= Self.ignorable
                if u == 0x200C { props |= Self.zwnj } else if u == 0x200D { props |= Self.zwj }
                else if (0x180B...0x180D).contains(u) || u == 0x180F || (0xE0020...0xE007F).contains(u) || u == 0x034F {
                    props |= Self.hidden
                }
            }
            if ShapingData.isMark(category) {
                props |= Self.continuation | UInt32(ShapingData.modifiedCombiningClass(u)) << 16
            }
        }
        unicodeProps = props
    }
}

/// A glyph's position while shaping, in font units.
struct GlyphPosition {
    var xAdvance: Int32 = 0, yAdvance: Int32 = 0, xOffset: Int32 = 0, yOffset: Int32 = 0
    /// The relative index of the glyph this one is attached to (0: none).
    var attachChain: Int32 = 0
    /// 1: mark attachment, 2: cursive.
    var attachType: UInt8 = 0
}

/// The shaping buffer: HarfBuzz's `hb_buffer_t` model, an input array read
/// at `idx` and an output array that substitutions write, swapped after
/// each lookup.
///
/// Growth is bounded: the buffer never holds more than `maxLength`
/// glyphs, and nested lookups spend `maxOperations`; when either runs
/// out, `successful` turns false and shaping stops with what it has.
///
/// The stored properties are read at every glyph of every lookup, so they
/// are not checked for exclusive access at run time
/// (`@exclusivity(unchecked)`: one `swift_beginAccess` call per read
/// otherwise, a fifth of the shaping time). A buffer belongs to one
/// `shape` call and no code holds one of its arrays `inout` while reaching
/// the same array through the buffer again.
final class ShapingBuffer {
    @exclusivity(unchecked) var info: [GlyphInfo] = []
    @exclusivity(unchecked) var out: [GlyphInfo] = []
    @exclusivity(unchecked) var pos: [GlyphPosition] = []
    @exclusivity(unchecked) var idx = 0
    @exclusivity(unchecked) var haveOutput = false
    @exclusivity(unchecked) var successful = true
    @exclusivity(unchecked) var maxOperations = 0
    @exclusivity(unchecked) var maxLength = 0
    /// Forward (left to right) or backward.
    @exclusivity(unchecked) var isForward = true
    /// A digest holding at least every glyph of `info` (HarfBuzz's buffer
    /// digest): substitutions add the glyphs they write; `updateDigest()`
    /// makes it exact again. Lookups it excludes are skipped whole.
    @exclusivity(unchecked) var digest = GlyphSetDigest.full
    @exclusivity(unchecked) private var serial = 0

    var count: Int { info.count }

    init(_ info: [GlyphInfo]) {
        self.info = info
        // The output holds about as many glyphs as the input: room for them once, not by doubling.
        out.reserveCapacity(info.count)
        // HarfBuzz's limits: HB_BUFFER_MAX_LEN_FACTOR 32, HB_BUFFER_MAX_OPS_FACTOR 64, minimum 16384.
        maxLength = max(info.count * 32, 16384)
        maxOperations = max(info.count * 64, 16384)
    }

    /// Sets `digest` to the digest of `info`'s glyphs.
    func updateDigest() {
        var d = GlyphSetDigest.empty
        for i in info.indices { d.insert(info[i].codepoint) }
        digest = d
    }

    /// A fresh ligature id (1…7).
    func allocateLigatureID() -> Int {
        serial += 1
        if serial & 7 == 0 { serial += 1 }
        return serial & 7
    }

    @inline(__always) var backtrackLength: Int { haveOutput ? out.count : idx }
    @inline(__always) var lookaheadLength: Int { info.count - idx }
    /// The glyph `i` of the backtrack (the output when there is one).
    @inline(__always) func backtrack(_ i: Int) -> GlyphInfo { haveOutput ? out[i] : info[i] }

    func clearOutput() {
        haveOutput = true
        out.removeAll(keepingCapacity: true)
    }

    /// Copies what is left of the input and makes the output the input.
    func sync() {
        guard haveOutput else { idx = 0; return }
        if idx < info.count { out.append(contentsOf: info[idx...]) }
        swap(&info, &out)
        out.removeAll(keepingCapacity: true)
        haveOutput = false
        idx = 0
    }

    @inline(__always) func nextGlyph() {
        if haveOutput { out.append(info[idx]) }
        idx += 1
    }

    /// Moves the cursor to `i` (at most `count`), passing the glyphs before it to the output unchanged.
    @inline(__always) func skip(to i: Int) {
        let end = min(i, info.count)
        guard end > idx else { return }
        if haveOutput { out.append(contentsOf: info[idx..<end]) }
        idx = end
    }

    /// Outputs the current glyph as `glyph` and moves on.
    @inline(__always) func replaceGlyph(_ glyph: UInt32) {
        var c = info[idx]
        c.codepoint = glyph
        digest.insert(glyph)
        if haveOutput { out.append(c) } else { info[idx] = c }
        idx += 1
    }

    /// Outputs a copy of the current glyph as `glyph` and stays.
    @inline(__always) func outputGlyph(_ glyph: UInt32) {
        guard out.count < maxLength else { successful = false; return }
        var c = info[idx]
        c.codepoint = glyph
        digest.insert(glyph)
        out.append(c)
    }

    /// Deletes the current glyph, merging its cluster into a neighbour (HarfBuzz's `delete_glyph`).
    func deleteGlyph() {
        let cluster = info[idx].cluster
        if (idx + 1 < info.count && cluster == info[idx + 1].cluster) || (!out.isEmpty && cluster == out[out.count - 1].cluster) {
        } else if !out.isEmpty {
            if cluster < out[out.count - 1].cluster {
                let old = out[out.count - 1].cluster
                var i = out.count
                while i > 0 && out[i - 1].cluster == old { out[i - 1].cluster = cluster; i -= 1 }
            }
        } else if idx + 1 < info.count {
            mergeClusters(idx, idx + 2)
        }
        idx += 1
    }

    /// Moves the cursor so that `i` glyphs are behind it (HarfBuzz's `move_to`).
    func moveTo(_ i: Int) -> Bool {
        guard haveOutput else { idx = max(0, min(i, info.count)); return true }
        guard successful, i >= 0, i <= out.count + (info.count - idx) else { return false }
        if out.count < i {
            let n = i - out.count
            out.append(contentsOf: info[idx..<idx + n])
            idx += n
        } else if out.count > i {
            let n = out.count - i
            let moved = out[i...]
            if idx >= n {
                info.replaceSubrange(idx - n..<idx, with: moved)
                idx -= n
            } else {
                info.replaceSubrange(0..<idx, with: moved)
                idx = 0
            }
            out.removeLast(n)
        }
        return true
    }

    /// Gives `info[start..<end]` their smallest cluster, extending to whole clusters (HarfBuzz's `merge_clusters`).
    func mergeClusters(_ start: Int, _ end: Int) {
        guard end - start >= 2 else { return }
        var start = start, end = end
        var cluster = info[start].cluster
        for i in start + 1..<end { cluster = min(cluster, info[i].cluster) }
        if cluster != info[end - 1].cluster {
            while end < info.count && info[end - 1].cluster == info[end].cluster { end += 1 }
        }
        if cluster != info[start].cluster {
            while idx < start && info[start - 1].cluster == info[start].cluster { start -= 1 }
        }
        if idx == start && info[start].cluster != cluster {
            let old = info[start].cluster
            var i = out.count
            while i > 0 && out[i - 1].cluster == old { out[i - 1].cluster = cluster; i -= 1 }
        }
        for i in start..<end { info[i].cluster = cluster }
    }

    /// The same over the output (HarfBuzz's `merge_out_clusters`).
    func mergeOutClusters(_ start: Int, _ end: Int) {
        guard end - start >= 2 else { return }
        var start = start, end = end
        var cluster = out[start].cluster
        for i in start + 1..<end { cluster = min(cluster, out[i].cluster) }
        while start > 0 && out[start - 1].cluster == out[start].cluster { start -= 1 }
        while end < out.count && out[end - 1].cluster == out[end].cluster { end += 1 }
        if end == out.count {
            let old = out[end - 1].cluster
            var i = idx
            while i < info.count && info[i].cluster == old { info[i].cluster = cluster; i += 1 }
        }
        for i in start..<end { out[i].cluster = cluster }
    }

    /// Reverses `info[start..<end]` (and positions, when there are).
    func reverse(_ start: Int = 0, _ end: Int? = nil) {
        let end = end ?? info.count
        guard end - start >= 2 else { return }
        info[start..<end].reverse()
        if pos.count == info.count { pos[start..<end].reverse() }
    }
}
