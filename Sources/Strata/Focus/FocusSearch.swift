/// How good a candidate is for a directional move; smaller is better,
/// compared field by field in declaration order.
struct FocusRank: Comparable {
    /// Whether it lies outside the beam (false first).
    let outsideBeam: Bool
    /// The gap between the facing edges.
    let gap: Double
    /// The offset between centres across the heading.
    let across: Double
    /// Tree order.
    let order: Int

    static func < (a: FocusRank, b: FocusRank) -> Bool {
        if a.outsideBeam != b.outsideBeam { return !a.outsideBeam }
        if a.gap != b.gap { return a.gap < b.gap }
        if a.across != b.across { return a.across < b.across }
        return a.order < b.order
    }
}

/// A place focus can go: a focusable view, or an enabled focus guide.
struct FocusCandidate {
    /// The view, or `nil` for a guide (unretained: candidates live only
    /// while the tree they were collected from does).
    let viewReference: Unmanaged<View>?
    /// The guide, or `nil` for a view.
    let guideReference: Unmanaged<FocusGuide>?
    /// Its rectangle in window coordinates.
    let frame: Rect
    /// Its position in tree order (preorder, a view before its guides).
    let order: Int

    init(view: View?, guide: FocusGuide?, frame: Rect, order: Int) {
        viewReference = view.map { Unmanaged.passUnretained($0) }
        guideReference = guide.map { Unmanaged.passUnretained($0) }
        self.frame = frame
        self.order = order
    }

    /// The view, or `nil` for a guide.
    var view: View? { viewReference?.takeUnretainedValue() }
    /// The guide, or `nil` for a view.
    var guide: FocusGuide? { guideReference?.takeUnretainedValue() }
}

extension Window {
    /// Fills `focusState.candidates` with every view that can be focused
    /// now and every enabled focus guide, in tree order, with window frames.
    /// Hidden, transparent (alpha < 0.01) and non-interactive subtrees are
    /// skipped. For the whole window the list is kept until something that
    /// can change it happens (`FocusGeneration`), so repeated
    /// moves do not walk the tree again.
    /// - Complexity: O(views in the window), no allocation once warm.
    func collectFocusCandidates(within container: View? = nil) {
        if container == nil && focusState.candidatesGeneration == FocusGeneration.current { return }
        focusState.candidatesGeneration = container == nil ? FocusGeneration.current : -1
        var list: [FocusCandidate] = []
        swap(&list, &focusState.candidates)     // unique, so its storage is reused
        list.removeAll(keepingCapacity: true)
        var order = 0
        let start = container ?? rootView
        let origin = container.map { $0.storedSuperview?.convert($0.storedFrame.origin, to: nil) ?? $0.storedFrame.origin }
            ?? rootView.storedFrame.origin
        Self.visitFocus(start, origin: origin, order: &order, into: &list)
        focusState.candidates = list
    }

    /// `origin`: the view's frame origin in window coordinates.
    private static func visitFocus(_ view: View, origin: Point, order: inout Int, into list: inout [FocusCandidate]) {
        if view.storedHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return }
        let size = view.storedFrame.size
        if view.canBecomeFocused {
            list.append(FocusCandidate(view: view, guide: nil, frame: Rect(origin: origin, size: size), order: order))
        }
        order += 1
        let b = view.storedBoundsOrigin
        let inner = Point(x: origin.x - b.x, y: origin.y - b.y)
        if let guides = view.extras?.layoutStorage?.layoutGuides, !guides.isEmpty {
            for case let guide as FocusGuide in guides where guide.isEnabled {
                let f = guide.layoutFrame
                list.append(FocusCandidate(view: nil, guide: guide,
                                           frame: Rect(x: inner.x + f.minX, y: inner.y + f.minY, width: f.width, height: f.height),
                                           order: order))
                order += 1
            }
        }
        for subview in view.storedSubviews {
            let f = subview.storedFrame.origin
            visitFocus(subview, origin: Point(x: inner.x + f.x, y: inner.y + f.y), order: &order, into: &list)
        }
    }

    /// The candidates beyond `from`'s edge in `heading` (a direction), best
    /// first by the rule of Docs/Focus.md: in the beam before out of it,
    /// then the smallest gap between the facing edges, then the smallest
    /// offset between centres across the heading, then tree order.
    func directionalCandidates(from f: Rect, heading: FocusHeading, excluding current: View?) -> [FocusCandidate] {
        var ranked: [(key: FocusRank, candidate: FocusCandidate)] = []
        for c in focusState.candidates where !(current != nil && c.view === current) {
            guard let key = Self.rankKey(c, from: f, heading: heading) else { continue }
            ranked.append((key, c))
        }
        ranked.sort { $0.key < $1.key }
        return ranked.map(\.candidate)
    }

    /// The best candidate alone: what a move picks when it is a view. The
    /// same rule as `rankKey`, over the kept candidates sorted along the
    /// heading (`FocusState.axisOrders`, built once per candidate list): a binary
    /// search finds the first candidate beyond the focused view's edge, and
    /// the walk outwards stops as soon as the gap exceeds that of the best
    /// candidate in the beam. In a grid that is one row or column.
    /// - Complexity: O(log n + the candidates nearer than the answer);
    ///   O(n log n) once after the candidates changed.
    func bestDirectionalCandidate(from f: Rect, heading: FocusHeading, excluding current: View?) -> FocusCandidate? {
        let horizontal: Bool, forward: Bool, axis: Int
        switch heading {
        case .right: horizontal = true; forward = true; axis = 0
        case .left: horizontal = true; forward = false; axis = 1
        case .down: horizontal = false; forward = true; axis = 2
        case .up: horizontal = false; forward = false; axis = 3
        case .next, .previous: return nil
        }
        @inline(__always) func near(_ r: Rect) -> Double {
            horizontal ? (forward ? r.minX : -r.maxX) : (forward ? r.minY : -r.maxY)
        }
        let candidates = focusState.candidates
        let generation = focusState.candidatesGeneration
        if generation < 0 || focusState.axisGenerations[axis] != generation {
            var order = (0..<Int32(candidates.count)).map { $0 }
            order.sort { a, b in
                let na = near(candidates[Int(a)].frame), nb = near(candidates[Int(b)].frame)
                return na != nb ? na < nb : a < b
            }
            focusState.axisOrders[axis] = order
            focusState.axisGenerations[axis] = generation
        }
        let excluded = current.map { Unmanaged.passUnretained($0).toOpaque() }
        let edge = horizontal ? (forward ? f.maxX : -f.minX) : (forward ? f.maxY : -f.minY)
        let crossLo = horizontal ? f.minY : f.minX, crossHi = horizontal ? f.maxY : f.maxX
        let crossMid = (crossLo + crossHi) / 2
        var best = -1
        var bestOutside = true, bestGap = Double.infinity, bestAcross = Double.infinity, bestOrder = Int.max
        focusState.axisOrders[axis].withUnsafeBufferPointer { sorted in
            candidates.withUnsafeBufferPointer { buffer in
                // The first candidate whose near edge is beyond the focused view's.
                var lo = 0, hi = sorted.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if near(buffer[Int(sorted[mid])].frame) < edge - 1e-9 { lo = mid + 1 } else { hi = mid }
                }
                for k in lo..<sorted.count {
                    let i = Int(sorted[k])
                    let r = buffer[i].frame
                    let gap = max(near(r) - edge, 0)
                    if best >= 0 && !bestOutside && gap > bestGap { break }   // nothing further can win
                    if let excluded, let v = buffer[i].viewReference, v.toOpaque() == excluded { continue }
                    let a = horizontal ? r.minY : r.minX, b = horizontal ? r.maxY : r.maxX
                    let outside = !(a < crossHi && b > crossLo)
                    let across = abs((a + b) / 2 - crossMid)
                    let order = buffer[i].order
                    if best >= 0 {
                        if outside != bestOutside {
                            if outside { continue }
                        } else if gap != bestGap {
                            if gap > bestGap { continue }
                        } else if across != bestAcross {
                            if across > bestAcross { continue }
                        } else if order > bestOrder {
                            continue
                        }
                    }
                    best = i
                    bestOutside = outside
                    bestGap = gap
                    bestAcross = across
                    bestOrder = order
                }
            }
        }
        return best < 0 ? nil : candidates[best]
    }

    /// The ranking key of `c` for a move from `f`, or `nil` when it does
    /// not lie entirely beyond `f`'s edge in `heading`.
    @inline(__always)
    static func rankKey(_ c: FocusCandidate, from f: Rect, heading: FocusHeading) -> FocusRank? {
        let r = c.frame
        let eps = 1e-9
        let gap: Double, beam: Bool, across: Double
        switch heading {
        case .right:
            guard r.minX >= f.maxX - eps else { return nil }
            gap = r.minX - f.maxX
            beam = r.minY < f.maxY && r.maxY > f.minY
            across = abs(r.midY - f.midY)
        case .left:
            guard r.maxX <= f.minX + eps else { return nil }
            gap = f.minX - r.maxX
            beam = r.minY < f.maxY && r.maxY > f.minY
            across = abs(r.midY - f.midY)
        case .down:
            guard r.minY >= f.maxY - eps else { return nil }
            gap = r.minY - f.maxY
            beam = r.minX < f.maxX && r.maxX > f.minX
            across = abs(r.midX - f.midX)
        case .up:
            guard r.maxY <= f.minY + eps else { return nil }
            gap = f.minY - r.maxY
            beam = r.minX < f.maxX && r.maxX > f.minX
            across = abs(r.midX - f.midX)
        case .next, .previous:
            return nil
        }
        return FocusRank(outsideBeam: !beam, gap: max(gap, 0), across: across, order: c.order)
    }

    /// The focusable views in reading order (`readingOrder(_:rightToLeft:)`).
    func readingOrder() -> [View] {
        let items = focusState.candidates.compactMap { c in
            c.view.map { ReadingOrderItem(view: $0, frame: c.frame, order: c.order) }
        }
        return Self.readingOrder(items, rightToLeft: rootView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// `items` in reading order: rows top to bottom (a view joins the row
    /// of the first view above it whose vertical extent its top lies
    /// within), each row in the layout direction's order, ties by tree
    /// order. The focus engine's `.next`/`.previous` and the accessibility
    /// tree share it.
    /// - Complexity: O(n log n).
    static func readingOrder(_ items: [ReadingOrderItem], rightToLeft rtl: Bool) -> [View] {
        var items = items
        items.sort { ($0.frame.minY, $0.order) < ($1.frame.minY, $1.order) }
        var result: [View] = []
        result.reserveCapacity(items.count)
        var i = 0
        while i < items.count {
            // A top within 1e-9 of the row's bottom only meets it (the
            // frames' rounding): it starts the next row.
            let rowBottom = items[i].frame.maxY - 1e-9
            var j = i + 1
            while j < items.count && items[j].frame.minY < rowBottom { j += 1 }
            var row = Array(items[i..<j])
            row.sort { a, b in
                let ka = rtl ? -a.frame.maxX : a.frame.minX, kb = rtl ? -b.frame.maxX : b.frame.minX
                return (ka, a.order) < (kb, b.order)
            }
            for c in row { result.append(c.view) }
            i = j
        }
        return result
    }
}

/// A view to put in reading order: its window frame and tree order.
struct ReadingOrderItem {
    let view: View
    let frame: Rect
    let order: Int
}
