extension StackView {
    /// The size the arranged views need: along the axis, their intrinsic
    /// lengths plus the gaps; across it, the thickest view (for baseline
    /// alignment, the tallest part above plus the tallest below the
    /// baseline); plus the margins when margin-relative.
    ///
    /// The content part (without margins) is kept until the arrangement
    /// changes (`stackPropertyDidChange`), except when baselines take part:
    /// those move with the views' lengths, so it is measured afresh.
    ///
    /// - Complexity: O(1) when cached, else O(n) in the number of arranged
    ///   views.
    final func fittingContentSize() -> Size {
        var size = cachedFittingContent ?? measureFittingContent()
        if isLayoutMarginsRelativeArrangement {
            let m = layoutMargins
            size.width += m.left + m.right
            size.height += m.top + m.bottom
        }
        return size
    }

    /// The content's fitting size (without margins); caches it when no
    /// baseline takes part.
    private func measureFittingContent() -> Size {
        describeArrangement(into: &scratch.fitting)
        let a = scratch.fitting
        let n = a.items.count
        var along = 0.0, across = 0.0
        if n > 0 {
            var lengthSum = 0.0, widest = 0.0, gapSum = 0.0, largestGap = -Double.infinity
            var largestCentreDistance = -Double.infinity
            for item in a.items {
                lengthSum += item.nominalLength
                widest = max(widest, item.nominalLength)
            }
            for i in 0..<(n - 1) {
                var offset = 0.0
                if a.baselineRelative,
                   case .fromBottom(let last) = a.items[i].lastBaseline,
                   case .fromTop(let first) = a.items[i + 1].firstBaseline {
                    offset = last + first
                }
                gapSum += a.gaps[i] - offset
                largestGap = max(largestGap, a.gaps[i])
                let centres = (a.items[i].nominalLength + a.items[i + 1].nominalLength) / 2 + a.gaps[i] - offset
                largestCentreDistance = max(largestCentreDistance, centres)
            }
            switch a.distribution {
            case .fillEqually: along = widest * Double(n) + gapSum
            case .equalSpacing where n > 1:
                along = lengthSum + gapSum + largestGapExcess(a, largestGap: largestGap)
            case .equalCentering where n > 2:
                // Every centre distance raised to the largest one that the
                // lengths and minimum gaps allow.
                along = (a.items[0].nominalLength + a.items[n - 1].nominalLength) / 2
                    + Double(n - 1) * largestCentreDistance
            default: along = lengthSum + gapSum
            }
            across = fittingCross(a)
        }
        var size = Size(width: 0, height: 0)
        size[a.axis] = along
        size[a.axis.cross] = across
        if !a.needsBaselines { cachedFittingContent = size }
        return size
    }

    /// How much longer equal gaps at the widest spacing are than the
    /// individual spacings.
    private func largestGapExcess(_ a: StackArrangement, largestGap: Double) -> Double {
        var excess = 0.0
        for g in a.gaps { excess += largestGap - g }
        return excess
    }

    /// The cross-axis fitting size of the visible items.
    private func fittingCross(_ a: StackArrangement) -> Double {
        switch a.crossAlignment {
        case .firstBaseline, .lastBaseline:
            let first = a.crossAlignment == .firstBaseline
            var above = 0.0, below = 0.0
            for item in a.items {
                let h = item.nominalCrossLength
                let top = (first ? item.firstBaseline : item.lastBaseline).offsetFromTop(height: h)
                above = max(above, top)
                below = max(below, h - top)
            }
            return above + below
        default:
            var thickest = 0.0
            for item in a.items { thickest = max(thickest, item.nominalCrossLength) }
            return thickest
        }
    }
}
