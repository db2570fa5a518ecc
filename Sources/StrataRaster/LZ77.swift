/// Finds repeated strings for DEFLATE: LZ77 over a 32 KiB window with hash
/// chains and one step of lazy matching.
///
/// Tokens are `UInt32`: a literal byte is its value (< 256); a match is
/// `1 << 31 | length << 16 | distance` (length 3…258, distance 1…32768).
struct LZ77 {
    static let windowSize = 32_768
    static let hashBits = 15
    static let minMatch = 3
    static let maxMatch = 258

    /// How many chain links are followed per search.
    var maxChain: Int
    /// A match this long ends the search at once.
    var niceLength: Int
    /// Matches shorter than this are checked against a match at the next byte.
    var lazyLength: Int

    init(maxChain: Int = 128, niceLength: Int = 128, lazyLength: Int = 32) {
        self.maxChain = maxChain
        self.niceLength = niceLength
        self.lazyLength = lazyLength
    }

    /// Whether a token is a match.
    @inline(__always)
    static func isMatch(_ token: UInt32) -> Bool { token & 0x8000_0000 != 0 }

    /// The tokens of `input`.
    ///
    /// - Complexity: O(n · maxChain) in the worst case, O(n) on typical
    ///   images; allocates the token array and two tables.
    func tokens(_ input: [UInt8]) -> [UInt32] {
        let n = input.count
        var out: [UInt32] = []
        out.reserveCapacity(n / 4 + 16)
        if n == 0 { return out }
        var head = [Int32](repeating: -1, count: 1 << LZ77.hashBits)
        var prev = [Int32](repeating: -1, count: LZ77.windowSize)
        input.withUnsafeBufferPointer { b in
            head.withUnsafeMutableBufferPointer { head in
                prev.withUnsafeMutableBufferPointer { prev in
                    let state = Search(b: b, head: head, prev: prev, config: self)
                    var i = 0
                    while i < n {
                        var (len, dist) = state.find(i)
                        state.insert(i)
                        if len >= LZ77.minMatch, len < lazyLength, i + 1 + LZ77.minMatch <= n {
                            let next = state.find(i + 1)
                            if next.0 > len {
                                out.append(UInt32(b[i]))
                                i += 1
                                // Take the longer match at i (now i + 1 before).
                                (len, dist) = next
                                state.insert(i)
                            }
                        }
                        if len >= LZ77.minMatch {
                            out.append(0x8000_0000 | UInt32(len) << 16 | UInt32(dist))
                            var j = i + 1
                            while j < i + len { state.insert(j); j += 1 }
                            i += len
                        } else {
                            out.append(UInt32(b[i]))
                            i += 1
                        }
                    }
                }
            }
        }
        return out
    }

    /// The hash tables and the input during one `tokens` call.
    struct Search {
        let b: UnsafeBufferPointer<UInt8>
        let head: UnsafeMutableBufferPointer<Int32>
        let prev: UnsafeMutableBufferPointer<Int32>
        let config: LZ77

        @inline(__always)
        func hash(_ i: Int) -> Int {
            (Int(b[i]) << 10 ^ Int(b[i + 1]) << 5 ^ Int(b[i + 2])) & ((1 << LZ77.hashBits) - 1)
        }

        /// Records position `i` in its hash chain.
        @inline(__always)
        func insert(_ i: Int) {
            guard i + LZ77.minMatch <= b.count else { return }
            let h = hash(i)
            prev[i & (LZ77.windowSize - 1)] = head[h]
            head[h] = Int32(i)
        }

        /// The longest earlier match for position `i`: `(length, distance)`,
        /// length 0 when there is none of at least 3 bytes.
        func find(_ i: Int) -> (Int, Int) {
            let n = b.count
            guard i + LZ77.minMatch <= n else { return (0, 0) }
            let limit = min(LZ77.maxMatch, n - i)
            var bestLen = LZ77.minMatch - 1, bestDist = 0
            var candidate = Int(head[hash(i)])
            var chain = config.maxChain
            while candidate >= 0, chain > 0 {
                let dist = i - candidate
                if dist > LZ77.windowSize || dist <= 0 { break }
                if b[candidate + bestLen] == b[i + bestLen] {
                    var len = 0
                    while len < limit, b[candidate + len] == b[i + len] { len += 1 }
                    if len > bestLen {
                        bestLen = len
                        bestDist = dist
                        if len >= config.niceLength || len == limit { break }
                    }
                }
                let next = Int(prev[candidate & (LZ77.windowSize - 1)])
                if next >= candidate { break }
                candidate = next
                chain -= 1
            }
            return bestLen >= LZ77.minMatch ? (bestLen, bestDist) : (0, 0)
        }
    }
}
