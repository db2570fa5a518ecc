import Testing

/// One malformed scene for the executable: the text, where the problem is
/// and a key phrase of the message that must name it.
struct MalformedSceneCase: Sendable, CustomTestStringConvertible {
    /// Where a message points.
    enum Place: Sendable {
        /// The document itself: `file: message`.
        case document
        /// A JSON path: `file: PATH: message`.
        case path(String)
        /// A syntax error at a line and column: `file:LINE:COLUMN: message`.
        case position(line: Int, column: Int)
    }

    /// A short name, also used (slugged) as the scene's file name.
    let name: String
    /// The scene text.
    let text: String
    /// Where the message must point.
    let place: Place
    /// A phrase the message must contain after the place.
    let phrase: String

    var testDescription: String { name }

    /// The file name the scene is written to: the name in kebab case.
    var fileName: String {
        let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(slug) + ".json"
    }

    /// The text that must start the message: the file and the place.
    var prefix: String {
        switch place {
        case .document: "\(fileName): "
        case .path(let path): "\(fileName): \(path): "
        case .position(let line, let column): "\(fileName):\(line):\(column): "
        }
    }

    /// A scene with the given document text.
    init(_ name: String, text: String, _ place: Place, _ phrase: String) {
        self.name = name
        self.text = text
        self.place = place
        self.phrase = phrase
    }

    /// A scene with a 375×667 window and the given JSON fragments.
    init(_ name: String, views: String = "[]", constraints: String? = nil, steps: String? = nil,
         window: String = #"{"width": 375, "height": 667}"#, _ place: Place, _ phrase: String) {
        var text = "{\"window\": \(window), \"views\": \(views)"
        if let constraints { text += ", \"constraints\": \(constraints)" }
        if let steps { text += ", \"steps\": \(steps)" }
        self.init(name, text: text + "}", place, phrase)
    }
}
