import Strata

/// Exact area coverage of a polygon under either fill rule, pixel row by
/// pixel row, over a box of pixels, computing only the rows kept: the
/// scanner of paths (the `.path` display command, fills under both rules
/// and strokes). Glyph outlines still use `NonZeroScanner`, which shares
/// its `Edge`. Docs/Rendering.md#the-path-scanner-coveragescanner.
///
/// A row whose edges all span it and keep their order from its top to its
/// bottom (most rows) is classified by one sort and a running winding
/// (`RowScan.scanUncrossed`, which leaves the active edges in x order for
/// the next row's sort). Otherwise each row's edge pieces (the edges cut
/// to the row) are sorted by their
/// left end and grouped into clusters whose x ranges overlap; between
/// clusters the row is empty of edges, so a cluster's pieces cannot cross
/// another's and the winding on a cluster's left is the sum of the
/// directions of the pieces before it (those spanning the whole row, plus
/// the few that begin or end inside it and span the height looked at). In
/// a cluster without crossings whose ends inside the row meet (an outline
/// going on through its vertices: `RowScan.endsMeet`) each piece is
/// classified once by the winding on its left; a cluster with crossings,
/// or ends apart, is cut into horizontal bands at every crossing and
/// piece end, where its pieces keep their order. Only the pieces where
/// the rule's inside begins or ends go into the signed-area cells
/// (`Accumulator.addInRow`: +1 on the left of the inside, −1 on its
/// right); the running sums along each row are then the
/// exact covered area of each pixel: overlapping contours count once,
/// opposite windings do not cancel, even-odd holes stay empty. Every row
/// is computed from the edges alone, so a band of the canvas gets the same
/// values as the whole picture.
///
/// - Complexity: O(rows × k log k) for k pieces in a row (O(k) for most
///   rows, whose order is the last row's), plus O(m²) for a cluster of m
///   pieces that begin or end inside the row or cross, plus one addition
///   per pixel a boundary piece crosses; `coverage(of:)` adds one per
///   pixel of the kept rows, `forEachRow` hands on the ranges of cells
///   that changed.
struct CoverageScanner {
    /// A non-horizontal line segment, top end first.
    struct Edge {
        var xTop: Double, yTop: Double, yBottom: Double
        /// The x of the bottom end, as given (not `x(at: yBottom)`, which
        /// may round differently): where the next edge of an outline begins.
        var xBottom: Double
        /// dx/dy.
        var slope: Double
        /// +1 when the outline runs down the edge, −1 when up.
        var direction: Int

        /// The segment from `a` to `b` (pixel coordinates, y down); `nil` when horizontal.
        init?(_ a: (Double, Double), _ b: (Double, Double)) {
            guard a.1 != b.1, a.0.isFinite, a.1.isFinite, b.0.isFinite, b.1.isFinite else { return nil }
            let (top, bottom) = a.1 < b.1 ? (a, b) : (b, a)
            xTop = top.0
            yTop = top.1
            yBottom = bottom.1
            xBottom = bottom.0
            slope = (bottom.0 - top.0) / (bottom.1 - top.1)
            direction = a.1 < b.1 ? 1 : -1
            guard slope.isFinite else { return nil }   // a vanishingly short drop: no area
        }

        @inline(__always) func x(at y: Double) -> Double { xTop + (y - yTop) * slope }
    }

    /// The box's width and height in pixels; rows `rowLo..<rowHi` are kept.
    let width: Int, height: Int, rowLo: Int, rowHi: Int
    let rule: FillRule

    /// A scanner of the rows `rowLo..<rowHi` of a `width × height` box.
    init(width: Int, height: Int, rowLo: Int, rowHi: Int, rule: FillRule) {
        self.width = width
        self.height = height
        self.rowLo = rowLo
        self.rowHi = rowHi
        self.rule = rule
    }

    /// A scanner of every row of a `width × height` box.
    init(width: Int, height: Int, rule: FillRule = .nonZero) {
        self.init(width: width, height: height, rowLo: 0, rowHi: height, rule: rule)
    }

    /// The coverage (0…1) of the kept rows, `width × (rowHi − rowLo)`
    /// values, row `rowLo` first.
    func coverage(of input: [Edge]) -> [Float] {
        let lo = max(0, rowLo), hi = min(height, rowHi)
        guard hi > lo, width > 0 else { return [] }
        let width = self.width
        var out = [Float](repeating: 0, count: width * (hi - lo))
        out.withUnsafeMutableBufferPointer { out in
            forEachRow(of: input) { y, cells, _ in
                var sum = 0.0
                let base = (y - lo) * width
                for x in 0..<width {
                    sum += cells[x]
                    cells[x] = 0
                    out[base + x] = Float(min(1, max(0, sum)))
                }
                cells[width] = 0
                cells[width + 1] = 0
            }
        }
        return out
    }

    /// Scans the kept rows top to bottom and calls `body(y, cells, ranges)`
    /// for each row `y` (of the box) that edges cross, with the row's
    /// `width + 2` signed-area cells (the running sum of the first `x + 1`
    /// is the covered area of pixel `x`) and the ranges `lo..<hi` of cells
    /// that may not be 0, sorted, apart and not touching: between them the
    /// running sum stays the same. `body` must leave every cell 0 (one
    /// row's storage is reused for the next); rows without edges are empty
    /// and skipped.
    ///
    /// - Complexity: as `CoverageScanner`; storage for one row, whatever the height.
    func forEachRow(of input: [Edge],
                    _ body: (Int, UnsafeMutableBufferPointer<Double>, UnsafeBufferPointer<(lo: Int, hi: Int)>) -> Void) {
        let lo = max(0, rowLo), hi = min(height, rowHi)
        guard hi > lo, width > 0 else { return }
        var cells = [Double](repeating: 0, count: width + 2)
        let edges = Self.groupedByRow(input, height: height)
        cells.withUnsafeMutableBufferPointer { cells in
            var row = RowScan(edges: edges, width: width, height: height, rowLo: lo, rule: rule)
            var next = 0
            var active: [Int] = []
            for y in lo..<hi {
                let top = Double(y), bottom = top + 1
                active.removeAll { edges[$0].yBottom <= top }
                while next < edges.count, edges[next].yTop < bottom {
                    if edges[next].yBottom > top { active.append(next) }
                    next += 1
                }
                if active.isEmpty { continue }
                row.rowLo = y
                row.touched.removeAll(keepingCapacity: true)
                if !row.scanUncrossed(&active, top: top, into: cells) { row.scan(active, top: top, into: cells) }
                row.touched.withUnsafeMutableBufferPointer { touched in
                    let n = Self.merge(touched)
                    body(y, cells, UnsafeBufferPointer(rebasing: touched[0..<n]))
                }
            }
        }
    }

    /// Sorts the ranges in `buffer` by their start and merges those that
    /// overlap or touch, in place: returns how many are left at the front.
    static func merge(_ buffer: UnsafeMutableBufferPointer<(lo: Int, hi: Int)>) -> Int {
        var ranges = buffer
        guard ranges.count > 1 else { return ranges.count }
        // Nearly sorted (pieces are added left to right in most rows): by
        // insertion, the standard sort after more than a few moves a range.
        var budget = 4 * ranges.count + 64
        for j in 1..<ranges.count {
            let r = ranges[j]
            var i = j
            while i > 0, ranges[i - 1].lo > r.lo {
                ranges[i] = ranges[i - 1]
                i -= 1
            }
            ranges[i] = r
            budget -= j - i
            if budget < 0 {
                ranges.sort { $0.lo < $1.lo }
                break
            }
        }
        var n = 0
        for j in 1..<ranges.count {
            if ranges[j].lo <= ranges[n].hi {
                ranges[n].hi = max(ranges[n].hi, ranges[j].hi)
            } else {
                n += 1
                ranges[n] = ranges[j]
            }
        }
        return n + 1
    }

    /// `edges` grouped by the row their top is in, rows top to bottom
    /// (those above the box with the first, those below it last), in
    /// their given order within a row: all `forEachRow` needs, which adds
    /// a row's edges to the active ones together (an order the same in
    /// every band, so ties between edges are too).
    ///
    /// - Complexity: O(n + height) for n edges (a counting sort).
    static func groupedByRow(_ edges: [Edge], height: Int) -> [Edge] {
        guard edges.count > 1 else { return edges }
        let rows = max(1, height)
        // Slot `rows` holds the edges whose top is at or below the box's bottom.
        @inline(__always) func slot(_ e: Edge) -> Int {
            e.yTop < 0 ? 0 : (e.yTop >= Double(rows) ? rows : Int(e.yTop))
        }
        var starts = [Int](repeating: 0, count: rows + 2)
        for e in edges { starts[slot(e) + 1] += 1 }
        for r in 0...rows { starts[r + 1] += starts[r] }
        return [Edge](unsafeUninitializedCapacity: edges.count) { out, count in
            for e in edges {
                let r = slot(e)
                (out.baseAddress! + starts[r]).initialize(to: e)
                starts[r] += 1
            }
            count = edges.count
        }
    }
}
