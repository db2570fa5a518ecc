import StrataGeometry

/// Why an image could not be made: the PNG chunk and the byte of the file
/// where decoding stopped, and what was wrong.
///
/// Decoding never reads out of bounds and never traps on bad input: a
/// corrupt, truncated or oversized file throws this error instead.
///
/// ```swift
/// do { _ = try Image(pngData: bytes) } catch {
///     print(error)   // "PNG error in IDAT at byte 1234: the zlib stream ends early (truncated data)"
/// }
/// ```
///
/// `offset` counts bytes from the start of the file. For problems found
/// in the decompressed image data (a filter type, a palette index) it is
/// the first byte of the first `IDAT` chunk's data, and `message` names
/// the row or pixel. For a file that cannot be read, `chunk` is `nil` and
/// `offset` is 0.
public struct ImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The chunk being read (`"IHDR"`, `"IDAT"`…), or `nil` when the
    /// problem is outside any chunk (the signature, the file itself).
    public var chunk: String?
    /// The byte offset from the start of the file.
    public var offset: Int
    /// What was wrong.
    public var message: String

    /// An error in `chunk` at `offset`.
    public init(chunk: String?, offset: Int, message: String) {
        self.chunk = chunk
        self.offset = offset
        self.message = message
    }

    /// `PNG error in CHUNK at byte N: message`, or `PNG error at byte N:
    /// message` outside a chunk.
    public var description: String {
        if let chunk { return "PNG error in \(chunk) at byte \(offset): \(message)" }
        return "PNG error at byte \(offset): \(message)"
    }
}
