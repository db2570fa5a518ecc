extension StackView {
    /// Lays out the arranged views in the current bounds by the direct
    /// path (or, outside its domain, by solving the stack's constraints).
    ///
    /// The items of the description are kept from the previous pass while
    /// nothing they depend on changed (`stackPropertyDidChange` clears
    /// `arrangementItemsValid`); a resize only refreshes the canvas.
    final func applyDirectLayout() {
        // One arranged view hidden or shown, nothing else changed.
        if visibility.pending != nil && applyPendingVisibilityChange() { return }
        if arrangementItemsValid && !scratch.arrangement.needsBaselines {
            refreshArrangementCanvas(&scratch.arrangement)
        } else {
            describeArrangement(into: &scratch.arrangement)
            arrangementItemsValid = true
        }
        if scratch.layout.solve(scratch.arrangement) {
            writeFrames()
            startVisibilityTracking()
        } else {
            visibility.drop()
            layoutLocally()
        }
    }

    /// Lets the next visibility change start from this pass (O(1)).
    private func startVisibilityTracking() {
        let a = scratch.arrangement
        guard let sums = scratch.layout.itemSums, sums.revision == a.revision, !a.items.isEmpty else {
            visibility.drop()
            return
        }
        visibility.reset(visibleCount: a.items.count, lengthSum: sums.lengthSum, gapSum: sums.gapSum,
                         least: a.items[sums.leastHugging].arrangedIndex)
    }

    /// Writes the frames computed in `scratch.layout` to the arranged views
    /// (hidden ones included).
    private func writeFrames() {
        let a = scratch.arrangement
        let out = scratch.layout
        // A successful solve kept the sums of this very description (an
        // empty arrangement has none).
        let items: [StackLayout.PlacedItem]
        if let sums = out.itemSums, sums.revision == a.revision {
            items = sums.placed
        } else {
            precondition(a.items.isEmpty, "StackView: the direct path's sums are stale (internal error)")
            items = []
        }
        precondition(out.positions.count == items.count && out.lengths.count == items.count
                     && out.crossOrigins.count == items.count && out.crossLengths.count == items.count,
                     "StackView: the direct path's results do not match its items (internal error)")
        precondition((items.last?.arrangedIndex ?? -1) < storedArranged.count,
                     "StackView: the arrangement description is stale (arranged views changed without stackPropertyDidChange)")
        // With every arranged view visible there is no hidden one to place.
        if items.count < storedArranged.count {
            placeHiddenViews(between: items)
        }
        let moved = out.withResults { positions, lengths, crossOrigins, crossLengths in
            writeVisibleFrames(items, a, positions, lengths, crossOrigins, crossLengths)
        }
        if moved { FocusGeneration.bump() }
    }

    /// Places the hidden arranged views: those between two visible items.
    private func placeHiddenViews(between items: [StackLayout.PlacedItem]) {
        storedArranged.withUnsafeBufferPointer { views in
            // Visible views come from the items (in arranged order, with
            // their indices); the arranged views between two items are
            // the hidden ones. No view's hidden flag is read here.
            var nextArranged = 0
            for k in 0..<items.count {
                let index = items[k].arrangedIndex
                while nextArranged < index {
                    placeHidden(views[nextArranged], before: k)
                    nextArranged += 1
                }
                nextArranged = index + 1
            }
            while nextArranged < views.count {
                placeHidden(views[nextArranged], before: items.count)
                nextArranged += 1
            }
        }
    }

    /// Writes the visible views' frames; returns whether any view moved
    /// without a call to `setFrameFromLayout` (which bumps the focus
    /// counter itself).
    @inline(__always)
    private func writeVisibleFrames(_ items: [StackLayout.PlacedItem], _ a: StackArrangement,
                                    _ positions: UnsafeBufferPointer<Double>, _ lengths: UnsafeBufferPointer<Double>,
                                    _ crossOrigins: UnsafeBufferPointer<Double>,
                                    _ crossLengths: UnsafeBufferPointer<Double>) -> Bool {
        let axis = a.axis
        let mirror = axis == .horizontal && a.rightToLeft
        let lo = a.canvas.origin[axis], hi = lo + a.canvas.size[axis]
        var moved = false
        for k in 0..<items.count {
            var pos = positions[k]
            let len = lengths[k]
            if mirror { pos = lo + hi - pos - len }
            let rect = frameRect(axis: axis, pos: pos, len: len, crossPos: crossOrigins[k], crossLen: crossLengths[k])
            // Only views that moved are written. A view that only moved,
            // with nobody observing it, needs nothing but the new frame
            // (and the focus counter, bumped once by the caller): that path
            // only touches its fields, so the view is not retained for a
            // call.
            unowned(unsafe) let view = items[k].view
            let old = view.storedFrame
            if old == rect { continue }
            if old.size == rect.size && view.observers == nil && !indexesSubviews {
                view.storedFrame = rect
                moved = true
            } else {
                view.setFrameFromLayout(rect, superview: self)
            }
        }
        return moved
    }

    /// Places a hidden arranged view: zero length, in the middle of the gap
    /// between its visible neighbours (see `Docs/StackView.md`).
    ///
    /// `next` is the index (among visible items) of the next visible view.
    private func placeHidden(_ v: View, before next: Int) {
        let a = scratch.arrangement
        let out = scratch.layout
        let prevEnd = next == 0 ? nil : out.positions[next - 1] + out.lengths[next - 1]
        let nextStart = next < a.items.count ? out.positions[next] : nil
        let gap = next == 0 ? 0 : effectiveSpacing(after: a.items[next - 1].view)
        placeHidden(v, a, prevEnd: prevEnd, nextStart: nextStart, gapAfterPrevious: gap)
    }

    /// Places a hidden arranged view between a visible view ending at
    /// `prevEnd` (`nil`: none, the canvas start) and one starting at
    /// `nextStart` (`nil`: none; then half the gap after the previous).
    final func placeHidden(_ v: View, _ a: StackArrangement, prevEnd: Double?, nextStart: Double?,
                           gapAfterPrevious: Double) {
        let axis = a.axis
        let lo = a.canvas.origin[axis], hi = lo + a.canvas.size[axis]
        var pos: Double
        if let prevEnd {
            if let nextStart {
                pos = (prevEnd + nextStart) / 2
            } else {
                pos = prevEnd + gapAfterPrevious / 2
            }
        } else {
            pos = lo
        }
        if axis == .horizontal && a.rightToLeft { pos = lo + hi - pos }
        // A hidden view is aligned on its own; baseline alignment places
        // it as leading (there is no line to join).
        var alignment = a.crossAlignment
        if alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        let across = v.intrinsicContentSize[axis.cross]
        let cross = StackLayout.crossPlacement(
            alignment: alignment, mirrored: axis == .vertical && a.rightToLeft,
            canvas: a.canvas, axis: axis, crossLength: across != View.noIntrinsicMetric ? across : 0)
        v.setFrameFromLayout(frameRect(axis: axis, pos: pos, len: 0,
                                       crossPos: cross.origin, crossLen: cross.length))
    }

    /// A rectangle from along- and cross-axis coordinates.
    @inline(__always)
    func frameRect(axis: Axis, pos: Double, len: Double, crossPos: Double, crossLen: Double) -> Rect {
        axis == .horizontal
            ? Rect(x: pos, y: crossPos, width: len, height: crossLen)
            : Rect(x: crossPos, y: pos, width: crossLen, height: len)
    }
}
