/// Why an SVG document could not be read: not well-formed XML, no `<svg>`
/// root, or past one of `SVGLimits`. Unsupported content (text, filters,
/// masks, scripts, external references) is no error: it is skipped and
/// listed in `VectorImage.warnings`.
public struct SVGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, in words.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// `SVG: ` and the message.
    public var description: String { "SVG: \(message)" }
}

/// The bounds on the work an SVG document can ask for: a hostile file is
/// refused or cut, never a hang or a trap.
public enum SVGLimits {
    /// The largest document read, 4 MiB.
    public static let maximumBytes = 4 << 20
    /// The most elements a document may hold, 20,000.
    public static let maximumElements = 20_000
    /// The deepest nesting of elements, 64.
    public static let maximumDepth = 64
    /// The most attributes on one element, 256.
    public static let maximumAttributes = 256
    /// The most shapes drawn (elements reached through `use` included),
    /// 20,000: further shapes are cut with a warning.
    public static let maximumShapes = 20_000
    /// The most path elements (moves, lines, curves) in one drawing,
    /// 1,000,000 over all shapes: further shapes are cut with a warning.
    public static let maximumPathElements = 1_000_000
    /// The deepest chain of `use` references, 16 (a cycle is cut at once).
    public static let maximumUseDepth = 16
    /// The largest magnitude of a coordinate or length, 10⁹: larger
    /// numbers are clamped to it.
    public static let maximumMagnitude = 1e9
}
