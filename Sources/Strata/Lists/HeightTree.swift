/// Row heights with prefix sums in O(log n): a Fenwick (binary indexed)
/// tree over the heights, so a list of a million self-sizing rows finds
/// the row at an offset, and corrects one estimate, in about 20 steps.
struct HeightTree {
    /// Each row's current height.
    private(set) var heights: [Double]
    /// The Fenwick tree (1-based): `tree[i]` sums the heights of rows
    /// `(i - lowbit(i)) ..< i`.
    private var tree: [Double]

    /// `count` rows of `height` each.
    ///
    /// - Complexity: O(n).
    init(count: Int, height: Double) {
        self.init(heights: Array(repeating: height, count: count))
    }

    /// Rows of the given heights.
    ///
    /// - Complexity: O(n).
    init(heights: [Double]) {
        self.heights = heights
        let count = heights.count
        tree = Array(repeating: 0, count: count + 1)
        for i in 1...max(1, count) where i <= count {
            tree[i] += heights[i - 1]
            let parent = i + (i & -i)
            if parent <= count { tree[parent] += tree[i] }
        }
    }

    /// The number of rows.
    var count: Int { heights.count }

    /// The sum of the heights of rows `0 ..< index`.
    ///
    /// - Complexity: O(log n).
    func prefix(_ index: Int) -> Double {
        var i = index, sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Sets row `index`'s height; returns the change.
    ///
    /// - Complexity: O(log n).
    mutating func setHeight(_ height: Double, at index: Int) -> Double {
        let delta = height - heights[index]
        guard delta != 0 else { return 0 }
        heights[index] = height
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
        return delta
    }

    /// The row containing `offset` (measured from the first row's top):
    /// the largest index whose prefix is at most `offset`, clamped to
    /// `0 ..< count` (0 when empty).
    ///
    /// - Complexity: O(log n).
    func index(atOffset offset: Double) -> Int {
        guard count > 0, offset > 0 else { return 0 }
        var position = 0, remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
