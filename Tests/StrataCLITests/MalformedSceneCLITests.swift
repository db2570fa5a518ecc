import Testing
import StrataScene

/// Malformed scenes fed to the real `strata layout`: each must exit with
/// status 2, print nothing on standard output, and name the file, the JSON
/// path (or line and column) and the problem on standard error.
@Suite("strata layout rejects malformed scenes with exit status 2")
struct MalformedSceneCLITests {
    static let row = #"{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}]}"#

    static let syntaxCases: [MalformedSceneCase] = [
        MalformedSceneCase("truncated object", text: #"{"window": {"width": 375, "height": 66"#,
                           .position(line: 1, column: 39), "expected ',' or '}', got end of input"),
        MalformedSceneCase("truncated after brace", text: "{", .position(line: 1, column: 2),
                           "expected a string key, got end of input"),
        MalformedSceneCase("empty file", text: "", .position(line: 1, column: 1), "expected a value, got end of input"),
        MalformedSceneCase("missing comma on line 2", text: "{\n  \"window\": {\"width\": 1 \"height\": 2}\n}",
                           .position(line: 2, column: 25), "expected ',' or '}', got '\"'"),
        MalformedSceneCase("trailing comma", text: #"{"window": {"width": 375, "height": 667}, "views": [],}"#,
                           .position(line: 1, column: 55), "expected a string key, got '}'"),
        MalformedSceneCase("NaN literal", views: #"[{"id": "a", "alpha": NaN}]"#,
                           .position(line: 1, column: 74), "expected a value, got 'NaN'"),
        MalformedSceneCase("infinite number", views: #"[{"id": "a", "frame": [0, 0, 1e999, 1]}]"#,
                           .position(line: 1, column: 81), "number 1e999 is out of range"),
        MalformedSceneCase("duplicate key", window: #"{"width": 375, "height": 667, "width": 3}"#,
                           .position(line: 1, column: 42), #"duplicate key "width" (first at 1:13)"#),
        MalformedSceneCase("bad unicode escape", views: #"[{"id": "a\u00"}]"#,
                           .position(line: 1, column: 62), "invalid \\u escape"),
    ]

    static let documentCases: [MalformedSceneCase] = [
        MalformedSceneCase("top level array", text: "[]", .document, "expected an object, got an array"),
        MalformedSceneCase("missing window", text: #"{"views": []}"#, .document, "missing key 'window'"),
        MalformedSceneCase("unknown top-level key", text: #"{"window": {"width": 1, "height": 1}, "views": [], "extra": 1}"#,
                           .path("extra"), "unknown key"),
        MalformedSceneCase("views not an array", text: #"{"window": {"width": 1, "height": 1}, "views": {}}"#,
                           .path("views"), "expected an array, got an object"),
        MalformedSceneCase("window height a string", window: #"{"width": 375, "height": "667"}"#,
                           .path("window.height"), "expected a number, got a string"),
        MalformedSceneCase("negative window width", window: #"{"width": -1, "height": 667}"#,
                           .path("window.width"), "width must not be negative, got -1"),
        MalformedSceneCase("unknown layout direction", window: #"{"width": 375, "height": 667, "layoutDirection": "up"}"#,
                           .path("window.layoutDirection"), #"got "up""#),
    ]

    static let viewCases: [MalformedSceneCase] = [
        MalformedSceneCase("id not a string", views: #"[{"id": 4}]"#, .path("views[0].id"), "expected a string, got a number"),
        MalformedSceneCase("reserved id root", views: #"[{"id": "root"}]"#, .path("views[0].id"), "'root' is reserved"),
        MalformedSceneCase("duplicate id", views: #"[{"id": "a"}, {"id": "x", "subviews": [{"id": "a"}]}]"#,
                           .path("views[1].subviews[0].id"), "duplicate id 'a' (first at views[0].id)"),
        MalformedSceneCase("unknown view key", views: ##"[{"id": "a", "colour": "#FF0000"}]"##,
                           .path("views[0].colour"), "unknown key"),
        MalformedSceneCase("unknown view type", views: #"[{"id": "a", "type": "widget"}]"#,
                           .path("views[0].type"), #"got "widget""#),
        MalformedSceneCase("hugging with one number", views: #"[{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}, {"id": "c", "hugging": [250]}]}]"#,
                           .path("views[0].arranged[2].hugging"), "expected 2 numbers, got 1"),
        MalformedSceneCase("hugging priority too high", views: #"[{"id": "a", "hugging": [250, 1001]}]"#,
                           .path("views[0].hugging[1]"), "priority 1001 is outside 1…1000"),
        MalformedSceneCase("compression resistance zero", views: #"[{"id": "a", "compressionResistance": [0, 750]}]"#,
                           .path("views[0].compressionResistance[0]"), "priority 0 is outside 1…1000"),
        MalformedSceneCase("alpha above one", views: #"[{"id": "a", "alpha": 1.5}]"#,
                           .path("views[0].alpha"), "alpha 1.5 is outside 0…1"),
        MalformedSceneCase("alpha below zero", views: #"[{"id": "a", "alpha": -0.1}]"#,
                           .path("views[0].alpha"), "alpha -0.1 is outside 0…1"),
        MalformedSceneCase("negative frame width", views: #"[{"id": "a", "frame": [0, 0, -1, 10]}]"#,
                           .path("views[0].frame[2]"), "width must not be negative, got -1"),
        MalformedSceneCase("frame with three numbers", views: #"[{"id": "a", "frame": [0, 0, 10]}]"#,
                           .path("views[0].frame"), "expected 4 numbers, got 3"),
        MalformedSceneCase("negative intrinsic height", views: #"[{"id": "a", "intrinsicSize": [-1, -2]}]"#,
                           .path("views[0].intrinsicSize[1]"), "got -2"),
        MalformedSceneCase("colour name", views: #"[{"id": "a", "backgroundColor": "red"}]"#,
                           .path("views[0].backgroundColor"), #"invalid colour "red""#),
        MalformedSceneCase("colour bad hex", views: ##"[{"id": "a", "backgroundColor": "#GG0000"}]"##,
                           .path("views[0].backgroundColor"), ##"invalid colour "#GG0000""##),
        MalformedSceneCase("hidden a string", views: #"[{"id": "a", "hidden": "yes"}]"#,
                           .path("views[0].hidden"), "expected true or false, got a string"),
        MalformedSceneCase("margin a string", views: #"[{"id": "a", "layoutMargins": [0, 0, "x", 0]}]"#,
                           .path("views[0].layoutMargins[2]"), "expected a number, got a string"),
        MalformedSceneCase("stack key on plain view", views: #"[{"id": "a", "axis": "vertical"}]"#,
                           .path("views[0].axis"), #"only valid on type "stack""#),
        MalformedSceneCase("custom spacing for a view not arranged", views: #"[{"id": "row", "type": "stack", "arranged": [{"id": "a"}], "customSpacing": {"zz": 1}}]"#,
                           .path("views[0].customSpacing.zz"), "'zz' is not arranged in this stack"),
        MalformedSceneCase("fractional number of lines", views: #"[{"id": "l", "type": "label", "numberOfLines": 1.5}]"#,
                           .path("views[0].numberOfLines"), "expected an integer ≥ 0, got 1.5"),
        MalformedSceneCase("zero font size", views: #"[{"id": "l", "type": "label", "fontSize": 0}]"#,
                           .path("views[0].fontSize"), "font size must be more than 0 and at most 10000 points, got 0"),
    ]

    static let constraintCases: [MalformedSceneCase] = [
        MalformedSceneCase("constraints not an array", constraints: #""x""#, .path("constraints"), "expected an array, got a string"),
        MalformedSceneCase("constraint neither string nor object", views: "[\(row)]", constraints: #"[true]"#,
                           .path("constraints[0]"), "expected a string, got a Boolean"),
        MalformedSceneCase("variant with an unknown size class",
                           views: #"[{"id": "row", "type": "stack", "variants": [{"when": {"width": "huge"}, "set": {"axis": "vertical"}}]}]"#,
                           .path("views[0].variants[0].when.width"), #"expected "compact" or "regular", got "huge""#),
        MalformedSceneCase("resize to a negative width", views: "[\(row)]", steps: #"[{"resize": [-1, 100]}]"#,
                           .path("steps[0].resize[0]"), "width must be in (0, 100000], got -1"),
        MalformedSceneCase("embed of views with different superviews",
                           views: #"[{"id": "p", "subviews": [{"id": "a"}]}, {"id": "b"}]"#, steps: #"[{"embed": {"views": ["a", "b"], "id": "s"}}]"#,
                           .path("steps[0].embed.views"), "the views must be in the window and share one superview"),
        MalformedSceneCase("unknown id in equation", views: "[\(row)]", constraints: #"["row.leading == root.leading", "a.width == ghost.width"]"#,
                           .path("constraints[1]"), "unknown view 'ghost'"),
        MalformedSceneCase("mixed-axis equation", views: "[\(row)]", constraints: #"["a.width == b.top"]"#,
                           .path("constraints[0]"), "cannot relate a size (a.width) to a vertical position (b.top)"),
        MalformedSceneCase("unknown attribute", views: "[\(row)]", constraints: #"["a.middle == b.top"]"#,
                           .path("constraints[0]"), "middle"),
        MalformedSceneCase("equation priority zero", views: "[\(row)]", constraints: #"["a.width == b.width @0"]"#,
                           .path("constraints[0]"), "priority 0 is outside 1…1000"),
        MalformedSceneCase("equation priority too high", views: "[\(row)]", constraints: #"["a.width == b.width @1001"]"#,
                           .path("constraints[0]"), "priority 1001 is outside 1…1000"),
        MalformedSceneCase("dangling minus", views: "[\(row)]", constraints: #"["a.width == b.width -"]"#,
                           .path("constraints[0]"), "expected a number after '-'"),
    ]

    static let stepCases: [MalformedSceneCase] = [
        MalformedSceneCase("steps not an array", steps: "{}", .path("steps"), "expected an array, got an object"),
        MalformedSceneCase("two actions in one step", views: "[\(row)]", steps: #"[{"removeArranged": "a", "removeFromSuperview": "b"}]"#,
                           .path("steps[0]"), "expected exactly one action"),
        MalformedSceneCase("step without action", views: "[\(row)]", steps: "[{}]", .path("steps[0]"), "got none"),
        MalformedSceneCase("set unknown id", views: "[\(row)]", steps: #"[{"set": {"id": "ghost", "hidden": true}}]"#,
                           .path("steps[0].set.id"), "unknown view 'ghost'"),
        MalformedSceneCase("set alpha out of range", views: "[\(row)]", steps: #"[{"set": {"id": "a", "alpha": 2}}]"#,
                           .path("steps[0].set.alpha"), "alpha 2 is outside 0…1"),
        MalformedSceneCase("set type", views: "[\(row)]", steps: #"[{"set": {"id": "a", "type": "label"}}]"#,
                           .path("steps[0].set.type"), "cannot be changed by a step"),
        MalformedSceneCase("remove unknown id", views: "[\(row)]", steps: #"[{"removeArranged": "zz"}]"#,
                           .path("steps[0].removeArranged"), "unknown view 'zz'"),
        MalformedSceneCase("remove root", views: "[\(row)]", steps: #"[{"removeFromSuperview": "root"}]"#,
                           .path("steps[0].removeFromSuperview"), "the root view cannot be removed"),
        MalformedSceneCase("activate unknown id", views: "[\(row)]", steps: #"[{"activate": ["a.width == ghost.width"]}]"#,
                           .path("steps[0].activate[0]"), "unknown view 'ghost'"),
        MalformedSceneCase("activate removed view", views: "[\(row)]", steps: #"[{"removeFromSuperview": "a"}, {"activate": ["a.width == b.width"]}]"#,
                           .path("steps[1].activate[0]"), "view 'a' is not in the window"),
        MalformedSceneCase("deactivate inactive equation", views: "[\(row)]", steps: #"[{"deactivate": ["a.width == 10"]}]"#,
                           .path("steps[0].deactivate[0]"), "no active constraint is 'a.width == 10'"),
        MalformedSceneCase("insert index out of range", views: "[\(row)]", steps: #"[{"insertArranged": {"stack": "row", "index": 5, "view": {"id": "c"}}}]"#,
                           .path("steps[0].insertArranged.index"), "index 5 is outside 0…2"),
        MalformedSceneCase("insert negative index", views: "[\(row)]", steps: #"[{"insertArranged": {"stack": "row", "index": -1, "view": {"id": "c"}}}]"#,
                           .path("steps[0].insertArranged.index"), "index -1 is outside 0…2"),
        MalformedSceneCase("insert fractional index", views: "[\(row)]", steps: #"[{"insertArranged": {"stack": "row", "index": 1.5, "view": {"id": "c"}}}]"#,
                           .path("steps[0].insertArranged.index"), "expected an integer, got 1.5"),
        MalformedSceneCase("insert a second view with an existing id", views: "[\(row)]", steps: #"[{"insertArranged": {"stack": "row", "index": 0, "view": {"id": "b", "alpha": 0.5}}}]"#,
                           .path("steps[0].insertArranged.view.id"), "duplicate id 'b' (first at views[0].arranged[1].id)"),
        MalformedSceneCase("add to a view that is not a stack", views: "[\(row)]", steps: #"[{"addArranged": {"stack": "a", "view": {"id": "c"}}}]"#,
                           .path("steps[0].addArranged.stack"), "'a' is not a stack"),
        MalformedSceneCase("arrange root", views: "[\(row)]", steps: #"[{"addArranged": {"stack": "row", "view": {"id": "root"}}}]"#,
                           .path("steps[0].addArranged.view.id"), "the root view cannot be arranged"),
        MalformedSceneCase("arrange a stack inside itself", views: "[\(row)]", steps: #"[{"addArranged": {"stack": "row", "view": {"id": "row"}}}]"#,
                           .path("steps[0].addArranged.view.id"), "'row' cannot be arranged inside itself"),
        MalformedSceneCase("negative step time", views: "[\(row)]", steps: #"[{"at": -1, "removeArranged": "a"}]"#,
                           .path("steps[0].at"), "must be 0…1000000 seconds, got -1"),
        MalformedSceneCase("unknown curve", views: "[\(row)]", steps: #"[{"animate": {"duration": 1, "curve": "bouncy"}, "removeArranged": "a"}]"#,
                           .path("steps[0].animate.curve"), #"got "bouncy""#),
        MalformedSceneCase("Bezier curve with three numbers", views: "[\(row)]", steps: #"[{"animate": {"duration": 1, "curve": [0, 0, 1]}, "removeArranged": "a"}]"#,
                           .path("steps[0].animate.curve"), "expected 4 numbers, got 3"),
        MalformedSceneCase("negative duration", views: "[\(row)]", steps: #"[{"animate": {"duration": -1}, "removeArranged": "a"}]"#,
                           .path("steps[0].animate.duration"), "duration must be ≥ 0, got -1"),
        MalformedSceneCase("zero damping ratio", views: "[\(row)]", steps: #"[{"animate": {"duration": 1, "dampingRatio": 0}, "removeArranged": "a"}]"#,
                           .path("steps[0].animate.dampingRatio"), "dampingRatio must be positive, got 0"),
    ]

    static let allCases = syntaxCases + documentCases + viewCases + constraintCases + stepCases

    @Test func thereAreAtLeastThirtyCases() {
        #expect(Self.allCases.count >= 30)
    }

    @Test(arguments: allCases)
    func layoutExitsWithStatusTwo(_ scene: MalformedSceneCase) throws {
        let result = try StrataExecutable.run(scene: scene.text, named: scene.fileName) { ["layout", $0] }
        #expect(result.status == 2 && !result.crashed, "\(result)")
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout.prefix(200))")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let line = lines.first { $0.hasPrefix(scene.prefix) }
        #expect(line != nil, "no line starts with '\(scene.prefix)' in: \(result.stderr)")
        #expect(line.map { $0.dropFirst(scene.prefix.count).contains(scene.phrase) } == true,
                "'\(scene.phrase)' missing from: \(result.stderr)")
    }

    /// The executable prints exactly what decoding the same text in
    /// process reports, one problem per line.
    @Test(arguments: allCases)
    func inProcessDecodingReportsTheSameProblems(_ scene: MalformedSceneCase) throws {
        let errors: SceneErrors
        do throws(SceneErrors) {
            _ = try SceneDecoder.decode(text: scene.text, fileName: scene.fileName)
            Issue.record("\(scene.name) decoded without errors")
            return
        } catch {
            errors = error
        }
        #expect(errors.description.hasPrefix(scene.prefix) && errors.description.contains(scene.phrase), "\(errors)")
        let result = try StrataExecutable.run(scene: scene.text, named: scene.fileName) { ["layout", $0] }
        #expect(result.stderr == errors.description + "\n", "executable: \(result.stderr)\nin process: \(errors)")
    }

    /// `render` loads scenes the same way: the same file, path and status.
    @Test(arguments: [documentCases[2], viewCases[1], constraintCases[3], stepCases[1]])
    func renderExitsWithStatusTwo(_ scene: MalformedSceneCase) throws {
        let result = try StrataExecutable.run(scene: scene.text, named: scene.fileName) {
            ["render", $0, "--png", "out.png", "--svg", "out.svg"]
        }
        #expect(result.status == 2 && !result.crashed, "\(result)")
        #expect(result.stderr.contains(scene.prefix) && result.stderr.contains(scene.phrase), "\(result)")
    }

    /// The message names the file as it was given on the command line.
    @Test func messageNamesTheFileAsGiven() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write(#"{"window": {"width": 1, "height": 1}, "views": [{"id": "root"}]}"#, to: "given.json")
        let result = try StrataExecutable.run(["layout", path], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(path): views[0].id: "), "\(result)")
    }

    /// Every problem of a file is reported, one per line, in reading order.
    @Test func everyProblemIsReported() throws {
        let text = #"{"window": {"width": 375, "height": 667}, "views": [{"id": "a", "alpha": 3}, {"id": "a", "hidden": 1}]}"#
        let result = try StrataExecutable.run(scene: text, named: "many.json") { ["layout", $0] }
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").map(String.init) == [
            "many.json: views[0].alpha: alpha 3 is outside 0…1",
            "many.json: views[1].id: duplicate id 'a' (first at views[0].id)",
            "many.json: views[1].hidden: expected true or false, got a number",
        ])
    }
}
