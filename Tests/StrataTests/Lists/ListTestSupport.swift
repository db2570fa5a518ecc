import Strata

/// A cell that counts its `prepareForReuse()` calls and remembers the item
/// it was last configured for.
final class CountingCell: CollectionViewCell {
    var reuseCount = 0
    var configuredPath: ItemPath?
    /// Fixed-height content for self-sizing rows.
    let body = View()

    required init(frame: Rect) {
        super.init(frame: frame)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            contentView.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        configuredPath = nil
    }
}

/// A data source of `counts[s]` items per section; each cell's body is
/// `heightOf(item)` high.
@MainActor
final class CountingSource: CollectionViewDataSource {
    var counts: [Int]
    var heightOf: (Int) -> Double = { _ in 20 }
    var configured = 0
    var headers = false

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let counting = cell as? CountingCell {
            counting.configuredPath = indexPath
            counting.body.customIntrinsicContentSize = Size(width: View.noIntrinsicMetric,
                                                            height: heightOf(indexPath.item))
        }
        configured += 1
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: ItemPath) -> CollectionReusableView? {
        guard headers else { return nil }
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header",
                                                                  for: indexPath)
        view.identifier = "\(kind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        return view
    }
}

/// A window of 320 × 480 holding a collection view that fills it.
@MainActor
func makeList(layout: CollectionViewLayout, source: CountingSource,
              size: Size = Size(width: 320, height: 440)) -> (Window, CollectionView) {
    let window = Window(size: Size(width: 320, height: 480))
    let list = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
    list.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    list.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                  withReuseIdentifier: "header")
    list.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                  withReuseIdentifier: "header")
    list.dataSource = source
    keptSources.append(source)   // the data source is weak, as in UIKit
    window.rootView.addSubview(list)
    window.layoutIfNeeded()
    return (window, list)
}

/// The data sources of the lists made by `makeList`, kept alive.
@MainActor
var keptSources: [CountingSource] = []

/// A fixed-height list layout.
@MainActor
func fixedList(_ height: Double) -> ListLayout {
    let layout = ListLayout()
    layout.rowHeight = height
    return layout
}
