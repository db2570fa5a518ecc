// Hiding or showing an arranged view without describing the arrangement
// again: the direct path updates its sums by one term and rewrites only
// the views between the changed one and the view that takes the extra
// length (see `StackVisibilityState` for where this applies and why the
// frames are exactly those of a full pass).

extension StackView {
    /// Records a change of `subview`'s hidden flag: when it is the only
    /// change since the last pass, the next pass applies it incrementally.
    final func recordVisibilityChange(of subview: View) {
        guard visibility.isCurrent, isArranged(subview),
              visibility.pending == nil || visibility.pending === subview else {
            arrangedSubviewDidChange(subview)   // invalidates everything
            return
        }
        // `arrangedSubviewDidChange` (open: a subclass may add to it)
        // invalidates the stack exactly once; any other invalidation
        // while it runs means something else changed too.
        visibility.recording = true
        visibility.invalidationsWhileRecording = 0
        arrangedSubviewDidChange(subview)
        visibility.recording = false
        if visibility.invalidationsWhileRecording == 1 {
            visibility.pending = subview
        } else {
            visibility.drop()
        }
    }

    /// Applies the pending visibility change when it lies in the
    /// incremental domain; `false` when a full pass must run.
    ///
    /// - Complexity: O(m + j), where m is the number of arranged views
    ///   between the changed view (at index j) and the view that takes the
    ///   extra length: the views that move.
    final func applyPendingVisibilityChange() -> Bool {
        guard let view = visibility.pending else { return false }
        visibility.pending = nil
        guard visibility.isCurrent, let magnitude = visibilityDomainMagnitude(), isArranged(view),
              let j = arrangedIndex(of: view) else {
            visibility.drop()
            return false
        }
        var sequence = takeVisibleSequence()
        let applied = applyVisibility(of: view, at: j, magnitude: magnitude, in: &sequence)
        putBack(&sequence)
        if applied {
            visibility.incrementalPasses &+= 1
        } else {
            visibility.drop()
        }
        return applied
    }

    /// When the last full pass and the stack now allow the incremental
    /// path (everything but the changed view), the sum of the magnitudes
    /// of every input (to bound against `exactLimit`); `nil` otherwise.
    /// - Complexity: O(custom spacings).
    private func visibilityDomainMagnitude() -> Double? {
        typealias State = StackVisibilityState
        let a = scratch.arrangement
        let out = scratch.layout
        guard let sums = out.itemSums, sums.revision == a.revision, sums.exact,
              out.axisInputs?.revision == a.revision, out.crossInputs?.revision == a.revision,
              a.distribution == .fill, !a.needsBaselines,
              storedArranged.count < State.viewLimit, !a.items.isEmpty,
              a.canvas == arrangementCanvas,
              a.rightToLeft == (effectiveUserInterfaceLayoutDirection == .rightToLeft) else { return nil }
        let origin = a.canvas.origin[a.axis], length = a.canvas.size[a.axis]
        guard State.onGrid(origin), State.onGrid(length), State.onGrid(spacing) else { return nil }
        var magnitude = sums.magnitude + visibility.addedMagnitude + abs(origin) + abs(length)
            + Double(storedArranged.count) * abs(spacing)
        for custom in customSpacings {
            let gap = custom.spacing == StackView.spacingUseSystem ? StackView.systemSpacing : custom.spacing
            guard State.onGrid(gap) else { return nil }
            magnitude += abs(gap)
        }
        // The views fit with room to spare (none was shrunk).
        let extra = State.extra(canvasLength: length, gapSum: visibility.gapSum, lengthSum: visibility.lengthSum)
        return magnitude <= State.exactLimit && extra >= 0 ? magnitude : nil
    }

    /// The index of `view` in `arrangedSubviews` (a plain loop: no
    /// reference counting or closure per element).
    /// - Complexity: O(j).
    private func arrangedIndex(of view: View) -> Int? {
        let target = ObjectIdentifier(view)
        return storedArranged.withUnsafeBufferPointer { views in
            for i in 0..<views.count {
                unowned(unsafe) let v = views[i]
                if ObjectIdentifier(v) == target { return i }
            }
            return nil
        }
    }

    /// The hugging priority of slot `k` without its tie offset (exact: the
    /// full pass checked it, `ItemSums.exact`).
    private func slotHugging(_ k: Int) -> Double {
        let items = scratch.arrangement.items
        let h = items[k].hugging
        return h < 1000 ? h + StackPriorities.tie * Double(items.count - 1 - k) : h
    }

    /// The hugging priority of the visible view `r`, without tie offset.
    private func hugging(_ r: StackVisibleSequence.Ref, in s: StackVisibleSequence) -> Double {
        r >= 0 ? slotHugging(r) : s.added[-1 - r].hugging
    }

    /// The visible view with arranged index `arranged`.
    private func visibleRef(ofArranged arranged: Int, in s: StackVisibleSequence) -> StackVisibleSequence.Ref? {
        var c = s.cursor(atOrAfter: arranged)
        guard let r = s.next(&c), s.arrangedIndex(r) == arranged else { return nil }
        return r
    }

    /// Applies arranged view `j`'s new hidden flag: updates the overlay,
    /// the sums and the view that takes the extra length, then rewrites
    /// the views that move. `false` (nothing changed) outside the domain.
    private func applyVisibility(of view: View, at j: Int, magnitude: Double,
                                 in s: inout StackVisibleSequence) -> Bool {
        typealias State = StackVisibilityState
        let slot = s.slot(ofArranged: j)
        let current = visibleRef(ofArranged: j, in: s)
        let nowVisible = !view.storedHidden
        if nowVisible == (current != nil) { return true }
        let a = scratch.arrangement
        let axis = a.axis
        // The changed view's intrinsic length and priority.
        let nominal: Double, hugging: Double
        var newEntry: State.Added? = nil
        if let current {
            nominal = s.nominal(current)
            hugging = self.hugging(current, in: s)
        } else if let slot {
            nominal = s.nominal[slot]
            hugging = slotHugging(slot)
        } else {
            let intrinsic = view.intrinsicContentSize
            let along = intrinsic[axis], across = intrinsic[axis.cross]
            let hasLength = along != View.noIntrinsicMetric
            nominal = hasLength ? along : 0
            hugging = hasLength ? view.contentHuggingPriority(for: axis).rawValue : StackPriorities.noIntrinsicHugging
            guard State.onGrid(nominal), State.isHalfStep(hugging), magnitude + abs(nominal) <= State.exactLimit
            else { return false }
            let cross = StackLayout.crossPlacement(
                alignment: a.crossAlignment, mirrored: axis == .vertical && a.rightToLeft, canvas: a.canvas,
                axis: axis, crossLength: across != View.noIntrinsicMetric ? across : 0)
            newEntry = State.Added(view: view, arrangedIndex: j, nominal: nominal, hugging: hugging,
                                   gapAfter: effectiveSpacing(after: view), position: 0, length: 0,
                                   crossOrigin: cross.origin, crossLength: cross.length)
        }
        // A hidden slot or a new view adds an overlay entry.
        let grows = (slot != nil) != nowVisible
        if grows && s.removed.count + s.added.count >= State.overlayLimit { return false }
        let n = visibility.visibleCount + (nowVisible ? 1 : -1)
        if n < 1 { return false }
        let lengthSum = nowVisible ? visibility.lengthSum + nominal : visibility.lengthSum - nominal
        // The gap that appears or disappears: the changed view's own, or,
        // when no visible view follows it, the one after the visible view
        // before it (which then is, or was, the last).
        var c = s.cursor(atOrAfter: j + 1)
        let gap: Double
        if s.next(&c) != nil {
            gap = current.map { s.gapAfter($0) } ?? newEntry?.gapAfter ?? s.gapAfter(slot!)
        } else if let previous = s.last(before: j) {
            gap = s.gapAfter(previous)
        } else {
            gap = 0   // the only visible view: no gap either way
        }
        let gapSum = nowVisible ? visibility.gapSum + gap : visibility.gapSum - gap
        let extra = State.extra(canvasLength: a.canvas.size[axis], gapSum: gapSum, lengthSum: lengthSum)
        if extra < 0 { return false }
        // The view that takes the extra length: the first visible one with
        // the lowest priority.
        let oldLeast = visibility.leastArranged
        var least = oldLeast
        if nowVisible {
            guard let l = visibleRef(ofArranged: oldLeast, in: s) else { return false }
            let hl = self.hugging(l, in: s)
            if hugging < hl || (hugging == hl && j < oldLeast) { least = j }
        } else if j == oldLeast {
            // None before it has its priority, none has a lower one: the
            // next one with the same priority, if any.
            var c = s.cursor(atOrAfter: j + 1)
            var found: Int? = nil
            while found == nil, let r = s.next(&c) {
                if self.hugging(r, in: s) == hugging { found = s.arrangedIndex(r) }
            }
            guard let found else { return false }
            least = found
        }
        // Commit.
        if let slot {
            if nowVisible {
                s.removed.remove(at: s.firstRemoved(atOrAfter: slot))
            } else {
                s.removed.insert(slot, at: s.firstRemoved(atOrAfter: slot))
            }
        } else if let newEntry {
            s.added.insert(newEntry, at: s.firstAdded(atOrAfter: j))
            visibility.addedMagnitude += abs(nominal)
        } else {
            s.added.remove(at: s.firstAdded(atOrAfter: j))
        }
        visibility.visibleCount = n
        visibility.lengthSum = lengthSum
        visibility.gapSum = gapSum
        visibility.leastArranged = least
        rewriteVisible(from: min(j, oldLeast, least), through: max(j, oldLeast, least), extra: extra, in: &s)
        return true
    }
}
