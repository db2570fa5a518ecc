import Strata

/// One pixel row of `CoverageScanner`: its edge pieces, clustered by x,
/// classified by the winding on their left, and the boundary ones added
/// to the signed-area cells. The arrays are kept from row to row.
struct RowScan {
    /// An edge cut to the row.
    struct Piece {
        var ya: Double, yb: Double, xa: Double, xb: Double
        /// The piece's x range.
        var lo: Double, hi: Double
        /// The edge's index in `edges`.
        var edge: Int
        var direction: Int
        /// Whether the piece spans the whole row.
        var full: Bool
        /// +1 when the rule's inside begins at the piece, −1 when it ends there, 0 otherwise.
        var mark: Int
    }

    /// How far apart two x ranges must be to be told apart without
    /// comparing their edges (far above the rounding of `Edge.x(at:)`).
    static let slack = 1e-9

    let edges: [CoverageScanner.Edge]
    let width: Int, height: Int
    /// The row `cells` starts with (the row being scanned: one row is stored at a time).
    var rowLo: Int
    let rule: FillRule
    private var pieces: [Piece] = []
    private var order: [Int] = []
    /// The sum of the directions of the pieces of the clusters already
    /// passed that begin at the row's top and end inside it (with `steps`,
    /// the winding those clusters' partial pieces add on a cluster's left).
    private var partialBase = 0
    /// The pieces of the cluster being classified (`cluster`, `endsMeet`).
    var members: [Int] = []
    private var xs: [Double] = []
    private var cuts: [Double] = []
    /// Where, inside the row, the winding left of the next cluster steps
    /// (a horizontal edge leaves a vertex of a cluster already passed),
    /// and by how much; steps that cancel (an edge ending where the next
    /// begins) are dropped.
    private var steps: [(y: Double, delta: Int)] = []
    private var band: [(x: Double, edge: Int)] = []
    /// The active edges in the order of their indices (`scan`).
    private var byIndex: [Int] = []
    /// The ends inside the row of a cluster's pieces (`endsMeet`).
    var ends: [(x: Double, y: Double, delta: Int)] = []
    /// The whole-row edges of `scanUncrossed`.
    var spans: [RowEdge] = []
    /// The cells `add` changed in the row, as ranges `lo..<hi` of cell
    /// indices (a little wider than the pieces), in the order added:
    /// outside them every cell of the row is 0 (`touchedRanges()`).
    var touched: [(lo: Int, hi: Int)] = []

    init(edges: [CoverageScanner.Edge], width: Int, height: Int, rowLo: Int, rule: FillRule) {
        self.edges = edges
        self.width = width
        self.height = height
        self.rowLo = rowLo
        self.rule = rule
    }

    /// Adds the coverage of row `top` (an integer) from the `active`
    /// edges (indices into `edges`, those crossing the row, in any order)
    /// to `cells`. The pieces are made in the order of the edges' indices
    /// (`scanUncrossed` leaves `active` in the last row's x order, which
    /// depends on the rows scanned before): ties and the order of the sums
    /// are then the same whichever rows a band starts at.
    mutating func scan(_ active: [Int], top: Double, into cells: UnsafeMutableBufferPointer<Double>) {
        let bottom = top + 1
        var pieces = self.pieces, order = self.order
        self.pieces = []
        self.order = []
        pieces.removeAll(keepingCapacity: true)
        byIndex.removeAll(keepingCapacity: true)
        byIndex.append(contentsOf: active)
        byIndex.sort()
        for i in byIndex {
            let e = edges[i]
            let ya = max(top, e.yTop), yb = min(bottom, e.yBottom)
            let xa = e.x(at: ya), xb = e.x(at: yb)
            pieces.append(Piece(ya: ya, yb: yb, xa: xa, xb: xb, lo: min(xa, xb), hi: max(xa, xb), edge: i,
                                direction: e.direction, full: ya == top && yb == bottom, mark: 0))
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: pieces.indices)
        order.sort { pieces[$0].lo < pieces[$1].lo || (pieces[$0].lo == pieces[$1].lo && $0 < $1) }
        partialBase = 0
        steps.removeAll(keepingCapacity: true)
        var fullLeft = 0
        var s = 0
        while s < order.count {
            var t = s + 1
            var reach = pieces[order[s]].hi
            while t < order.count, pieces[order[t]].lo <= reach + Self.slack {
                reach = max(reach, pieces[order[t]].hi)
                t += 1
            }
            if t == s + 1 && steps.isEmpty {
                let p = order[s]
                let before = fullLeft + partialWinding(pieces, at: (pieces[p].ya + pieces[p].yb) / 2)
                mark(&pieces[p], before: before)
            } else {
                members.removeAll(keepingCapacity: true)
                members.append(contentsOf: order[s..<t])
                cluster(&pieces, fullLeft: fullLeft, top: top, into: cells)
            }
            for j in s..<t {
                let p = order[j]
                if pieces[p].full {
                    fullLeft += pieces[p].direction
                } else {
                    if pieces[p].ya > top {
                        step(at: pieces[p].ya, by: pieces[p].direction)
                    } else {
                        partialBase += pieces[p].direction
                    }
                    if pieces[p].yb < bottom { step(at: pieces[p].yb, by: -pieces[p].direction) }
                }
            }
            s = t
        }
        // Left to right (`order`: by left end, then edge order), as the
        // sums of each cell are made: the same order in every band, and
        // the changed cells' ranges come nearly sorted.
        for j in order where pieces[j].mark != 0 {
            let p = pieces[j]
            if p.mark > 0 { add((p.xa, p.ya), (p.xb, p.yb), cells) } else { add((p.xb, p.yb), (p.xa, p.ya), cells) }
        }
        self.pieces = pieces
        self.order = order
    }

    /// Adds `delta` to the step of the left winding at `y`.
    private mutating func step(at y: Double, by delta: Int) {
        if let j = steps.firstIndex(where: { $0.y == y }) {
            steps[j].delta += delta
            if steps[j].delta == 0 { steps.remove(at: j) }
        } else {
            steps.append((y, delta))
        }
    }

    /// The winding, just above height `y` (inside the row), of the pieces
    /// of earlier clusters that begin or end inside the row: a piece
    /// ending at `y` counts, one beginning there does not, so a vertex at
    /// `y` counts once. Those beginning at the row's top count from it
    /// (`partialBase`); the others' ends are the `steps` below `y`, where
    /// the ends that meet (most: an outline goes on from each vertex)
    /// have cancelled.
    ///
    /// - Complexity: O(steps).
    private func partialWinding(_ pieces: [Piece], at y: Double) -> Int {
        var w = partialBase
        for s in steps where s.y < y { w += s.delta }
        return w
    }

    /// Marks `piece` when the rule's inside begins or ends at it, given the winding on its left.
    @inline(__always)
    private func mark(_ piece: inout Piece, before: Int) {
        let wasInside = rule.isInside(winding: before), isInside = rule.isInside(winding: before + piece.direction)
        if wasInside != isInside { piece.mark = isInside ? 1 : -1 }
    }

    /// Classifies the pieces of the cluster in `members` (with `fullLeft`
    /// the winding of the whole-row pieces on its left), or, when two of
    /// them cross, when one begins or ends beside another where the ends
    /// do not meet (`endsMeet`), or when the winding on the cluster's left
    /// steps beside one (a horizontal edge across it), adds its boundary
    /// band by band.
    private mutating func cluster(_ pieces: inout [Piece], fullLeft: Int, top: Double,
                                  into cells: UnsafeMutableBufferPointer<Double>) {
        let edges = self.edges
        var allFull = true, split = false
        for p in members {
            let piece = pieces[p]
            if !piece.full { allFull = false }
            for s in steps where s.y > piece.ya && s.y < piece.yb { split = true }
        }
        if !split && !allFull {
            outer: for p in members where !pieces[p].full {
                let a = pieces[p]
                for q in members where q != p {
                    let b = pieces[q]
                    if (a.ya > b.ya && a.ya < b.yb) || (a.yb > b.ya && a.yb < b.yb) {
                        split = true
                        break outer
                    }
                }
            }
            if split && endsMeet(pieces, top: top) { split = false }
        }
        if !split && members.count == 1 {
            let p = members[0]
            mark(&pieces[p], before: fullLeft + partialWinding(pieces, at: (pieces[p].ya + pieces[p].yb) / 2))
            return
        }
        if !split && allFull {
            // Sorted by x at the top (then the bottom): any inversion at
            // the bottom is a crossing, and without one the order is the
            // same all the way down.
            members.sort { a, b in
                let pa = pieces[a], pb = pieces[b]
                return pa.xa < pb.xa || (pa.xa == pb.xa && (pa.xb < pb.xb || (pa.xb == pb.xb && a < b)))
            }
            var crossing = false
            for j in 1..<members.count where pieces[members[j - 1]].xb > pieces[members[j]].xb {
                crossing = true
                break
            }
            if !crossing {
                let mid = top + 0.5
                members.sort { a, b in
                    let xa = edges[pieces[a].edge].x(at: mid), xb = edges[pieces[b].edge].x(at: mid)
                    return xa < xb || (xa == xb && a < b)
                }
                var before = fullLeft + partialWinding(pieces, at: mid)
                for p in members {
                    mark(&pieces[p], before: before)
                    before += pieces[p].direction
                }
                return
            }
        }
        cuts.removeAll(keepingCapacity: true)
        for (n, p) in members.enumerated() {
            let e = edges[pieces[p].edge]
            for q in members[(n + 1)...] {
                let f = edges[pieces[q].edge]
                let lo = max(pieces[p].ya, pieces[q].ya), hi = min(pieces[p].yb, pieces[q].yb)
                guard lo < hi else { continue }
                let da = e.x(at: lo) - f.x(at: lo), db = e.x(at: hi) - f.x(at: hi)
                if (da < 0 && db > 0) || (da > 0 && db < 0) { cuts.append(lo + (hi - lo) * da / (da - db)) }
            }
        }
        if cuts.isEmpty && !split {
            // No crossing: each piece has one winding on its left.
            for p in members {
                let e = edges[pieces[p].edge]
                let mid = (pieces[p].ya + pieces[p].yb) / 2, x = e.x(at: mid)
                var before = fullLeft + partialWinding(pieces, at: mid)
                for q in members where q != p && pieces[q].ya < mid && pieces[q].yb >= mid {
                    let fx = edges[pieces[q].edge].x(at: mid)
                    if fx < x || (fx == x && q < p) { before += pieces[q].direction }
                }
                mark(&pieces[p], before: before)
            }
            return
        }
        cuts.append(top)
        cuts.append(top + 1)
        for p in members {
            if !pieces[p].full {
                if pieces[p].ya > top { cuts.append(pieces[p].ya) }
                if pieces[p].yb < top + 1 { cuts.append(pieces[p].yb) }
            }
        }
        for s in steps where s.y > top && s.y < top + 1 { cuts.append(s.y) }
        cuts.sort()
        var ya = cuts[0]
        for j in 1..<cuts.count where cuts[j] > ya + 1e-12 {
            let yb = cuts[j], mid = (ya + yb) / 2
            band.removeAll(keepingCapacity: true)
            for p in members where pieces[p].ya < mid && pieces[p].yb > mid {
                band.append((edges[pieces[p].edge].x(at: mid), pieces[p].edge))
            }
            band.sort { $0.x < $1.x || ($0.x == $1.x && $0.edge < $1.edge) }
            var winding = fullLeft + partialWinding(pieces, at: mid)
            for (_, i) in band {
                let e = edges[i]
                let wasInside = rule.isInside(winding: winding)
                winding += e.direction
                let isInside = rule.isInside(winding: winding)
                if wasInside != isInside {
                    let a = (e.x(at: ya), ya), b = (e.x(at: yb), yb)
                    if isInside { add(a, b, cells) } else { add(b, a, cells) }
                }
            }
            ya = yb
        }
    }

    /// Adds the line from `a` to `b` (box pixels, inside the row being
    /// scanned) to `cells` (`Accumulator.addInRow`), and the cells it
    /// changed to `touched`.
    @inline(__always)
    mutating func add(_ a: (Double, Double), _ b: (Double, Double), _ cells: UnsafeMutableBufferPointer<Double>) {
        if a.1 == b.1 { return }
        let (p, q, dir) = a.1 < b.1 ? (a, b, 1.0) : (b, a, -1.0)
        let dxdy = (q.0 - p.0) / (q.1 - p.1)
        guard dxdy.isFinite, p.0.isFinite, q.0.isFinite, let base = cells.baseAddress else { return }
        if let range = Accumulator.addInRow(p, q, dir: dir, dxdy: dxdy, width: width, height: height, into: base) {
            touched.append(range)
        }
    }
}
