import StrataGeometry

/// A Huffman decoding table for INFLATE (RFC 1951): a direct lookup on the
/// next `fastBits` bits of the stream for every code that short, and the
/// canonical counts and sorted symbols for the rare longer codes.
///
/// An entry is a `UInt32`:
/// - bits 0–3: the code's length in bits (0: not in the fast table);
/// - bits 4–7: the number of extra bits that follow the code;
/// - bits 8–9: the kind (`literal`, `length`, `endOfBlock`, `invalid`);
/// - bits 16–31: the value (a literal byte, a length or distance base,
///   a code-length symbol).
///
/// The storage is allocated once per decoder and rebuilt in place for
/// every block; `deallocate()` frees it.
struct InflateTable {
    /// Bits looked up at once: codes up to this long decode with one load.
    static let fastBits = 11
    /// `(1 << fastBits) - 1`.
    static let fastMask = (1 << fastBits) - 1

    /// Entry kinds (bits 8–9).
    static let literal: UInt32 = 0 << 8
    static let length: UInt32 = 1 << 8
    static let endOfBlock: UInt32 = 2 << 8
    static let invalid: UInt32 = 3 << 8
    static let kindMask: UInt32 = 3 << 8

    /// The entry for the next `fastBits` bits (bit-reversed codes).
    let fast: UnsafeMutablePointer<UInt32>
    /// `counts[n]`: how many codes have `n` bits.
    let counts: UnsafeMutablePointer<UInt16>
    /// The symbols sorted by code length, then symbol.
    let sorted: UnsafeMutablePointer<UInt16>
    /// Each symbol's entry without its code length.
    let info: UnsafeMutablePointer<UInt32>

    /// Storage for up to `symbols` symbols whose entries are `info`.
    init(info symbolInfo: [UInt32]) {
        fast = .allocate(capacity: 1 << Self.fastBits)
        counts = .allocate(capacity: 16)
        sorted = .allocate(capacity: symbolInfo.count)
        info = .allocate(capacity: symbolInfo.count)
        info.initialize(from: symbolInfo, count: symbolInfo.count)
        fast.initialize(repeating: 0, count: 1 << Self.fastBits)
        counts.initialize(repeating: 0, count: 16)
        sorted.initialize(repeating: 0, count: symbolInfo.count)
    }

    /// Frees the storage.
    func deallocate() {
        fast.deallocate()
        counts.deallocate()
        sorted.deallocate()
        info.deallocate()
    }

    /// How `build` judges a code that does not use every bit pattern.
    enum Completeness {
        /// Every pattern must be a code (the code-length code).
        case complete
        /// A single one-bit code may stand alone, and no codes at all is
        /// allowed (literal/length and distance codes, as zlib allows).
        case singleCodeAllowed
    }

    /// Rebuilds the table for the code lengths `lengths[0..<count]`.
    /// Returns a problem in words, or `nil` when the lengths make a code.
    ///
    /// - Complexity: O(count + 2^fastBits).
    func build(_ lengths: UnsafePointer<UInt8>, count: Int, _ completeness: Completeness) -> String? {
        for n in 0..<16 { counts[n] = 0 }
        for s in 0..<count { counts[Int(lengths[s])] += 1 }
        counts[0] = 0
        var left = 1
        var longest = 0
        for n in 1..<16 {
            left <<= 1
            left -= Int(counts[n])
            if left < 0 { return "the Huffman code lengths are over-subscribed" }
            if counts[n] > 0 { longest = n }
        }
        if left > 0 {
            let allowed = completeness == .singleCodeAllowed && longest <= 1
            if !allowed { return "the Huffman code lengths are incomplete" }
        }
        // Where each length's run starts in `sorted`, and its first code.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 32) { scratch in
            let offset = scratch.baseAddress!, next = offset + 16
            offset[1] = 0
            next[1] = 0
            for n in 2..<16 {
                offset[n] = offset[n - 1] + Int(counts[n - 1])
                next[n] = (next[n - 1] + Int(counts[n - 1])) << 1
            }
            fast.update(repeating: 0, count: 1 << Self.fastBits)
            for s in 0..<count {
                let n = Int(lengths[s])
                guard n > 0 else { continue }
                sorted[offset[n]] = UInt16(s)
                offset[n] += 1
                let code = next[n]
                next[n] += 1
                guard n <= Self.fastBits else { continue }
                var reversed = 0
                for k in 0..<n where code >> k & 1 != 0 { reversed |= 1 << (n - 1 - k) }
                let entry = info[s] | UInt32(n)
                var i = reversed
                while i < 1 << Self.fastBits {
                    fast[i] = entry
                    i += 1 << n
                }
            }
        }
        return nil
    }

    /// The entry (with its code length) of the code at the bottom of
    /// `bits`, decoded bit by bit: the path for codes longer than
    /// `fastBits`, and for bits that start no code. Returns `nil` when the
    /// bits start no code of at most 15 bits.
    ///
    /// - Complexity: O(15).
    func slowDecode(_ bits: UInt64) -> UInt32? {
        var code = 0, first = 0, index = 0
        for n in 1..<16 {
            code |= Int(truncatingIfNeeded: bits >> UInt64(n - 1)) & 1
            let count = Int(counts[n])
            if code >= first && code - first < count {
                return info[Int(sorted[index + code - first])] | UInt32(n)
            }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        return nil
    }
}
