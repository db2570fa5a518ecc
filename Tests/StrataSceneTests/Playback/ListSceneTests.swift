import Testing
import Strata
import StrataScene

/// Scene lists (`"type": "list"`): items through a cell template, list and
/// grid layouts, the list steps and what `strata layout` prints for them.
@MainActor
@Suite("Scene lists")
struct ListSceneTests {
    /// A 200 × 100 window filled by a list of `count` rows "Row i" (40
    /// points each unless `keys` say otherwise), with `steps`.
    static func scene(count: Int = 10, keys: String = #""rowHeight": 40"#, steps: String = "[]") throws -> Scene {
        let items = (0..<count).map { "\"Row \($0)\"" }.joined(separator: ", ")
        return try SceneDecoder.decode(text: """
            {"window": {"width": 200, "height": 100},
             "views": [{"id": "list", "type": "list", "frame": [0, 0, 200, 100], \(keys), "items": [\(items)]}],
             "steps": \(steps)}
            """, fileName: "list.json")
    }

    /// The world after every step, applied at once (as `strata layout`).
    static func world(_ scene: Scene) -> SceneWorld {
        let world = SceneWorld(scene: scene)
        world.applyAllSteps()
        return world
    }

    /// The member `key` of the list's entry in the layout snapshot.
    static func printed(_ world: SceneWorld, _ key: String) -> JSONOutput? {
        guard case .object(let top) = SceneSnapshot.layout(world),
              case .object(let views) = top.first(where: { $0.key == "views" })?.value,
              case .object(let list) = views.first(where: { $0.key == "list" })?.value else { return nil }
        return list.first { $0.key == key }?.value
    }

    /// `visibleItems` as printed, for `count` items starting at `first`,
    /// each `height` tall and full width, from `top`.
    static func rows(_ first: Int, count: Int, height: Double = 40, top: Double = 0, width: Double = 200) -> JSONOutput {
        .array((0..<count).map { k in
            .object([("item", .number(Double(first + k))),
                     ("frame", .numbers([0, top + Double(k) * height, width, height]))])
        })
    }

    /// The titles the list's data holds now.
    static func titles(_ world: SceneWorld) -> [String] {
        (world.listItems("list") ?? []).map { $0.values["title"] ?? "?" }
    }

    /// The texts of the labels the visible cells show, top to bottom.
    static func shownTitles(_ world: SceneWorld) -> [String] {
        let list = world.view("list") as! CollectionView
        return list.visibleCells.map { cell in
            var texts: [String] = []
            var pending: [View] = [cell]
            while let v = pending.popLast() {
                if let label = v as? Label { texts.append(label.text) }
                pending += v.subviews.reversed()
            }
            return texts.joined(separator: "|")
        }
    }

    @Test func layoutPrintsTheVisibleItemsTheOffsetAndTheSelection() throws {
        let world = Self.world(try Self.scene())
        #expect(Self.printed(world, "visibleItems") == Self.rows(0, count: 3))
        #expect(Self.printed(world, "contentOffset") == .numbers([0, 0]))
        #expect(Self.printed(world, "selected") == .numbers([]))
        #expect(Self.shownTitles(world) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test(arguments: [("top", 200.0), ("centeredVertically", 170.0), ("bottom", 140.0)])
    func scrollToPutsTheItemAtThePosition(position: String, offset: Double) throws {
        let steps = #"[{"scrollTo": {"list": "list", "item": 5, "position": "\#(position)"}}]"#
        let world = Self.world(try Self.scene(steps: steps))
        #expect(Self.printed(world, "contentOffset") == .numbers([0, offset]))
        let first = Int(offset / 40)
        let count = Int(((offset + 100) / 40).rounded(.up)) - first
        #expect(Self.printed(world, "visibleItems") == Self.rows(first, count: count, top: Double(first) * 40))
    }

    @Test func insertDeleteAndMoveChangeTheItemsAndTheCells() throws {
        let steps = """
            [{"insertItems": {"list": "list", "at": 1, "items": ["New A", "New B"]}},
             {"deleteItems": {"list": "list", "at": [0, 3]}},
             {"moveItem": {"list": "list", "from": 2, "to": 0}}]
            """
        let world = Self.world(try Self.scene(count: 5, steps: steps))
        // [0 A B 1 2 3 4] → delete 0 and 1 → [A B 2 3 4] → move 2 to 0 → [2 A B 3 4]
        #expect(Self.titles(world) == ["Row 2", "New A", "New B", "Row 3", "Row 4"])
        #expect(Self.shownTitles(world) == ["Row 2", "New A", "New B"])
        #expect(Self.printed(world, "visibleItems") == Self.rows(0, count: 3))
    }

    @Test func selectSelectsTheItemAndTheSelectionFollowsInserts() throws {
        let steps = """
            [{"select": {"list": "list", "item": 2}},
             {"insertItems": {"list": "list", "at": 0, "items": ["First"]}}]
            """
        let world = Self.world(try Self.scene(steps: steps))
        #expect(Self.printed(world, "selected") == .numbers([3]))
        let list = try #require(world.view("list") as? CollectionView)
        #expect(list.cellForItem(at: ItemPath(item: 3, section: 0))?.isSelected == true)
        #expect(list.cellForItem(at: ItemPath(item: 2, section: 0))?.isSelected == false)
    }

    @Test func repeatRepeatsTheItemsInOrder() throws {
        let scene = try Self.scene(count: 3, keys: #""rowHeight": 40, "repeat": 100000"#,
                                   steps: #"[{"scrollTo": {"list": "list", "item": 99999, "position": "bottom"}}]"#)
        let world = Self.world(scene)
        let titles = Self.titles(world)
        #expect(titles.count == 100_000)
        #expect(Array(titles[0..<4]) == ["Row 0", "Row 1", "Row 2", "Row 0"])
        #expect(titles[99_999] == "Row 0")
        #expect(Self.printed(world, "contentOffset") == .numbers([0, 3_999_900]))
        let list = try #require(world.view("list") as? CollectionView)
        #expect(list.indexPathsForVisibleItems.map(\.item) == [99_997, 99_998, 99_999])
        // Cost follows what is visible: a handful of cells, not 100,000.
        #expect(list.subviews.count <= 8)
    }

    @Test func objectItemsFillTheBoundLabelsOfTheCell() throws {
        let scene = try SceneDecoder.decode(text: """
            {"window": {"width": 200, "height": 100},
             "views": [{"id": "list", "type": "list", "frame": [0, 0, 200, 100], "rowHeight": 50,
               "items": [{"name": "Ada", "role": "Engineer"}, {"name": "Grace"}],
               "cell": {"id": "row", "type": "stack", "axis": "vertical", "arranged": [
                 {"id": "name", "type": "label", "bind": "name"},
                 {"id": "role", "type": "label", "bind": "role"},
                 {"id": "fixed", "type": "label", "text": "·"}]}}]}
            """, fileName: "people.json")
        let world = Self.world(scene)
        #expect(Self.shownTitles(world) == ["Ada|Engineer|·", "Grace||·"])
        // Template views are not views of the scene: only the list is named.
        #expect(world.views.map(\.id) == ["root", "list"])
    }

    @Test func gridLayoutPlacesItemsInRowsWithTheSpacing() throws {
        let world = Self.world(try Self.scene(count: 7, keys: #""layout": {"grid": {"itemSize": [50, 30], "spacing": 10}}"#))
        // (200 + 10) / 60 → 3 items per row, rows 40 apart.
        let expected: JSONOutput = .array((0..<7).map { i in
            .object([("item", .number(Double(i))),
                     ("frame", .numbers([Double(i % 3) * 60, Double(i / 3) * 40, 50, 30]))])
        })
        #expect(Self.printed(world, "visibleItems") == expected)
    }

    @Test func selfSizingRowsTakeTheirCellsFittingHeight() throws {
        let scene = try SceneDecoder.decode(text: """
            {"window": {"width": 200, "height": 300},
             "views": [{"id": "list", "type": "list", "frame": [0, 0, 200, 300], "estimatedRowHeight": 10,
               "items": [{"h": "a"}, {"h": "b"}],
               "cell": {"id": "row", "type": "stack", "axis": "vertical", "arranged": [
                 {"id": "box", "intrinsicSize": [-1, 33]}, {"id": "label", "type": "label", "bind": "h"}]}}]}
            """, fileName: "sizing.json")
        let world = Self.world(scene)
        let list = try #require(world.view("list") as? CollectionView)
        let cell = try #require(list.cellForItem(at: ItemPath(item: 0, section: 0)))
        let label = Label()
        label.text = "a"
        let height = 33 + label.intrinsicContentSize.height
        #expect(cell.frame == Rect(x: 0, y: 0, width: 200, height: height))
        #expect(list.cellForItem(at: ItemPath(item: 1, section: 0))?.frame == Rect(x: 0, y: height, width: 200, height: height))
    }

    /// The strip's timing: inserts animate over the default 0.3 s, a step's
    /// own `animate`, or not at all with `"animate": false`.
    @Test(arguments: [
        (#""#, 0.3, 0.15, 0.5),
        (#", "animate": {"duration": 1, "curve": "linear"}"#, 1.0, 0.25, 0.25),
        (#", "animate": false"#, 0.0, 0.0, 1.0),
    ])
    func insertAnimatesWithTheStepsTiming(animate: String, end: Double, at t: Double, alpha: Double) throws {
        let steps = #"[{"insertItems": {"list": "list", "at": 0, "items": ["New"]}\#(animate)}]"#
        let timeline = SceneTimeline(world: SceneWorld(scene: try Self.scene(steps: steps)))
        #expect(abs(timeline.endTime - end) <= 1e-9)
        timeline.advance(to: t)
        timeline.world.window.layoutIfNeeded()
        let list = try #require(timeline.world.view("list") as? CollectionView)
        let inserted = try #require(list.cellForItem(at: ItemPath(item: 0, section: 0)))
        #expect(abs(inserted.presentationAlpha - alpha) <= 1e-9)
        timeline.advance(to: end + 0.1)
        #expect(inserted.presentationAlpha == 1)
        #expect(Self.titles(timeline.world).prefix(2) == ["New", "Row 0"])
    }

    @Test func theLongListExampleShowsRowsFromTheMiddle() throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == "long-list" }?.text)
        let scene = try SceneDecoder.decode(text: text, fileName: "long-list.json")
        let world = Self.world(scene)
        let list = try #require(world.view("list") as? CollectionView)
        #expect(world.listItems("list")?.count == 100_000)
        let visible = list.indexPathsForVisibleItems.map(\.item)
        #expect(visible.first == 50_000)
        #expect(list.cellForItem(at: ItemPath(item: 50_000, section: 0))?.frame.minY == list.contentOffset.y)
        #expect(Self.printed(world, "selected") == .numbers([50_002]))
        #expect(list.subviews.count <= 2 * visible.count + 4)
        #expect(scene.steps.contains { $0.playsOverTime })
    }
}
