/// Exact non-zero area coverage of a polygon, pixel row by pixel row.
///
/// A row's active edges are first cut to the row (`Piece`: heights, x at
/// both ends, x range). Two pieces can cross only where their x ranges
/// overlap (`Edge.x(at:)` is monotonic in y even rounded), so only those
/// pairs are tested for a crossing. A row where no two edges cross is
/// handled piece by piece: the winding on a piece's left is then the same
/// all along it (vertices on the way change it by zero), so each piece is
/// classified once, at its middle height, by summing the directions of the
/// edges there on its left (at equal x, the earlier ones) — a loop without
/// branches that the compiler vectorizes. A row with crossings is cut into
/// horizontal bands at every edge end and every crossing inside it, so that
/// within a band the edges keep their left-to-right order. Walking a band
/// from the left, the winding number changes by each edge's direction;
/// only the edges where it leaves or returns to zero bound the filled
/// region, and only they go into the signed-area `Accumulator` (+1 on the
/// left, −1 on the right). The running sums are then the exact covered
/// area of each pixel: overlapping contours count once, and opposite
/// windings do not cancel.
///
/// Glyph outlines keep this scanner: `CoverageScanner` (paths) measured
/// slower on glyph-sized bitmaps (Docs/Performance.md#one-scanner-for-paths-issue-46).
/// Sorting a row's pieces (by x range for the pairs, by x for the windings)
/// measured no faster: a 16-pixel ideograph has about 10 edges in a row, 8 of
/// them beginning or ending inside it, each needing its own middle height
/// (Docs/Performance.md#cff-outlines-issue-42-section-1).
///
/// - Complexity: O(rows × k²) for k edges crossing a row (a few to a few
///   dozen for a glyph), branch-free comparisons, plus the full test of
///   the pairs whose x ranges overlap; a row with crossings adds
///   O(b × k log k) for its b bands.
struct NonZeroScanner {
    typealias Edge = CoverageScanner.Edge

    let width: Int, height: Int

    /// The coverage (0…1) of every pixel, row by row.
    func coverage(of input: [Edge]) -> [Float] {
        var accumulator = Accumulator(width: width, height: height)
        // By their tops, ties in input order (the order of a stable sort): the
        // 16-byte keys are sorted, not the 40-byte edges.
        var keys = input.indices.map { (y: input[$0].yTop, i: $0) }
        keys.sort { $0.y < $1.y || ($0.y == $1.y && $0.i < $1.i) }
        let edges = keys.map { input[$0.i] }
        var next = 0
        var active: [Int] = []
        var cuts: [Double] = []
        var band: [(x: Double, edge: Int)] = []
        var pieces: [Piece] = []
        for row in 0..<height {
            let top = Double(row), bottom = top + 1
            active.removeAll { edges[$0].yBottom <= top }
            while next < edges.count, edges[next].yTop < bottom {
                if edges[next].yBottom > top { active.append(next) }
                next += 1
            }
            if active.isEmpty { continue }
            pieces.removeAll(keepingCapacity: true)
            for i in active { pieces.append(Piece(edges[i], top: top, bottom: bottom)) }
            let crossed = pieces.withUnsafeBufferPointer { pieces in
                Self.crossings(of: pieces, top: top, bottom: bottom, into: &cuts)
                if !cuts.isEmpty { return true }
                // No crossing in the row: the winding on an edge's left is
                // the same all along it (vertices on the way change it by
                // zero), so each edge is classified once.
                for n in pieces.indices {
                    let p = pieces[n]
                    let before = Self.windingLeft(of: n, in: pieces), after = before + p.direction
                    guard (before == 0) != (after == 0) else { continue }
                    let a = (p.xa, p.ya), b = (p.xb, p.yb)
                    if before == 0 { accumulator.line(a, b) } else { accumulator.line(b, a) }
                }
                return false
            }
            if !crossed { continue }
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
