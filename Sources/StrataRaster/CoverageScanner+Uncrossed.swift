import Strata

extension RowScan {
    /// An edge spanning the whole row: its x at the row's top and bottom.
    struct RowEdge {
        var xa: Double, xb: Double
        var direction: Int
        /// The edge's index in `edges`.
        var edge: Int
    }

    /// The common row, scanned without clusters: when every active edge
    /// spans the whole row and, sorted by x at the row's top (then at its
    /// bottom), they keep their order at the bottom, no two cross inside
    /// the row, so the winding left of each is the sum of the directions
    /// before it all the way down. Adds the edges where the rule's inside
    /// begins or ends (as `scan`) and returns true; returns false, adding
    /// nothing, when the row has an edge that begins or ends inside it or
    /// two that cross (then `scan` handles it). When it returns true,
    /// `active` is left in the edges' order across the row, so that the
    /// next row's sort starts from an order that seldom changes.
    ///
    /// - Complexity: O(k log k) for the row's k edges (O(k) when their
    ///   order is the last row's), plus one addition per pixel a boundary
    ///   edge crosses.
    mutating func scanUncrossed(_ active: inout [Int], top: Double, into cells: UnsafeMutableBufferPointer<Double>) -> Bool {
        let bottom = top + 1
        var spans = self.spans
        self.spans = []
        defer { self.spans = spans }
        spans.removeAll(keepingCapacity: true)
        for i in active {
            let e = edges[i]
            guard e.yTop <= top, e.yBottom >= bottom else { return false }
            spans.append(RowEdge(xa: e.x(at: top), xb: e.x(at: bottom), direction: e.direction, edge: i))
        }
        spans.withUnsafeMutableBufferPointer { Self.insertionSort($0) }
        for j in spans.indices.dropFirst() where spans[j - 1].xb > spans[j].xb { return false }
        for j in spans.indices { active[j] = spans[j].edge }
        var winding = 0
        for s in spans {
            let wasInside = rule.isInside(winding: winding)
            winding += s.direction
            let isInside = rule.isInside(winding: winding)
            if wasInside == isInside { continue }
            if isInside { add((s.xa, top), (s.xb, bottom), cells) } else { add((s.xb, bottom), (s.xa, top), cells) }
        }
        return true
    }

    /// Sorts `spans` by x at the row's top, then at its bottom, then by
    /// edge index (a total order: the result does not depend on the order
    /// given), moving each edge left past the larger ones: O(k) when the
    /// order is nearly the last row's. After more than a few moves per
    /// edge it sorts with the standard library instead (same order).
    static func insertionSort(_ buffer: UnsafeMutableBufferPointer<RowEdge>) {
        var spans = buffer
        @inline(__always) func before(_ s: RowEdge, _ t: RowEdge) -> Bool {
            s.xa < t.xa || (s.xa == t.xa && (s.xb < t.xb || (s.xb == t.xb && s.edge < t.edge)))
        }
        guard spans.count > 1 else { return }
        var budget = 4 * spans.count + 64
        for j in 1..<spans.count {
            let s = spans[j]
            var i = j
            while i > 0 {
                let t = spans[i - 1]
                guard before(s, t) else { break }
                spans[i] = t
                i -= 1
            }
            spans[i] = s
            budget -= j - i
            if budget < 0 {
                spans.sort(by: before)
                return
            }
        }
    }
}
