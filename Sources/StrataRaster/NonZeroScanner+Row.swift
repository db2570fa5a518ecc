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
    /// and a running sum. For the others (pieces that begin or end inside
    /// the row) the edges spanning the whole row whose x range ends left
    /// of the piece's come from a prefix sum (they lie left of it at any
    /// height of the row); only those near it, and the other pieces that do
    /// not span the row, are compared one by one.
    ///
    /// - Complexity: O(k log k + c·(log k + c + v)) for k pieces, c of them
    ///   not centred on the row's middle, each near v of the others.
    func classifyUncrossed(_ edges: [Edge], _ active: [Int], _ pieces: [Piece], top: Double, bottom: Double,
                           scratch: inout RowScratch, into accumulator: inout Accumulator) {
        let rowMid = (top + bottom) / 2
        scratch.band.removeAll(keepingCapacity: true)
        scratch.spanning.removeAll(keepingCapacity: true)
        scratch.short.removeAll(keepingCapacity: true)
        var widest = 0.0
        for (n, i) in active.enumerated() {
            let e = edges[i]
            if e.yTop < rowMid && e.yBottom > rowMid { scratch.band.append((e.x(at: rowMid), n)) }
            if e.yTop <= top && e.yBottom >= bottom {
                scratch.spanning.append((pieces[n].right, n))
                widest = max(widest, pieces[n].right - pieces[n].left)
            } else {
                scratch.short.append(n)
            }
        }
        scratch.band.sort { $0.x < $1.x || ($0.x == $1.x && $0.edge < $1.edge) }
        scratch.before.removeAll(keepingCapacity: true)
        scratch.before.append(contentsOf: repeatElement(0, count: active.count))
        var winding = 0
        for (_, n) in scratch.band {
            scratch.before[n] = winding
            winding += edges[active[n]].direction
        }
        scratch.spanning.sort { $0.right < $1.right }
        scratch.prefix.removeAll(keepingCapacity: true)
        scratch.prefix.append(0)
        for (_, n) in scratch.spanning { scratch.prefix.append(scratch.prefix[scratch.prefix.count - 1] + edges[active[n]].direction) }
        // A spanning piece whose right end is beyond this of a piece's right end has its left end beyond it too.
        let reach = 2 * widest + 1e-6
        for (n, i) in active.enumerated() {
            let e = edges[i], piece = pieces[n]
            let mid = (piece.ya + piece.yb) / 2
            var left = scratch.before[n]
            if mid != rowMid {
                let x = e.x(at: mid)
                /// Whether the active edge at position `m` spans `mid` and lies left of the piece there.
                func isLeft(_ m: Int) -> Bool {
                    let f = edges[active[m]]
                    guard m != n, f.yTop < mid, f.yBottom > mid else { return false }
                    let fx = f.x(at: mid)
                    return fx < x || (fx == x && m < n)
                }
                left = 0
                if mid > top && mid < bottom {
                    // Spanning pieces ending left of this piece's range: left of it at `mid`.
                    var lo = 0, hi = scratch.spanning.count
                    while lo < hi {
                        let h = (lo + hi) / 2
                        if scratch.spanning[h].right < piece.left { lo = h + 1 } else { hi = h }
                    }
                    left = scratch.prefix[lo]
                    let limit = piece.right + reach
                    var q = lo
                    while q < scratch.spanning.count, scratch.spanning[q].right <= limit {
                        let m = scratch.spanning[q].edge
                        if isLeft(m) { left += edges[active[m]].direction }
                        q += 1
                    }
                    for m in scratch.short where isLeft(m) { left += edges[active[m]].direction }
                } else {
                    // A piece too thin to have a middle strictly inside the row: every edge compared.
                    for m in active.indices where isLeft(m) { left += edges[active[m]].direction }
                }
            }
            let after = left + e.direction
            guard (left == 0) != (after == 0) else { continue }
            let a = (piece.xa, piece.ya), b = (piece.xb, piece.yb)
            if left == 0 { accumulator.line(a, b) } else { accumulator.line(b, a) }
        }
    }
}

extension NonZeroScanner {
    /// The buffers of a row's classification, kept from row to row.
    struct RowScratch {
        /// The edges spanning the row's middle: x there, active position.
        var band: [(x: Double, edge: Int)] = []
        /// The pieces spanning the whole row: right end, active position.
        var spanning: [(right: Double, edge: Int)] = []
        /// The sums of the directions of `spanning`'s first 0, 1, … pieces.
        var prefix: [Int] = []
        /// The active positions of the pieces that begin or end inside the row.
        var short: [Int] = []
        /// The winding left of each piece centred on the row's middle.
        var before: [Int] = []
    }
}
