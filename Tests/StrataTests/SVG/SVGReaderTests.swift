import Testing
@testable import StrataImages
import StrataGeometry

/// The SVG reader's parts against the values SVG 1.1 and CSS define.
@Suite("SVG: colours, numbers, transforms, path data")
struct SVGReaderTests {
    /// CSS Color 4: #rgb doubles each digit, keywords are its table's values.
    @Test(arguments: [
        ("#f00", Color(red8: 255, green8: 0, blue8: 0)),
        ("#2e3436", Color(red8: 0x2E, green8: 0x34, blue8: 0x36)),
        ("#ABC", Color(red8: 0xAA, green8: 0xBB, blue8: 0xCC)),
        ("#11223380", Color(red8: 0x11, green8: 0x22, blue8: 0x33, alpha8: 0x80)),
        ("rgb(255, 128, 0)", Color(red8: 255, green8: 128, blue8: 0)),
        ("rgb(100%,0%,50%)", Color(red: 1, green: 0, blue: 0.5)),
        ("rgba(0, 0, 255, 0.25)", Color(red: 0, green: 0, blue: 1, alpha: 0.25)),
        (" CornflowerBlue ", Color(red8: 0x64, green8: 0x95, blue8: 0xED)),
        ("seagreen", Color(red8: 0x2E, green8: 0x8B, blue8: 0x57)),
        ("transparent", Color.clear),
    ])
    func colours(text: String, expected: Color) {
        #expect(SVGColor.parse(text) == .color(expected))
    }

    @Test func paintKeywordsAndErrors() {
        #expect(SVGColor.parse("none") == SVGColor.Value.none)
        #expect(SVGColor.parse("currentColor") == .currentColor)
        #expect(SVGColor.parse("#12") == nil)
        #expect(SVGColor.parse("notacolour") == nil)
        #expect(SVGColor.named.count == 148)
    }

    /// SVG's number grammar: `-.5.5` is two numbers, exponents, clamping.
    @Test(arguments: [
        ("1 2,3", [1.0, 2, 3]),
        ("-.5.5", [-0.5, 0.5]),
        ("1e2-3E-1", [100, -0.3]),
        ("+4,,5", [4]),
        ("1e400 -1e400", [1e9, -1e9]),
        ("7.", [7]),
    ])
    func numbers(text: String, expected: [Double]) {
        #expect(SVGScanner.numbers(text) == expected)
    }

    /// Transform lists apply right to left (SVG 1.1 § 7.6).
    @Test(arguments: [
        ("translate(10 20) scale(2)", Point(x: 1, y: 1), Point(x: 12, y: 22)),
        ("scale(2) translate(10 20)", Point(x: 1, y: 1), Point(x: 22, y: 42)),
        ("rotate(90 10 10)", Point(x: 20, y: 10), Point(x: 10, y: 20)),
        ("rotate(180)", Point(x: 3, y: 4), Point(x: -3, y: -4)),
        ("skewX(45)", Point(x: 0, y: 10), Point(x: 10, y: 10)),
        ("skewY(45)", Point(x: 10, y: 0), Point(x: 10, y: 10)),
        ("matrix(1 2 3 4 5 6)", Point(x: 1, y: 1), Point(x: 9, y: 12)),
        ("translate(5)", Point(x: 0, y: 0), Point(x: 5, y: 0)),
        ("scale(3, 0.5)", Point(x: 2, y: 2), Point(x: 6, y: 1)),
    ])
    func transforms(text: String, point: Point, expected: Point) throws {
        let t = try #require(SVGTransform.parse(text))
        let p = point.applying(t)
        #expect(abs(p.x - expected.x) < 1e-9 && abs(p.y - expected.y) < 1e-9, "\(text): \(p)")
    }

    @Test func malformedTransforms() {
        #expect(SVGTransform.parse("translate(1 2") == nil)
        #expect(SVGTransform.parse("spin(3)") == nil)
        #expect(SVGTransform.parse("matrix(1 2 3)") == nil)
        #expect(SVGTransform.parse("") == .identity)
    }

    /// Relative and absolute commands, implicit line-tos after a move,
    /// H/V, smooth curves reflecting the last control point, Z returning
    /// to the subpath's start.
    @Test func pathCommands() {
        let (path, truncated) = SVGPathData.parse("M10 20 l5 5 h10 v-5 z m 1 1 L 3 4 5 6 C 1 2 3 4 5 6 S 9 9 10 10 Q 0 0 1 1 T 3 1")
        #expect(!truncated)
        let expected: [Path.Element] = [
            .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 15, y: 25)), .line(to: Point(x: 25, y: 25)),
            .line(to: Point(x: 25, y: 20)), .closeSubpath,
            .move(to: Point(x: 11, y: 21)), .line(to: Point(x: 3, y: 4)), .line(to: Point(x: 5, y: 6)),
            .curve(to: Point(x: 5, y: 6), control1: Point(x: 1, y: 2), control2: Point(x: 3, y: 4)),
            .curve(to: Point(x: 10, y: 10), control1: Point(x: 7, y: 8), control2: Point(x: 9, y: 9)),
            .quadCurve(to: Point(x: 1, y: 1), control: Point(x: 0, y: 0)),
            .quadCurve(to: Point(x: 3, y: 1), control: Point(x: 2, y: 2)),
        ]
        #expect(path.elements == expected)
    }

    /// F.2: an error ends the path; what came before is kept.
    @Test func pathErrorKeepsThePrefix() {
        let (path, truncated) = SVGPathData.parse("M 1 1 L 2 2 L 3 x 4 4")
        #expect(truncated)
        #expect(path.elements == [.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 2, y: 2))])
        #expect(SVGPathData.parse("L 1 1").path.isEmpty == false)
        #expect(SVGPathData.parse("M 1 1 L 2 2", limit: 1).path.elements == [.move(to: Point(x: 1, y: 1))])
    }

    /// F.6: a half circle from (0, 0) to (20, 0) with sweep 1 goes through
    /// the top (positive angles turn clockwise on a y-down screen); radii
    /// too small are scaled up to reach (F.6.6), so radius 1 draws the same.
    @Test(arguments: ["M 0 0 A 10 10 0 0 1 20 0", "M 0 0 A 1 1 0 0 1 20 0", "M0,0a10,10,0,0,1,20,0", "M0 0A10 10 0 0120 0"])
    func halfCircleArc(d: String) {
        let path = SVGPathData.parse(d).path
        let box = path.boundingBox
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9)
        #expect(abs(box.minY + 10) < 1e-9 && abs(box.maxY) < 1e-9, "\(box)")
        #expect(path.currentPoint == Point(x: 20, y: 0))
        // Each quarter's midpoint lies on the circle (radius 10 about (10, 0)).
        var start = Point.zero
        for element in path.elements {
            guard case .curve(let p3, let c1, let c2) = element else { continue }
            let mx = (start.x + 3 * c1.x + 3 * c2.x + p3.x) / 8, my = (start.y + 3 * c1.y + 3 * c2.y + p3.y) / 8
            #expect(abs(((mx - 10) * (mx - 10) + my * my).squareRoot() - 10) < 1e-9)
            start = p3
        }
        #expect(path.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 2)
    }

    /// A large-arc flag takes the long way: three quarters of a circle of
    /// radius 10 about (10, 10) from (0, 10) to (10, 0) with sweep 0 passes
    /// through the bottom and the right.
    @Test func largeArc() {
        let path = SVGPathData.parse("M 0 10 A 10 10 0 1 0 10 0").path
        let box = path.boundingBox
        #expect(abs(box.minX) < 1e-6 && abs(box.maxX - 20) < 1e-6 && abs(box.minY) < 1e-6 && abs(box.maxY - 20) < 1e-6,
                "\(box)")
        #expect(path.elements.count == 4)
    }

    /// F.6.2: a zero radius is a straight line; equal endpoints draw nothing.
    @Test func degenerateArcs() {
        #expect(SVGPathData.parse("M 0 0 A 0 5 0 0 1 10 0").path.elements == [.move(to: .zero), .line(to: Point(x: 10, y: 0))])
        #expect(SVGPathData.parse("M 3 3 A 5 5 0 0 1 3 3").path.elements == [.move(to: Point(x: 3, y: 3))])
    }

    /// preserveAspectRatio (SVG 1.1 § 7.8): a 10 × 20 viewBox in 100 × 100.
    @Test(arguments: [
        ("xMidYMid meet", AffineTransform(a: 5, b: 0, c: 0, d: 5, tx: 25, ty: 0)),
        ("xMinYMin meet", AffineTransform(a: 5, b: 0, c: 0, d: 5, tx: 0, ty: 0)),
        ("xMaxYMax", AffineTransform(a: 5, b: 0, c: 0, d: 5, tx: 50, ty: 0)),
        ("xMidYMid slice", AffineTransform(a: 10, b: 0, c: 0, d: 10, tx: 0, ty: -50)),
        ("none", AffineTransform(a: 10, b: 0, c: 0, d: 5, tx: 0, ty: 0)),
    ])
    func aspectRatio(text: String, expected: AffineTransform) throws {
        let a = try #require(VectorImage.AspectRatio(attribute: text))
        #expect(a.transform(from: Rect(x: 0, y: 0, width: 10, height: 20), to: Rect(x: 0, y: 0, width: 100, height: 100)) == expected)
    }
}
