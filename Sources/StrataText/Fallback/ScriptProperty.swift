/// The Unicode Script property (Scripts.txt, Unicode 15.0) that font
/// fallback chooses a cascade by, with two refinements of `Common`:
/// `"Emoji"` (Emoji_Presentation) and `"Symbols"` (General_Category Sm or
/// So). The namespace of the generated table (`ScriptProperty+Table.swift`,
/// from `Scripts/generate-script-table`).
enum ScriptProperty {
    /// The two-level table, built on first use.
    static let table = PropertyTable(runs: runs)

    /// The value of `"Unknown"`.
    static let unknown: UInt8 = 0
    /// The value of `"Common"`.
    static let common: UInt8 = 1
    /// The value of `"Inherited"`.
    static let inherited: UInt8 = 2
    /// The value of `"Emoji"`.
    static let emoji: UInt8 = 3
    /// The value of `"Symbols"`.
    static let symbols: UInt8 = 4

    /// The script value of `scalar`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func value(of scalar: UInt32) -> UInt8 { table[scalar] }

    /// The script name of a value (`"Han"`, `"Latin"`, `"Emoji"`).
    static func name(of value: UInt8) -> String {
        Int(value) < names.count ? names[Int(value)] : "Unknown"
    }
}
