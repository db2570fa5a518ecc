import Strata

extension RasterContext {
    /// How far the straight segments a curve is drawn with may stray from
    /// it, in canvas pixels: 1/64, so that the area the chords cut off a
    /// small circle stays below 0.2 % of it.
    static let pathTolerance = 1.0 / 64

    /// Fills or strokes a path (`PathCommand`) with exact area coverage:
    /// the path goes through the matrix into canvas pixels (Bézier curves
    /// stay Bézier curves), is flattened to within 1/64 pixel and scanned
    /// with its rule (`CoverageScanner`). A stroke is the fill of its outline
    /// (`StrokeOutline`: one contour per side, the area of
    /// `Path.strokedPath`'s pieces) under `.nonZero`, made in the path's
    /// own units with the tolerance divided by the largest stretch of the
    /// matrix. A solid paint without clips to evaluate is scanned and
    /// blended row by row (`drawSolidCoverage`, the same bytes).
    /// The scan covers the path's pixels within the clip box of the whole
    /// canvas and keeps only the band's rows: the pixels are the same at
    /// every band count. A clip path is scanned the same way over the same
    /// pixels and multiplies the coverage; a gradient is evaluated at each
    /// pixel's centre (`drawGradientMask`).
    mutating func drawPath(_ command: PathCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard command.opacity > 0, !command.path.isEmpty else { return }
        let lines: [Path.Polyline], rule: FillRule
        switch command.drawing {
        case .fill(let r):
            lines = command.path.applying(matrix).flattened(tolerance: Self.pathTolerance)
            rule = r
        case .stroke(let style):
            let stretch = maximumStretch
            guard stretch > 0, stretch.isFinite else { return }
            var outline = StrokeOutline.polylines(of: command.path, style, tolerance: Self.pathTolerance / stretch)
            if !matrix.isIdentity {
                for i in outline.indices {
                    for j in outline[i].points.indices { outline[i].points[j] = outline[i].points[j].applying(matrix) }
                }
            }
            lines = outline
            rule = .nonZero
        }
        var all: [Point] = []
        for line in lines where line.points.count > 2 { all.append(contentsOf: line.points) }
        guard let b = clippedBox(of: all) else { return }
        let keptTop = max(b.1, box.1), keptBottom = min(b.3, box.3)
        guard keptTop < keptBottom else { return }
        if command.gradient == nil, command.clipPath == nil, !hasSoftClips {
            drawSolidCoverage(Self.edges(of: lines, origin: b), box: b, rows: keptTop..<keptBottom, rule: rule,
                              PaintColor(command.color, opacity: command.opacity), pixels)
            return
        }
        var coverage = Self.scan(lines, box: b, rows: keptTop..<keptBottom, rule: rule)
        if let clip = command.clipPath {
            let clipLines = clip.applying(matrix).flattened(tolerance: Self.pathTolerance)
            let clipCoverage = Self.scan(clipLines, box: b, rows: keptTop..<keptBottom, rule: command.clipRule)
            for i in coverage.indices { coverage[i] *= min(clipCoverage[i], 1) }
        }
        coverage.withUnsafeBufferPointer { c in
            if let gradient = command.gradient {
                drawGradientMask(c, width: b.2 - b.0, height: keptBottom - keptTop, x: b.0, y: keptTop,
                                 gradient: gradient, opacity: command.opacity, pixels)
            } else {
                blitMask(c, width: b.2 - b.0, height: keptBottom - keptTop, x: b.0, y: keptTop,
                         PaintColor(command.color, opacity: command.opacity), pixels)
            }
        }
    }

    /// The coverage of the flattened outlines `lines` (canvas pixels) in
    /// the box `b` (x0, y0, x1, y1), for the rows `rows` only.
    static func scan(_ lines: [Path.Polyline], box b: (Int, Int, Int, Int), rows: Range<Int>,
                     rule: FillRule) -> [Float] {
        let scanner = CoverageScanner(width: b.2 - b.0, height: b.3 - b.1, rowLo: rows.lowerBound - b.1,
                                      rowHi: rows.upperBound - b.1, rule: rule)
        return scanner.coverage(of: edges(of: lines, origin: b))
    }

    /// The edges of the closed polylines `lines` (canvas pixels; those of
    /// fewer than three points left out), relative to the box `b`'s corner.
    /// A run of points on one side outside the box (left of it, right of
    /// it, above or below) is cut to its ends: the loop the run and its
    /// chord make lies in that half-plane, so it winds around no pixel of
    /// the box and the coverage is the same, while a curve swung far off
    /// the canvas (flattened to `Path.maximumCurvePieces` chords) leaves
    /// only the few edges near the box to scan.
    ///
    /// - Complexity: O(points).
    static func edges(of lines: [Path.Polyline], origin b: (Int, Int, Int, Int)) -> [CoverageScanner.Edge] {
        var edges: [CoverageScanner.Edge] = []
        edges.reserveCapacity(lines.reduce(0) { $0 + $1.points.count })
        let ox = Double(b.0), oy = Double(b.1), x1 = Double(b.2), y1 = Double(b.3)
        @inline(__always) func side(_ p: Point) -> UInt8 {
            (p.x <= ox ? 1 : 0) | (p.x >= x1 ? 2 : 0) | (p.y <= oy ? 4 : 0) | (p.y >= y1 ? 8 : 0)
        }
        @inline(__always) func add(_ a: Point, _ p: Point) {
            if let e = CoverageScanner.Edge((a.x - ox, a.y - oy), (p.x - ox, p.y - oy)) { edges.append(e) }
        }
        for line in lines where line.points.count > 2 {
            let points = line.points, start = points[0]
            // `kept` is the last point kept; a point goes when it, `kept`
            // and the next point share an outside side.
            var kept = start, keptSide = side(start), pointSide = side(points[1])
            for i in 1..<points.count {
                let p = points[i]
                let nextSide = side(i + 1 < points.count ? points[i + 1] : start)
                if keptSide & pointSide & nextSide == 0 {
                    add(kept, p)
                    kept = p
                    keptSide = pointSide
                }
                pointSide = nextSide
            }
            add(kept, start)
        }
        return edges
    }
}
