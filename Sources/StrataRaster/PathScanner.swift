import Strata

/// Exact area coverage of a filled path under either fill rule, over a
/// box of pixels, computing only the rows a band keeps.
///
/// The method of `NonZeroScanner` (glyph outlines), with the rule as a
/// parameter: a row that every edge in it crosses from top to bottom,
/// none crossing another, classifies each edge once by the winding on its
/// left; any other row is cut into bands at every crossing and edge end,
/// where the edges keep their order. Only
/// the edges where the rule's inside begins or ends go into the
/// signed-area cells (+1 on the left of the inside, −1 on its right), so
/// overlapping contours count once and even-odd holes stay empty. Every
/// row is computed from the edges alone, so a band of the canvas gets the
/// same values as the whole picture.
///
/// - Complexity: O(rows × k² log k) for k edges crossing a row.
struct PathScanner {
    /// A non-horizontal segment in box pixels, top end first.
    typealias Edge = NonZeroScanner.Edge

    /// The box's width and height in pixels; rows `rowLo..<rowHi` are kept.
    let width: Int, height: Int, rowLo: Int, rowHi: Int
    let rule: FillRule

    /// The coverage (0…1) of the kept rows, `width × (rowHi − rowLo)`
    /// values, row `rowLo` first.
    func coverage(of input: [Edge]) -> [Float] {
        let rows = max(0, rowHi - rowLo)
        let stride = width + 2
        var cells = [Double](repeating: 0, count: stride * rows)
        guard rows > 0, width > 0 else { return [] }
        let edges = input.sorted { $0.yTop < $1.yTop }
        var next = 0
        var active: [Int] = []
        var cuts: [Double] = []
        var band: [(x: Double, edge: Int)] = []
        let w = width, h = height, lo = rowLo, hi = rowHi
        func add(_ a: (Double, Double), _ b: (Double, Double)) {
            if a.1 == b.1 { return }
            let (p, q, dir) = a.1 < b.1 ? (a, b, 1.0) : (b, a, -1.0)
            let dxdy = (q.0 - p.0) / (q.1 - p.1)
            guard dxdy.isFinite, p.0.isFinite, q.0.isFinite else { return }
            Accumulator.addEdge(p, q, dir: dir, dxdy: dxdy, width: w, height: h, rowLo: lo, rowHi: hi, into: &cells)
        }
        for row in rowLo..<rowHi {
            let top = Double(row), bottom = top + 1
            active.removeAll { edges[$0].yBottom <= top }
            while next < edges.count, edges[next].yTop < bottom {
                if edges[next].yBottom > top { active.append(next) }
                next += 1
            }
            if active.isEmpty { continue }
            cuts.removeAll(keepingCapacity: true)
            for (n, i) in active.enumerated() {
                let e = edges[i]
                for j in active[(n + 1)...] {
                    let f = edges[j]
                    let lo = max(top, e.yTop, f.yTop), hi = min(bottom, e.yBottom, f.yBottom)
                    guard lo < hi else { continue }
                    let da = e.x(at: lo) - f.x(at: lo), db = e.x(at: hi) - f.x(at: hi)
                    if (da < 0 && db > 0) || (da > 0 && db < 0) { cuts.append(lo + (hi - lo) * da / (da - db)) }
                }
            }
            // The shortcut classifies each edge at one height; that is only
            // sound when no edge ends inside the row (an end there, with
            // another edge at the same x, would be ordered by index rather
            // than by geometry). Otherwise the row is cut at the ends too.
            if cuts.isEmpty, active.allSatisfy({ edges[$0].yTop <= top && edges[$0].yBottom >= bottom }) {
                for (n, i) in active.enumerated() {
                    let e = edges[i]
                    let ya = max(top, e.yTop), yb = min(bottom, e.yBottom)
                    let mid = (ya + yb) / 2, x = e.x(at: mid)
                    var before = 0
                    for (m, j) in active.enumerated() where m != n {
                        let f = edges[j]
                        guard f.yTop < mid, f.yBottom > mid else { continue }
                        let fx = f.x(at: mid)
                        if fx < x || (fx == x && m < n) { before += f.direction }
                    }
                    let wasInside = rule.isInside(winding: before), isInside = rule.isInside(winding: before + e.direction)
                    guard wasInside != isInside else { continue }
                    let a = (e.x(at: ya), ya), b = (e.x(at: yb), yb)
                    if isInside { add(a, b) } else { add(b, a) }
                }
                continue
            }
            cuts.append(top)
            cuts.append(bottom)
            for i in active {
                let e = edges[i]
                if e.yTop > top { cuts.append(e.yTop) }
                if e.yBottom < bottom { cuts.append(e.yBottom) }
            }
            cuts.sort()
            var ya = cuts[0]
            for yb in cuts.dropFirst() where yb > ya + 1e-12 {
                let mid = (ya + yb) / 2
                band.removeAll(keepingCapacity: true)
                for i in active where edges[i].yTop < mid && edges[i].yBottom > mid {
                    band.append((edges[i].x(at: mid), i))
                }
                band.sort { $0.x < $1.x || ($0.x == $1.x && $0.edge < $1.edge) }
                var winding = 0
                for (_, i) in band {
                    let e = edges[i]
                    let wasInside = rule.isInside(winding: winding)
                    winding += e.direction
                    let isInside = rule.isInside(winding: winding)
                    if wasInside != isInside {
                        let a = (e.x(at: ya), ya), b = (e.x(at: yb), yb)
                        if isInside { add(a, b) } else { add(b, a) }
                    }
                }
                ya = yb
            }
        }
        var out = [Float](repeating: 0, count: width * rows)
        for y in 0..<rows {
            var sum = 0.0
            for x in 0..<width {
                sum += cells[y * stride + x]
                out[y * width + x] = Float(min(1, max(0, sum)))
            }
        }
        return out
    }
}
