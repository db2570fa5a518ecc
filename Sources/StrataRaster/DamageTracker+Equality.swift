import Strata

/// Comparing two frames' commands without copying them: a command a view
/// made again unchanged holds the same values and shares its strings',
/// arrays' and faces' storage with the last frame's, so its bytes repeat.
extension DamageTracker {
    /// Whether command `i` of `a` equals command `j` of `b`: at once when
    /// they are the same case and their payloads' bytes are the same, else
    /// by `==` (which copies both payloads). Equal bytes mean equal
    /// fields, the same references included; the one value `==` would
    /// call different is a NaN, which draws the same pixels both times.
    /// Bytes the payload does not use (after it, or padding inside) are
    /// not compared, or differ only to fall back on `==`.
    ///
    /// - Complexity: O(1): at most a payload's bytes compared, then `==`.
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<DisplayCommand>, _ i: Int,
                      _ b: UnsafeBufferPointer<DisplayCommand>, _ j: Int) -> Bool {
        let pa = a.baseAddress! + i, pb = b.baseAddress! + j
        let (kind, size) = layout(of: pa)
        guard kind == layout(of: pb).kind else { return false }
        if sameBytes(UnsafeRawPointer(pa), UnsafeRawPointer(pb), count: size) { return true }
        return a[i] == b[j]
    }

    /// The command's case (a number) and the bytes of its payload, which
    /// a multi-payload enum keeps from its start.
    @inline(__always)
    static func layout(of command: UnsafePointer<DisplayCommand>) -> (kind: Int, size: Int) {
        switch command.pointee {
        case .rect: (0, MemoryLayout<RectCommand>.size)
        case .pushClip: (1, MemoryLayout<(Rect, Double)>.size)
        case .popClip: (2, 0)
        case .text: (3, MemoryLayout<TextRun>.size)
        case .image: (4, MemoryLayout<ImageCommand>.size)
        case .pushTransform: (5, MemoryLayout<AffineTransform>.size)
        case .popTransform: (6, 0)
        case .shadow: (7, MemoryLayout<ShadowCommand>.size)
        case .beginLayer: (8, MemoryLayout<Double>.size)
        case .endLayer: (9, 0)
        case .gradient: (10, MemoryLayout<GradientCommand>.size)
        case .path: (11, MemoryLayout<PathCommand>.size)
        }
    }

    /// Whether `count` bytes at `a` and `b` are the same (words, then bytes; no branch per word).
    @inline(__always)
    static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        var difference: UInt64 = 0
        while offset + 8 <= count {
            difference |= a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < count {
            difference |= UInt64(a.load(fromByteOffset: offset, as: UInt8.self) ^ b.load(fromByteOffset: offset, as: UInt8.self))
            offset += 1
        }
        return difference == 0
    }
}
