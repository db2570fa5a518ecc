import Strata

extension RowScan {
    /// Whether the winding on the left of each piece of the cluster in
    /// `members` stays the same down the piece although pieces begin or
    /// end beside it inside the row: true when the ends inside the row
    /// meet in points where as many pieces go on as stop, counted with
    /// their directions (an outline going on through a vertex, or turning
    /// back at one), and no such point lies on another piece (within
    /// `slack`) whose height range holds it strictly. A piece then has
    /// the points on one side all the way down, and (without crossings,
    /// which are looked for next) the winding on its left is one number,
    /// so the cluster is classified piece by piece instead of band by
    /// band. A horizontal edge between two ends leaves them apart (false).
    ///
    /// - Complexity: O(m log m + e × m) for m pieces and e ends inside the row.
    mutating func endsMeet(_ pieces: [Piece], top: Double) -> Bool {
        let bottom = top + 1
        ends.removeAll(keepingCapacity: true)
        for p in members {
            let piece = pieces[p], e = edges[piece.edge]
            // A piece begins inside the row only at its edge's top, and ends only at its bottom.
            if piece.ya > top { ends.append((e.xTop, e.yTop, piece.direction)) }
            if piece.yb < bottom { ends.append((e.xBottom, e.yBottom, -piece.direction)) }
        }
        ends.sort { $0.y < $1.y || ($0.y == $1.y && $0.x < $1.x) }
        var j = 0
        while j < ends.count {
            let point = ends[j]
            var sum = 0
            while j < ends.count, ends[j].y == point.y, ends[j].x == point.x {
                sum += ends[j].delta
                j += 1
            }
            if sum != 0 { return false }
            for q in members where pieces[q].ya < point.y && pieces[q].yb > point.y {
                if abs(edges[pieces[q].edge].x(at: point.y) - point.x) <= Self.slack { return false }
            }
        }
        return true
    }
}
