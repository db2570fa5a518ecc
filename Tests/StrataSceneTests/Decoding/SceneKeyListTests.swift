import Strata
import Testing
@testable import StrataScene

/// The window, transform and shadow decoders take exactly the keys of
/// their `SceneKeys` lists (which the JSON Schema writes): each listed key
/// decodes, and a key the list lacks is an error naming the list.
@MainActor
@Suite("Scene key lists: window, transform, shadow")
struct SceneKeyListTests {
    /// A valid value for each listed key.
    static let samples: [String: String] = [
        "window.width": "200", "window.height": "100", "window.layoutDirection": #""rightToLeft""#,
        "window.scale": "2", "window.layoutMargins": "[1, 2, 3, 4]",
        "transform.translate": "[1, 2]", "transform.scale": "[2, 2]", "transform.rotate": "30",
        "shadow.color": ##""#102030""##, "shadow.opacity": "0.5", "shadow.offset": "[0, 2]", "shadow.radius": "4",
    ]

    static func decode(window: String = #""width": 200, "height": 100"#, view: String = "") throws(SceneErrors) -> Scene {
        try SceneDecoder.decode(text: #"{"window": {\#(window)}, "views": [{"id": "v"\#(view)}]}"#, fileName: "k.json")
    }

    @Test(arguments: SceneKeys.window)
    func everyWindowKeyDecodes(_ key: String) throws {
        let sample = try #require(Self.samples["window." + key], "no sample for window.\(key)")
        let others = ["width", "height"].filter { $0 != key }.map { #""\#($0)": 100"# }
        _ = try Self.decode(window: (others + [#""\#(key)": \#(sample)"#]).joined(separator: ", "))
    }

    @Test(arguments: [("transform", SceneKeys.transform), ("shadow", SceneKeys.shadow)])
    func everyEffectKeyDecodes(_ object: String, _ keys: [String]) throws {
        for key in keys {
            let sample = try #require(Self.samples[object + "." + key], "no sample for \(object).\(key)")
            _ = try Self.decode(view: #", "\#(object)": {"\#(key)": \#(sample)}"#)
        }
    }

    @Test(arguments: [
        (#", "transform": {"skew": 1}"#,
         #"k.json: views[0].transform.skew: unknown key (expected "translate", "scale" or "rotate")"#),
        (#", "shadow": {"blur": 1}"#,
         #"k.json: views[0].shadow.blur: unknown key (expected "color", "opacity", "offset" or "radius")"#),
    ])
    func anUnlistedKeyNamesTheList(_ view: String, _ message: String) {
        #expect(throws: (any Error).self) { try Self.decode(view: view) }
        do {
            _ = try Self.decode(view: view)
        } catch {
            #expect(error.errors.map(\.description) == [message])
        }
    }

    @Test func anUnlistedWindowKeyIsAnError() {
        do {
            _ = try Self.decode(window: #""width": 200, "height": 100, "depth": 3"#)
            Issue.record("decoded")
        } catch {
            #expect(error.errors.map(\.description) == ["k.json: window.depth: unknown key"])
        }
    }

    @Test func alternativesReadAsEnglish() {
        #expect(SceneKeys.alternatives(["a"]) == #""a""#)
        #expect(SceneKeys.alternatives(["a", "b"]) == #""a" or "b""#)
        #expect(SceneKeys.alternatives(["a", "b", "c"]) == #""a", "b" or "c""#)
    }
}
