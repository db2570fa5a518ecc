/// A read-only view of one OpenType layout table (`GSUB`, `GPOS`, `GDEF`)
/// inside a font file's bytes, for the shaper.
///
/// Every read is checked: a read past the table's end yields 0, which
/// the layout code treats as a null offset, an empty array or an unknown
/// format. A corrupt table therefore makes lookups do nothing rather than
/// trap (HarfBuzz's "Null object" rule); counts are at most 65,535, so
/// every loop over a table array is bounded.
struct OpenTypeData: Sendable {
    /// The whole file (shared, not copied).
    let bytes: [UInt8]
    /// The table's first byte in `bytes`.
    let base: Int
    /// The table's length.
    let count: Int

    /// No table.
    static let empty = OpenTypeData(bytes: [], base: 0, count: 0)

    init(bytes: [UInt8], base: Int, count: Int) {
        self.bytes = bytes
        self.base = base
        self.count = count
    }

    /// The table `reader` covers.
    init(_ reader: FontReader?) {
        guard let reader else { self = .empty; return }
        self.init(bytes: reader.bytes, base: reader.start, count: reader.count)
    }

    /// Whether there is no table.
    var isEmpty: Bool { count == 0 }

    /// The unsigned 16-bit value at `o` (0 past the end).
    @inline(__always)
    func u16(_ o: Int) -> Int {
        guard o >= 0, o <= count - 2 else { return 0 }
        return Int(bytes[base + o]) << 8 | Int(bytes[base + o + 1])
    }

    /// The signed 16-bit value at `o` (0 past the end).
    @inline(__always)
    func i16(_ o: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(o))) }

    /// The unsigned 32-bit value at `o` (0 past the end).
    @inline(__always)
    func u32(_ o: Int) -> Int {
        guard o >= 0, o <= count - 4 else { return 0 }
        let i = base + o
        return Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }

    /// The unsigned 24-bit value at `o` (0 past the end).
    @inline(__always)
    func u24(_ o: Int) -> Int {
        guard o >= 0, o <= count - 3 else { return 0 }
        let i = base + o
        return Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
    }

    /// The four-byte tag at `o` as a big-endian number.
    @inline(__always)
    func tag(_ o: Int) -> UInt32 { UInt32(truncatingIfNeeded: u32(o)) }

    /// `from + offset16(at)`, or nil for a null offset or one outside the table.
    @inline(__always)
    func offset16(_ from: Int, _ at: Int) -> Int? {
        let o = u16(at)
        guard o != 0, from + o < count else { return nil }
        return from + o
    }

    /// `from + offset32(at)`, or nil for a null offset or one outside the table.
    @inline(__always)
    func offset32(_ from: Int, _ at: Int) -> Int? {
        let o = u32(at)
        guard o != 0, from + o < count else { return nil }
        return from + o
    }

    /// The coverage index of `glyph` in the coverage table at `at`, or nil.
    ///
    /// - Complexity: O(log n), binary search over the table's bytes.
    func coverage(_ at: Int?, _ glyph: UInt32) -> Int? {
        guard let at else { return nil }
        let g = Int(glyph)
        let fast = fastCoverage(at, g)
        if fast != Self.outsideTable { return fast >= 0 ? fast : nil }
        switch u16(at) {
        case 1:
            var lo = 0, hi = u16(at + 2)
            while lo < hi {
                let mid = (lo + hi) >> 1
                let v = u16(at + 4 + 2 * mid)
                if v == g { return mid }
                if v < g { lo = mid + 1 } else { hi = mid }
            }
        case 2:
            var lo = 0, hi = u16(at + 2)
            while lo < hi {
                let mid = (lo + hi) >> 1
                let r = at + 4 + 6 * mid
                let start = u16(r), end = u16(r + 2)
                if g < start { hi = mid } else if g > end { lo = mid + 1 } else {
                    return u16(r + 4) + (g - start)
                }
            }
        default:
            break
        }
        return nil
    }

    /// `fastCoverage`'s answer when the coverage table does not lie wholly
    /// inside the table (the checked reads take over).
    private static let outsideTable = -2

    /// `coverage(at, glyph)` through an unsafe pointer, when the whole
    /// coverage table lies inside both the table and the file (checked
    /// first): the index, -1 when `g` is not covered, `outsideTable` when
    /// the table does not fit.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    private func fastCoverage(_ at: Int, _ g: Int) -> Int {
        guard at >= 0, at <= count - 4, base >= 0, base + count <= bytes.count else { return Self.outsideTable }
        return bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let start = buffer.baseAddress else { return Self.outsideTable }
            let p = start + base + at
            @inline(__always) func read(_ o: Int) -> Int { Int(p[o]) << 8 | Int(p[o + 1]) }
            let format = read(0), n = read(2)
            switch format {
            case 1:
                guard at + 4 + 2 * n <= count else { return Self.outsideTable }
                var lo = 0, hi = n
                while lo < hi {
                    let mid = (lo + hi) >> 1
                    let v = read(4 + 2 * mid)
                    if v == g { return mid }
                    if v < g { lo = mid + 1 } else { hi = mid }
                }
                return -1
            case 2:
                guard at + 4 + 6 * n <= count else { return Self.outsideTable }
                var lo = 0, hi = n
                while lo < hi {
                    let mid = (lo + hi) >> 1
                    let r = 4 + 6 * mid
                    let first = read(r), last = read(r + 2)
                    if g < first { hi = mid } else if g > last { lo = mid + 1 } else {
                        return read(r + 4) + (g - first)
                    }
                }
                return -1
            default:
                return -1
            }
        }
    }

    /// The class of `glyph` in the class definition table at `at` (0 when absent).
    ///
    /// - Complexity: O(1) for format 1, O(log n) for format 2.
    func glyphClass(_ at: Int?, _ glyph: UInt32) -> Int {
        guard let at else { return 0 }
        let g = Int(glyph)
        let fast = fastGlyphClass(at, g)
        if fast != Self.outsideTable { return fast }
        switch u16(at) {
        case 1:
            let start = u16(at + 2), n = u16(at + 4)
            return g >= start && g < start + n ? u16(at + 6 + 2 * (g - start)) : 0
        case 2:
            var lo = 0, hi = u16(at + 2)
            while lo < hi {
                let mid = (lo + hi) >> 1
                let r = at + 4 + 6 * mid
                let start = u16(r), end = u16(r + 2)
                if g < start { hi = mid } else if g > end { lo = mid + 1 } else { return u16(r + 4) }
            }
            return 0
        default:
            return 0
        }
    }

    /// `glyphClass(at, glyph)` through an unsafe pointer, when the whole
    /// class definition table lies inside both the table and the file
    /// (checked first); `outsideTable` when it does not.
    ///
    /// - Complexity: O(1) for format 1, O(log n) for format 2.
    @inline(__always)
    private func fastGlyphClass(_ at: Int, _ g: Int) -> Int {
        guard at >= 0, at <= count - 6, base >= 0, base + count <= bytes.count else { return Self.outsideTable }
        return bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let start = buffer.baseAddress else { return Self.outsideTable }
            let p = start + base + at
            @inline(__always) func read(_ o: Int) -> Int { Int(p[o]) << 8 | Int(p[o + 1]) }
            switch read(0) {
            case 1:
                let first = read(2), n = read(4)
                guard at + 6 + 2 * n <= count else { return Self.outsideTable }
                return g >= first && g < first + n ? read(6 + 2 * (g - first)) : 0
            case 2:
                let n = read(2)
                guard at + 4 + 6 * n <= count else { return Self.outsideTable }
                var lo = 0, hi = n
                while lo < hi {
                    let mid = (lo + hi) >> 1
                    let r = 4 + 6 * mid
                    let first = read(r), last = read(r + 2)
                    if g < first { hi = mid } else if g > last { lo = mid + 1 } else { return read(r + 4) }
                }
                return 0
            default:
                return 0
            }
        }
    }
}
