import StrataGeometry

/// Why a font file could not be read: the table and the byte offset (from
/// the start of the file) where reading failed, and what was wrong.
///
/// Reading never goes out of bounds: every read is checked, and a corrupt
/// or truncated file throws this error instead of crashing.
///
/// ```swift
/// do { _ = try FontFace(bytes: bytes) } catch {
///     print(error)   // "font table 'hmtx' at offset 1234: 2 bytes past the end of the table"
/// }
/// ```
public struct FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table being read (`"head"`, `"glyf"`…), or `"header"` / `"ttcf"`
    /// for the file's table directory.
    public var table: String
    /// The byte offset from the start of the file.
    public var offset: Int
    /// What was wrong.
    public var problem: String

    /// An error in `table` at `offset`.
    public init(table: String, offset: Int, problem: String) {
        self.table = table
        self.offset = offset
        self.problem = problem
    }

    /// `font table 'T' at offset N: problem`.
    public var description: String { "font table '\(table)' at offset \(offset): \(problem)" }
}
