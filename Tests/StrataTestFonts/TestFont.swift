/// Builds small, valid TrueType fonts in memory for the font tests, so they
/// depend on no installed font.
///
/// Glyphs (1000 units per em): 0 `.notdef` (empty), 1 space, 2 `A` (a
/// 500 × 500 square at x 100…600), 3 `V` (a quadratic hump through
/// (0, 0), control (350, 700), (700, 0)), 4 the smiley U+1F600 (a square,
/// only with format 12), 5 `Ä` (composite: `A`, plus `A` scaled by 0.5 at
/// (100, 600)), 6 `Å` (composite: `V` under the 2×2 matrix
/// (0, 1, −1, 0) — a quarter turn — moved by (700, 0)).
public struct TestFont: Sendable {
    /// Where the font's kerning lives.
    public enum Kerning: Sendable { case none, kernTable, gpos }

    public var kerning: Kerning = .gpos
    public var format12 = true
    public var family = "Strata Test"
    public var style = "Regular"
    public var weightClass = 400
    public var italic = false
    public var useTypoMetrics = false
    /// Whether the font has CFF outlines (`OTTO`, `TestCFF.standard` or
    /// `cffTable` as its `CFF ` table, no `glyf`/`loca`).
    public var cff = false
    /// The `CFF ` table of a CFF font (`nil`: `TestCFF.standard`).
    public var cffTable: [UInt8]?
    /// A `GSUB` table to include (`nil`: none), for the shaping tests.
    public var gsubTable: [UInt8]?

    /// A font description (the defaults: "Strata Test" Regular, GPOS kerning, formats 4 and 12).
    public init(kerning: Kerning = .gpos, format12: Bool = true, family: String = "Strata Test", style: String = "Regular",
                weightClass: Int = 400, italic: Bool = false, useTypoMetrics: Bool = false) {
        self.kerning = kerning
        self.format12 = format12
        self.family = family
        self.style = style
        self.weightClass = weightClass
        self.italic = italic
        self.useTypoMetrics = useTypoMetrics
    }

    public static let advances: [UInt16] = [500, 250, 600, 700, 800, 600, 700]

    /// The font file.
    public func bytes() -> [UInt8] { Self.sfnt(tables(), base: 0, version: cff ? 0x4F54_544F : 0x10000) }

    /// A `.ttc` collection of the given fonts.
    public static func collection(_ fonts: [TestFont]) -> [UInt8] {
        var header = Bytes()
        header.tag("ttcf"); header.u32(0x0001_0000); header.u32(UInt32(fonts.count))
        var blobs: [[UInt8]] = []
        var base = 12 + 4 * fonts.count
        for font in fonts {
            header.u32(UInt32(base))
            let blob = sfnt(font.tables(), base: base)
            blobs.append(blob)
            base += blob.count
        }
        return header.data + blobs.joined()
    }

    func tables() -> [(String, [UInt8])] {
        var t: [(String, [UInt8])] = []
        let (glyf, loca) = glyphs()
        t.append(("head", head()))
        t.append(("hhea", hhea()))
        t.append(("maxp", { var b = Bytes(); b.u32(0x5000); b.u16(7); return b.data }()))
        t.append(("OS/2", os2()))
        t.append(("name", name()))
        t.append(("post", { var b = Bytes(); b.u32(0x30000); b.u32(UInt32(bitPattern: italic ? -12 << 16 : 0)); b.i16(-100); b.i16(50)
            b.u32(0); b.u32(0); b.u32(0); b.u32(0); b.u32(0); return b.data }()))
        t.append(("cmap", cmap()))
        t.append(("hmtx", { var b = Bytes(); for a in Self.advances { b.u16(a); b.i16(0) }; return b.data }()))
        if cff {
            t.append(("CFF ", cffTable ?? TestCFF.standard.bytes()))
        } else {
            t.append(("loca", loca))
            t.append(("glyf", glyf))
        }
        if let gsubTable { t.append(("GSUB", gsubTable)) }
        switch kerning {
        case .none: break
        case .kernTable: t.append(("kern", kern()))
        case .gpos: t.append(("GPOS", gpos())); t.append(("kern", kern()))
        }
        return t
    }

    func head() -> [UInt8] {
        var b = Bytes()
        b.u32(0x10000); b.u32(0x10000); b.u32(0); b.u32(0x5F0F_3CF5); b.u16(0); b.u16(1000)
        b.u32(0); b.u32(0); b.u32(0); b.u32(0)
        b.i16(-350); b.i16(0); b.i16(800); b.i16(1000)
        b.u16(italic ? 2 : 0); b.u16(8); b.i16(2); b.i16(0); b.i16(0)
        return b.data
    }

    func hhea() -> [UInt8] {
        var b = Bytes()
        b.u32(0x10000); b.i16(800); b.i16(-200); b.i16(100); b.u16(800)
        for _ in 0..<10 { b.i16(0) }
        b.i16(0); b.u16(UInt16(Self.advances.count))
        return b.data
    }

    func os2() -> [UInt8] {
        var b = Bytes()
        b.u16(4); b.i16(500); b.u16(UInt16(weightClass)); b.u16(5); b.u16(0)
        for _ in 0..<11 { b.i16(0) }          // subscript…strikeout, family class
        b.pad(to: 62)
        b.u16((italic ? 1 : 0) | (useTypoMetrics ? 0x80 : 0x40)); b.u16(0x20); b.u16(0xC5)
        b.i16(750); b.i16(-250); b.i16(200); b.u16(900); b.u16(300)
        b.u32(1); b.u32(0)
        b.i16(450); b.i16(650); b.u16(0); b.u16(0x20); b.u16(2)
        return b.data
    }

    func name() -> [UInt8] {
        let strings: [(UInt16, String)] = [(1, family), (2, style), (4, "\(family) \(style)"), (6, family.replacingOccurrences(" ", "") + "-" + style)]
        var b = Bytes(), storage = Bytes()
        b.u16(0); b.u16(UInt16(strings.count + 1)); b.u16(UInt16(6 + 12 * (strings.count + 1)))
        // A Mac Roman family name that the Windows one must win over.
        b.u16(1); b.u16(0); b.u16(0); b.u16(1); b.u16(3); b.u16(0)
        storage.data += Array("Mac".utf8)
        for (id, s) in strings {
            let utf16 = Array(s.utf16)
            b.u16(3); b.u16(1); b.u16(0x409); b.u16(id); b.u16(UInt16(2 * utf16.count)); b.u16(UInt16(storage.data.count))
            for u in utf16 { storage.u16(u) }
        }
        return b.data + storage.data
    }

    func cmap() -> [UInt8] {
        // Format 4: space by delta, A…B through the glyph id array (B → 0),
        // V by delta, Ä…Å by delta, and the final 0xFFFF segment.
        let segments: [(start: UInt16, end: UInt16, delta: Int, array: [UInt16]?)] = [
            (0x20, 0x20, 1 - 0x20, nil), (0x41, 0x42, 0, [2, 0]), (0x56, 0x56, 3 - 0x56, nil),
            (0xC4, 0xC5, 5 - 0xC4, nil), (0xFFFF, 0xFFFF, 1, nil),
        ]
        var f4 = Bytes()
        let seg = segments.count
        f4.u16(4); f4.u16(0); f4.u16(0); f4.u16(UInt16(2 * seg)); f4.u16(8); f4.u16(2); f4.u16(UInt16(2 * seg - 8))
        for s in segments { f4.u16(s.end) }
        f4.u16(0)
        for s in segments { f4.u16(s.start) }
        for s in segments { f4.u16(UInt16(truncatingIfNeeded: s.delta)) }
        var array: [UInt16] = []
        for (i, s) in segments.enumerated() {
            if let a = s.array { f4.u16(UInt16(2 * (seg - i) + 2 * array.count)); array += a } else { f4.u16(0) }
        }
        for g in array { f4.u16(g) }
        f4.set16(2, UInt16(f4.data.count))
        var f12 = Bytes()
        let groups: [(UInt32, UInt32, UInt32)] = [(0x20, 0x20, 1), (0x41, 0x41, 2), (0x56, 0x56, 3), (0xC4, 0xC5, 5), (0x1F600, 0x1F600, 4)]
        f12.u16(12); f12.u16(0); f12.u32(UInt32(16 + 12 * groups.count)); f12.u32(0); f12.u32(UInt32(groups.count))
        for (s, e, g) in groups { f12.u32(s); f12.u32(e); f12.u32(g) }
        var b = Bytes()
        let subtables = format12 ? [f4.data, f12.data] : [f4.data]
        b.u16(0); b.u16(UInt16(subtables.count))
        var offset = 4 + 8 * subtables.count
        for (i, s) in subtables.enumerated() {
            b.u16(3); b.u16(i == 0 ? 1 : 10); b.u32(UInt32(offset))
            offset += s.count
        }
        return b.data + subtables.joined()
    }

    func kern() -> [UInt8] {
        var b = Bytes()
        b.u16(0); b.u16(1)
        b.u16(0); b.u16(14 + 6 * 2); b.u16(0x0001)
        b.u16(2); b.u16(12); b.u16(1); b.u16(0)
        b.u16(2); b.u16(3); b.i16(-80)   // A V
        b.u16(3); b.u16(2); b.i16(-40)   // V A
        return b.data
    }

    /// GPOS: one `kern` lookup with a format 1 subtable (V A: −50) and a
    /// format 2 subtable (A in class 1; V in class 1, Ä in class 2:
    /// A V −20, A Ä −30).
    func gpos() -> [UInt8] {
        var pair1 = Bytes()
        pair1.u16(1); pair1.u16(12); pair1.u16(4); pair1.u16(0); pair1.u16(1); pair1.u16(18)
        pair1.u16(1); pair1.u16(1); pair1.u16(3)        // coverage format 1: [V]
        pair1.u16(1); pair1.u16(2); pair1.i16(-50)      // pair set: A, −50
        var pair2 = Bytes()
        pair2.u16(2); pair2.u16(28); pair2.u16(4); pair2.u16(0); pair2.u16(38); pair2.u16(46)
        pair2.u16(2); pair2.u16(3)
        for v: Int16 in [0, 0, 0, 0, -20, -30] { pair2.i16(v) }
        pair2.u16(2); pair2.u16(1); pair2.u16(2); pair2.u16(2); pair2.u16(0)          // coverage format 2 at 28: A…A
        pair2.u16(1); pair2.u16(2); pair2.u16(1); pair2.u16(1)                        // class def 1 at 38: A → 1
        pair2.u16(2); pair2.u16(2); pair2.u16(3); pair2.u16(3); pair2.u16(1)          // class def 2 at 46: V → 1
        pair2.u16(5); pair2.u16(5); pair2.u16(2)                                      // Ä → 2
        var b = Bytes()
        b.u16(1); b.u16(0); b.u16(10); b.u16(30); b.u16(44)
        // ScriptList at 10: DFLT → script at +8 → default LangSys at +4.
        b.u16(1); b.tag("DFLT"); b.u16(8)
        b.u16(4); b.u16(0)
        b.u16(0); b.u16(0xFFFF); b.u16(1); b.u16(0)
        // FeatureList at 30: kern → feature at +8.
        b.u16(1); b.tag("kern"); b.u16(8)
        b.u16(0); b.u16(1); b.u16(0)
        // LookupList at 44 → lookup at +4: type 2, two subtables.
        b.u16(1); b.u16(4)
        b.u16(2); b.u16(0); b.u16(2); b.u16(10); b.u16(UInt16(10 + pair1.data.count))
        return b.data + pair1.data + pair2.data
    }

    /// The glyph outlines and short `loca` offsets.
    func glyphs() -> (glyf: [UInt8], loca: [UInt8]) {
        typealias P = (x: Int, y: Int, on: Bool)
        let square: [[P]] = [[(100, 0, true), (100, 500, true), (600, 500, true), (600, 0, true)]]
        let hump: [[P]] = [[(0, 0, true), (350, 700, false), (700, 0, true)]]
        let small: [[P]] = [[(0, 0, true), (0, 100, true), (100, 100, true), (100, 0, true)]]
        var data: [[UInt8]] = [[], [], Self.simple(square), Self.simple(hump), Self.simple(small)]
        var a = Bytes()   // Ä
        a.i16(-1); a.i16(100); a.i16(0); a.i16(600); a.i16(850)
        a.u16(0x0020 | 0x0002 | 0x0001); a.u16(2); a.i16(0); a.i16(0)
        a.u16(0x0008 | 0x0002 | 0x0001); a.u16(2); a.i16(100); a.i16(600); a.i16(0x2000)
        data.append(a.data)
        var r = Bytes()   // Å
        r.i16(-1); r.i16(0); r.i16(0); r.i16(700); r.i16(700)
        r.u16(0x0080 | 0x0002 | 0x0001); r.u16(3); r.i16(700); r.i16(0)
        r.i16(0); r.i16(0x4000); r.i16(-0x4000); r.i16(0)
        data.append(r.data)
        var glyf: [UInt8] = [], loca = Bytes()
        for d in data {
            loca.u16(UInt16(glyf.count / 2))
            glyf += d
            if glyf.count % 2 == 1 { glyf.append(0) }
        }
        loca.u16(UInt16(glyf.count / 2))
        return (glyf, loca.data)
    }

    /// A simple glyph, with short and repeated flags where they fit.
    static func simple(_ contours: [[(x: Int, y: Int, on: Bool)]]) -> [UInt8] {
        let points = contours.joined()
        var b = Bytes()
        b.i16(Int16(contours.count))
        b.i16(Int16(points.map(\.x).min()!)); b.i16(Int16(points.map(\.y).min()!))
        b.i16(Int16(points.map(\.x).max()!)); b.i16(Int16(points.map(\.y).max()!))
        var end = -1
        for c in contours { end += c.count; b.u16(UInt16(end)) }
        b.u16(0)
        var flags: [UInt8] = [], xs = Bytes(), ys = Bytes()
        var px = 0, py = 0
        for p in points {
            var f: UInt8 = p.on ? 1 : 0
            for (d, short, same, out) in [(p.x - px, UInt8(2), UInt8(0x10), 0), (p.y - py, UInt8(4), UInt8(0x20), 1)] {
                if d == 0 { f |= same } else if abs(d) < 256 {
                    f |= short | (d > 0 ? same : 0)
                    if out == 0 { xs.data.append(UInt8(abs(d))) } else { ys.data.append(UInt8(abs(d))) }
                } else if out == 0 { xs.i16(Int16(d)) } else { ys.i16(Int16(d)) }
            }
            px = p.x; py = p.y
            flags.append(f)
        }
        var i = 0
        while i < flags.count {
            var run = 1
            while i + run < flags.count, flags[i + run] == flags[i], run < 255 { run += 1 }
            if run > 1 { b.data += [flags[i] | 8, UInt8(run - 1)] } else { b.data.append(flags[i]) }
            i += run
        }
        return b.data + xs.data + ys.data
    }

    /// A font file: the table directory (sorted by tag) and the tables, each
    /// 4-byte aligned, placed as if the file started at `base`.
    static func sfnt(_ tables: [(String, [UInt8])], base: Int, version: UInt32 = 0x10000) -> [UInt8] {
        let sorted = tables.sorted { $0.0 < $1.0 }
        var b = Bytes()
        b.u32(version); b.u16(UInt16(sorted.count)); b.u16(0); b.u16(0); b.u16(0)
        var offset = 12 + 16 * sorted.count
        var body: [UInt8] = []
        for (tag, data) in sorted {
            b.tag(tag); b.u32(0); b.u32(UInt32(base + offset)); b.u32(UInt32(data.count))
            body += data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + 16 * sorted.count + body.count
        }
        return b.data + body
    }
}

/// A big-endian byte writer.
struct Bytes {
    var data: [UInt8] = []
    mutating func u16(_ v: UInt16) { data += [UInt8(v >> 8), UInt8(v & 0xFF)] }
    mutating func i16(_ v: Int16) { u16(UInt16(bitPattern: v)) }
    mutating func u32(_ v: UInt32) { data += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    mutating func tag(_ s: String) { data += Array(s.utf8) }
    mutating func pad(to n: Int) { while data.count < n { data.append(0) } }
    mutating func set16(_ at: Int, _ v: UInt16) { data[at] = UInt8(v >> 8); data[at + 1] = UInt8(v & 0xFF) }
}

extension String {
    func replacingOccurrences(_ a: Character, _ b: String) -> String {
        String(flatMap { $0 == a ? Array(b) : [$0] })
    }
}
