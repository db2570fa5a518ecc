import StrataScene

/// Builds scene texts and collects the messages decoding them produces.
enum SceneText {
    /// A scene with a 375×667 window and the given JSON fragments.
    static func make(views: String = "[]", constraints: String? = nil, steps: String? = nil,
                     window: String = #"{"width": 375, "height": 667}"#) -> String {
        var text = "{\"window\": \(window), \"views\": \(views)"
        if let constraints { text += ", \"constraints\": \(constraints)" }
        if let steps { text += ", \"steps\": \(steps)" }
        return text + "}"
    }

    /// The error descriptions of decoding `text` as `scene.json`; empty when it decodes.
    static func errors(_ text: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(text: text, fileName: "scene.json")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }
}
