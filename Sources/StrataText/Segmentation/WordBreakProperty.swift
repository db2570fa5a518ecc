/// The Word_Break property of UAX #29 (Unicode 15.0) and
/// Extended_Pictographic: the namespace of the generated table
/// (`WordBreakProperty+Table.swift`).
enum WordBreakProperty {
    /// The bit set for Extended_Pictographic code points.
    static let pictographic: UInt8 = 0x80

    /// The two-level table, built on first use (about a millisecond).
    static let table = PropertyTable(runs: runs)
}
