/// How two pictures of the same size differ, pixel by pixel: what snapshot
/// tests (`StrataTesting`) and `strata diff` report.
///
/// A pixel *matches* when its four bytes are equal, or, with a perceptual
/// precision `p < 1`, when the CIE76 colour difference ΔE*ab between the
/// two pixels is at most `(1 − p) × 100` (swift-snapshot-testing's scale:
/// `p = 0.98` lets through differences of ΔE 2, about the smallest a person
/// notices). ΔE is measured in CIELAB (D65, sRGB) after compositing each
/// pixel over white; when the alphas differ, also over black, and the
/// larger of the two counts. Two pictures match at precision `q` when at
/// most `(1 − q) × pixelCount` pixels (rounded down) do not.
///
/// ```swift
/// let c = PixelComparison(actual: canvas, reference: Canvas(try Image(pngData: png)))
/// if !c.matches(precision: 1) { print(c.summary(precision: 1)) }
/// ```
public struct PixelComparison: Sendable, Hashable {
    /// The actual picture's size in pixels.
    public let actualSize: (width: Int, height: Int)
    /// The reference picture's size in pixels.
    public let referenceSize: (width: Int, height: Int)
    /// The perceptual precision the comparison used (0…1).
    public let perceptualPrecision: Double
    /// The pixels whose bytes differ at all.
    public let changedPixelCount: Int
    /// The pixels that do not match under the perceptual precision (all the
    /// changed ones when it is 1). Every pixel when the sizes differ.
    public let differingPixelCount: Int
    /// The largest difference of one channel (R, G, B or A) of one pixel,
    /// 0…255.
    public let maximumChannelDifference: Int
    /// The largest CIE76 ΔE*ab of one pixel (0 when nothing changed).
    public let maximumDeltaE: Double

    /// Whether both pictures have the same width and height.
    public var sizesMatch: Bool { actualSize == referenceSize }

    /// The number of pixels compared (the reference's).
    public var pixelCount: Int { referenceSize.width * referenceSize.height }

    /// Compares `actual` with `reference`.
    /// - Precondition: `0 ≤ perceptualPrecision ≤ 1`.
    /// - Complexity: O(pixels). With perceptual precision 1 the pictures are
    ///   compared four bytes at a time; otherwise ΔE is computed only for
    ///   changed pixels, from a small cache of CIELAB values.
    public init(actual: Canvas, reference: Canvas, perceptualPrecision: Double = 1) {
        precondition(perceptualPrecision >= 0 && perceptualPrecision <= 1,
                     "PixelComparison: perceptualPrecision must be in 0...1 (got \(perceptualPrecision))")
        actualSize = (actual.width, actual.height)
        referenceSize = (reference.width, reference.height)
        self.perceptualPrecision = perceptualPrecision
        guard actual.width == reference.width, actual.height == reference.height else {
            changedPixelCount = reference.width * reference.height
            differingPixelCount = changedPixelCount
            maximumChannelDifference = 255
            maximumDeltaE = 100
            return
        }
        let tolerance = (1 - perceptualPrecision) * 100
        var changed = 0, differing = 0, maxChannel = 0
        var maxDelta = 0.0
        var lab = LabCache()
        actual.bytes.withUnsafeBytes { a in
            reference.bytes.withUnsafeBytes { r in
                let aw = a.bindMemory(to: UInt32.self), rw = r.bindMemory(to: UInt32.self)
                // Neighbouring pixels mostly repeat a pair of colours: the
                // last pair's result is kept.
                var lastA: UInt32 = 0, lastR: UInt32 = 0, lastChannel = 0, lastDelta = -1.0
                for k in 0..<aw.count where aw[k] != rw[k] {
                    changed += 1
                    let delta: Double, channel: Int
                    if aw[k] == lastA && rw[k] == lastR && lastDelta >= 0 {
                        delta = lastDelta
                        channel = lastChannel
                    } else {
                        let i = 4 * k
                        var c4 = 0
                        for c in 0..<4 { c4 = max(c4, abs(Int(a[i + c]) - Int(r[i + c]))) }
                        channel = c4
                        delta = lab.deltaE(a[i], a[i + 1], a[i + 2], a[i + 3], r[i], r[i + 1], r[i + 2], r[i + 3])
                        (lastA, lastR, lastChannel, lastDelta) = (aw[k], rw[k], channel, delta)
                    }
                    maxChannel = max(maxChannel, channel)
                    maxDelta = max(maxDelta, delta)
                    if perceptualPrecision >= 1 || delta > tolerance { differing += 1 }
                }
            }
        }
        changedPixelCount = changed
        differingPixelCount = differing
        maximumChannelDifference = maxChannel
        maximumDeltaE = maxDelta
    }

    /// The most differing pixels precision `precision` allows:
    /// `⌊(1 − precision) × pixelCount⌋`.
    public func allowedDifferingPixels(precision: Double) -> Int {
        Int(((1 - min(max(precision, 0), 1)) * Double(pixelCount)).rounded(.down))
    }

    /// Whether the pictures match: same size, and at most
    /// `allowedDifferingPixels(precision:)` pixels differ.
    public func matches(precision: Double = 1) -> Bool {
        sizesMatch && differingPixelCount <= allowedDifferingPixels(precision: precision)
    }

    /// One line for a failure message: the sizes when they differ, else how
    /// many pixels differ, how many were allowed, and by how much at most.
    public func summary(precision: Double = 1) -> String {
        guard sizesMatch else {
            return "the picture is \(actualSize.width)x\(actualSize.height) pixels, the reference \(referenceSize.width)x\(referenceSize.height)"
        }
        var s = "\(differingPixelCount) of \(pixelCount) pixels differ"
        if perceptualPrecision < 1 {
            s += " by more than ΔE \(formatted((1 - perceptualPrecision) * 100)) (\(changedPixelCount) changed at all)"
        }
        s += ", \(allowedDifferingPixels(precision: precision)) allowed at precision \(formatted(precision))"
        s += "; max difference \(maximumChannelDifference)/255 in one channel, ΔE \(formatted(maximumDeltaE))"
        return s
    }

    /// A picture of the differences, the reference's size: pixels that
    /// match exactly are the reference faded to a quarter over white,
    /// pixels that changed within the perceptual tolerance are orange, and
    /// pixels that differ are red. When the sizes differ, the larger size,
    /// with every pixel outside the common area red.
    /// - Complexity: O(pixels).
    public static func differenceCanvas(actual: Canvas, reference: Canvas, perceptualPrecision: Double = 1) -> Canvas {
        let width = max(actual.width, reference.width), height = max(actual.height, reference.height)
        var out = Canvas(width: width, height: height, background: RGBA8(255, 0, 0))
        let tolerance = (1 - perceptualPrecision) * 100
        var lab = LabCache()
        for y in 0..<min(actual.height, reference.height) {
            for x in 0..<min(actual.width, reference.width) {
                let a = actual[x, y], r = reference[x, y]
                if a == r {
                    // A quarter of the reference over white, by its alpha.
                    func fade(_ c: UInt8) -> UInt8 {
                        let v = 255 - (255 - Int(c)) * Int(r.a) / 255
                        return UInt8(255 - (255 - v) / 4)
                    }
                    out[x, y] = RGBA8(fade(r.r), fade(r.g), fade(r.b))
                } else {
                    let delta = lab.deltaE(a.r, a.g, a.b, a.a, r.r, r.g, r.b, r.a)
                    out[x, y] = perceptualPrecision < 1 && delta <= tolerance ? RGBA8(255, 160, 0) : RGBA8(255, 0, 0)
                }
            }
        }
        return out
    }

    /// `value` with at most two decimals, without trailing zeros.
    private func formatted(_ value: Double) -> String {
        let r = (value * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// Equal when every stored value is.
    public static func == (a: PixelComparison, b: PixelComparison) -> Bool {
        a.actualSize == b.actualSize && a.referenceSize == b.referenceSize
            && a.perceptualPrecision == b.perceptualPrecision && a.changedPixelCount == b.changedPixelCount
            && a.differingPixelCount == b.differingPixelCount
            && a.maximumChannelDifference == b.maximumChannelDifference && a.maximumDeltaE == b.maximumDeltaE
    }

    /// Hashes the counts and sizes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(actualSize.width); hasher.combine(actualSize.height)
        hasher.combine(referenceSize.width); hasher.combine(referenceSize.height)
        hasher.combine(changedPixelCount); hasher.combine(differingPixelCount)
        hasher.combine(maximumChannelDifference); hasher.combine(maximumDeltaE)
    }
}
