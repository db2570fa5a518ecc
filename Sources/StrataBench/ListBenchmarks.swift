import Strata

/// A self-sizing row: a body view 16 to 45 points high, 4 points inside
/// the content view's top and bottom.
final class BenchRowCell: CollectionViewCell {
    let body = View()

    required init(frame: Rect) {
        super.init(frame: frame)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            contentView.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
        ])
    }
}

/// `count` self-sizing rows in one section.
@MainActor
final class BenchRows: CollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        if let row = cell as? BenchRowCell {
            row.body.customIntrinsicContentSize = Size(width: View.noIntrinsicMetric,
                                                       height: Double(16 + indexPath.item % 30))
            row.body.backgroundColor = indexPath.item % 2 == 0 ? .lightGray : .white
        }
        return cell
    }
}

/// A window with a self-sizing list of `n` rows filling it (about 20
/// visible), laid out, scrolled to the middle.
@MainActor
func benchList(_ n: Int) -> (Window, CollectionView, BenchRows) {
    let window = Window(size: Size(width: 375, height: 667))
    let list = CollectionView(frame: Rect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: ListLayout())
    list.register(BenchRowCell.self, forCellWithReuseIdentifier: "row")
    let rows = BenchRows(count: n)
    list.dataSource = rows
    window.rootView.addSubview(list)
    window.layoutIfNeeded()
    list.contentOffset = Point(x: 0, y: list.contentSize.height / 2)
    window.layoutIfNeeded()
    return (window, list, rows)
}

/// Long lists: `list.scroll_frame`: one frame of a drag through
/// self-sizing rows (touch move, layout pass, display list) on a manual
/// clock, rows measured as they appear; `list.reload@100000`:
/// `reloadData()` and the layout pass that follows.
@MainActor
func listBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [1_000, 1_000_000] {
        all.append(Benchmark("list.scroll_frame", n: n, perItem: false, quick: n == 1_000_000) {
            let (window, list, rows) = benchList(n)
            let clock = ManualClock()
            window.timeline = Timeline(clock: clock)
            var y = 600.0
            window.touchDown(at: Point(x: 100, y: y))
            for _ in 0..<3 {
                clock.advance(by: 1.0 / 60)
                y -= 10
                window.touchMoved(to: Point(x: 100, y: y))
            }
            precondition(list.isDragging, "list.scroll_frame: the drag did not begin")
            var list2 = window.displayList()
            return {
                // Drag upward through the rows: new rows keep appearing.
                clock.advance(by: 1.0 / 60)
                y -= 3
                if y < 50 {
                    window.touchUp(at: Point(x: 100, y: y))
                    y = 600
                    window.touchDown(at: Point(x: 100, y: y))
                }
                window.touchMoved(to: Point(x: 100, y: y))
                window.layoutIfNeeded()
                window.displayList(into: &list2)
                blackHole(rows.count)
            }
        })
    }
    all.append(listApplyDiffBenchmark())
    all.append(Benchmark("list.reload", n: 100_000, perItem: false, quick: true) {
        let (window, list, _) = benchList(100_000)
        return {
            list.reloadData()
            window.layoutIfNeeded()
            blackHole(list.contentSize)
        }
    })
    return all
}

/// `list.memory@1000000`: the resident-set growth of a window holding a
/// self-sizing list of 1,000,000 rows, laid out and scrolled to the middle
/// (bytes per row; the limit, 48 MB, is 48 bytes per row), and
/// `list.cells_alive`: the cells that exist per visible cell.
@MainActor
func listMemoryResults() -> [BenchmarkResult] {
    let before = residentBytes()
    let (window, list, rows) = benchList(1_000_000)
    let after = residentBytes()
    let alive = list.subviews.filter { $0 is CollectionViewCell }.count
    let visible = max(1, list.indexPathsForVisibleItems.count)
    withExtendedLifetime((window, list, rows)) {}
    return [
        BenchmarkResult(name: "list.memory", n: 1_000_000, medianNanoseconds: 0, perItemNanoseconds: nil,
                        bytesPerItem: Double(after - before) / 1_000_000),
        BenchmarkResult(name: "list.cells_alive", n: visible, medianNanoseconds: 0, perItemNanoseconds: nil,
                        bytesPerItem: Double(alive) / Double(visible)),
    ]
}

/// `list.apply_diff@10000`: applying a snapshot of 10,000 items with 1 %
/// of them inserted, deleted and moved (100 each) to a list showing the
/// old one: the difference and the start of its animation.
@MainActor
func listApplyDiffBenchmark() -> Benchmark {
    Benchmark("list.apply_diff", n: 10_000, perItem: false, quick: true) {
        let window = Window(size: Size(width: 375, height: 667))
        window.timeline = Timeline(clock: ManualClock())
        let layout = ListLayout()
        layout.rowHeight = 44
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        window.rootView.addSubview(list)
        let source = DiffableDataSource<Int, Int>(collectionView: list) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "row", for: path)
        }
        var old = DiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<10_000))
        source.apply(old, animatingDifferences: false)
        window.layoutIfNeeded()
        var new = old
        new.deleteItems(Array(stride(from: 5, to: 10_000, by: 100)))
        for k in 0..<100 { new.moveItem(10 + k * 100, afterItem: 9_990 - k * 90) }
        for k in 0..<100 { new.insertItems([20_000 + k], beforeItem: 50 + k * 100) }
        return {
            source.apply(new)
            // The window holds the list, which holds the source weakly.
            blackHole((source, window))
        }
    }
}
