import StrataGeometry

extension PNGDecoder {
    /// Undoes filter `type` on the `count` bytes of `row`, given the
    /// unfiltered row above (`previous`, zeros for the first row) and the
    /// byte distance `bpp` to the pixel on the left. Returns `false` for a
    /// filter type other than 0–4.
    ///
    /// - Complexity: O(count).
    @inline(__always)
    func unfilter(_ type: UInt8, _ row: UnsafeMutablePointer<UInt8>, _ previous: UnsafeMutablePointer<UInt8>,
                  _ count: Int, _ bpp: Int) -> Bool {
        guard type <= 4 else { return false }
        if type == 0 { return true }
        if type != 2 && count % bpp == 0 {
            // Whole pixels of 3 or 4 bytes: the left pixel stays in registers.
            if bpp == 4 { unfilterPixels(type, row, previous, count / 4, FourBytes.self); return true }
            if bpp == 3 { unfilterPixels(type, row, previous, count / 3, ThreeBytes.self); return true }
        }
        let head = min(bpp, count)
        switch type {
        case 0:
            break
        case 1:
            var i = bpp
            while i < count {
                row[i] &+= row[i &- bpp]
                i &+= 1
            }
        case 2:
            for i in 0..<count { row[i] &+= previous[i] }
        case 3:
            for i in 0..<head { row[i] &+= previous[i] >> 1 }
            var i = bpp
            while i < count {
                row[i] &+= UInt8(truncatingIfNeeded: (Int(row[i &- bpp]) &+ Int(previous[i])) >> 1)
                i &+= 1
            }
        case 4:
            for i in 0..<head { row[i] &+= previous[i] }
            var i = bpp
            while i < count {
                row[i] &+= paeth(row[i &- bpp], previous[i], previous[i &- bpp])
                i &+= 1
            }
        default:
            return false
        }
        return true
    }
}

/// The Paeth predictor: whichever of `a` (left), `b` (above), `c` (upper
/// left) is closest to `a + b − c`, ties in that order; without branches.
@inline(__always)
func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let ia = Int32(a), ib = Int32(b), ic = Int32(c)
    let pa = abs(ib &- ic), pb = abs(ia &- ic), pc = abs(ia &+ ib &- 2 &* ic)
    let notA = pb < pa || pc < pa
    let bOrC = pc < pb ? c : b
    return notA ? bOrC : a
}

/// Loads and stores a pixel of 3 or 4 bytes as four 16-bit lanes, for
/// `unfilterPixels`.
protocol FilterPixel {
    /// The pixel's bytes.
    static var bytes: Int { get }
    /// The pixel at `p` (a 3-byte pixel's fourth lane is 0).
    static func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16>
    /// Stores the low bytes of `v`'s lanes at `p`.
    static func store(_ v: SIMD4<Int16>, _ p: UnsafeMutablePointer<UInt8>)
}

/// RGBA 8, grey + alpha 16.
enum FourBytes: FilterPixel {
    static var bytes: Int { 4 }
    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16> {
        SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }
    @inline(__always) static func store(_ v: SIMD4<Int16>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: v), as: SIMD4<UInt8>.self)
    }
}

/// RGB 8.
enum ThreeBytes: FilterPixel {
    static var bytes: Int { 3 }
    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16> {
        SIMD4<Int16>(Int16(p[0]), Int16(p[1]), Int16(p[2]), 0)
    }
    @inline(__always) static func store(_ v: SIMD4<Int16>, _ p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(truncatingIfNeeded: v[0])
        p[1] = UInt8(truncatingIfNeeded: v[1])
        p[2] = UInt8(truncatingIfNeeded: v[2])
    }
}

/// Undoes Sub (1), Average (3) or Paeth (4) on `pixels` whole pixels of
/// `P.bytes` bytes, a pixel at a time in four 16-bit lanes: the pixel on
/// the left and the one above it stay in registers instead of being read
/// back from the row just written.
///
/// - Complexity: O(pixels).
@inline(__always)
func unfilterPixels<P: FilterPixel>(_ type: UInt8, _ row: UnsafeMutablePointer<UInt8>,
                                    _ previous: UnsafeMutablePointer<UInt8>, _ pixels: Int, _: P.Type) {
    var a = SIMD4<Int16>(repeating: 0), c = SIMD4<Int16>(repeating: 0)
    var p = row, q = UnsafePointer(previous)
    let mask = SIMD4<Int16>(repeating: 0xFF)
    for _ in 0..<pixels {
        let x = P.load(p)
        let value: SIMD4<Int16>
        switch type {
        case 1:
            value = (x &+ a) & mask
        case 3:
            let b = P.load(q)
            value = (x &+ ((a &+ b) &>> 1)) & mask
        default:
            let b = P.load(q)
            var pa = b &- c, pb = a &- c, pc = pa &+ pb
            pa.replace(with: 0 &- pa, where: pa .< 0)
            pb.replace(with: 0 &- pb, where: pb .< 0)
            pc.replace(with: 0 &- pc, where: pc .< 0)
            var prediction = c
            prediction.replace(with: b, where: pb .<= pc)
            prediction.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
            value = (x &+ prediction) & mask
            c = b
        }
        P.store(value, p)
        a = value
        p += P.bytes
        q += P.bytes
    }
}
