/// The one description of a stack's arrangement that both layout paths
/// share: which views are visible, their metrics and priorities, the gaps
/// between them and the canvas.
struct StackArrangement {
    var axis: Axis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment
    /// The canvas in the stack's bounds coordinates.
    var canvas: Rect
    /// Whether a horizontal stack runs right to left (or a vertical stack's
    /// leading edge is the right one).
    var rightToLeft: Bool
    /// Whether vertical gaps are measured between baselines.
    var baselineRelative: Bool
    /// The visible arranged views, in order.
    var items: [StackItem] = []
    /// `gaps[i]`: the minimum gap between `items[i]` and `items[i + 1]`
    /// (custom spacing after `items[i]`, or `spacing`).
    var gaps: [Double] = []
    /// Counts the descriptions made into this value (`describeArrangement`
    /// bumps it), so results computed from the items can tell whether the
    /// items are still the ones they were computed from.
    var revision = 0

    /// Whether some rule reads the items' baselines (baseline alignment of
    /// a horizontal stack, or baseline-relative arrangement); otherwise
    /// `describeArrangement` does not query them.
    var needsBaselines: Bool {
        baselineRelative || crossAlignment == .firstBaseline || crossAlignment == .lastBaseline
    }

    /// The effective cross alignment: baselines only apply to horizontal
    /// stacks (a vertical stack treats them as `.leading`).
    var crossAlignment: StackView.Alignment {
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            return .leading
        }
        return alignment
    }
}

extension StackView {
    /// The canvas: the bounds, or the layout-margins rectangle.
    final var arrangementCanvas: Rect {
        let b = bounds
        return isLayoutMarginsRelativeArrangement ? b.inset(by: layoutMargins) : b
    }

    /// Builds the shared description of the current arrangement into
    /// `arrangement` (its buffers are reused).
    ///
    /// - Complexity: O(n) in the number of arranged views.
    final func describeArrangement(into arrangement: inout StackArrangement) {
        arrangement.axis = axis
        arrangement.distribution = distribution
        arrangement.alignment = alignment
        arrangement.baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        refreshArrangementCanvas(&arrangement)
        arrangement.items.removeAll(keepingCapacity: true)
        arrangement.gaps.removeAll(keepingCapacity: true)
        arrangement.revision &+= 1
        let baselines = arrangement.needsBaselines
        let axis = self.axis
        let noCustomSpacing = customSpacings.isEmpty
        let spacing = self.spacing
        let tie = StackPriorities.tie
        storedArranged.withUnsafeBufferPointer { views in
            arrangement.items.reserveCapacity(views.count)
            arrangement.gaps.reserveCapacity(max(views.count - 1, 0))
            var k = 0
            for index in 0..<views.count {
                unowned(unsafe) let v = views[index]
                if v.storedHidden { continue }
                if k > 0 {
                    arrangement.gaps.append(noCustomSpacing ? spacing
                                            : effectiveSpacing(after: arrangement.items[k - 1].view))
                }
                arrangement.items.append(makeItem(v, index: index, k: k, tie: tie,
                                                  axis: axis, baselines: baselines))
                k += 1
            }
        }
        // The hugging tie offsets count from the end: applied once the
        // number of visible views is known (one pass over the views).
        let n = arrangement.items.count
        arrangement.items.withUnsafeMutableBufferPointer { items in
            for k in 0..<n where items[k].hugging < 1000 {
                items[k].hugging -= tie * Double(n - 1 - k)
            }
        }
    }

    /// Refreshes what a description takes from outside the arrangement
    /// (the canvas, the layout direction), keeping its items.
    ///
    /// - Complexity: O(1).
    final func refreshArrangementCanvas(_ arrangement: inout StackArrangement) {
        arrangement.canvas = arrangementCanvas
        arrangement.rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The description of one visible arranged view at visible position
    /// `k`, with its hugging priority not yet offset for ties.
    ///
    /// Baselines are only queried when `baselines` is set (they are
    /// `.fromBottom(0)` otherwise, and no rule reads them).
    @inline(__always)
    private func makeItem(_ v: View, index: Int, k: Int, tie: Double, axis: Axis,
                          baselines: Bool) -> StackItem {
        let intrinsic = v.intrinsicContentSize
        let along = intrinsic[axis], across = intrinsic[axis.cross]
        let hasLength = along != View.noIntrinsicMetric
        let hug = hasLength ? v.contentHuggingPriority(for: axis).rawValue : StackPriorities.noIntrinsicHugging
        let cr = v.contentCompressionResistancePriority(for: axis).rawValue
        return StackItem(
            view: v, arrangedIndex: index,
            length: hasLength ? along : nil,
            crossLength: across != View.noIntrinsicMetric ? across : nil,
            hugging: hug, // tie offset applied by `describeArrangement`
            compression: cr >= 1000 ? cr : cr - tie * Double(k),
            nonNegative: StackPriorities.nonNegative - tie * Double(k),
            firstBaseline: baselines ? v.firstBaselinePosition : .fromBottom(0),
            lastBaseline: baselines ? v.lastBaselinePosition : .fromBottom(0),
            crossPriority: min(v.contentHuggingPriority(for: axis.cross).rawValue,
                               v.contentCompressionResistancePriority(for: axis.cross).rawValue))
    }
}
