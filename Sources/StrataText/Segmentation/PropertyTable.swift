/// A two-level lookup table of one byte per Unicode code point, built once
/// from the sorted runs a generated table lists (`first << 8 | value`,
/// Scripts/generate-segmentation-tables).
///
/// Blocks of 128 code points that hold the same bytes are stored once, so
/// the table takes about 17 KB of block indices plus the distinct blocks.
struct PropertyTable: Sendable {
    /// The code points of a block: 2^7.
    static let blockShift: UInt32 = 7
    /// Block number → the offset of its bytes in `values`.
    private let blocks: [UInt32]
    /// The distinct blocks, one after the other.
    private let values: [UInt8]

    /// Builds the table from runs that start at U+0000 and are sorted.
    ///
    /// - Complexity: O(0x110000) once; the runs come from the generator
    ///   (trusted, compiled in).
    init(runs: [UInt32]) {
        let blockSize = 1 << Int(PropertyTable.blockShift)
        let blockCount = 0x110000 >> Int(PropertyTable.blockShift)
        var blocks: [UInt32] = []
        blocks.reserveCapacity(blockCount)
        var values: [UInt8] = []
        var seen: [[UInt8]: UInt32] = [:]
        var uniform = [UInt32](repeating: UInt32.max, count: 256)   // value → its block of that value alone
        var run = 0
        var block = [UInt8](repeating: 0, count: blockSize)
        for b in 0..<blockCount {
            let base = UInt32(b << Int(PropertyTable.blockShift))
            while run + 1 < runs.count, runs[run + 1] >> 8 <= base { run += 1 }
            let value = runs.isEmpty ? 0 : UInt8(truncatingIfNeeded: runs[run])
            if run + 1 >= runs.count || runs[run + 1] >> 8 >= base + UInt32(blockSize) {
                // The whole block is in one run.
                if uniform[Int(value)] == UInt32.max {
                    uniform[Int(value)] = UInt32(values.count)
                    values.append(contentsOf: repeatElement(value, count: blockSize))
                }
                blocks.append(uniform[Int(value)])
                continue
            }
            var r = run
            for i in 0..<blockSize {
                let codePoint = base + UInt32(i)
                while r + 1 < runs.count, runs[r + 1] >> 8 <= codePoint { r += 1 }
                block[i] = UInt8(truncatingIfNeeded: runs[r])
            }
            if let offset = seen[block] {
                blocks.append(offset)
            } else {
                let offset = UInt32(values.count)
                seen[block] = offset
                values.append(contentsOf: block)
                blocks.append(offset)
            }
        }
        self.blocks = blocks
        self.values = values
    }

    /// The byte of `scalar`.
    ///
    /// - Complexity: O(1), two array reads, no allocation.
    @inline(__always)
    subscript(scalar: UInt32) -> UInt8 {
        let offset = blocks[Int(scalar >> PropertyTable.blockShift)]
        return values[Int(offset) &+ Int(scalar & 0x7F)]
    }
}
