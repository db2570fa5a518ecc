/// An index of the frames of a view's subviews, so that drawing a view
/// with many subviews under a clip (a scroll view's rows) finds the few
/// that can show without visiting every one.
///
/// The display list builds it for a view with at least `minimumCount`
/// subviews when a clipping ancestor bounds them, and keeps it in the
/// view's extras. It sorts the subviews that `isCullableWhenOutside`
/// allows to be skipped by their low edge along the axis they spread
/// over most (y for a vertical list, x for a horizontal one), with the
/// running maximum of their high edges, so that the ones that can meet a
/// rect are one contiguous run found by two binary searches. Subviews it
/// cannot rule out by frame (containers, labels, views with effects, any
/// view that has been animated, frames that are not finite) are always
/// candidates.
///
/// It answers with candidates only: each is then visited as usual (and
/// culled there by the exact test), so the display list is exactly the
/// one visiting every subview would give. The margin of the search
/// (`slack`) covers the rounding between the index's coordinates (the
/// superview's) and the builder's (the window's).
///
/// It goes stale, and is rebuilt on next use, when a subview is added,
/// removed or reordered, or when an indexed subview's frame, clipping,
/// subviews or effects change (`View.subviewGeometryDidChange`).
@MainActor
final class SubviewIndex {
    /// The fewest subviews a view needs for an index: below, visiting
    /// every subview costs about as much as searching.
    static let minimumCount = 64

    /// One cullable subview: its extent along the index's axis (`low`,
    /// `high`) and across it, and its position in `subviews`.
    struct Entry {
        var low: Double
        var high: Double
        var crossLow: Double
        var crossHigh: Double
        var position: Int32
    }

    /// Whether the index still describes the subviews.
    var isValid = false
    /// The number of subviews it was built for.
    private(set) var count = 0
    /// Whether the axis is y (else x).
    private(set) var alongY = true
    /// The cullable subviews, by `low` (then position).
    private(set) var entries: [Entry] = []
    /// `runningHigh[k]`: the largest `high` of `entries[0...k]`.
    private var runningHigh: [Double] = []
    /// Positions of the subviews that are always candidates, ascending.
    private(set) var always: [Int32] = []
    /// The largest magnitude of a coordinate in `entries`.
    private var magnitude = 0.0
    /// A candidate buffer kept between frames.
    private var spare: [Int32] = []

    /// Rebuilds the index for `subviews`, marking each as indexed.
    /// - Complexity: O(n log n) for n subviews.
    func rebuild(_ subviews: [View], _ contentTypes: inout DisplayListContentTypes) {
        entries.removeAll(keepingCapacity: true)
        always.removeAll(keepingCapacity: true)
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        magnitude = 0
        for (i, subview) in subviews.enumerated() {
            subview.isInSuperviewIndex = true
            let frame = subview.storedFrame
            let x0 = frame.minX, x1 = frame.maxX, y0 = frame.minY, y1 = frame.maxY
            guard subview.extras?.presentation == nil, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite,
                  DisplayListBuilder.isCullableWhenOutside(subview, &contentTypes) else {
                always.append(Int32(i))
                continue
            }
            minX = Swift.min(minX, x0); maxX = Swift.max(maxX, x1)
            minY = Swift.min(minY, y0); maxY = Swift.max(maxY, y1)
            magnitude = Swift.max(magnitude, Swift.max(Swift.max(abs(x0), abs(x1)), Swift.max(abs(y0), abs(y1))))
            entries.append(Entry(low: y0, high: y1, crossLow: x0, crossHigh: x1, position: Int32(i)))
        }
        alongY = entries.isEmpty || maxY - minY >= maxX - minX
        if !alongY {
            for k in entries.indices {
                let e = entries[k]
                entries[k] = Entry(low: e.crossLow, high: e.crossHigh, crossLow: e.low, crossHigh: e.high,
                                   position: e.position)
            }
        }
        entries.sort { $0.low < $1.low || ($0.low == $1.low && $0.position < $1.position) }
        runningHigh.removeAll(keepingCapacity: true)
        var high = -Double.infinity
        for e in entries {
            high = Swift.max(high, e.high)
            runningHigh.append(high)
        }
        count = subviews.count
        isValid = true
    }

    /// Writes into `candidates` the positions, ascending, of the subviews
    /// that may meet `cull` (window coordinates) when the superview's
    /// bounds origin lies at `origin`: every subview whose frame does is
    /// among them. Returns `false` (and writes nothing) when the index
    /// would not help: the rect or origin is not finite, or most subviews
    /// are always candidates.
    /// - Complexity: O(log n + k log k) for k candidates.
    func candidates(in cull: Rect, origin: Point, into candidates: inout [Int32]) -> Bool {
        candidates.removeAll(keepingCapacity: true)
        let c0 = alongY ? cull.minY : cull.minX, c1 = alongY ? cull.maxY : cull.maxX
        let d0 = alongY ? cull.minX : cull.minY, d1 = alongY ? cull.maxX : cull.maxY
        let o = alongY ? origin.y : origin.x, p = alongY ? origin.x : origin.y
        guard c0.isFinite, c1.isFinite, d0.isFinite, d1.isFinite, o.isFinite, p.isFinite,
              always.count * 2 <= count else { return false }
        let slack = 0.5 + 1e-9 * (abs(o) + abs(p) + abs(c0) + abs(c1) + abs(d0) + abs(d1) + magnitude)
        let low = c0 - o - slack, high = c1 - o + slack
        let crossLow = d0 - p - slack, crossHigh = d1 - p + slack
        // The first entry whose running high passes `low`: all before it
        // end before the rect.
        var a = 0, b = entries.count
        while a < b {
            let m = (a + b) >> 1
            if runningHigh[m] > low { b = m } else { a = m + 1 }
        }
        var k = a
        while k < entries.count, entries[k].low < high {
            let e = entries[k]
            if e.high > low, e.crossHigh > crossLow, e.crossLow < crossHigh { candidates.append(e.position) }
            k += 1
        }
        candidates.append(contentsOf: always)
        candidates.sort()
        return true
    }

    /// The kept candidate buffer (empty when it is in use).
    func takeCandidates() -> [Int32] {
        var taken: [Int32] = []
        swap(&taken, &spare)
        return taken
    }

    /// Gives the candidate buffer back for the next frame.
    func returnCandidates(_ buffer: [Int32]) {
        spare = buffer
    }
}

extension View {
    /// The view's subview index, built or rebuilt when stale.
    /// - Complexity: O(1) when valid; O(n log n) to rebuild.
    final func subviewIndexForDrawing(_ contentTypes: inout DisplayListContentTypes) -> SubviewIndex {
        let extras = mutableExtras
        let index: SubviewIndex
        if let existing = extras.subviewIndex {
            index = existing
        } else {
            index = SubviewIndex()
            extras.subviewIndex = index
        }
        if !index.isValid || index.count != storedSubviews.count { index.rebuild(storedSubviews, &contentTypes) }
        return index
    }

    /// Tells the superview's subview index that something it relies on
    /// changed (this view's frame, clipping, subviews or effects): the
    /// index is rebuilt when next drawn. One flag test when the view is
    /// not indexed.
    @inline(__always)
    final func subviewGeometryDidChange() {
        if isInSuperviewIndex { invalidateSuperviewIndex() }
    }

    /// Marks the superview's index stale (`subviewGeometryDidChange`).
    @inline(never)
    final func invalidateSuperviewIndex() {
        isInSuperviewIndex = false
        storedSuperview?.extras?.subviewIndex?.isValid = false
    }

    /// Whether the view keeps a subview index: its layout writes its
    /// subviews' frames through `setFrameFromLayout` then, which tells the
    /// index (the stack's field-by-field fast path does not).
    final var indexesSubviews: Bool { extras?.subviewIndex != nil }

    /// Marks this view's own subview index stale (its subviews changed).
    final func invalidateOwnSubviewIndex() {
        extras?.subviewIndex?.isValid = false
    }
}
