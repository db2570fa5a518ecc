import StrataScene

/// The example scenes with expected values in `Examples/`, read from their
/// built-in copies in `BuiltinScenes` (a test keeps those equal to the
/// files), so the tests that use them need no files.
enum ExampleScenes {
    /// Their names (file names without `.json`).
    static let names = ["animate-hide-linear", "cookbook-simple-stack", "fill-equally-row",
                        "hidden-collapses-spacing", "buttons-centered"]

    /// The text of the built-in copy of example `name`.
    static func text(_ name: String) -> String {
        guard let scene = BuiltinScenes.all.first(where: { $0.name == name }) else {
            preconditionFailure("ExampleScenes: no built-in scene named \(name)")
        }
        return scene.text
    }

    /// `animate-hide-linear.json`.
    static var animateHideLinear: String { text("animate-hide-linear") }
    /// `cookbook-simple-stack.json`.
    static var cookbookSimpleStack: String { text("cookbook-simple-stack") }
    /// `fill-equally-row.json`.
    static var fillEquallyRow: String { text("fill-equally-row") }

    /// Every example: file name and text.
    static let all: [(name: String, text: String)] = names.map { ($0 + ".json", text($0)) }
}
