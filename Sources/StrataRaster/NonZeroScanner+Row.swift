extension NonZeroScanner {
    /// An active edge cut to the current row: the edge's own values
    /// (`x(at:)` computes `Edge.x(at:)` from them with the same operations)
    /// and its piece of the row.
    struct Piece {
        var xTop: Double, yTop: Double, yBottom: Double, slope: Double
        var direction: Int
        /// The piece's heights (the row's, or the edge's ends inside it) and x there.
        var ya: Double, yb: Double, xa: Double, xb: Double
        /// The piece's x range.
        var left: Double, right: Double

        /// `e` cut to the row from `top` to `bottom`.
        @inline(__always) init(_ e: Edge, top: Double, bottom: Double) {
            xTop = e.xTop
            yTop = e.yTop
            yBottom = e.yBottom
            slope = e.slope
            direction = e.direction
            ya = max(top, e.yTop)
            yb = min(bottom, e.yBottom)
            xa = e.x(at: ya)
            xb = e.x(at: yb)
            left = min(xa, xb)
            right = max(xa, xb)
        }

        /// The edge's x at height `y`: `Edge.x(at:)`, the same operations.
        @inline(__always) func x(at y: Double) -> Double { xTop + (y - yTop) * slope }
    }

    /// Appends to `cuts` (emptied first) the height of every crossing of
    /// two of the row's pieces, computed as the all-pairs test did (the
    /// earlier edge first, pairs in the same order). A pair whose x ranges
    /// are apart is skipped untested: `Edge.x(at:)` is monotonic in y even
    /// rounded, so an edge's x anywhere in the row lies within its piece's
    /// range, and such a pair cannot change order.
    ///
    /// - Complexity: O(k²) comparisons of ranges for k pieces, plus the
    ///   test of each pair whose ranges overlap.
    static func crossings(of pieces: UnsafeBufferPointer<Piece>, top: Double, bottom: Double,
                          into cuts: inout [Double]) {
        cuts.removeAll(keepingCapacity: true)
        let k = pieces.count
        for n in 0..<k {
            let e = pieces[n]
            // Counted without branches first: most pieces of a row are apart
            // from all the later ones, in x or in y (two edges meeting at a
            // vertex share only its height).
            var near = 0
            for m in (n + 1)..<k {
                let f = pieces[m]
                let lo = max(top, e.yTop, f.yTop), hi = min(bottom, e.yBottom, f.yBottom)
                near &+= (f.left <= e.right ? 1 : 0) & (e.left <= f.right ? 1 : 0) & (lo < hi ? 1 : 0)
            }
            if near == 0 { continue }
            for m in (n + 1)..<k {
                let f = pieces[m]
                guard f.left <= e.right, e.left <= f.right else { continue }
                let lo = max(top, e.yTop, f.yTop), hi = min(bottom, e.yBottom, f.yBottom)
                guard lo < hi else { continue }
                let da = e.x(at: lo) - f.x(at: lo), db = e.x(at: hi) - f.x(at: hi)
                if (da < 0 && db > 0) || (da > 0 && db < 0) { cuts.append(lo + (hi - lo) * da / (da - db)) }
            }
        }
    }

    /// The winding on the left of piece `n` in a row without crossings: the
    /// sum of the directions of the edges that span the piece's middle
    /// height and lie left of it there (at equal x, the earlier ones) — the
    /// all-pairs rule, counted without branches (a piece is never left of
    /// itself: its x there is the same value).
    ///
    /// - Complexity: O(k) for k pieces.
    @inline(__always)
    static func windingLeft(of n: Int, in pieces: UnsafeBufferPointer<Piece>) -> Int {
        let e = pieces[n]
        let mid = (e.ya + e.yb) / 2, x = e.x(at: mid)
        var before = 0
        for m in 0..<pieces.count {
            let f = pieces[m]
            let fx = f.x(at: mid)
            let spans = (f.yTop < mid ? 1 : 0) & (f.yBottom > mid ? 1 : 0)
            let isLeft = (fx < x ? 1 : 0) | ((fx == x ? 1 : 0) & (m < n ? 1 : 0))
            before &+= f.direction & (0 &- (spans & isLeft))
        }
        return before
    }
}
