extension BidiParagraph {
    /// The scalar indices of one line in visual order, left to right (rules
    /// L1–L2); the characters rule X9 removes are left out.
    ///
    /// The range is taken as one line: segment separators (tab), paragraph
    /// separators, and the whitespace and isolate formatters before them and
    /// at the end of the line, are put back at the paragraph level (L1);
    /// then every run at a level of at least k is reversed, for k from the
    /// highest level down to the lowest odd one (L2).
    ///
    /// ```swift
    /// BidiParagraph("abc אבג").visualOrder()   // [0, 1, 2, 3, 6, 5, 4]
    /// ```
    ///
    /// - Parameter range: the scalar indices of the line; nil for the whole paragraph.
    /// - Complexity: O(m · d) for a line of m scalars and d distinct levels.
    public func visualOrder(of range: Range<Int>? = nil) -> [Int] {
        let line = range ?? 0..<count
        precondition(line.lowerBound >= 0 && line.upperBound <= count,
                     "BidiParagraph.visualOrder(of:): the range \(line) is outside the paragraph's \(count) scalars")
        let levels = lineLevels(line)
        var order: [Int] = []
        var orderLevels: [UInt8] = []
        order.reserveCapacity(line.count)
        orderLevels.reserveCapacity(line.count)
        var highest: UInt8 = 0
        var lowestOdd: UInt8 = .max
        for index in line {
            let level = levels[index - line.lowerBound]
            guard level != BidiParagraph.removed else { continue }
            order.append(index)
            orderLevels.append(level)
            highest = max(highest, level)
            if level & 1 == 1 { lowestOdd = min(lowestOdd, level) }
        }
        guard lowestOdd != .max else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard orderLevels[start] >= level else { start += 1; continue }
                var end = start + 1
                while end < order.count, orderLevels[end] >= level { end += 1 }
                order[start..<end].reverse()
                orderLevels[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }

    /// The levels of a line after rule L1, `BidiParagraph.removed` for the
    /// characters X9 removes (which do not end a run of trailing whitespace).
    ///
    /// - Complexity: O(m + log p) for p paragraphs.
    func lineLevels(_ line: Range<Int>) -> [UInt8] {
        var levels = Array(resolvedLevels[line])
        // The paragraph of `index` (P1): 0 for the first, p for the one
        // starting at laterParagraphStarts[p - 1].
        var index = line.upperBound - 1
        var paragraphIndex = 0, high = laterParagraphStarts.count   // the starts at most `index`
        while paragraphIndex < high {
            let middle = (paragraphIndex + high) >> 1
            if laterParagraphStarts[middle] <= index { paragraphIndex = middle + 1 } else { high = middle }
        }
        var trailing = true   // in whitespace before the end of the line or a separator
        while index >= line.lowerBound {
            while paragraphIndex > 0, laterParagraphStarts[paragraphIndex - 1] > index { paragraphIndex -= 1 }
            let paragraph = paragraphIndex == 0 ? UInt8(paragraphLevel) : laterParagraphLevels[paragraphIndex - 1]
            let offset = index - line.lowerBound
            if levels[offset] != BidiParagraph.removed {
                switch classes[index] {
                case .s, .b:
                    levels[offset] = paragraph
                    trailing = true
                case .ws, .lri, .rli, .fsi, .pdi:
                    if trailing { levels[offset] = paragraph }
                default:
                    trailing = false
                }
            }
            index -= 1
        }
        return levels
    }
}
