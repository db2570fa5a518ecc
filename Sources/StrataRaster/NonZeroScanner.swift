/// Exact non-zero area coverage of a polygon, pixel row by pixel row.
///
/// A row where no two edges cross is handled edge by edge: the winding on
/// an edge's left is then the same all along it. A row with crossings is
/// cut into horizontal bands at every edge end and every crossing inside
/// it, so that within a band the edges keep their left-to-right order. Walking a band from the left, the winding number changes by
/// each edge's direction; only the edges where it leaves or returns to zero
/// bound the filled region, and only they go into the signed-area
/// `Accumulator` (+1 on the left, −1 on the right). The running sums are
/// then the exact covered area of each pixel: overlapping contours count
/// once, and opposite windings do not cancel.
///
/// Glyph outlines keep this scanner: `CoverageScanner` (paths) measured
/// slower on glyph-sized bitmaps (Docs/Performance.md#one-scanner-for-paths-issue-46).
///
/// - Complexity: O(rows × k² log k) for k edges crossing a row (a few to a
///   few dozen for a glyph).
struct NonZeroScanner {
    typealias Edge = CoverageScanner.Edge

    let width: Int, height: Int

    /// The coverage (0…1) of every pixel, row by row.
    func coverage(of input: [Edge]) -> [Float] {
        var accumulator = Accumulator(width: width, height: height)
        let edges = input.sorted { $0.yTop < $1.yTop }
        var next = 0
        var active: [Int] = []
        var cuts: [Double] = []
        var band: [(x: Double, edge: Int)] = []
        for row in 0..<height {
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
            if cuts.isEmpty {
                // No crossing in the row: the winding on an edge's left is
                // the same all along it (vertices on the way change it by
                // zero), so each edge is classified once.
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
                    let after = before + e.direction
                    guard (before == 0) != (after == 0) else { continue }
                    let a = (e.x(at: ya), ya), b = (e.x(at: yb), yb)
                    if before == 0 { accumulator.line(a, b) } else { accumulator.line(b, a) }
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
                band.sort { $0.x < $1.x }
                var winding = 0
                for (_, i) in band {
                    let e = edges[i]
                    let before = winding
                    winding += e.direction
                    if (before == 0) != (winding == 0) {
                        // Entering the filled region: a left edge (+1); leaving: a right edge (−1).
                        let a = (e.x(at: ya), ya), b = (e.x(at: yb), yb)
                        if before == 0 { accumulator.line(a, b) } else { accumulator.line(b, a) }
                    }
                }
                ya = yb
            }
        }
        return accumulator.coverage()
    }
}
