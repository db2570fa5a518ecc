import StrataGeometry

/// Strata's built-in font: a monospaced 5×7 pixel design, scaled to any
/// size, covering printable ASCII (other characters draw as `?`).
///
/// All metrics are linear in the point size. With the design unit
/// `u = size / 10`:
///
/// | metric | value | at 17 pt |
/// | --- | --- | --- |
/// | `ascender` (baseline to top of line) | `9u = 0.9·size` | 15.3 |
/// | `descender` (baseline to bottom, positive) | `3u = 0.3·size` | 5.1 |
/// | `lineHeight` (`ascender + descender`) | `12u = 1.2·size` | 20.4 |
/// | `advance` (every character) | `6u = 0.6·size` | 10.2 |
/// | `capHeight` | `7u` | 11.9 |
/// | `xHeight` | `5u` | 8.5 |
///
/// A glyph cell `(column c, row r)` is the square of side `u` at
/// `x = origin + c·u`, `y = baseline + (r − 7)·u`: 5 columns of ink and one
/// of spacing per character; rows 0–6 above the baseline, 7–8 below.
public struct BuiltinFont: Sendable, Hashable {
    /// The name used in `TextRun.fontName`.
    public static let name = "builtin"
    /// The glyph width in design units (columns of ink).
    public static let glyphColumns = 5
    /// The glyph height in design units (7 above the baseline, 2 below).
    public static let glyphRows = 9
    /// The rows of a glyph above the baseline.
    public static let rowsAboveBaseline = 7
    /// Design units per em (per point of size).
    public static let unitsPerEm = 10.0

    /// The point size.
    public var size: Double

    /// The font at `size` points (must be ≥ 0).
    public init(size: Double) {
        precondition(size >= 0 && size.isFinite, "Font size must be finite and not negative, got \(size)")
        self.size = size
    }

    /// The design unit: one glyph pixel, `size / 10` points.
    @inlinable public var unit: Double { size / 10 }
    /// From the baseline up to the top of a line: `0.9·size`.
    @inlinable public var ascender: Double { size * 9 / 10 }
    /// From the baseline down to the bottom of a line (positive): `0.3·size`.
    @inlinable public var descender: Double { size * 3 / 10 }
    /// The distance between baselines of consecutive lines: `1.2·size`.
    @inlinable public var lineHeight: Double { size * 12 / 10 }
    /// The advance of every character: `0.6·size`.
    @inlinable public var advance: Double { size * 6 / 10 }
    /// The height of capitals above the baseline: `0.7·size`.
    @inlinable public var capHeight: Double { size * 7 / 10 }
    /// The height of lowercase letters such as `x`: `0.5·size`.
    @inlinable public var xHeight: Double { size * 5 / 10 }

    /// The width of `count` characters: `count · advance`.
    @inlinable
    public func width(ofCharacters count: Int) -> Double { Double(count) * size * 6 / 10 }

    /// The glyph index (0…94, i.e. ASCII − 32) drawn for a character:
    /// printable ASCII as itself, a tab as a space, anything else as `?`.
    public static func glyphIndex(for character: Character) -> Int {
        guard let ascii = character.asciiValue else { return 0x3F - 32 }
        if ascii == 9 { return 0 }
        return (32...126).contains(ascii) ? Int(ascii) - 32 : 0x3F - 32
    }

    /// The row bits of a glyph (bit 4 = leftmost column).
    ///
    /// - Parameters:
    ///   - index: a glyph index from `glyphIndex(for:)`.
    ///   - row: 0…8, top to bottom.
    @inlinable
    public static func glyphRow(_ index: Int, row: Int) -> UInt8 {
        precondition((0..<95).contains(index) && (0..<glyphRows).contains(row),
                     "Glyph \(index) row \(row) out of range")
        return glyphBitsStorage[index * 9 + row]
    }

    /// Whether glyph `index` has ink at `(column, row)`.
    @inlinable
    public static func isInked(_ index: Int, column: Int, row: Int) -> Bool {
        precondition((0..<glyphColumns).contains(column), "Glyph column \(column) out of range")
        return glyphRow(index, row: row) & (0x10 >> UInt8(column)) != 0
    }

    /// The glyph data, visible to inlinable code.
    @usableFromInline
    static var glyphBitsStorage: [UInt8] { glyphBits }
}
