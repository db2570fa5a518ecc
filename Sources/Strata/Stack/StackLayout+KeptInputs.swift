// What the direct path keeps from one pass to the next: the inputs each
// axis was solved for, and the sums of a description that do not depend on
// the canvas. `StackLayout.solve` compares and reuses them.

extension StackLayout {
    /// Canvas-independent facts about the items of one description.
    struct ItemSums {
        /// The description revision these were computed for.
        var revision: Int
        /// Each item's intrinsic length (0 without one).
        var nominal: [Double]
        /// Each gap minus its baseline offset.
        var edgeGaps: [Double]
        /// The sum of `edgeGaps`, added in order.
        var gapSum: Double
        /// The sum of `nominal`, added in order.
        var lengthSum: Double
        /// The first item with the lowest hugging priority.
        var leastHugging: Int
        /// Each item's view and arranged index, compactly (what writing
        /// frames reads per item; the items themselves are 136 bytes).
        var placed: [PlacedItem]
        /// The sum of the magnitudes of `nominal`.
        var magnitude: Double
        /// Whether every intrinsic length lies on the grid and every
        /// hugging priority is a multiple of 0.5 (what the incremental
        /// visibility path needs; see `StackVisibilityState`).
        var exact: Bool
    }

    /// A visible item's view and its index among the arranged views.
    struct PlacedItem {
        unowned(unsafe) let view: View
        let arrangedIndex: Int
    }

    /// Everything the along-axis solution depends on besides the items
    /// and gaps (the revision stands for those).
    struct AxisInputs: Equatable {
        var revision: Int
        var origin: Double
        var length: Double
    }

    /// Everything the cross-axis placement depends on besides the items.
    struct CrossInputs: Equatable {
        var revision: Int
        var origin: Double
        var extent: Double
        var alignment: StackView.Alignment
        var mirrored: Bool
    }

    /// The canvas-independent sums of `a`'s items (after
    /// `baselineOffsetsIfConstant` filled `offsets`).
    /// - Complexity: O(n).
    func sums(of a: StackArrangement) -> ItemSums {
        let n = a.items.count
        var nominal: [Double] = [], gaps: [Double] = []
        nominal.reserveCapacity(n)
        gaps.reserveCapacity(max(n - 1, 0))
        var lengthSum = 0.0, gapSum = 0.0, least = 0, magnitude = 0.0
        var exact = true
        var placed: [PlacedItem] = []
        placed.reserveCapacity(n)
        let tie = StackPriorities.tie
        for (i, item) in a.items.enumerated() {
            placed.append(PlacedItem(view: item.view, arrangedIndex: item.arrangedIndex))
            nominal.append(item.nominalLength)
            lengthSum += item.nominalLength
            magnitude += abs(item.nominalLength)
            if i > 0 && item.hugging < a.items[least].hugging { least = i }
            // The priority without its tie offset (exact for every
            // priority the test accepts).
            let raw = item.hugging < 1000 ? item.hugging + tie * Double(n - 1 - i) : item.hugging
            exact = exact && StackVisibilityState.onGrid(item.nominalLength) && StackVisibilityState.isHalfStep(raw)
        }
        for i in 0..<max(n - 1, 0) {
            let g = a.gaps[i] - offsets[i]
            gaps.append(g)
            gapSum += g
        }
        return ItemSums(revision: a.revision, nominal: nominal, edgeGaps: gaps, gapSum: gapSum,
                        lengthSum: lengthSum, leastHugging: least, placed: placed,
                        magnitude: magnitude, exact: exact)
    }
}
