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
        /// frames reads per item; the items themselves are 112 bytes).
        var placed: [PlacedItem]
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
        var lengthSum = 0.0, gapSum = 0.0, least = 0
        var placed: [PlacedItem] = []
        placed.reserveCapacity(n)
        for (i, item) in a.items.enumerated() {
            placed.append(PlacedItem(view: item.view, arrangedIndex: item.arrangedIndex))
            nominal.append(item.nominalLength)
            lengthSum += item.nominalLength
            if i > 0 && item.hugging < a.items[least].hugging { least = i }
        }
        for i in 0..<max(n - 1, 0) {
            let g = a.gaps[i] - offsets[i]
            gaps.append(g)
            gapSum += g
        }
        return ItemSums(revision: a.revision, nominal: nominal, edgeGaps: gaps, gapSum: gapSum,
                        lengthSum: lengthSum, leastHugging: least, placed: placed)
    }
}
