/// Where lines may break (UAX #14) and where words begin and end
/// (UAX #29), by the rules and the Unicode Character Database of Unicode
/// 15.0 (Docs/Text.md, "Line breaking").
///
/// Offsets count the Unicode scalars before a break, as Unicode's test
/// files do: the end of the text is included, the start is not, and an
/// empty text has none.
///
/// ```swift
/// TextSegmentation.lineBreakOpportunities(in: "a b\u{2028}c")
/// // [(2, .allowed), (4, .mandatory), (5, .mandatory)]
/// TextSegmentation.wordBoundaries(in: "can't stop")   // [5, 6, 10]
/// ```
public enum TextSegmentation {
    /// The line break opportunities of `text` (UAX #14, rules LB1–LB31
    /// of Unicode 15.0, numbers tailored as in its Example 7): each break's
    /// offset in scalars and whether it is mandatory (after a line
    /// separator such as U+2028, `\n` or `\r`, and at the end).
    ///
    /// Thai, Lao, Khmer and Myanmar (class SA) would need a dictionary:
    /// their letters count as alphabetic, so these scripts break only at
    /// spaces and other punctuation.
    /// - Complexity: O(scalars) time and memory (one byte per scalar plus
    ///   the result).
    public static func lineBreakOpportunities(in text: String) -> [(offset: Int, kind: LineBreakKind)] {
        let values = lineBreakValues(text)
        var result: [(offset: Int, kind: LineBreakKind)] = []
        values.withUnsafeBufferPointer { buffer in
            LineBreakRules.breaks(buffer) { result.append((offset: $0, kind: $1)) }
        }
        return result
    }

    /// The word boundaries of `text` (UAX #29, rules WB1–WB999 of
    /// Unicode 15.0): the offset in scalars of every boundary.
    ///
    /// - Complexity: O(scalars) time and memory.
    public static func wordBoundaries(in text: String) -> [Int] {
        let values = wordBreakValues(text)
        var result: [Int] = []
        values.withUnsafeBufferPointer { buffer in
            WordBreakRules.boundaries(buffer) { result.append($0) }
        }
        return result
    }

    /// The line break table value of every scalar.
    static func lineBreakValues(_ text: String) -> [UInt8] {
        values(of: text, in: LineBreakProperty.table)
    }

    /// The word break table value of every scalar.
    static func wordBreakValues(_ text: String) -> [UInt8] {
        values(of: text, in: WordBreakProperty.table)
    }

    /// The value in `table` of every scalar of `text`.
    private static func values(of text: String, in table: PropertyTable) -> [UInt8] {
        var values: [UInt8] = []
        values.reserveCapacity(text.utf8.count)   // at least the number of scalars, in O(1)
        for scalar in text.unicodeScalars { values.append(table[scalar.value]) }
        return values
    }
}
