/// The Line_Break property of UAX #14 (Unicode 15.0), with what rules LB1,
/// LB30 and LB30b need: the namespace of the generated table
/// (`LineBreakProperty+Table.swift`).
enum LineBreakProperty {
    /// The bit set for `OP` and `CP` whose East_Asian_Width is F, W or H.
    static let eastAsianWide: UInt8 = 0x40
    /// The bit set for unassigned Extended_Pictographic code points.
    static let unassignedPictographic: UInt8 = 0x80

    /// The two-level table, built on first use (about a millisecond).
    static let table = PropertyTable(runs: runs)
}
