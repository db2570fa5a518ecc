import Strata

extension RowScan {
    /// An edge spanning the whole row: its x at the row's top and bottom.
    struct RowEdge {
        var xa: Double, xb: Double
        var direction: Int
    }

    /// The common row, scanned without clusters: when every active edge
    /// spans the whole row and, sorted by x at the row's top (then at its
    /// bottom), they keep their order at the bottom, no two cross inside
    /// the row, so the winding left of each is the sum of the directions
    /// before it all the way down. Adds the edges where the rule's inside
    /// begins or ends (as `scan`) and returns true; returns false, adding
    /// nothing, when the row has an edge that begins or ends inside it or
    /// two that cross (then `scan` handles it).
    ///
    /// - Complexity: O(k log k) for the row's k edges, plus one addition
    ///   per pixel a boundary edge crosses.
    mutating func scanUncrossed(_ active: [Int], top: Double, into cells: UnsafeMutableBufferPointer<Double>) -> Bool {
        let bottom = top + 1
        var spans = self.spans
        self.spans = []
        defer { self.spans = spans }
        spans.removeAll(keepingCapacity: true)
        for i in active {
            let e = edges[i]
            guard e.yTop <= top, e.yBottom >= bottom else { return false }
            spans.append(RowEdge(xa: e.x(at: top), xb: e.x(at: bottom), direction: e.direction))
        }
        spans.sort { $0.xa < $1.xa || ($0.xa == $1.xa && $0.xb < $1.xb) }
        for j in spans.indices.dropFirst() where spans[j - 1].xb > spans[j].xb { return false }
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
}
