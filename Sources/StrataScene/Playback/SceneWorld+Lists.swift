import Strata

extension SceneWorld {
    /// Makes a `list` view: a `CollectionView` with a `ListLayout` or
    /// `GridLayout`, whose data source shows the items through the cell
    /// template.
    func makeList(_ spec: SceneView) -> View {
        let layout: CollectionViewLayout
        switch spec.list.layout {
        case .list:
            let list = ListLayout()
            list.rowHeight = spec.list.rowHeight
            if let estimate = spec.list.estimatedRowHeight { list.estimatedRowHeight = estimate }
            layout = list
        case .grid(let itemSize, let spacing):
            let grid = GridLayout()
            grid.itemSize = itemSize
            grid.interitemSpacing = spacing
            grid.lineSpacing = spacing
            layout = grid
        }
        let view = CollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(SceneListCell.self, forCellWithReuseIdentifier: SceneListSource.reuseIdentifier)
        let source = SceneListSource(world: self, items: spec.list.expandedItems, template: spec.list.cell ?? SceneList.defaultCell)
        listSources[spec.id] = source
        view.dataSource = source
        return view
    }

    /// The items a list shows now (`nil` when `id` is not a list).
    public func listItems(_ id: String) -> [SceneListItem]? {
        listSources[id]?.items
    }

    /// Applies a list step: `insertItems`, `deleteItems` and `moveItem` as
    /// one batch update with `timing` (`nil`: at once), `scrollTo` and a
    /// list's `select` at once. Other actions are ignored.
    public func applyList(_ action: SceneAction, timing: TimingParameters?) {
        func target(_ id: String) -> (CollectionView, SceneListSource)? {
            guard let list = view(id) as? CollectionView, let source = listSources[id] else { return nil }
            return (list, source)
        }
        let path = { (item: Int) in ItemPath(item: item, section: 0) }
        switch action {
        case .insertItems(let id, let at, let items, _):
            guard let (list, source) = target(id) else { return }
            list.performBatchUpdates({
                source.items.insert(contentsOf: items, at: at)
                list.insertItems(at: (at..<at + items.count).map(path))
            }, timing: timing)
        case .deleteItems(let id, let positions, _):
            guard let (list, source) = target(id) else { return }
            list.performBatchUpdates({
                for position in positions.sorted(by: >) { source.items.remove(at: position) }
                list.deleteItems(at: positions.map(path))
            }, timing: timing)
        case .moveItem(let id, let from, let to, _):
            guard let (list, source) = target(id) else { return }
            list.performBatchUpdates({
                source.items.insert(source.items.remove(at: from), at: to)
                list.moveItem(at: path(from), to: path(to))
            }, timing: timing)
        case .scrollTo(let id, let item, let position):
            guard let (list, _) = target(id) else { return }
            // Unanimated, the list measures the rows it brings into view and
            // lands exactly (self-sizing rows move the item from its estimate).
            list.layoutIfNeeded()
            list.scrollToItem(at: path(item), at: position.position, animated: false)
        case .selectItem(let id, let item):
            guard let (list, _) = target(id) else { return }
            list.selectItem(at: path(item), animated: false, scrollPosition: [])
        default:
            break
        }
    }
}
