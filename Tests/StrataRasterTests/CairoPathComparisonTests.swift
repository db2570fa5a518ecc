import Foundation
import StrataTestFonts
import Testing
import Strata
@testable import StrataRaster

/// Paths drawn by `StrataRaster` against cairo's image backend (pycairo,
/// Debian's python3-cairo), pixel by pixel: the alpha of each pixel of a
/// black path on a clear 128 × 128 canvas. Cairo is the reference; the
/// tolerance covers the two scan converters' different sampling (cairo's
/// samples 15 rows a pixel, ours is exact area) and curve flattening
/// (cairo's tolerance is set to 0.01 pixel, ours is 1/64).
@Suite("Raster: paths against cairo", .enabled(if: Pycairo.isInstalled, "needs python3-cairo (pycairo)"))
struct CairoPathComparisonTests {
    /// Draws SVG path data (M, L, Q, C, Z) with cairo on an A8 surface and
    /// prints its alpha bytes, row by row.
    static let script = #"""
    import sys, cairo
    w, h, mode, d = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4].split()
    s = cairo.ImageSurface(cairo.FORMAT_A8, w, h)
    c = cairo.Context(s)
    c.set_tolerance(0.01)
    i, cur = 0, (0.0, 0.0)
    def take(n):
        global i
        v = [float(x) for x in d[i:i + n]]
        i += n
        return v
    while i < len(d):
        t = d[i]; i += 1
        if t == 'M': x, y = take(2); c.move_to(x, y); cur = (x, y)
        elif t == 'L': x, y = take(2); c.line_to(x, y); cur = (x, y)
        elif t == 'Q':
            qx, qy, x, y = take(4)
            c.curve_to(cur[0] + 2 / 3 * (qx - cur[0]), cur[1] + 2 / 3 * (qy - cur[1]),
                       x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y)
            cur = (x, y)
        elif t == 'C': a, b, e, f, x, y = take(6); c.curve_to(a, b, e, f, x, y); cur = (x, y)
        elif t == 'Z': c.close_path(); cur = c.get_current_point()
    if mode == 'stroke':
        width, cap, join, limit, dash, phase = sys.argv[5:11]
        c.set_line_width(float(width))
        c.set_line_cap({'butt': cairo.LINE_CAP_BUTT, 'round': cairo.LINE_CAP_ROUND, 'square': cairo.LINE_CAP_SQUARE}[cap])
        c.set_line_join({'miter': cairo.LINE_JOIN_MITER, 'round': cairo.LINE_JOIN_ROUND, 'bevel': cairo.LINE_JOIN_BEVEL}[join])
        c.set_miter_limit(float(limit))
        if dash: c.set_dash([float(v) for v in dash.split(',')], float(phase))
        c.stroke()
    else:
        c.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if mode == 'evenOdd' else cairo.FILL_RULE_WINDING)
        c.fill()
    s.flush()
    data, stride = s.get_data(), s.get_stride()
    sys.stdout.buffer.write(b''.join(bytes(data[y * stride:y * stride + w]) for y in range(h)))
    """#

    static let size = 128

    /// The corpus: fills under both rules (a star, a circle, a bow tie,
    /// nested squares on fractional coordinates, curves) and strokes with
    /// every cap and join, a miter limit and dashes.
    static var corpus: [(name: String, path: Path, drawing: PathCommand.Drawing)] {
        var star = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: 64 + 58 * Math.cos(a), y: 66 + 58 * Math.sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        var circle = Path()
        circle.addEllipse(in: Rect(x: 14.3, y: 14.7, width: 100, height: 96.5))
        let bowTie = Path(elements: [.move(to: Point(x: 10, y: 10)), .line(to: Point(x: 118, y: 110)),
                                     .line(to: Point(x: 118, y: 12)), .line(to: Point(x: 10, y: 116)), .closeSubpath])
        var squares = Path()
        squares.addRect(Rect(x: 10.25, y: 12.5, width: 100.5, height: 90.75))
        squares.addRoundedRect(Rect(x: 30.6, y: 33.3, width: 50, height: 40), cornerRadius: 12)
        var curves = Path()
        curves.move(to: Point(x: 8, y: 100))
        curves.addCurve(to: Point(x: 120, y: 100), control1: Point(x: 20, y: -40), control2: Point(x: 100, y: 180))
        curves.addQuadCurve(to: Point(x: 64, y: 8), control: Point(x: 130, y: 20))
        curves.closeSubpath()
        let zigzag = Path(elements: [.move(to: Point(x: 12, y: 100)), .line(to: Point(x: 40, y: 20)), .line(to: Point(x: 64, y: 90)),
                                     .line(to: Point(x: 90, y: 30)), .line(to: Point(x: 116, y: 104))])
        var arc = Path()
        arc.addArc(center: Point(x: 64, y: 64), radius: 44, startAngle: 0.3, endAngle: 5.2, clockwise: true)
        return [
            ("star non-zero", star, .fill(.nonZero)), ("star even-odd", star, .fill(.evenOdd)),
            ("circle", circle, .fill(.nonZero)), ("bow tie", bowTie, .fill(.nonZero)),
            ("squares even-odd", squares, .fill(.evenOdd)), ("curves", curves, .fill(.nonZero)),
            ("miter", zigzag, .stroke(StrokeStyle(lineWidth: 7, lineCap: .butt, lineJoin: .miter, miterLimit: 10))),
            ("miter limit", zigzag, .stroke(StrokeStyle(lineWidth: 7, lineJoin: .miter, miterLimit: 2))),
            ("round", zigzag, .stroke(StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .round))),
            ("bevel square", zigzag, .stroke(StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel))),
            ("dashed arc", arc, .stroke(StrokeStyle(lineWidth: 5, lineCap: .round, dash: [14, 7], dashPhase: 3))),
            ("stroked curves", curves, .stroke(StrokeStyle(lineWidth: 3, lineJoin: .round))),
        ]
    }

    func cairoAlpha(_ path: Path, _ drawing: PathCommand.Drawing) throws -> [UInt8] {
        var arguments = ["-c", Self.script, "\(Self.size)", "\(Self.size)"]
        switch drawing {
        case .fill(let rule):
            arguments += [rule.rawValue, path.svgPathData]
        case .stroke(let s):
            arguments += ["stroke", path.svgPathData, "\(s.lineWidth)", s.lineCap.rawValue, s.lineJoin.rawValue, "\(s.miterLimit)",
                          s.dash.map { "\($0)" }.joined(separator: ","), "\(s.dashPhase)"]
        }
        let result = try Pycairo.run(arguments)
        try #require(result.status == 0)
        return [UInt8](result.output)
    }

    func strataAlpha(_ path: Path, _ drawing: PathCommand.Drawing) -> [UInt8] {
        let canvas = Raster(scale: 1).render(DisplayList(size: Size(width: Double(Self.size), height: Double(Self.size)),
                                                         commands: [.path(PathCommand(path: path, drawing: drawing, color: .black))]))
        return stride(from: 3, to: canvas.bytes.count, by: 4).map { canvas.bytes[$0] }
    }

    /// Every pixel within 16 of 255 of cairo's alpha, and on average within
    /// 0.5 (edges only differ: the insides are 255 in both). Cairo samples
    /// 15 rows a pixel, so a shallow edge is off by up to 1/30 of a pixel
    /// (8.5 of 255), more at a star's sharp tips; the worst measured is 15.
    @Test(arguments: 0..<corpus.count)
    func matchesCairo(index: Int) throws {
        let (name, path, drawing) = Self.corpus[index]
        let ours = strataAlpha(path, drawing), theirs = try cairoAlpha(path, drawing)
        try #require(ours.count == theirs.count, "\(name)")
        var worst = 0, total = 0
        for (a, b) in zip(ours, theirs) {
            let d = abs(Int(a) - Int(b))
            worst = max(worst, d)
            total += d
        }
        let mean = Double(total) / Double(ours.count)
        #expect(worst <= 16, "\(name): the largest difference is \(worst)")
        #expect(mean <= 0.5, "\(name): the mean difference is \(mean)")
        #expect(ours.contains(255) && theirs.contains(255), "\(name)")
    }
}

/// python3 with pycairo, the reference for the comparison.
enum Pycairo {
    /// Whether python3 is there and imports cairo.
    static let isInstalled: Bool = {
        guard FileManager.default.isExecutableFile(atPath: DebianPython.path) else { return false }
        return (try? run(["-c", "import cairo"]))?.status == 0
    }()

    /// Runs python3 with `arguments`; its status and standard output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        try DebianPython.run(arguments)
    }
}
