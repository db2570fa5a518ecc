import Testing
import StrataScene

/// One malformed scene and the exact messages it must produce.
struct MalformedScene: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let errors: [String]

    var testDescription: String { name }

    init(_ name: String, views: String = "[]", constraints: String? = nil, steps: String? = nil,
         window: String = #"{"width": 375, "height": 667}"#, _ errors: [String]) {
        self.name = name
        self.text = SceneText.make(views: views, constraints: constraints, steps: steps, window: window)
        self.errors = errors
    }

    init(_ name: String, text: String, _ errors: [String]) {
        self.name = name
        self.text = text
        self.errors = errors
    }
}

@Suite("SceneDecoder errors")
struct SceneDecoderErrorTests {
    static let stack = #"{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}]}"#

    static let documentCases: [MalformedScene] = [
        MalformedScene("syntax error", text: "{\n  \"window\": {\"width\": 1 \"height\": 2}\n}",
                       ["scene.json:2:25: expected ',' or '}', got '\"'"]),
        MalformedScene("top level not an object", text: "[]", ["scene.json: expected an object, got an array"]),
        MalformedScene("missing window and views", text: "{}",
                       ["scene.json: missing key 'window'", "scene.json: missing key 'views'"]),
        MalformedScene("unknown top-level key", text: #"{"window": {"width": 1, "height": 1}, "views": [], "extra": 1}"#,
                       ["scene.json: extra: unknown key"]),
        MalformedScene("window missing height, negative width", window: #"{"width": -1}"#,
                       ["scene.json: window.width: width must not be negative, got -1",
                        "scene.json: window: missing key 'height'"]),
        MalformedScene("window bad values", window: #"{"width": 1, "height": "2", "scale": 0, "layoutDirection": "up", "layoutMargins": [1], "size": 3}"#,
                       ["scene.json: window.height: expected a number, got a string",
                        "scene.json: window.scale: scale must be positive, got 0",
                        #"scene.json: window.layoutDirection: expected one of "leftToRight", "rightToLeft", got "up""#,
                        "scene.json: window.layoutMargins: expected 4 numbers, got 1",
                        "scene.json: window.size: unknown key"]),
        MalformedScene("views not an array", text: #"{"window": {"width": 1, "height": 1}, "views": {}}"#,
                       ["scene.json: views: expected an array, got an object"]),
    ]

    static let viewCases: [MalformedScene] = [
        MalformedScene("view not an object", views: "[3]", ["scene.json: views[0]: expected an object, got a number"]),
        MalformedScene("missing id", views: #"[{"type": "view"}]"#, ["scene.json: views[0]: missing key 'id'"]),
        MalformedScene("empty id", views: #"[{"id": ""}]"#, ["scene.json: views[0].id: id must not be empty"]),
        MalformedScene("id not a string", views: #"[{"id": 4}]"#, ["scene.json: views[0].id: expected a string, got a number"]),
        MalformedScene("root reserved", views: #"[{"id": "root"}]"#,
                       ["scene.json: views[0].id: 'root' is reserved for the window's root view"]),
        MalformedScene("duplicate id", views: #"[{"id": "a"}, {"id": "x", "subviews": [{"id": "a"}]}]"#,
                       ["scene.json: views[1].subviews[0].id: duplicate id 'a' (first at views[0].id)"]),
        MalformedScene("unknown key", views: ##"[{"id": "a"}, {"id": "b", "colour": "#FF0000"}]"##,
                       ["scene.json: views[1].colour: unknown key"]),
        MalformedScene("unknown type", views: #"[{"id": "a", "type": "widget"}]"#,
                       [#"scene.json: views[0].type: expected one of "view", "stack", "label", "scroll", "button", "switch", "slider", "segmented", "textField", "textView", "image", "gradient", "list", "shape", got "widget""#]),
        MalformedScene("hugging count", views: #"[{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}, {"id": "c", "hugging": [250]}]}]"#,
                       ["scene.json: views[0].arranged[2].hugging: expected 2 numbers, got 1"]),
        MalformedScene("hugging not an array", views: #"[{"id": "a", "hugging": 250}]"#,
                       ["scene.json: views[0].hugging: expected an array of 2 numbers, got a number"]),
        MalformedScene("priority out of range", views: #"[{"id": "a", "hugging": [0, 1001], "compressionResistance": [1, "x"]}]"#,
                       ["scene.json: views[0].hugging[0]: priority 0 is outside 1…1000",
                        "scene.json: views[0].hugging[1]: priority 1001 is outside 1…1000",
                        "scene.json: views[0].compressionResistance[1]: expected a number, got a string"]),
        MalformedScene("alpha out of range", views: #"[{"id": "a", "alpha": 1.5}, {"id": "b", "alpha": -0.1}]"#,
                       ["scene.json: views[0].alpha: alpha 1.5 is outside 0…1",
                        "scene.json: views[1].alpha: alpha -0.1 is outside 0…1"]),
        MalformedScene("negative frame size", views: #"[{"id": "a", "frame": [-5, -5, -1, 10]}]"#,
                       ["scene.json: views[0].frame[2]: width must not be negative, got -1"]),
        MalformedScene("bad intrinsic size", views: #"[{"id": "a", "intrinsicSize": [-1, -2]}]"#,
                       ["scene.json: views[0].intrinsicSize[1]: expected -1 (no intrinsic height) or a height ≥ 0, got -2"]),
        MalformedScene("bad label values", views: #"[{"id": "l", "type": "label", "fontSize": 0, "numberOfLines": -1, "text": 5}]"#,
                       ["scene.json: views[0].fontSize: font size must be more than 0 and at most 10000 points, got 0",
                        "scene.json: views[0].numberOfLines: expected an integer ≥ 0, got -1",
                        "scene.json: views[0].text: expected a string, got a number"]),
        MalformedScene("fractional lines", views: #"[{"id": "l", "type": "label", "numberOfLines": 1.5}]"#,
                       ["scene.json: views[0].numberOfLines: expected an integer ≥ 0, got 1.5"]),
        MalformedScene("type-specific keys", views: #"[{"id": "a", "axis": "vertical", "text": "hi"}, {"id": "s", "type": "stack", "intrinsicSize": [1, 1]}, {"id": "l", "type": "label", "contentSize": [1, 1]}]"#,
                       [#"scene.json: views[0].axis: only valid on type "stack", not "view""#,
                        #"scene.json: views[0].text: only valid on types "label", "textField", "textView", not "view""#,
                        #"scene.json: views[1].intrinsicSize: only valid on type "view", not "stack""#,
                        #"scene.json: views[2].contentSize: only valid on type "scroll", not "label""#]),
        MalformedScene("type given after type-specific key", views: #"[{"id": "a", "axis": "vertical", "type": "label"}]"#,
                       [#"scene.json: views[0].axis: only valid on type "stack", not "label""#]),
        MalformedScene("bad colours", views: ##"[{"id": "a", "backgroundColor": "#12"}, {"id": "b", "backgroundColor": "red"}, {"id": "c", "backgroundColor": "#GG0000"}]"##,
                       [##"scene.json: views[0].backgroundColor: invalid colour "#12": expected #RRGGBB or #RRGGBBAA"##,
                        ##"scene.json: views[1].backgroundColor: invalid colour "red": expected #RRGGBB or #RRGGBBAA"##,
                        ##"scene.json: views[2].backgroundColor: invalid colour "#GG0000": expected #RRGGBB or #RRGGBBAA"##]),
        MalformedScene("enum values", views: #"[{"id": "s", "type": "stack", "axis": "diagonal", "distribution": "fillEvenly", "alignment": "middle"}, {"id": "v", "semanticContentAttribute": 1}]"#,
                       [#"scene.json: views[0].axis: expected one of "horizontal", "vertical", got "diagonal""#,
                        #"scene.json: views[0].distribution: expected one of "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering", got "fillEvenly""#,
                        #"scene.json: views[0].alignment: expected one of "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline", got "middle""#,
                        "scene.json: views[1].semanticContentAttribute: expected a string, got a number"]),
        MalformedScene("booleans", views: #"[{"id": "a", "hidden": "yes"}, {"id": "s", "type": "stack", "baselineRelativeArrangement": 1}]"#,
                       ["scene.json: views[0].hidden: expected true or false, got a string",
                        "scene.json: views[1].baselineRelativeArrangement: expected true or false, got a number"]),
        MalformedScene("custom spacing for a view not arranged", views: #"[{"id": "row", "type": "stack", "arranged": [{"id": "a"}], "subviews": [{"id": "s"}], "customSpacing": {"a": 4, "s": 2, "zz": 1, "b": "x"}}]"#,
                       ["scene.json: views[0].customSpacing.b: expected a number, got a string",
                        "scene.json: views[0].customSpacing.s: 's' is not arranged in this stack",
                        "scene.json: views[0].customSpacing.zz: 'zz' is not arranged in this stack"]),
        MalformedScene("subviews not an array", views: #"[{"id": "a", "subviews": {}}]"#,
                       ["scene.json: views[0].subviews: expected an array, got an object"]),
        MalformedScene("list keys of the wrong type or range", views: #"[{"id": "list", "type": "list", "items": "a", "rowHeight": 0, "estimatedRowHeight": -2, "repeat": 2.5, "layout": "table"}]"#,
                       ["scene.json: views[0].items: expected an array, got a string",
                        "scene.json: views[0].rowHeight: must be in (0, 1000000] points, got 0",
                        "scene.json: views[0].estimatedRowHeight: must be in (0, 1000000] points, got -2",
                        "scene.json: views[0].repeat: expected an integer, got 2.5",
                        #"scene.json: views[0].layout: expected "list" or { "grid": {...} }, got "table""#]),
        MalformedScene("list keys together", views: #"[{"id": "list", "type": "list", "items": ["a", "b", {"title": "c", "colour": "red"}], "rowHeight": 30, "estimatedRowHeight": 40, "repeat": 2}, {"id": "grid", "type": "list", "layout": {"grid": {"itemSize": [0, 10], "gap": 1}}, "rowHeight": 9, "repeat": 5}]"#,
                       ["scene.json: views[0].estimatedRowHeight: give rowHeight or estimatedRowHeight, not both",
                        "scene.json: views[0].repeat: repeat 2 is less than the 3 items given",
                        "scene.json: views[0].items[2]: no label of the cell binds 'colour' (bound: 'title')",
                        "scene.json: views[1].layout.grid.gap: unknown key",
                        "scene.json: views[1].layout.grid.itemSize[0]: width must be in (0, 1000000], got 0",
                        "scene.json: views[1].repeat: repeat 5 needs at least one item"]),
        MalformedScene("list keys off lists, bind off cells", views: #"[{"id": "a", "items": []}, {"id": "l", "type": "label", "bind": "x"}, {"id": "list", "type": "list", "cell": {"id": "row", "bind": "y", "variants": [], "subviews": [{"id": "inner", "type": "list"}]}}]"#,
                       [#"scene.json: views[0].items: only valid on type "list", not "view""#,
                        "scene.json: views[1].bind: only valid on a label in a list's cell",
                        #"scene.json: views[2].cell.bind: only valid on type "label", not "view""#,
                        "scene.json: views[2].cell.variants: not allowed in a list's cell",
                        "scene.json: views[2].cell.subviews[0].type: a list's cell cannot hold a list"]),
        MalformedScene("odd keys quoted in paths", views: #"[{"id": "a", "my key": 1}]"#,
                       [#"scene.json: views[0]["my key"]: unknown key"#]),
    ]

    static let constraintCases: [MalformedScene] = [
        MalformedScene("constraint syntax", views: "[\(stack)]", constraints: #"["row.leading == root.leading", "a.top == root.top", "stack. == root.leading"]"#,
                       ["scene.json: constraints[2]: expected an attribute after 'stack.'\n  stack. == root.leading\n        ^"]),
        MalformedScene("unknown view in constraint", views: "[\(stack)]", constraints: #"["row.leading == nope.leading", "ghost.width == 10"]"#,
                       ["scene.json: constraints[0]: unknown view 'nope'\n  row.leading == nope.leading\n                 ^",
                        "scene.json: constraints[1]: unknown view 'ghost'\n  ghost.width == 10\n  ^"]),
        MalformedScene("mixed axes", views: "[\(stack)]", constraints: #"["a.width == b.top"]"#,
                       ["scene.json: constraints[0]: cannot relate a size (a.width) to a vertical position (b.top)\n  a.width == b.top\n             ^"]),
        MalformedScene("constraint object without an equation", views: "[\(stack)]", constraints: #"[{"a": 1}]"#,
                       ["scene.json: constraints[0].a: unknown key", "scene.json: constraints[0]: missing key 'equation'"]),
        MalformedScene("constraint neither string nor object", views: "[\(stack)]", constraints: #"[true]"#,
                       ["scene.json: constraints[0]: expected a string, got a Boolean"]),
        MalformedScene("constraint with an unknown size class", views: "[\(stack)]",
                       constraints: #"[{"equation": "row.width == 10", "when": {"width": "huge"}}]"#,
                       [#"scene.json: constraints[0].when.width: expected "compact" or "regular", got "huge""#]),
        MalformedScene("constraint with an empty condition", views: "[\(stack)]",
                       constraints: #"[{"equation": "row.width == 10", "when": {}}]"#,
                       ["scene.json: constraints[0].when: name 'width', 'height' or both"]),
        MalformedScene("variant with an unknown size class",
                       views: #"[{"id": "s", "type": "stack", "variants": [{"when": {"height": "tiny"}, "set": {"axis": "vertical"}}]}]"#,
                       [#"scene.json: views[0].variants[0].when.height: expected "compact" or "regular", got "tiny""#]),
        MalformedScene("variant with a key it cannot set",
                       views: #"[{"id": "s", "type": "stack", "variants": [{"when": {"width": "compact"}, "set": {"frame": [0, 0, 1, 1]}}]}]"#,
                       ["scene.json: views[0].variants[0].set.frame: not a property a variant can set (axis, distribution, alignment, spacing, baselineRelativeArrangement, layoutMarginsRelativeArrangement, hidden, layoutMargins)"]),
        MalformedScene("variant with a value of the wrong type",
                       views: #"[{"id": "s", "type": "stack", "variants": [{"when": {"width": "compact"}, "set": {"spacing": "wide"}}]}]"#,
                       ["scene.json: views[0].variants[0].set.spacing: expected a number, got a string"]),
        MalformedScene("variant with a key of another view type",
                       views: #"[{"id": "v", "variants": [{"when": {"width": "compact"}, "set": {"axis": "vertical"}}]}]"#,
                       [#"scene.json: views[0].variants[0].set.axis: only valid on type "stack", not "view""#]),
        MalformedScene("variant without set", views: #"[{"id": "v", "variants": [{"when": {"width": "compact"}}]}]"#,
                       ["scene.json: views[0].variants[0]: missing key 'set'"]),
    ]

    @Test(arguments: documentCases + viewCases + constraintCases)
    func reportsEveryProblem(scene: MalformedScene) {
        #expect(SceneText.errors(scene.text) == scene.errors)
    }
}
