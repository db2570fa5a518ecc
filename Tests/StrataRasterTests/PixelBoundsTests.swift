import Glibc
import Testing
@testable import Strata
@testable import StrataRaster

/// The pixel bounds a region redraw asks of every command, found without
/// the C library's `floor`, `ceil` and `round`: they must agree with them
/// everywhere, NaN and the infinities included.
@Suite struct PixelBoundsTests {
    static let edges: [Double] = {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 1e-300, -1e-300, 0.999_999_999_999_9, 1.000_000_000_000_1,
                                99.5, 100, 100.000_001, 639.999_999, 640, 640.5, 1279.25, 1280, 1281, 2e9, -2e9,
                                4_503_599_627_370_495.5, 4_503_599_627_370_496, 9.3e18, -9.3e18, 1e300, -1e300,
                                .infinity, -.infinity, .nan, .ulpOfOne, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for i in -40...40 { values.append(Double(i) / 8 + 320) }
        return values
    }()

    /// The rule the bounds had before: `floor`/`ceil`, then clamped, with
    /// Swift's `min`/`max` turning NaN into the limit.
    @Test(arguments: edges)
    func floorAndCeilMatchTheCLibrary(_ v: Double) {
        for limit in [0, 1, 640, 1280] {
            let l = Double(limit)
            #expect(CoverageShape.floorIndex(v, limit: limit) == max(0, Int(max(-1, min(l, floor(v))))))
            #expect(CoverageShape.ceilIndex(v, limit: limit) == min(limit, Int(max(0, min(l, ceil(v))))))
        }
        #expect(CoverageShape.isWhole(v) == (v == v.rounded()))
    }

    /// A shape wholly beside the clip box is rejected by comparisons, one
    /// touching it by a sliver is not: the same answers as the pixel bounds.
    @Test func clippedBoundsAgreeWithThePixelBounds() {
        var context = RasterContext(width: 100, height: 80, scale: 1)
        context.box = (20, 10, 60, 50)
        let samples: [Double] = [-5, 0, 9.5, 10, 19.99, 20, 20.01, 35, 49.99, 50, 59.99, 60, 60.01, 85, 101, .nan]
        for x0 in samples { for x1 in samples { for y in [(0.0, 9.999), (9.5, 10.5), (30, 31), (49.9, 80), (50, 60)] {
            let shape = CoverageShape(x0: x0, y0: y.0, x1: x1, y1: y.1, radius: 0)
            let b = shape.pixelBounds(width: 100, height: 80)
            let r = (max(b.0, 20), max(b.1, 10), min(b.2, 60), min(b.3, 50))
            let expected = r.0 < r.2 && r.1 < r.3 ? [r.0, r.1, r.2, r.3] : nil
            let got = context.clippedBounds(shape).map { [$0.0, $0.1, $0.2, $0.3] }
            #expect(got == expected, "x \(x0)…\(x1), y \(y.0)…\(y.1)")
        } } }
    }

    /// The damage tracker's pixel extent of a rectangle, the same way.
    @Test func damageBoundsMatchTheCLibrary() {
        let finite = Self.edges.filter(\.isFinite)
        for x in finite { for w in [0.0, 0.25, 1, 30.5, 1e10] {
            let rect = Rect(x: x, y: -x, width: w, height: w / 2)
            let s = rect.standardized
            guard s.width.isFinite, s.height.isFinite, s.minX.isFinite, s.minY.isFinite else { continue }
            func clamp(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
            for grow in [0, 1] {
                let x0 = clamp(floor(s.minX)) - grow, y0 = clamp(floor(s.minY)) - grow
                let x1 = clamp(ceil(s.maxX)) + grow, y1 = clamp(ceil(s.maxY)) + grow
                #expect(DamageTracker.pixelBounds(rect, grow: grow)
                        == PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), "\(rect) grow \(grow)")
            }
        } }
    }
}
