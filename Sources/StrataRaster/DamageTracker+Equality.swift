import Strata

/// Comparing two frames' commands without copying them: a command a view
/// made again unchanged holds the same values and shares its strings',
/// arrays' and faces' storage with the last frame's, so its bytes repeat.
extension DamageTracker {
    /// Whether command `i` of `a` equals command `j` of `b`, given their
    /// cases (`kindA`, `kindB`, from `Structure.kinds`): at once when they
    /// are the same case and their payloads' bytes are the same, else by
    /// `==` (which copies both payloads). Equal bytes mean equal fields,
    /// the same references included; the one value `==` would call
    /// different is a NaN, which draws the same pixels both times. Bytes
    /// the payload does not use (after it, or padding inside) are not
    /// compared, or differ only to fall back on `==`. The cases come from
    /// the structure's walk: reading them here would copy each command
    /// (retaining its strings and arrays) only to switch on it.
    ///
    /// - Complexity: O(1): at most a payload's bytes compared, then `==`.
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<DisplayCommand>, _ i: Int, _ kindA: UInt8,
                      _ b: UnsafeBufferPointer<DisplayCommand>, _ j: Int, _ kindB: UInt8) -> Bool {
        guard kindA == kindB else { return false }
        if sameBytes(UnsafeRawPointer(a.baseAddress! + i), UnsafeRawPointer(b.baseAddress! + j),
                     count: payloadSize(ofKind: kindA)) { return true }
        return a[i] == b[j]
    }

    /// The number `Structure.build` gives each case.
    enum Kind {
        static let rect: UInt8 = 0, pushClip: UInt8 = 1, popClip: UInt8 = 2, text: UInt8 = 3, image: UInt8 = 4
        static let pushTransform: UInt8 = 5, popTransform: UInt8 = 6, shadow: UInt8 = 7, beginLayer: UInt8 = 8
        static let endLayer: UInt8 = 9, gradient: UInt8 = 10, path: UInt8 = 11
    }

    /// The bytes of a case's payload, which a multi-payload enum keeps
    /// from its start.
    @inline(__always)
    static func payloadSize(ofKind kind: UInt8) -> Int {
        switch kind {
        case Kind.rect: MemoryLayout<RectCommand>.size
        case Kind.pushClip: MemoryLayout<(Rect, Double)>.size
        case Kind.text: MemoryLayout<TextRun>.size
        case Kind.image: MemoryLayout<ImageCommand>.size
        case Kind.pushTransform: MemoryLayout<AffineTransform>.size
        case Kind.shadow: MemoryLayout<ShadowCommand>.size
        case Kind.beginLayer: MemoryLayout<Double>.size
        case Kind.gradient: MemoryLayout<GradientCommand>.size
        case Kind.path: MemoryLayout<PathCommand>.size
        default: 0
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
