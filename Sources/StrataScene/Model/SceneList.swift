import Strata

/// What a `list` view of a scene starts with: its items, its cell template
/// and its layout (`items`, `cell`, `layout`, `rowHeight`,
/// `estimatedRowHeight`, `repeat` keys). Set once, when the view is made;
/// `insertItems`, `deleteItems` and `moveItem` steps change the items.
public struct SceneList: Sendable, Hashable {
    /// The items given in the file, in order.
    public var items: [SceneListItem] = []
    /// With `repeat`, the number of items the list has: `items` repeated
    /// in order until there are this many; `nil` keeps `items` as they are.
    public var repeatCount: Int?
    /// The VIEW tree each cell holds, filling its `contentView`; `nil`
    /// for the default cell (one label bound to `title`).
    public var cell: SceneView? {
        get { cellStorage.first }
        set { cellStorage = newValue.map { [$0] } ?? [] }
    }
    /// `cell`, held in an array (a view cannot hold a view directly).
    private var cellStorage: [SceneView] = []
    /// The layout.
    public var layout = SceneListLayout.list
    /// `ListLayout.rowHeight`: a fixed row height; `nil` sizes rows
    /// from their cells.
    public var rowHeight: Double?
    /// `ListLayout.estimatedRowHeight` (44 when not given).
    public var estimatedRowHeight: Double?

    /// The defaults: no items, the default cell, a self-sizing list.
    public init() {}

    /// The number of items the list starts with.
    public var count: Int { repeatCount ?? items.count }

    /// The items the list starts with: `items`, repeated up to `repeatCount`.
    /// - Complexity: O(`count`).
    public var expandedItems: [SceneListItem] {
        guard let repeatCount, !items.isEmpty else { return items }
        var result: [SceneListItem] = []
        result.reserveCapacity(repeatCount)
        for i in 0..<repeatCount { result.append(items[i % items.count]) }
        return result
    }

    /// The default cell: a stack with 16-point side margins and 11-point
    /// top and bottom margins around one label of any number of lines,
    /// bound to `title`; `defaultCellText` decoded as a file's `cell` is,
    /// so its keys and values come from the `SceneProperty` table.
    public static let defaultCell: SceneView = SceneDecoding.decodeBuiltinCell(defaultCellText)

    /// The default cell in the scene format (Docs/Scenes.md, the `cell` key).
    static let defaultCellText = """
        {"id": "cell", "type": "stack", "layoutMargins": [11, 16, 11, 16], "layoutMarginsRelativeArrangement": true,
         "arranged": [{"id": "title", "type": "label", "numberOfLines": 0, "bind": "title"}]}
        """
}

/// One item of a list: the values its cell's bound labels show, by key
/// (a string item is `["title": text]`).
public struct SceneListItem: Sendable, Hashable {
    /// The values by key (looked up, never iterated).
    public var values: [String: String]

    /// Creates an item.
    public init(_ values: [String: String]) {
        self.values = values
    }
}

/// A list's layout (`layout` key): `"list"` or
/// `{ "grid": { "itemSize": [w, h], "spacing": s } }`.
public enum SceneListLayout: Sendable, Hashable {
    /// A `ListLayout`: one full-width row per item.
    case list
    /// A `GridLayout` of `itemSize` items, `spacing` apart in both
    /// directions.
    case grid(itemSize: Size, spacing: Double)
}

/// Where a `scrollTo` step puts the item (`position` key).
public enum SceneScrollPosition: String, Sendable, Hashable, CaseIterable {
    /// The item's top at the top of the list.
    case top
    /// The item's centre at the list's centre.
    case centeredVertically
    /// The item's bottom at the bottom of the list.
    case bottom

    /// The collection view's value.
    public var position: CollectionView.ScrollPosition {
        switch self {
        case .top: .top
        case .centeredVertically: .centeredVertically
        case .bottom: .bottom
        }
    }
}
