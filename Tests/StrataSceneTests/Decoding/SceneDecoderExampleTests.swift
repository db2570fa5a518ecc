import Testing
import Strata
import StrataScene

@Suite("SceneDecoder examples")
struct SceneDecoderExampleTests {
    @Test(arguments: ExampleScenes.all.map(\.name))
    func everyExampleDecodes(name: String) throws {
        let text = try #require(ExampleScenes.all.first { $0.name == name }?.text)
        let scene = try SceneDecoder.decode(text: text, fileName: name)
        #expect(scene.window.width == 375 && scene.window.height == 667)
        #expect(!scene.views.isEmpty && !scene.constraints.isEmpty)
    }

    @Test func cookbookStackDecodesEveryValue() throws {
        let scene = try SceneDecoder.decode(text: ExampleScenes.cookbookSimpleStack, fileName: "c.json")
        #expect(scene.window.layoutMargins == DirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20))
        #expect(scene.window.layoutDirection == .leftToRight && scene.window.scale == nil)
        let stack = scene.views[0]
        #expect(stack.id == "stack" && stack.type == .stack && stack.properties.axis == .vertical && stack.properties.spacing == 8)
        #expect(stack.properties.distribution == nil && stack.properties.alignment == nil)   // defaults: left out
        #expect(stack.path == "views[0]" && stack.location == SourceLocation(line: 13, column: 5))
        #expect(stack.arranged.map(\.id) == ["title", "image", "edit"])
        let title = stack.arranged[0]
        #expect(title.type == .label && title.properties.text == "Flowers" && title.properties.fontSize == 17)
        #expect(title.properties.numberOfLines == nil && title.properties.hugging == nil)
        let image = stack.arranged[1]
        #expect(image.properties.intrinsicSize == Size(width: 320, height: 240))
        #expect(image.properties.hugging == SceneAxisPair(horizontal: 250, vertical: 249))
        #expect(image.properties.compressionResistance == SceneAxisPair(horizontal: 750, vertical: 749))
        #expect(image.properties.backgroundColor == Color(red8: 0x88, green8: 0xAA, blue8: 0x66))
        #expect(image.path == "views[0].arranged[1]")
        #expect(scene.constraints.map(\.description) == [
            "stack.leading == root.leadingMargin", "stack.trailing == root.trailingMargin",
            "stack.top == root.topMargin + 8", "root.bottomMargin == stack.bottom + 8",
        ])
        #expect(scene.allViews.map(\.id) == ["stack", "title", "image", "edit"])
        #expect(scene.view(withID: "edit")?.properties.intrinsicSize == Size(width: 60, height: 34))
        #expect(scene.view(withID: "root") == nil)
        #expect(scene.steps.isEmpty)
    }

    @Test func animationExampleDecodesItsStep() throws {
        let scene = try SceneDecoder.decode(text: ExampleScenes.animateHideLinear, fileName: "a.json")
        #expect(scene.steps.count == 1)
        let step = scene.steps[0]
        #expect(step.at == 0)
        #expect(step.animation == .timing(duration: 0.4, delay: 0, curve: .linear))
        var changes = SceneViewChanges()
        changes.hidden = true
        changes.keys = ["hidden"]
        #expect(step.action == .set(id: "a", changes: changes))
        #expect(step.path == "steps[0]")
    }

    /// A key left out keeps the view type's default, the value the table
    /// in Docs/Scenes.md gives: checked on the built views.
    @MainActor @Test func defaultsFollowTheTable() throws {
        let scene = try SceneDecoder.decode(text: SceneText.make(views: """
            [{"id": "v"}, {"id": "s", "type": "scroll"}, {"id": "l", "type": "label"},
             {"id": "k", "type": "stack"}]
            """), fileName: "d.json")
        #expect(scene.views.allSatisfy { $0.properties.keys.isEmpty && $0.frame == nil })
        #expect(scene.window.layoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let world = SceneWorld(scene: scene)
        let v = try #require(world.view("v"))
        #expect(v.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(!v.isHidden && v.alpha == 1 && v.backgroundColor == nil)
        #expect(v.contentHuggingPriority(for: .horizontal) == LayoutPriority(250))
        #expect(v.contentHuggingPriority(for: .vertical) == LayoutPriority(250))
        #expect(v.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(750))
        #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(v.semanticContentAttribute == .unspecified)
        let label = try #require(world.view("l") as? Label)
        #expect(label.text == "" && label.fontSize == 17 && label.numberOfLines == 1)
        #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        let stack = try #require(world.view("k") as? StackView)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        let scroll = try #require(world.view("s") as? ScrollView)
        #expect(scroll.automaticallyDerivesContentSize)
    }

    @Test func readsEveryKey() throws {
        let views = #"""
        [{"id": "s", "type": "stack", "frame": [1, 2, 3, 4], "hugging": [1, 1000], "compressionResistance": [10, 20],
          "hidden": true, "alpha": 0.5, "backgroundColor": "#11223344", "layoutMargins": [1, 2, 3, 4],
          "semanticContentAttribute": "forceRightToLeft", "axis": "vertical", "distribution": "equalCentering",
          "alignment": "lastBaseline", "spacing": -2, "baselineRelativeArrangement": true,
          "layoutMarginsRelativeArrangement": true, "customSpacing": {"b": 12, "a": 3},
          "subviews": [{"id": "sub", "baselines": [12, 4]}],
          "arranged": [{"id": "a", "type": "label", "text": "x\ny", "fontSize": 9.5, "numberOfLines": 0},
                       {"id": "b", "type": "scroll", "contentSize": [100, 900]}]}]
        """#
        let window = #"{"width": 10, "height": 20, "layoutDirection": "rightToLeft", "scale": 2, "layoutMargins": [0, 1, 2, 3]}"#
        let scene = try SceneDecoder.decode(text: SceneText.make(views: views, window: window), fileName: "k.json")
        #expect(scene.window == SceneWindow(width: 10, height: 20, layoutDirection: .rightToLeft, scale: 2,
                                            layoutMargins: DirectionalEdgeInsets(top: 0, leading: 1, bottom: 2, trailing: 3)))
        let s = scene.views[0]
        #expect(s.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(s.properties.hugging == SceneAxisPair(horizontal: 1, vertical: 1000))
        #expect(s.properties.compressionResistance == SceneAxisPair(horizontal: 10, vertical: 20))
        #expect(s.properties.hidden == true && s.properties.alpha == 0.5 && s.properties.backgroundColor == Color(red8: 0x11, green8: 0x22, blue8: 0x33, alpha8: 0x44))
        #expect(s.properties.layoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(s.properties.semanticContentAttribute == .forceRightToLeft && s.properties.axis == .vertical)
        #expect(s.properties.distribution == .equalCentering && s.properties.alignment == .lastBaseline && s.properties.spacing == -2)
        #expect(s.properties.baselineRelativeArrangement == true && s.properties.layoutMarginsRelativeArrangement == true)
        #expect(s.customSpacing == [SceneCustomSpacing(id: "b", spacing: 12), SceneCustomSpacing(id: "a", spacing: 3)])
        #expect(s.subviews[0].properties.baselines == SceneBaselines(first: 12, last: 4))
        #expect(s.arranged[0].properties.text == "x\ny" && s.arranged[0].properties.fontSize == 9.5 && s.arranged[0].properties.numberOfLines == 0)
        #expect(s.arranged[1].properties.contentSize == Size(width: 100, height: 900))
        #expect(scene.allViews.map(\.id) == ["s", "sub", "a", "b"])
    }

    @Test func loadReadsAFileAndNamesItByPathInErrors() throws {
        let directory = FileManagerHelper.temporaryDirectory()
        let good = directory + "/good.json"
        let bad = directory + "/bad.json"
        try FileManagerHelper.write(ExampleScenes.fillEquallyRow, to: good)
        try FileManagerHelper.write("{\"window\": {\"width\": 1, \"height\": 1}, \"views\": [{\"id\": \"root\"}]}", to: bad)
        #expect(try Scene.load(path: good).views[0].arranged.count == 4)
        #expect(throws: SceneErrors([SceneError(file: bad, path: "views[0].id",
                                                message: "'root' is reserved for the window's root view",
                                                location: SourceLocation(line: 1, column: 56))])) {
            try Scene.load(path: bad)
        }
        #expect((try? Scene.load(path: directory + "/missing.json")) == nil)
    }
}
