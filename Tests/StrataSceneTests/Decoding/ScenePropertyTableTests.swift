import Foundation
import Strata
import Testing
@testable import StrataScene

/// `SceneProperty.all` is the one declaration of every settable property:
/// these tests tie it to `SceneViewChanges`, to the key table and the
/// variant paragraph of Docs/Scenes.md, and to playback.
@Suite("Scene property table")
struct ScenePropertyTableTests {
    /// The package's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A PNG file of Tests/Fixtures/PNG for `src`.
    static let pngFixture = "type6-depth8.png"

    /// Keys of the VIEW table that are structure, not properties.
    static let structuralKeys: Set<String> = ["id", "type", "subviews", "arranged", "variants"]

    /// The backticked names in `text`.
    static func names(in text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Docs/Scenes.md's VIEW table: each key with its types (`nil`: all).
    static func documentedKeys() throws -> [String: [String]?] {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/Scenes.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("**VIEW** keys") })
        var keys: [String: [String]?] = [:]
        for line in lines[(start + 4)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let types: [String]? = cells[2] == "all" ? nil : names(in: Substring(cells[2]))
            for key in names(in: Substring(cells[1])) { keys[key] = types }
        }
        return keys
    }

    @Test func everyFieldOfSceneViewChangesIsOneProperty() {
        // `vectorSrc` is the other half of `src`: an SVG file or URI fills it instead of `src`.
        let fields = Set(Mirror(reflecting: SceneViewChanges()).children.compactMap(\.label)).subtracting(["keys", "vectorSrc"])
        let keys = SceneProperty.all.map(\.key)
        #expect(Set(keys) == fields)
        #expect(Set(keys).count == keys.count, "a key is declared twice")
    }

    @Test func theDocsTableListsEveryPropertyWithItsTypes() throws {
        let documented = try Self.documentedKeys()
        for property in SceneProperty.all {
            let types = try #require(documented[property.key], "Docs/Scenes.md has no row for '\(property.key)'")
            #expect(types == property.viewTypes?.map(\.rawValue), "types of '\(property.key)'")
        }
        let known = Set(SceneProperty.all.map(\.key)).union(Self.structuralKeys)
            .union(SceneDecoding.controlKeyTypes.keys).union(SceneDecoding.listKeys).union(["bind"])
        #expect(Set(documented.keys).subtracting(known).sorted() == [], "documented keys that are not keys")
        #expect(known.subtracting(documented.keys).sorted() == [], "keys missing from the docs")
    }

    @Test func theDocsVariantParagraphListsTheVariantKeys() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Scenes.md"), encoding: .utf8)
        let start = try #require(text.range(of: "A variant's `set` may hold"))
        let end = try #require(text.range(of: "with the same values", range: start.upperBound..<text.endIndex))
        let listed = Self.names(in: text[start.upperBound..<end.lowerBound])
        #expect(Set(listed) == Set(SceneProperty.variantKeys))
        #expect(SceneVariant.keys == SceneProperty.variantKeys)
    }

    /// Every property's `set` step reaches the view: decoded, applied, and
    /// visible in what the view reports.
    @Test @MainActor func aSetStepOfEveryPropertyReachesTheView() throws {
        let values: [String: String] = [
            "frame": "[1, 2, 30, 40]", "intrinsicSize": "[5, 6]", "baselines": "[3, 4]", "hugging": "[100, 200]",
            "compressionResistance": "[300, 400]", "hidden": "true", "focusable": "true", "alpha": "0.5",
            "backgroundColor": "\"#ff0000\"", "layoutMargins": "[1, 2, 3, 4]",
            "semanticContentAttribute": "\"forceRightToLeft\"", "axis": "\"vertical\"",
            "distribution": "\"fillEqually\"", "alignment": "\"center\"", "spacing": "7",
            "customSpacing": "{\"x\": 9}", "baselineRelativeArrangement": "true",
            "layoutMarginsRelativeArrangement": "true", "contentSize": "[500, 600]", "text": "\"hey\"",
            "fontSize": "21", "font": "{\"family\": \"No Such Family\", \"size\": 33, \"fallback\": true}", "numberOfLines": "3",
            "language": "\"ja\"",
            "placeholder": "\"Name\"", "secure": "true", "maximumLength": "4", "textAlignment": "\"center\"",
            "baseWritingDirection": "\"rightToLeft\"",
            "editable": "false",
            "tintColor": "\"#00ff00\"", "contentMode": "\"bottomRight\"", "renderingMode": "\"alwaysTemplate\"",
            "capInsets": "[1, 2, 3, 4]", "src": "\"\(Self.root.path)/Tests/Fixtures/PNG/\(Self.pngFixture)\"",
            "transform": "{\"translate\": [5, 0]}", "shadow": "{\"radius\": 9}", "cornerRadius": "4",
            "colors": "[\"#00ff00\"]", "locations": "[0.5]", "start": "[0, 0]", "end": "[1, 1]",
            "gradientType": "\"radial\"", "textColor": "\"#ff0000\"", "imagePadding": "6",
            "path": "\"M 0 0 L 10 0 Q 10 10 0 10 Z\"", "fillColor": "null", "fillRule": "\"evenOdd\"",
            "strokeColor": "\"#0000ff\"", "lineWidth": "3", "lineCap": "\"round\"", "lineJoin": "\"bevel\"",
            "miterLimit": "4", "lineDashPattern": "[2, 1]", "lineDashPhase": "0.5", "strokeStart": "0.25",
            "strokeEnd": "0.75",
        ]
        #expect(Set(values.keys) == Set(SceneProperty.all.map(\.key)), "a new property needs a value here")
        for property in SceneProperty.all {
            let type = property.viewType ?? .view
            var arranged = type == .stack ? #", "arranged": [{"id": "x"}, {"id": "y"}]"# : ""
            if type == .image && property.key != "src" { arranged = ", \"src\": \(values["src"]!)" }
            let scene = """
                {"window": {"width": 200, "height": 200},
                 "views": [{"id": "v", "type": "\(type.rawValue)"\(arranged)}],
                 "steps": [{"set": {"id": "v", "\(property.key)": \(values[property.key]!)}}]}
                """
            let world = SceneWorld(scene: try SceneDecoder.decode(text: scene, fileName: "p.json"))
            #expect(!Self.reached(property.key, world.view("v")!), "'\(property.key)' already has the value")
            let timeline = SceneTimeline(world: world)
            timeline.advance(to: 0)
            #expect(Self.reached(property.key, world.view("v")!), "a set step of '\(property.key)' did not reach the view")
        }
    }

    /// Whether `view` has the value `aSetStepOfEveryPropertyReachesTheView` sets.
    @MainActor static func reached(_ key: String, _ view: View) -> Bool {
        switch key {
        case "frame": view.frame == Rect(x: 1, y: 2, width: 30, height: 40)
        case "hidden": view.isHidden
        case "intrinsicSize": view.intrinsicContentSize == Size(width: 5, height: 6)
        case "baselines": view.firstBaselineOffsetFromTop == 3 && view.lastBaselineOffsetFromBottom == 4
        case "hugging": view.contentHuggingPriority(for: .vertical) == LayoutPriority(200)
        case "compressionResistance": view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(400)
        case "focusable": view.isFocusable
        case "alpha": view.alpha == 0.5
        case "backgroundColor": view.backgroundColor == Color(red: 1, green: 0, blue: 0)
        case "layoutMargins": view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        case "semanticContentAttribute": view.semanticContentAttribute == .forceRightToLeft
        case "axis": (view as? StackView)?.axis == .vertical
        case "distribution": (view as? StackView)?.distribution == .fillEqually
        case "alignment": (view as? StackView)?.alignment == .center
        case "spacing": (view as? StackView)?.spacing == 7
        case "customSpacing": (view as? StackView).map { $0.customSpacing(after: $0.arrangedSubviews[0]) == 9 } ?? false
        case "baselineRelativeArrangement": (view as? StackView)?.isBaselineRelativeArrangement == true
        case "layoutMarginsRelativeArrangement": (view as? StackView)?.isLayoutMarginsRelativeArrangement == true
        case "contentSize": (view as? ScrollView)?.contentSize == Size(width: 500, height: 600)
        case "text": (view as? Label)?.text == "hey"
        case "textColor": (view as? Label)?.textColor == Color(red: 1, green: 0, blue: 0)
        case "imagePadding": (view as? Button)?.imagePadding == 6
        case "fontSize": (view as? Label)?.fontSize == 21
        case "font": (view as? Label)?.fontSize == 33
        case "numberOfLines": (view as? Label)?.numberOfLines == 3
        case "language": (view as? Label)?.language == "ja"
        case "placeholder": (view as? TextField)?.placeholder == "Name"
        case "secure": (view as? TextField)?.isSecureTextEntry == true
        case "maximumLength": (view as? TextField)?.maximumLength == 4
        case "textAlignment": (view as? TextField)?.textAlignment == .center || (view as? Label)?.textAlignment == .center
        case "baseWritingDirection": (view as? Label)?.baseWritingDirection == .rightToLeft
        case "editable": (view as? TextView)?.isEditable == false
        case "tintColor": view.tintColor == Color(red: 0, green: 1, blue: 0)
        case "contentMode": view.contentMode == .bottomRight
        case "src": (view as? ImageView)?.image != nil
        case "renderingMode": (view as? ImageView)?.image?.renderingMode == .alwaysTemplate
        case "capInsets": (view as? ImageView)?.image?.capInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        case "transform": view.transform == AffineTransform(translationX: 5, y: 0)
        case "shadow": view.shadowRadius == 9 && view.shadowOpacity == 1
        case "cornerRadius": view.cornerRadius == 4
        case "colors": (view as? GradientView)?.colors == [.green]
        case "locations": (view as? GradientView)?.locations == [0.5]
        case "start": (view as? GradientView)?.startPoint == Point(x: 0, y: 0)
        case "end": (view as? GradientView)?.endPoint == Point(x: 1, y: 1)
        case "gradientType": (view as? GradientView)?.type == .radial
        case "path": (view as? ShapeView)?.path == Path(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 0)),
                                                                  .quadCurve(to: Point(x: 0, y: 10), control: Point(x: 10, y: 10)),
                                                                  .closeSubpath])
        case "fillColor": (view as? ShapeView).map { $0.fillColor == nil } ?? false
        case "fillRule": (view as? ShapeView)?.fillRule == .evenOdd
        case "strokeColor": (view as? ShapeView)?.strokeColor == Color(red: 0, green: 0, blue: 1)
        case "lineWidth": (view as? ShapeView)?.lineWidth == 3
        case "lineCap": (view as? ShapeView)?.lineCap == .round
        case "lineJoin": (view as? ShapeView)?.lineJoin == .bevel
        case "miterLimit": (view as? ShapeView)?.miterLimit == 4
        case "lineDashPattern": (view as? ShapeView)?.lineDashPattern == [2, 1]
        case "lineDashPhase": (view as? ShapeView)?.lineDashPhase == 0.5
        case "strokeStart": (view as? ShapeView)?.strokeStart == 0.25
        case "strokeEnd": (view as? ShapeView)?.strokeEnd == 0.75
        default: false
        }
    }
}
