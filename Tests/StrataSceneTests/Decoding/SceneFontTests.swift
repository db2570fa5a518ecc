import Testing
import Strata
@testable import StrataScene

/// Labels' `font` key: decoding, errors, the fallback warning, and the
/// font the world's label gets.
@MainActor
@Suite struct SceneFontTests {
    static func scene(_ font: String) -> String {
        SceneText.make(views: #"[{"id": "l", "type": "label", "text": "Hi", "font": "# + font + "}]")
    }

    /// `families found: …` or `no fonts were found`, then the files that
    /// could not be read, as the decoder says it on this machine.
    static var found: String { FontLibrary.shared.contentsDescription() }

    @Test(arguments: [
        (#"{"size": 12}"#, "scene.json: views[0].font: missing key 'family'"),
        (#"{"family": 3}"#, "scene.json: views[0].font.family: expected a string, got a number"),
        (#"{"family": "DejaVu Sans", "size": 0}"#, "scene.json: views[0].font.size: font size must be more than 0 and at most 10000 points, got 0"),
        (#"{"family": "DejaVu Sans", "weight": "fat"}"#,
         #"scene.json: views[0].font.weight: unknown weight "fat"; expected one of "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black""#),
        (#"{"family": "DejaVu Sans", "italic": 1}"#, "scene.json: views[0].font.italic: expected true or false, got a number"),
        (#"{"family": "DejaVu Sans", "colour": 1}"#, "scene.json: views[0].font.colour: unknown key"),
        (#""DejaVu Sans""#, "scene.json: views[0].font: expected an object, got a string"),
    ])
    func malformedFonts(font: String, message: String) {
        let errors = SceneText.errors(Self.scene(font))
        #expect(errors.contains { $0.hasPrefix(message) }, "\(errors)")
    }

    @Test func aMissingFamilyIsAnErrorNamingWhatIsInstalled() {
        let errors = SceneText.errors(Self.scene(#"{"family": "No Such Family 19"}"#))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(#"scene.json: views[0].font.family: font family "No Such Family 19" is not installed ("#
                                         + Self.found + ")") == true, "\(errors)")
    }

    @Test func fallbackMakesItAWarningAndUsesTheBuiltinFont() throws {
        let scene = try SceneDecoder.decode(text: Self.scene(#"{"family": "No Such Family 19", "size": 30, "fallback": true}"#),
                                            fileName: "scene.json")
        #expect(scene.warnings == [#"scene.json: views[0].font.family: font family "No Such Family 19" is not installed; "#
                                   + "using the built-in font (\(Self.found))"])
        #expect(scene.views[0].properties.font == SceneFont(family: "No Such Family 19", size: 30, fallback: true))
        let label = try #require(SceneWorld(scene: scene).view("l") as? Label)
        #expect(label.font == .builtin(size: 30))
    }

    /// Whether the shared library has DejaVu Sans, which `anInstalledFamily` asks for.
    nonisolated static let hasDejaVuSans = FontLibrary.shared.bestMatch(family: "DejaVu Sans") != nil

    @Test(.enabled(if: hasDejaVuSans, "DejaVu Sans is not installed (apt-get install fonts-dejavu-core)"))
    func anInstalledFamily() throws {
        let scene = try SceneDecoder.decode(text: Self.scene(#"{"family": "dejavu sans", "weight": "bold"}"#),
                                            fileName: "scene.json")
        #expect(scene.warnings.isEmpty)
        let label = try #require(SceneWorld(scene: scene).view("l") as? Label)
        #expect(label.font.face?.family == "DejaVu Sans")
        #expect(label.font.face?.weightClass == 700)
        #expect(label.font.size == 17)
    }

    @Test func aStepSetsTheFont() throws {
        let text = SceneText.make(views: #"[{"id": "l", "type": "label", "text": "Hi"}]"#,
                                  steps: #"[{"at": 1, "set": {"id": "l", "font": {"family": "No Such Family 19", "size": 30, "fallback": true}}}]"#)
        let scene = try SceneDecoder.decode(text: text, fileName: "scene.json")
        #expect(scene.warnings.count == 1)
        #expect(scene.warnings.first?.hasPrefix("scene.json: steps[0].set.font.family: ") == true, "\(scene.warnings)")
        let world = SceneWorld(scene: scene)
        let label = try #require(world.view("l") as? Label)
        #expect(label.font == .builtin(size: 17))
        world.applyAllSteps()
        #expect(label.font == .builtin(size: 30))
    }
}
