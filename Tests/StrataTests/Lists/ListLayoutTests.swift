import Strata
import Testing

@MainActor
@Suite("ListLayout")
struct ListLayoutTests {
    /// Row `i`'s body height: 10 to 59 points.
    static func bodyHeight(_ item: Int) -> Double { Double(10 + (item * 7) % 50) }

    @Test("self-sizing rows take the fitting height of their content view")
    func selfSizing() {
        let source = CountingSource(counts: [1000])
        source.heightOf = Self.bodyHeight
        let (_, list) = makeList(layout: ListLayout(), source: source)
        var y = 0.0
        for path in list.indexPathsForVisibleItems {
            let cell = list.cellForItem(at: path)!
            let fitting = cell.contentView.systemLayoutSizeFitting(
                Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(fitting.height == Self.bodyHeight(path.item) + 8)
            #expect(cell.frame == Rect(x: 0, y: y, width: 320, height: fitting.height))
            y += fitting.height
        }
        #expect(y >= 440)
        // Rows not measured yet count at the estimate.
        let measured = (0..<1000).filter { list.cellForItem(at: ItemPath(item: $0, section: 0)) != nil }
        let expected = measured.map { Self.bodyHeight($0) + 8 }.reduce(0, +) + Double(1000 - measured.count) * 44
        #expect(list.contentSize.height == expected)
    }

    /// Found through the scene `scrollTo` step: with self-sizing rows the
    /// item landed up to 72 points from its position, because the rows
    /// measured on arrival moved it from its estimate.
    @Test("an unanimated scroll to a self-sizing row lands exactly", arguments: [
        (CollectionView.ScrollPosition.top, 0.0), (.centeredVertically, 0.5), (.bottom, 1.0),
    ])
    func scrollToSelfSizingRow(_ position: CollectionView.ScrollPosition, _ fraction: Double) throws {
        let source = CountingSource(counts: [1000])
        source.heightOf = Self.bodyHeight
        let (window, list) = makeList(layout: ListLayout(), source: source)
        for item in [500, 37, 998] {
            list.scrollToItem(at: ItemPath(item: item, section: 0), at: position, animated: false)
            window.layoutIfNeeded()
            let cell = try #require(list.cellForItem(at: ItemPath(item: item, section: 0)))
            #expect(cell.frame.height == Self.bodyHeight(item) + 8)
            // Where the position puts the row, unless the content's end stops it.
            let wanted = cell.frame.minY - (440 - cell.frame.height) * fraction
            let end = list.contentSize.height - 440
            #expect(list.contentOffset.y == min(max(wanted, 0), end), "item \(item)")
        }
    }

    @Test("rows on screen do not move when estimates above them are corrected")
    func anchored() {
        let source = CountingSource(counts: [1000])
        source.heightOf = Self.bodyHeight
        let (window, list) = makeList(layout: ListLayout(), source: source)
        list.contentOffset = Point(x: 0, y: 20_000)
        window.layoutIfNeeded()
        for _ in 0..<30 {
            let path = list.indexPathsForVisibleItems[3]
            let before = list.cellForItem(at: path)!.windowFrame
            // Scroll up 60 points: rows above come into the prefetch margin
            // and are measured.
            list.contentOffset = Point(x: 0, y: list.contentOffset.y - 60)
            window.layoutIfNeeded()
            let after = list.cellForItem(at: path)!.windowFrame
            #expect(after == before.offsetBy(dx: 0, dy: 60))
        }
    }

    @Test("a million rows prepare without a view each")
    func million() {
        let layout = ListLayout()
        layout.rowHeight = 30
        layout.contentInsets = EdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
        let (window, list) = makeList(layout: layout, source: CountingSource(counts: [1_000_000]))
        #expect(list.contentSize.height == 8 + 30_000_000 + 12)
        list.contentOffset = Point(x: 0, y: 15_000_008)
        window.layoutIfNeeded()
        #expect(list.indexPathsForVisibleItems.first == ItemPath(item: 500_000, section: 0))
        #expect(list.cellForItem(at: ItemPath(item: 500_000, section: 0))?.frame
            == Rect(x: 16, y: 15_000_008, width: 288, height: 30))
        #expect(list.subviews.count < 40)
    }

    @Test("headers, footers and pinned headers", arguments: [false, true])
    func headers(pinned: Bool) {
        let layout = fixedList(40)
        layout.sectionHeaderHeight = 30
        layout.sectionFooterHeight = 10
        layout.pinsSectionHeaders = pinned
        let source = CountingSource(counts: [20, 20])
        source.headers = true
        let (window, list) = makeList(layout: layout, source: source)
        // Section 0: header 0–30, rows 30–830, footer 830–840; section 1 from 840.
        #expect(list.contentSize.height == 2 * (30 + 800 + 10))
        #expect(list.cellForItem(at: ItemPath(item: 0, section: 1)) == nil)
        list.contentOffset = Point(x: 0, y: 500)
        window.layoutIfNeeded()
        let header0 = list.subviews.first { $0.identifier == "header 0" && !$0.isHidden }
        #expect(header0?.frame == (pinned ? Rect(x: 0, y: 500, width: 320, height: 30) : nil))
        list.contentOffset = Point(x: 0, y: 820)
        window.layoutIfNeeded()
        let pushed = list.subviews.first { $0.identifier == "header 0" && !$0.isHidden }
        #expect(pushed?.frame == (pinned ? Rect(x: 0, y: 800, width: 320, height: 30) : nil))
        let header1 = list.subviews.first { $0.identifier == "header 1" && !$0.isHidden }
        #expect(header1?.frame == Rect(x: 0, y: 840, width: 320, height: 30))
        let footer0 = list.subviews.first { $0.identifier == "footer 0" && !$0.isHidden }
        #expect(footer0?.frame == Rect(x: 0, y: 830, width: 320, height: 10))
        #expect(list.cellForItem(at: ItemPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 870, width: 320, height: 40))
    }

    @Test("separators under every row but a section's last")
    func separators() {
        let layout = fixedList(44)
        layout.separatorColor = .black
        let (_, list) = makeList(layout: layout, source: CountingSource(counts: [3, 2]))
        let lines = list.subviews.filter { !$0.isHidden && $0.backgroundColor == .black }.map(\.frame)
            .sorted { $0.minY < $1.minY }
        #expect(lines == [43.0, 87, 175].map { Rect(x: 0, y: $0, width: 320, height: 1) })
    }
}
