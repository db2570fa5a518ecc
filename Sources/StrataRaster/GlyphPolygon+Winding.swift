extension GlyphPolygon {
    /// A segment of the polygon with its bounding box, for the overlap test.
    struct Segment {
        var ax: Double, ay: Double, bx: Double, by: Double
        var minX: Double, maxX: Double, minY: Double, maxY: Double
        /// The contour's index, and its segments' range in the segment list.
        var contour: Int, first: Int, last: Int
    }

    /// The most entries in the rows of `segmentsApart`, and the most pairs
    /// of segments it looks at, per segment (beyond a first
    /// 4,096); past it, `simpleWinding(width:height:)` gives up (a hostile
    /// outline with all its segments in one place, or long diagonal ones):
    /// the glyph then goes to the exact scanner.
    static let pairBudget = 64
    /// The most contours `simpleWinding(width:height:)` looks at (it compares
    /// every two contours' boxes).
    static let contourLimit = 256

    /// The winding number inside the polygon (+1 or −1) when every point's
    /// winding number is 0 or that one value, proven as follows; `nil`
    /// when not proven (then only `NonZeroScanner` gives the exact area).
    ///
    /// 1. No two segments meet, except consecutive ones of a contour at
    ///    their shared point without doubling back: any other touch, even
    ///    at a point, counts as meeting (cautious). Each contour is then a
    ///    simple polygon, apart from the others. Only the pairs whose
    ///    boxes overlap are tested, found row by row (`segmentsApart`).
    /// 2. So each contour lies in a region of constant winding of the
    ///    others: their winding at its first point (a ray cast, only for
    ///    the contours whose box holds the point). That winding outside it
    ///    and the one inside it (plus its own ±1, from its signed area)
    ///    must both be 0 or the same ±1.
    ///
    /// - Complexity: O(s + p + c² + c·s) for s segments, p pairs of
    ///   segments looked at (at most `pairBudget` · s + 4,096) and c contours (at most `contourLimit`).
    func simpleWinding(width: Int, height: Int) -> Double? {
        guard ends.count <= Self.contourLimit, width > 0, height > 0 else { return nil }
        var segments: [Segment] = []
        segments.reserveCapacity(points.count)
        var boxes: [(minX: Double, maxX: Double, minY: Double, maxY: Double, orientation: Int, first: Int, last: Int)] = []
        var start = 0
        for end in ends {
            defer { start = end }
            // The contour's points without repeats (a point equal to the
            // one before it; a last point equal to the first closes it).
            let first = segments.count
            var n = 0
            var firstPoint = (0.0, 0.0), previous = (0.0, 0.0)
            var box = (minX: Double.infinity, maxX: -Double.infinity, minY: Double.infinity, maxY: -Double.infinity)
            for i in start..<end {
                let p = points[i]
                guard p.0.isFinite, p.1.isFinite else { return nil }
                if n > 0, p == previous { continue }
                if n == 0 { firstPoint = p } else { Self.appendSegment(previous, p, into: &segments) }
                box = (min(box.minX, p.0), max(box.maxX, p.0), min(box.minY, p.1), max(box.maxY, p.1))
                previous = p
                n += 1
            }
            let closed = n > 1 && previous == firstPoint
            if closed { n -= 1 }
            if n <= 1 { continue }          // a point: no area, no segment
            guard n >= 3 else { return nil } // two points: a fold
            if !closed { Self.appendSegment(previous, firstPoint, into: &segments) }
            var area = 0.0
            for s in segments[first...] { area += s.ax * s.by - s.bx * s.ay }
            guard area != 0, area.isFinite else { return nil }
            let contour = boxes.count, last = segments.count - 1
            for k in first...last {
                segments[k].contour = contour
                segments[k].first = first
                segments[k].last = last
            }
            // y down: a contour of positive shoelace area runs up its left
            // side, so the winding inside it is −1.
            boxes.append((box.minX, box.maxX, box.minY, box.maxY, area > 0 ? -1 : 1, first, last))
        }
        if segments.isEmpty { return nil }
        guard segmentsApart(segments, height: height) else { return nil }
        var sign = 0
        for c in boxes.indices {
            let p = (segments[boxes[c].first].ax, segments[boxes[c].first].ay)
            var outside = 0
            for d in boxes.indices where d != c {
                let b = boxes[d]
                guard p.0 >= b.minX, p.0 <= b.maxX, p.1 >= b.minY, p.1 <= b.maxY else { continue }
                for k in b.first...b.last {
                    let s = segments[k]
                    guard (s.ay <= p.1) != (s.by <= p.1) else { continue }
                    let x = s.ax + (p.1 - s.ay) * (s.bx - s.ax) / (s.by - s.ay)
                    if x < p.0 { outside += s.by > s.ay ? 1 : -1 }
                }
            }
            // Both windings 0 or one same ±1: as they differ by 1, one of
            // them is 0 (`inside` for a hole) and the other that ±1.
            let inside = outside + boxes[c].orientation
            let w = outside == 0 ? inside : outside
            guard outside == 0 || inside == 0, w == 1 || w == -1, sign == 0 || sign == w else { return nil }
            sign = w
        }
        return sign == 0 ? nil : Double(sign)
    }

    /// Appends the segment from `a` to `b` with its box (contour fields set later).
    @inline(__always)
    private static func appendSegment(_ a: (Double, Double), _ b: (Double, Double), into segments: inout [Segment]) {
        segments.append(Segment(ax: a.0, ay: a.1, bx: b.0, by: b.1,
                                minX: min(a.0, b.0), maxX: max(a.0, b.0), minY: min(a.1, b.1), maxY: max(a.1, b.1),
                                contour: 0, first: 0, last: 0))
    }

    /// Whether no two of `segments` meet except consecutive ones of a
    /// contour at their shared point (step 1 of `simpleWinding`); `false`
    /// also when there would be more than `pairBudget` entries, or pairs
    /// to look at, per segment (beyond a first 4,096).
    ///
    /// Each segment is entered in every pixel row (of `height`) its box
    /// spans, those whose box begins in the row first, their boxes copied
    /// in that order. Two segments can meet only if their boxes overlap,
    /// and then both are in the row where the lower of their tops lies,
    /// where one of them begins: each pair is looked at there only, by
    /// comparing every segment beginning in a row with the later entries.
    ///
    /// - Complexity: O(s + h + e + p) for s segments, h rows, e entries
    ///   and p pairs looked at.
    func segmentsApart(_ segments: [Segment], height: Int) -> Bool {
        let count = segments.count, top = Double(height - 1)
        let budget = Self.pairBudget * count + 4096
        @inline(__always) func row(_ y: Double) -> Int { Int(Swift.max(0, Swift.min(y, top))) }
        // The scratch lives on the stack when small (no allocation, no
        // zeroing): `starts` (rows + 2: the entries of row r are
        // starts[r]..<starts[r + 1]) and `fill` (rows + 1).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * height + 3) { scratch in
            let starts = UnsafeMutableBufferPointer(rebasing: scratch[0..<(height + 2)])
            let fill = UnsafeMutableBufferPointer(rebasing: scratch[(height + 2)...])
            starts.initialize(repeating: 0)
            // Entries per row: a difference array, then its running sum.
            var entries = 0
            for s in segments {
                let r0 = row(s.minY), r1 = row(s.maxY)
                starts[r0 + 1] += 1
                starts[r1 + 2] -= 1
                entries += r1 - r0 + 1
            }
            guard entries <= budget else { return false }
            var running = 0
            for r in 0...height {
                running += starts[r + 1]
                starts[r + 1] = starts[r] + running
            }
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: entries) { owners in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * entries) { boxes in
                    // The segments beginning in a row first, then the others.
                    _ = fill.initialize(fromContentsOf: starts[0...height])
                    @inline(__always) func enter(_ k: Int, _ s: Segment, row r: Int) {
                        let e = fill[r]
                        fill[r] = e + 1
                        owners.initializeElement(at: e, to: k)
                        boxes.initializeElement(at: 4 * e, to: s.minX)
                        boxes.initializeElement(at: 4 * e + 1, to: s.maxX)
                        boxes.initializeElement(at: 4 * e + 2, to: s.minY)
                        boxes.initializeElement(at: 4 * e + 3, to: s.maxY)
                    }
                    var pairs = 0
                    for k in 0..<count { enter(k, segments[k], row: row(segments[k].minY)) }
                    for r in 0..<height {
                        // Counted without overflow: past the budget, give up.
                        let beginning = fill[r] - starts[r], all = starts[r + 1] - starts[r]
                        if beginning > 0, all > (budget - pairs) / beginning { return false }
                        pairs += beginning * all
                    }
                    for k in 0..<count {
                        let s = segments[k]
                        let r0 = row(s.minY), r1 = row(s.maxY)
                        if r1 > r0 { for r in (r0 + 1)...r1 { enter(k, s, row: r) } }
                    }
                    // `fill[r]` is now the end of row r's entries; the
                    // beginning ones end where the next row's continuing
                    // ones would: recount them.
                    for r in 0..<height { fill[r] = starts[r] }
                    for k in 0..<count { fill[row(segments[k].minY)] += 1 }
                    // The boxes are compared without branches, the
                    // overlapping ones gathered in `hits` and tested after.
                    return withUnsafeTemporaryAllocation(of: Int.self, capacity: entries) { hits in
                        for r in 0..<height {
                            let end = starts[r + 1]
                            for n in starts[r]..<fill[r] {
                                let o = 4 &* n
                                let minX = boxes[o], maxX = boxes[o &+ 1], minY = boxes[o &+ 2], maxY = boxes[o &+ 3]
                                var found = 0
                                for m in (n + 1)..<end {
                                    let q = 4 &* m
                                    let overlap = (boxes[q] <= maxX ? 1 : 0) & (minX <= boxes[q &+ 1] ? 1 : 0)
                                        & (boxes[q &+ 2] <= maxY ? 1 : 0) & (minY <= boxes[q &+ 3] ? 1 : 0)
                                    hits[found] = m   // found < m - n ≤ entries
                                    found &+= overlap
                                }
                                for h in 0..<found {
                                    let i = owners[n], j = owners[hits[h]]
                                    guard Self.apart(segments[i], segments[j], i, j) else { return false }
                                }
                            }
                        }
                        return true
                    }
                }
            }
        }
    }

    /// Whether segments `s` (index `i`) and `t` (index `j`), whose boxes
    /// touch, meet nowhere, or only at the point they share as consecutive
    /// segments of a contour without doubling back along each other.
    @inline(__always)
    static func apart(_ s: Segment, _ t: Segment, _ i: Int, _ j: Int) -> Bool {
        if s.contour == t.contour {
            // t follows s, or s follows t (the last segment wraps to the first).
            let tFollows = j == i + 1 || (j == s.first && i == s.last)
            let sFollows = i == j + 1 || (i == t.first && j == t.last)
            if tFollows || sFollows {
                let (u, v) = tFollows ? ((s.bx - s.ax, s.by - s.ay), (t.bx - t.ax, t.by - t.ay))
                                      : ((t.bx - t.ax, t.by - t.ay), (s.bx - s.ax, s.by - s.ay))
                // Turning, or going on straight: they share only the point.
                return u.0 * v.1 - u.1 * v.0 != 0 || u.0 * v.0 + u.1 * v.1 > 0
            }
        }
        // One segment wholly on one side of the other's line.
        let o1 = side(s, t.ax, t.ay), o2 = side(s, t.bx, t.by)
        if (o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0) { return true }
        let o3 = side(t, s.ax, s.ay), o4 = side(t, s.bx, s.by)
        return (o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0)
    }

    /// Which side of segment `s`'s line the point is on (the sign; 0: on it).
    @inline(__always)
    static func side(_ s: Segment, _ x: Double, _ y: Double) -> Double {
        (s.bx - s.ax) * (y - s.ay) - (s.by - s.ay) * (x - s.ax)
    }
}
