/// A syntax error in a JSON text, with the location of the offending
/// character.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong, e.g. `expected ',' or '}'`.
    public var message: String

    /// Creates an error.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// The form `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
