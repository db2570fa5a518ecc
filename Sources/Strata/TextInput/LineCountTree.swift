/// The line counts of a text's paragraphs with their running sums (a
/// Fenwick tree): where each paragraph's first line is and which paragraph
/// holds a line, kept up to date as single paragraphs change their count
/// (`TextLineLayout` laying out a paragraph it had only estimated).
struct LineCountTree {
    /// Each paragraph's line count.
    private(set) var counts: [Int]
    /// The Fenwick sums: `tree[i]` (1-based) holds the counts of the
    /// `i & -i` paragraphs ending at paragraph `i - 1`.
    private var tree: [Int]
    /// The sum of all counts.
    private(set) var total: Int

    /// A tree over `counts`.
    /// - Complexity: O(n).
    init(_ counts: [Int] = []) {
        self.counts = counts
        tree = []
        total = 0
        build()
    }

    /// The number of paragraphs.
    var count: Int { counts.count }

    private mutating func build() {
        let n = counts.count
        tree = [Int](repeating: 0, count: n + 1)
        var sum = 0
        for i in 0..<n {
            let value = counts[i]
            sum += value
            let node = i + 1
            tree[node] += value
            let parent = node + (node & -node)
            if parent <= n { tree[parent] += tree[node] }
        }
        total = sum
    }

    /// Sets paragraph `index`'s count.
    /// - Complexity: O(log n).
    mutating func set(_ index: Int, to value: Int) {
        let delta = value - counts[index]
        if delta == 0 { return }
        counts[index] = value
        total += delta
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// Replaces the counts of paragraphs `range` with `values`.
    /// - Complexity: O(log n) per value when as many come as go, else O(n).
    mutating func replace(_ range: Range<Int>, with values: [Int]) {
        if range.count == values.count {
            for (offset, value) in values.enumerated() { set(range.lowerBound + offset, to: value) }
            return
        }
        counts.replaceSubrange(range, with: values)
        build()
    }

    /// The sum of the counts of the paragraphs before `index`: the first
    /// line of paragraph `index`.
    /// - Complexity: O(log n).
    func prefix(_ index: Int) -> Int {
        var sum = 0
        var node = index
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The paragraph holding line `line` (0 ≤ line < total): the last one
    /// whose first line is at or before it, skipping empty counts.
    /// - Complexity: O(log n).
    func paragraph(holding line: Int) -> Int {
        var position = 0, remaining = line
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, max(counts.count - 1, 0))
    }
}
