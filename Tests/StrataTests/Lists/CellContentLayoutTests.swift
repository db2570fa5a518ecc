import Strata
import Testing

/// A cell whose body is pinned to the content view's top and leading edges
/// only, so its size is its intrinsic size.
final class PinnedCell: CollectionViewCell {
    let body = View()
    var top: LayoutConstraint!

    required init(frame: Rect) {
        super.init(frame: frame)
        body.translatesAutoresizingMaskIntoConstraints = false
        body.customIntrinsicContentSize = Size(width: 100, height: 20)
        contentView.addSubview(body)
        top = body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            top,
        ])
    }
}

/// `count` rows of `PinnedCell`.
@MainActor
final class PinnedRows: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "pinned", for: indexPath)
    }
}

@MainActor
@Suite("CollectionView: cells solve their own constraints")
struct CellContentLayoutTests {
    @Test("a cell's content is placed by its constraints at the cell's size")
    func placed() {
        let (_, list) = makeList(layout: fixedList(44), source: CountingSource(counts: [30]))
        let cell = list.cellForItem(at: ItemPath(item: 3, section: 0)) as! CountingCell
        #expect(cell.frame == Rect(x: 0, y: 132, width: 320, height: 44))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        // Top 4, bottom 4, both edges: the body takes the rest.
        #expect(cell.body.frame == Rect(x: 0, y: 4, width: 320, height: 36))
    }

    @Test("changes inside a cell lay it out again", arguments: [0, 1, 2, 3, 4])
    func changes(kind: Int) {
        let window = Window(size: Size(width: 320, height: 480))
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: fixedList(44))
        list.register(PinnedCell.self, forCellWithReuseIdentifier: "pinned")
        let source = PinnedRows(count: 20)
        list.dataSource = source
        window.rootView.addSubview(list)
        window.layoutIfNeeded()
        let cell = list.cellForItem(at: ItemPath(item: 1, section: 0)) as! PinnedCell
        #expect(cell.body.frame == Rect(x: 16, y: 4, width: 100, height: 20))
        switch kind {
        case 0:
            cell.body.customIntrinsicContentSize = Size(width: 60, height: 30)
            window.layoutIfNeeded()
            #expect(cell.body.frame == Rect(x: 16, y: 4, width: 60, height: 30))
        case 1:
            cell.body.widthAnchor.constraint(equalToConstant: 50).isActive = true
            window.layoutIfNeeded()
            #expect(cell.body.frame == Rect(x: 16, y: 4, width: 50, height: 20))
        case 3:
            cell.top.constant = 10
            window.layoutIfNeeded()
            #expect(cell.body.frame == Rect(x: 16, y: 10, width: 100, height: 20))
        case 4:
            // A frame set on a view the constraints hang from.
            let anchor = View(frame: Rect(x: 200, y: 2, width: 30, height: 30))
            cell.contentView.addSubview(anchor)
            cell.top.isActive = false
            cell.body.topAnchor.constraint(equalTo: anchor.bottomAnchor).isActive = true
            window.layoutIfNeeded()
            #expect(cell.body.frame == Rect(x: 16, y: 32, width: 100, height: 20))
            anchor.frame = Rect(x: 200, y: 5, width: 30, height: 30)
            window.layoutIfNeeded()
            #expect(cell.body.frame == Rect(x: 16, y: 35, width: 100, height: 20))
        default:
            let extra = View()
            extra.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(extra)
            LayoutConstraint.activate([
                extra.leadingAnchor.constraint(equalTo: cell.body.trailingAnchor, constant: 8),
                extra.topAnchor.constraint(equalTo: cell.body.topAnchor),
                extra.widthAnchor.constraint(equalToConstant: 10),
                extra.heightAnchor.constraint(equalTo: cell.body.heightAnchor),
            ])
            window.layoutIfNeeded()
            #expect(extra.frame == Rect(x: 124, y: 4, width: 10, height: 20))
        }
        withExtendedLifetime(source) {}
    }
}
