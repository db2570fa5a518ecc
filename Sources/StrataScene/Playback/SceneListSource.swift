import Strata

/// A cell of a scene's list: the list's cell template, built once per
/// cell, and the labels bound to item keys. A selected cell shows a grey
/// background (`SceneListCell.selectedColor`) behind its content.
final class SceneListCell: CollectionViewCell {
    /// The grey of a selected cell (UIKit's `systemGray4`).
    static let selectedColor = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)

    /// The labels of the template that show item values, with their keys.
    var bindings: [(label: Label, key: String)] = []
    /// Whether the template has been built into `contentView`.
    var isBuilt = false

    override var isSelected: Bool {
        didSet { backgroundColor = isSelected ? Self.selectedColor : nil }
    }
}

/// The data of a scene's list: its items, in order, shown through its cell
/// template. Steps change `items` inside the list's batch updates.
@MainActor
final class SceneListSource: CollectionViewDataSource {
    /// The reuse identifier of the cells.
    static let reuseIdentifier = "cell"

    /// The items, in order.
    var items: [SceneListItem]
    /// The VIEW tree each cell holds.
    let template: SceneView
    /// The world whose lists it serves (it builds the cell views).
    unowned let world: SceneWorld

    init(world: SceneWorld, items: [SceneListItem], template: SceneView) {
        self.world = world
        self.items = items
        self.template = template
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    /// A reused cell, its template built the first time, its bound labels
    /// showing the item's values (`""` for a key the item leaves out).
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        let reused = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        guard let cell = reused as? SceneListCell else { return reused }
        if !cell.isBuilt { build(into: cell) }
        let values = items[indexPath.item].values
        for (label, key) in cell.bindings { label.text = values[key] ?? "" }
        return cell
    }

    /// Builds the template into the cell's `contentView`, its root pinned
    /// to the content view's four edges (so self-sizing rows take the
    /// template's fitting height).
    private func build(into cell: SceneListCell) {
        var bindings: [(label: Label, key: String)]? = []
        let root = world.build(template, named: [], bindings: &bindings)
        root.translatesAutoresizingMaskIntoConstraints = false
        let content = cell.contentView
        content.addSubview(root)
        LayoutConstraint.activate([
            root.topAnchor.constraint(equalTo: content.topAnchor),
            root.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            root.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
        cell.bindings = bindings ?? []
        cell.isBuilt = true
    }
}
