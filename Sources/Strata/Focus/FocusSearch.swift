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
    /// The view, or `nil` for a guide.
    let view: View?
    /// The guide, or `nil` for a view.
    let guide: FocusGuide?
    /// Its rectangle in window coordinates.
    let frame: Rect
    /// Its position in tree order (preorder, a view before its guides).
    let order: Int
}

extension Window {
    /// Fills `input.focusCandidates` with every view that can be focused
    /// now and every enabled focus guide, in tree order, with window frames.
    /// Hidden, transparent (alpha < 0.01) and non-interactive subtrees are
    /// skipped.
    /// - Complexity: O(views in the window), no allocation once warm.
    func collectFocusCandidates(within container: View? = nil) {
        var list = input.focusCandidates
        list.removeAll(keepingCapacity: true)
        var order = 0
        let start = container ?? rootView
        let origin = container.map { $0.storedSuperview?.convert($0.storedFrame.origin, to: nil) ?? $0.storedFrame.origin }
            ?? rootView.storedFrame.origin
        Self.visitFocus(start, origin: origin, order: &order, into: &list)
        input.focusCandidates = list
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
        if let guides = view.extras?.layoutGuides, !guides.isEmpty {
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
        for c in input.focusCandidates where !(current != nil && c.view === current) {
            guard let key = Self.rankKey(c, from: f, heading: heading) else { continue }
            ranked.append((key, c))
        }
        ranked.sort { $0.key < $1.key }
        return ranked.map(\.candidate)
    }

    /// The best candidate alone (no sort): what a move picks when it is a view.
    /// - Complexity: O(candidates).
    func bestDirectionalCandidate(from f: Rect, heading: FocusHeading, excluding current: View?) -> FocusCandidate? {
        let candidates = input.focusCandidates
        var bestIndex = -1
        var bestKey = FocusRank(outsideBeam: true, gap: .infinity, across: .infinity, order: .max)
        var i = 0
        while i < candidates.count {
            let c = candidates[i]
            i += 1
            if current != nil && c.view === current { continue }
            guard let key = Self.rankKey(c, from: f, heading: heading) else { continue }
            if bestIndex < 0 || key < bestKey {
                bestIndex = i - 1
                bestKey = key
            }
        }
        return bestIndex < 0 ? nil : candidates[bestIndex]
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

    /// The focusable views in reading order: rows top to bottom (a view
    /// joins the row of the first view above it whose vertical extent its
    /// top lies within), each row in the layout direction's order.
    func readingOrder() -> [View] {
        var items = input.focusCandidates.filter { $0.view != nil }
        items.sort { ($0.frame.minY, $0.order) < ($1.frame.minY, $1.order) }
        let rtl = rootView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var result: [View] = []
        result.reserveCapacity(items.count)
        var i = 0
        while i < items.count {
            let rowBottom = items[i].frame.maxY
            var j = i + 1
            while j < items.count && items[j].frame.minY < rowBottom { j += 1 }
            var row = Array(items[i..<j])
            row.sort { a, b in
                let ka = rtl ? -a.frame.maxX : a.frame.minX, kb = rtl ? -b.frame.maxX : b.frame.minX
                return (ka, a.order) < (kb, b.order)
            }
            for c in row { result.append(c.view!) }
            i = j
        }
        return result
    }
}
