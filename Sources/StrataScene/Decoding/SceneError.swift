/// One problem in a scene file: the file, the JSON path and what is wrong.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name, e.g. `scene.json`.
    public var file: String
    /// The JSON path, e.g. `views[0].arranged[2].hugging`; empty for the
    /// document itself or for syntax errors.
    public var path: String
    /// What is wrong.
    public var message: String
    /// Where in the file, when known.
    public var location: SourceLocation?
    /// Whether this is a JSON syntax error (described as `file:line:column: message`).
    public var isSyntaxError: Bool

    /// Creates an error.
    public init(file: String, path: String, message: String, location: SourceLocation? = nil,
                isSyntaxError: Bool = false) {
        self.file = file
        self.path = path
        self.message = message
        self.location = location
        self.isSyntaxError = isSyntaxError
    }

    /// `file: path: message`, `file: message` when the path is empty, or
    /// `file:line:column: message` for syntax errors.
    public var description: String {
        if isSyntaxError, let location { return "\(file):\(location): \(message)" }
        if path.isEmpty { return "\(file): \(message)" }
        return "\(file): \(path): \(message)"
    }
}

/// Every problem found in a scene file, in the order they were found.
public struct SceneErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems (never empty when thrown).
    public var errors: [SceneError]

    /// Creates a list.
    public init(_ errors: [SceneError]) {
        self.errors = errors
    }

    /// One problem per line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
