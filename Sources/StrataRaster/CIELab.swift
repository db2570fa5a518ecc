#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// CIELAB colour and the CIE76 colour difference, for `PixelComparison`.
///
/// sRGB bytes are linearised (the sRGB transfer function, from a table),
/// taken to XYZ with the D65 matrix and to L*a*b* with the D65 white point.
enum CIELab {
    /// The sRGB byte → linear light table.
    static let linear: [Double] = (0..<256).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// L*a*b* of an opaque sRGB colour.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (l: Double, a: Double, b: Double) {
        let lr = linear[Int(r)], lg = linear[Int(g)], lb = linear[Int(b)]
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}

/// A direct-mapped cache of L*a*b* values by 24-bit colour: pictures hold
/// few colours, so most changed pixels need no cube roots. The results do
/// not depend on what is cached.
struct LabCache {
    private static let slots = 4096
    private var keys = [UInt32](repeating: UInt32.max, count: LabCache.slots)
    private var values = [(l: Double, a: Double, b: Double)](repeating: (0, 0, 0), count: LabCache.slots)

    /// L*a*b* of an opaque colour.
    mutating func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (l: Double, a: Double, b: Double) {
        let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let slot = Int((key &* 2654435761) >> 20) & (LabCache.slots - 1)
        if keys[slot] == key { return values[slot] }
        let v = CIELab.lab(r, g, b)
        keys[slot] = key
        values[slot] = v
        return v
    }

    /// CIE76 ΔE*ab between two straight-alpha pixels: over white, and when
    /// the alphas differ also over black, the larger.
    mutating func deltaE(_ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8,
                         _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8) -> Double {
        func over(_ c: UInt8, _ a: UInt8, _ background: Int) -> UInt8 {
            let alpha = Int(a)
            let mixed: Int = Int(c) * alpha + background * (255 - alpha)
            return UInt8((mixed + 127) / 255)
        }
        func distance(_ background: Int) -> Double {
            let p = lab(over(r1, a1, background), over(g1, a1, background), over(b1, a1, background))
            let q = lab(over(r2, a2, background), over(g2, a2, background), over(b2, a2, background))
            let dl = p.l - q.l, da = p.a - q.a, db = p.b - q.b
            return (dl * dl + da * da + db * db).squareRoot()
        }
        let white = distance(255)
        return a1 == a2 ? white : max(white, distance(0))
    }
}
