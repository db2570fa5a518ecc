/// The direct path: the stack's constraints solved by arithmetic.
///
/// For every arrangement it accepts, it gives exactly the frames the
/// constraint path gives (a differential test checks this); for the rare
/// arrangements whose optimum needs a general solver (see `solve`), it
/// declines and the stack solves its constraints instead.
struct StackLayout {
    /// Along-axis start of each visible item, canvas-relative, left to right.
    var positions: [Double] = []
    /// Along-axis length of each visible item.
    var lengths: [Double] = []
    /// Cross-axis origin of each visible item (absolute, in bounds coordinates).
    var crossOrigins: [Double] = []
    /// Cross-axis length of each visible item.
    var crossLengths: [Double] = []
    /// Scratch: resource order for overflow.
    var order: [Int] = []
    /// Scratch: per gap, how much baseline-relative arrangement shrinks it.
    var offsets: [Double] = []
    /// Scratch: per gap, the distance between the edges of its two views.
    var edgeGaps: [Double] = []
    /// What `crossOrigins` and `crossLengths` were solved for; `nil` when
    /// they hold nothing valid. The cross axis depends only on the items
    /// and the canvas across, so a change along the axis (a row whose
    /// width changed) keeps them.
    var crossInputs: CrossInputs?
    /// What `positions` and `lengths` were solved for; `nil` when they hold
    /// nothing valid. A change across the axis only (the columns of a row
    /// whose width changed) keeps them.
    var axisInputs: AxisInputs?
    /// What the solution along the axis needs from the items alone, kept
    /// for the description revision it was computed from (a resize reuses
    /// it: the solution is then one copy and one prefix sum).
    var itemSums: ItemSums?

    /// Calls `body` with the results (positions, lengths, cross origins,
    /// cross lengths) as buffers, so a loop over them is not bounds-checked
    /// per read.
    @inline(__always)
    func withResults<R>(_ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>,
                                 UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>) -> R) -> R {
        positions.withUnsafeBufferPointer { p in
            lengths.withUnsafeBufferPointer { l in
                crossOrigins.withUnsafeBufferPointer { co in
                    crossLengths.withUnsafeBufferPointer { cl in body(p, l, co, cl) }
                }
            }
        }
    }

    /// Solves `arrangement`; returns `false` when it lies outside the
    /// direct path's domain (the caller then uses the constraint path).
    ///
    /// Each axis is solved again only when its inputs changed (`axisInputs`,
    /// `crossInputs`); the results are the same either way.
    ///
    /// - Complexity: O(n) for `fill` underflow, `fillEqually`,
    ///   `fillProportionally` and `equalCentering`; O(n log n) when views
    ///   must shrink.
    mutating func solve(_ a: StackArrangement) -> Bool {
        let n = a.items.count
        let along = AxisInputs(revision: a.revision, origin: a.canvas.origin[a.axis], length: a.canvas.size[a.axis])
        let keepAxis = axisInputs == along && positions.count == n
        axisInputs = nil
        if !keepAxis {
            positions.removeAll(keepingCapacity: true)
            lengths.removeAll(keepingCapacity: true)
        }
        let cross = a.axis.cross
        let inputs = CrossInputs(revision: a.revision, origin: a.canvas.origin[cross], extent: a.canvas.size[cross],
                                 alignment: a.crossAlignment, mirrored: a.axis == .vertical && a.rightToLeft)
        let keepCross = crossInputs == inputs && crossOrigins.count == n
        crossInputs = nil
        if !keepCross {
            crossOrigins.removeAll(keepingCapacity: true)
            crossLengths.removeAll(keepingCapacity: true)
        }
        if n == 0 { return true }
        if !keepAxis {
            if itemSums?.revision != a.revision {
                itemSums = nil
                guard baselineOffsetsIfConstant(a) else { return false }
                itemSums = sums(of: a)
            }
            guard solveAxis(a, itemSums!) else { return false }
        }
        if !keepCross {
            guard solveCross(a) else { return false }
        }
        axisInputs = along
        crossInputs = inputs
        return true
    }

    /// For baseline-relative arrangement, the amount by which each gap
    /// shrinks (the last baseline's distance above the upper view's bottom
    /// plus the first baseline's distance below the lower view's top);
    /// zeros otherwise, into `offsets`. `false` when an offset depends on a
    /// view's length.
    private mutating func baselineOffsetsIfConstant(_ a: StackArrangement) -> Bool {
        let n = a.items.count
        offsets.removeAll(keepingCapacity: true)
        guard a.baselineRelative, n > 1 else {
            offsets.append(contentsOf: repeatElement(0, count: max(n - 1, 0)))
            return true
        }
        for i in 0..<(n - 1) {
            guard case .fromBottom(let last) = a.items[i].lastBaseline,
                  case .fromTop(let first) = a.items[i + 1].firstBaseline else { return false }
            offsets.append(last + first)
        }
        return true
    }

    /// Lengths and positions along the axis.
    private mutating func solveAxis(_ a: StackArrangement, _ sums: ItemSums) -> Bool {
        let n = a.items.count
        let canvasLength = a.canvas.size[a.axis]
        lengths.append(contentsOf: sums.nominal)
        edgeGaps.removeAll(keepingCapacity: true)
        edgeGaps.append(contentsOf: sums.edgeGaps)
        let gapSum = sums.gapSum
        var distribution = a.distribution
        if n == 1 && (distribution == .equalSpacing || distribution == .equalCentering) {
            distribution = .fill
        }
        switch distribution {
        case .fill:
            distributeFill(a, sums, available: canvasLength - gapSum)
        case .fillEqually:
            let each = (canvasLength - gapSum) / Double(n)
            for i in 0..<n { lengths[i] = each }
        case .fillProportionally:
            var total = 0.0
            for item in a.items { total += max(item.length ?? 0, 0) }
            let available = canvasLength - gapSum
            for i in 0..<n {
                lengths[i] = total > 0 ? available * max(a.items[i].length ?? 0, 0) / total
                                       : available / Double(n)
            }
        case .equalSpacing:
            var widest = -Double.infinity, offsetSum = 0.0
            for i in 0..<(n - 1) { widest = max(widest, a.gaps[i]); offsetSum += offsets[i] }
            // `lengths` holds the intrinsic lengths here: their sum is kept.
            var d = (canvasLength - sums.lengthSum + offsetSum) / Double(n - 1)
            if d < widest {
                d = widest
                distributeFill(a, sums, available: canvasLength - (Double(n - 1) * d - offsetSum))
            }
            for i in 0..<(n - 1) { edgeGaps[i] = d - offsets[i] }
        case .equalCentering:
            return equalCentering(a)
        }
        var p = a.canvas.origin[a.axis]
        positions.reserveCapacity(n)
        lengths.withUnsafeBufferPointer { lengths in
            edgeGaps.withUnsafeBufferPointer { gaps in
                for i in 0..<n {
                    positions.append(p)
                    if i < n - 1 { p += lengths[i] + gaps[i] }
                }
            }
        }
        return true
    }

    /// `fill`: the lengths start at the intrinsic ones; the difference to
    /// `available` goes to the view with the lowest hugging priority
    /// (underflow) or is taken, lowest compression resistance first, from
    /// the views (overflow).
    ///
    /// `lengths` holds the intrinsic lengths when this is called, so their
    /// total and the least hugging view come from `sums`.
    private mutating func distributeFill(_ a: StackArrangement, _ sums: ItemSums, available: Double) {
        let extra = available - sums.lengthSum
        if extra > 0 {
            lengths[sums.leastHugging] += extra
        } else if extra < 0 {
            shrink(a, by: -extra)
        }
    }

    /// Takes `deficit` from the views in ascending order of the priority
    /// each unit costs: compression resistance down to 0, then `length >= 0`
    /// (whichever is higher). Required resources are never used; a
    /// deficit left over (required constraints in conflict) goes to the
    /// last view.
    private mutating func shrink(_ a: StackArrangement, by deficit: Double) {
        let n = a.items.count
        var remaining = deficit
        // Resources 0..<n: shrink view i to 0; n..<2n: take view i below 0.
        order.removeAll(keepingCapacity: true)
        for r in 0..<(2 * n) { order.append(r) }
        let items = a.items
        func cost(_ r: Int) -> Double {
            let item = items[r % n]
            if r < n { return item.length == nil ? .infinity : item.compression }
            return max(item.length == nil ? 0 : item.compression, item.nonNegative)
        }
        order.sort { (l, r) in
            let cl = cost(l), cr = cost(r)
            return cl != cr ? cl < cr : l < r
        }
        for r in order where remaining > 0 {
            let c = cost(r)
            if c >= 1000 { break }
            let i = r % n
            let take = r < n ? min(remaining, max(lengths[i], 0)) : remaining
            lengths[i] -= take
            remaining -= take
        }
        if remaining > 0 { lengths[n - 1] -= remaining }
    }

    /// `equalCentering`, inside the domain where every view keeps its
    /// intrinsic length and the centres can be evenly spaced with every gap
    /// at least its spacing. Outside it (the centring must give way), it
    /// declines.
    private mutating func equalCentering(_ a: StackArrangement) -> Bool {
        let n = a.items.count
        for item in a.items {
            guard item.length != nil, item.hugging > 150, item.compression > 150 else { return false }
        }
        let start = a.canvas.origin[a.axis]
        let canvasLength = a.canvas.size[a.axis]
        let span = canvasLength - lengths[0] / 2 - lengths[n - 1] / 2
        let d = span / Double(n - 1)
        for i in 0..<(n - 1) {
            let gap = d - lengths[i] / 2 - lengths[i + 1] / 2
            if gap < a.gaps[i] - offsets[i] { return false }
        }
        let first = start + lengths[0] / 2
        for i in 0..<n {
            // The last centre is computed from the far edge so that the
            // trailing edge lands exactly on the canvas.
            let centre = i == n - 1 ? start + canvasLength - lengths[i] / 2 : first + Double(i) * d
            positions.append(centre - lengths[i] / 2)
        }
        return true
    }
}
