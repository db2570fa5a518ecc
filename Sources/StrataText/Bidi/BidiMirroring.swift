/// Mirrored glyphs (`BidiMirroring.txt`, the Bidi_Mirroring_Glyph property):
/// a character at an odd (right-to-left) level whose mirror exists is drawn
/// as its mirror (rule L4), such as `(` drawn as `)`.
///
/// ```swift
/// BidiMirroring.mirror(of: "(")   // ")"
/// BidiMirroring.mirror(of: "a")   // nil
/// ```
///
/// A font's `rtlm` feature can mirror more characters; that is the shaper's part.
public enum BidiMirroring {
    /// The mirrored scalar of `scalar`, or nil when it has none in
    /// `BidiMirroring.txt` (some Bidi_Mirrored characters have no mirror there).
    ///
    /// - Complexity: O(log 428), no allocation.
    public static func mirror(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        return table.withUnsafeBufferPointer { entries -> Unicode.Scalar? in
            guard let first = entries.first, let last = entries.last,
                  value >= UInt32(truncatingIfNeeded: first >> 32),
                  value <= UInt32(truncatingIfNeeded: last >> 32) else { return nil }
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) >> 1
                let key = UInt32(truncatingIfNeeded: entries[middle] >> 32)
                if key == value { return Unicode.Scalar(UInt32(truncatingIfNeeded: entries[middle])) }
                if key < value { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}
