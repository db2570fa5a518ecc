/// The visible arranged views in order, as the incremental visibility
/// path sees them: the last full pass's slots without the removed ones,
/// merged with the views added since (see `StackVisibilityState`).
///
/// It owns the buffers it reads and writes while a change is applied
/// (`StackView` moves them in and back out, without copying).
struct StackVisibleSequence {
    /// A visible view: slot `k` when `>= 0`, else added entry `-1 - ref`.
    typealias Ref = Int

    /// Each slot's view and arranged index.
    var placed: [StackLayout.PlacedItem] = []
    /// Each slot's intrinsic length along the axis.
    var nominal: [Double] = []
    /// The gap after each slot but the last.
    var edgeGaps: [Double] = []
    /// The gap after the last slot.
    var lastSlotGap = 0.0
    /// Each slot's along-axis start (before mirroring).
    var positions: [Double] = []
    /// Each slot's along-axis length.
    var lengths: [Double] = []
    /// Each slot's cross-axis origin.
    var crossOrigins: [Double] = []
    /// Each slot's cross-axis length.
    var crossLengths: [Double] = []
    /// Slots whose view is hidden now, ascending.
    var removed: [Int] = []
    /// Views shown since the full pass, by ascending arranged index.
    var added: [StackVisibilityState.Added] = []

    /// Where an iteration stands: the next slot, the first removed slot
    /// not before it, the next added view.
    struct Cursor {
        var slot: Int
        var removed: Int
        var added: Int
    }

    /// The slot of arranged view `arranged`, if it had one.
    /// - Complexity: O(log n).
    func slot(ofArranged arranged: Int) -> Int? {
        let k = firstSlot(atOrAfter: arranged)
        return k < placed.count && placed[k].arrangedIndex == arranged ? k : nil
    }

    /// The first slot whose arranged index is at least `arranged`.
    /// - Complexity: O(log n).
    func firstSlot(atOrAfter arranged: Int) -> Int {
        var lo = 0, hi = placed.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if placed[mid].arrangedIndex < arranged { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The position in `added` of the first view with an arranged index
    /// of at least `arranged`.
    func firstAdded(atOrAfter arranged: Int) -> Int {
        var i = 0
        while i < added.count && added[i].arrangedIndex < arranged { i += 1 }
        return i
    }

    /// The position in `removed` of the first slot not before `slot`.
    func firstRemoved(atOrAfter slot: Int) -> Int {
        var i = 0
        while i < removed.count && removed[i] < slot { i += 1 }
        return i
    }

    /// A cursor at the first visible view with an arranged index of at
    /// least `arranged`.
    func cursor(atOrAfter arranged: Int) -> Cursor {
        let k = firstSlot(atOrAfter: arranged)
        return Cursor(slot: k, removed: firstRemoved(atOrAfter: k), added: firstAdded(atOrAfter: arranged))
    }

    /// The visible view at `cursor`, moving it on; `nil` past the end.
    /// - Complexity: O(1) amortized.
    func next(_ c: inout Cursor) -> Ref? {
        placed.withUnsafeBufferPointer { Self.next(&c, placed: $0, removed: removed, added: added) }
    }

    /// `next(_:)` over the slots' buffer, for a caller that holds the
    /// buffers (`StackView.rewriteVisible`).
    @inline(__always)
    static func next(_ c: inout Cursor, placed: UnsafeBufferPointer<StackLayout.PlacedItem>, removed: [Int],
                     added: [StackVisibilityState.Added]) -> Ref? {
        while c.removed < removed.count && removed[c.removed] == c.slot {
            c.slot += 1
            c.removed += 1
        }
        let slotArranged = c.slot < placed.count ? placed[c.slot].arrangedIndex : Int.max
        let addedArranged = c.added < added.count ? added[c.added].arrangedIndex : Int.max
        if slotArranged == Int.max && addedArranged == Int.max { return nil }
        if slotArranged < addedArranged {
            c.slot += 1
            return c.slot - 1
        }
        c.added += 1
        return -c.added
    }

    /// The last visible view with an arranged index below `arranged`.
    func last(before arranged: Int) -> Ref? {
        var k = firstSlot(atOrAfter: arranged) - 1
        while k >= 0 && removed.contains(k) { k -= 1 }
        let a = firstAdded(atOrAfter: arranged) - 1
        if a >= 0 && (k < 0 || added[a].arrangedIndex > placed[k].arrangedIndex) { return -1 - a }
        return k >= 0 ? k : nil
    }

    /// The arranged index of `r`.
    @inline(__always)
    func arrangedIndex(_ r: Ref) -> Int { r >= 0 ? placed[r].arrangedIndex : added[-1 - r].arrangedIndex }

    /// The intrinsic length of `r` along the axis.
    @inline(__always)
    func nominal(_ r: Ref) -> Double { r >= 0 ? nominal[r] : added[-1 - r].nominal }

    /// The gap after `r` (its custom spacing, or the stack's spacing).
    @inline(__always)
    func gapAfter(_ r: Ref) -> Double {
        r >= 0 ? (r < edgeGaps.count ? edgeGaps[r] : lastSlotGap) : added[-1 - r].gapAfter
    }

    /// The along-axis start of `r` (before mirroring).
    @inline(__always)
    func position(_ r: Ref) -> Double { r >= 0 ? positions[r] : added[-1 - r].position }

    /// The along-axis length of `r`.
    @inline(__always)
    func length(_ r: Ref) -> Double { r >= 0 ? lengths[r] : added[-1 - r].length }
}
