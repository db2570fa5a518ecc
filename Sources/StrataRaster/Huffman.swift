/// Length-limited canonical Huffman codes, as DEFLATE's dynamic blocks
/// need them.
enum Huffman {
    /// Code lengths for the given symbol frequencies, none longer than
    /// `limit`. Symbols with frequency 0 get length 0; a lone used symbol
    /// gets length 1.
    ///
    /// Builds an optimal tree (two-queue method over leaves sorted by
    /// frequency, ties by symbol, so the result is deterministic); while the
    /// deepest leaf exceeds `limit`, halves every frequency (keeping it
    /// positive) and builds again.
    static func lengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var f = frequencies
        while true {
            let lengths = unlimitedLengths(f)
            if Int(lengths.max() ?? 0) <= limit { return lengths }
            for i in f.indices where f[i] > 0 { f[i] = (f[i] + 1) / 2 }
        }
    }

    static func unlimitedLengths(_ f: [Int]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: f.count)
        let leaves = f.indices.filter { f[$0] > 0 }.sorted { (f[$0], $0) < (f[$1], $1) }
        if leaves.isEmpty { return result }
        if leaves.count == 1 {
            result[leaves[0]] = 1
            return result
        }
        // Nodes 0..<leaves.count are leaves; internal nodes follow.
        var weight = leaves.map { f[$0] }
        var parent = [Int](repeating: -1, count: 2 * leaves.count - 1)
        var nextLeaf = 0, nextInternal = leaves.count
        func takeSmallest() -> Int {
            if nextLeaf < leaves.count, nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leaves.count - 1) {
            let a = takeSmallest(), b = takeSmallest()
            let node = weight.count
            weight.append(weight[a] + weight[b])
            parent[a] = node
            parent[b] = node
        }
        // Depths: parents always have larger indices, so walk down from the root.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }
        for (k, symbol) in leaves.enumerated() { result[symbol] = UInt8(depth[k]) }
        return result
    }

    /// The canonical codes (most-significant bit first) for code lengths,
    /// as RFC 1951 §3.2.2 assigns them.
    static func codes(_ lengths: [UInt8]) -> [UInt32] {
        var count = [UInt32](repeating: 0, count: 16)
        for l in lengths where l > 0 { count[Int(l)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1...15 {
            code = (code + count[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            codes[symbol] = next[Int(l)]
            next[Int(l)] += 1
        }
        return codes
    }
}
