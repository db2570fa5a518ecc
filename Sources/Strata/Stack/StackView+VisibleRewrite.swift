// Writing the views a visibility change moves (see
// `StackView+VisibilityChange.swift`).

extension StackView {
    /// Moves the last full pass's buffers and the overlay into a sequence
    /// (no copy; `putBack` returns them).
    func takeVisibleSequence() -> StackVisibleSequence {
        var s = StackVisibleSequence()
        swap(&s.placed, &scratch.layout.itemSums!.placed)
        swap(&s.nominal, &scratch.layout.itemSums!.nominal)
        swap(&s.edgeGaps, &scratch.layout.itemSums!.edgeGaps)
        if let last = s.placed.last { s.lastSlotGap = effectiveSpacing(after: last.view) }
        swap(&s.positions, &scratch.layout.positions)
        swap(&s.lengths, &scratch.layout.lengths)
        swap(&s.crossOrigins, &scratch.layout.crossOrigins)
        swap(&s.crossLengths, &scratch.layout.crossLengths)
        swap(&s.removed, &visibility.removedSlots)
        swap(&s.added, &visibility.added)
        return s
    }

    /// Returns the buffers `takeVisibleSequence` took.
    func putBack(_ s: inout StackVisibleSequence) {
        swap(&s.placed, &scratch.layout.itemSums!.placed)
        swap(&s.nominal, &scratch.layout.itemSums!.nominal)
        swap(&s.edgeGaps, &scratch.layout.itemSums!.edgeGaps)
        swap(&s.positions, &scratch.layout.positions)
        swap(&s.lengths, &scratch.layout.lengths)
        swap(&s.crossOrigins, &scratch.layout.crossOrigins)
        swap(&s.crossLengths, &scratch.layout.crossLengths)
        swap(&s.removed, &visibility.removedSlots)
        swap(&s.added, &visibility.added)
    }

    /// Recomputes and writes the views from the last visible one before
    /// arranged index `lo` up to the first visible one after `hi` (which
    /// keeps its place), the hidden ones between them included: the same
    /// arithmetic and the same writes as a full pass.
    ///
    /// - Complexity: O(m) in the views rewritten; reads the slots through
    ///   buffers (no reference counting or uniqueness check per view).
    func rewriteVisible(from lo: Int, through hi: Int, extra: Double, in s: inout StackVisibleSequence) {
        let a = scratch.arrangement
        let axis = a.axis
        let origin = a.canvas.origin[axis], end = origin + a.canvas.size[axis]
        let mirror = axis == .horizontal && a.rightToLeft
        let least = visibility.leastArranged
        // The end of the previous visible view and the gap after it, and
        // where the next visible view starts.
        var prevEnd: Double? = nil
        var prevGap = 0.0
        var p = origin
        var hiddenFrom = 0
        if let start = s.last(before: lo) {
            let position = s.position(start), length = s.length(start)
            prevEnd = position + length
            prevGap = s.gapAfter(start)
            p = position + (length + prevGap)
            hiddenFrom = s.arrangedIndex(start) + 1
        }
        var moved = false
        var reachedFixed = false
        var c = s.cursor(atOrAfter: lo)
        let removed = s.removed
        var added = s.added
        let slotCount = s.placed.count

        /// Places one visible view (and the hidden ones before it); `nil`
        /// once past `hi` (that view keeps its place).
        @inline(__always)
        func place(_ views: UnsafeBufferPointer<View>, _ index: Int, _ nominal: Double, _ gap: Double,
                   _ position: inout Double, _ length: inout Double, _ crossOrigin: Double,
                   _ crossLength: Double) -> Rect? {
            if index > hi {
                // The sums are exact: this view keeps its place, only the
                // hidden views before it move.
                assert(p == position, "StackView: incremental position drifted (internal error)")
                placeHidden(views, hiddenFrom..<index, a, prevEnd: prevEnd, prevGap: prevGap, nextStart: position)
                return nil
            }
            var len = nominal
            if index == least && extra > 0 { len += extra }
            placeHidden(views, hiddenFrom..<index, a, prevEnd: prevEnd, prevGap: prevGap, nextStart: p)
            position = p
            length = len
            let rect = frameRect(axis: axis, pos: mirror ? origin + end - p - len : p, len: len,
                                 crossPos: crossOrigin, crossLen: crossLength)
            prevEnd = p + len
            prevGap = gap
            p = p + (len + gap)
            hiddenFrom = index + 1
            return rect
        }

        storedArranged.withUnsafeBufferPointer { views in
        s.placed.withUnsafeBufferPointer { placed in
        s.nominal.withUnsafeBufferPointer { nominal in
        s.edgeGaps.withUnsafeBufferPointer { edgeGaps in
        s.crossOrigins.withUnsafeBufferPointer { crossOrigins in
        s.crossLengths.withUnsafeBufferPointer { crossLengths in
        s.positions.withUnsafeMutableBufferPointer { positions in
        s.lengths.withUnsafeMutableBufferPointer { lengths in
            while true {
                // The common case first, in a tight loop: consecutive slots
                // with no hidden or added view between them, not the one
                // that takes the extra length, up to `hi`. (Reading each
                // view's frame is what this costs; a short loop body keeps
                // many of those reads in flight.)
                // (The last slot, whose gap is not in `edgeGaps`, is left
                // to the general step.)
                let runEnd = c.removed < removed.count ? removed[c.removed] : slotCount - 1
                if c.slot < runEnd && prevEnd != nil {
                    var expected = hiddenFrom, q = p, lastEnd = 0.0, lastGap = 0.0, kk = c.slot
                    while kk < runEnd {
                        let index = placed[kk].arrangedIndex
                        if index != expected || index > hi || index == least { break }
                        let len = nominal[kk]
                        positions[kk] = q
                        lengths[kk] = len
                        let rect = frameRect(axis: axis, pos: mirror ? origin + end - q - len : q, len: len,
                                             crossPos: crossOrigins[kk], crossLen: crossLengths[kk])
                        // The same writes as a full pass (`writeVisibleFrames`),
                        // written out: as a call, the view would be retained.
                        unowned(unsafe) let view = placed[kk].view
                        let old = view.storedFrame
                        if old != rect {
                            if old.size == rect.size && view.observers == nil && !indexesSubviews {
                                view.storedFrame = rect
                                moved = true
                            } else {
                                view.setFrameFromLayout(rect, superview: self)
                            }
                        }
                        lastEnd = q + len
                        lastGap = edgeGaps[kk]
                        q = q + (len + lastGap)
                        expected = index + 1
                        kk += 1
                    }
                    if kk > c.slot {
                        c.slot = kk
                        p = q
                        prevEnd = lastEnd
                        prevGap = lastGap
                        hiddenFrom = expected
                    }
                }
                // Then one view the general way (the cursor as `next`).
                guard let r = StackVisibleSequence.next(&c, placed: placed, removed: removed, added: added)
                else { break }
                if r >= 0 {
                    let k = r
                    let gap = k < edgeGaps.count ? edgeGaps[k] : s.lastSlotGap
                    guard let rect = place(views, placed[k].arrangedIndex, nominal[k], gap, &positions[k], &lengths[k],
                                           crossOrigins[k], crossLengths[k]) else { reachedFixed = true; break }
                    // As above (it is this loop's first view, or one after
                    // a hidden or added view, or the one that stretches).
                    unowned(unsafe) let view = placed[k].view
                    let old = view.storedFrame
                    if old != rect {
                        if old.size == rect.size && view.observers == nil && !indexesSubviews {
                            view.storedFrame = rect
                            moved = true
                        } else {
                            view.setFrameFromLayout(rect, superview: self)
                        }
                    }
                } else {
                    let i = -1 - r
                    let e = added[i]
                    var position = e.position, length = e.length
                    let rect = place(views, e.arrangedIndex, e.nominal, e.gapAfter, &position, &length,
                                     e.crossOrigin, e.crossLength)
                    added[i].position = position
                    added[i].length = length
                    guard let rect else { reachedFixed = true; break }
                    e.view.setFrameFromLayout(rect, superview: self)
                }
            }
            if !reachedFixed {
                placeHidden(views, hiddenFrom..<views.count, a, prevEnd: prevEnd, prevGap: prevGap, nextStart: nil)
            }
        }
        }
        }
        }
        }
        }
        }
        }
        s.added = added
        if moved { FocusGeneration.bump() }
    }

    /// Places the hidden arranged views in `range`, all between a visible
    /// view ending at `prevEnd`, followed by a gap of `prevGap`, and one
    /// starting at `nextStart`.
    @inline(__always)
    private func placeHidden(_ views: UnsafeBufferPointer<View>, _ range: Range<Int>, _ a: StackArrangement,
                             prevEnd: Double?, prevGap: Double, nextStart: Double?) {
        for i in range {
            placeHidden(views[i], a, prevEnd: prevEnd, nextStart: nextStart, gapAfterPrevious: prevGap)
        }
    }
}
