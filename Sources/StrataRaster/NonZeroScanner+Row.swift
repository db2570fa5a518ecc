extension NonZeroScanner {
    /// Appends to `cuts` (emptied first) the height of every crossing of
    /// two of the row's pieces: the pieces sorted by their left ends, each
    /// tested only against those whose left end is not right of its right
    /// end. Pieces whose x ranges do not overlap cannot cross: `Edge.x(at:)`
    /// is monotonic in y even rounded, so an edge's x at any height of the
    /// row lies within its piece's range. Each pair is computed as the
    /// all-pairs test did, the earlier active edge first, so the cuts are
    /// the same values.
    ///
    /// - Complexity: O(k log k + p) for k pieces and p overlapping pairs.
    func findCrossings(_ edges: [Edge], _ active: [Int], _ pieces: [Piece], top: Double, bottom: Double,
                       order: inout [Int], into cuts: inout [Double]) {
        cuts.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: pieces.indices)
        order.sort { pieces[$0].left < pieces[$1].left }
        for s in order.indices {
            let n = order[s]
            let right = pieces[n].right
            var t = s + 1
            while t < order.count {
                let m = order[t]
                guard pieces[m].left <= right else { break }
                t += 1
                let e = edges[active[min(n, m)]], f = edges[active[max(n, m)]]
                let lo = max(top, e.yTop, f.yTop), hi = min(bottom, e.yBottom, f.yBottom)
                guard lo < hi else { continue }
                let da = e.x(at: lo) - f.x(at: lo), db = e.x(at: hi) - f.x(at: hi)
                if (da < 0 && db > 0) || (da > 0 && db < 0) { cuts.append(lo + (hi - lo) * da / (da - db)) }
            }
        }
    }

    /// Adds to `accumulator` the pieces of a row without crossings where
    /// the winding leaves or returns to zero, in active order. A piece's
    /// winding on its left is the sum of the directions of the edges that
    /// span its middle height and lie left of it there (at equal x, the
    /// earlier active ones). For the pieces whose middle is the row's
    /// middle that is one sort of the edges there by (x, active position)
    /// and a running sum; the others (pieces that begin or end inside the
    /// row) are counted against every edge.
    ///
    /// - Complexity: O(k log k + c·k) for k pieces, c of them not centred
    ///   on the row's middle.
    func classifyUncrossed(_ edges: [Edge], _ active: [Int], _ pieces: [Piece], top: Double, bottom: Double,
                           band: inout [(x: Double, edge: Int)], before: inout [Int],
                           into accumulator: inout Accumulator) {
        let rowMid = (top + bottom) / 2
        band.removeAll(keepingCapacity: true)
        for (n, i) in active.enumerated() where edges[i].yTop < rowMid && edges[i].yBottom > rowMid {
            band.append((edges[i].x(at: rowMid), n))
        }
        band.sort { $0.x < $1.x || ($0.x == $1.x && $0.edge < $1.edge) }
        before.removeAll(keepingCapacity: true)
        before.append(contentsOf: repeatElement(0, count: active.count))
        var winding = 0
        for (_, n) in band {
            before[n] = winding
            winding += edges[active[n]].direction
        }
        for (n, i) in active.enumerated() {
            let e = edges[i], piece = pieces[n]
            let mid = (piece.ya + piece.yb) / 2
            var left = before[n]
            if mid != rowMid {
                let x = e.x(at: mid)
                left = 0
                for (m, j) in active.enumerated() where m != n {
                    let f = edges[j]
                    guard f.yTop < mid, f.yBottom > mid else { continue }
                    let fx = f.x(at: mid)
                    if fx < x || (fx == x && m < n) { left += f.direction }
                }
            }
            let after = left + e.direction
            guard (left == 0) != (after == 0) else { continue }
            let a = (piece.xa, piece.ya), b = (piece.xb, piece.yb)
            if left == 0 { accumulator.line(a, b) } else { accumulator.line(b, a) }
        }
    }
}
