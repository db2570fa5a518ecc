import Strata
import Testing

@MainActor
@Suite("GridLayout")
struct GridLayoutTests {
    nonisolated static let cases: [(Int?, Axis, Int, Rect, Double)] = [
        // itemsPerRow nil: 50 × 50 items, 10 apart, inset 10: 5 per row in 320.
        (nil, .vertical, 7, Rect(x: 130, y: 68, width: 50, height: 50), 244),
        // 4 per row: squares of (300 − 3·10) / 4 = 67.5; 5 rows.
        (4, .vertical, 5, Rect(x: 87.5, y: 85.5, width: 67.5, height: 67.5), 389.5),
        // Horizontal: columns of (420 − 20 + 10) / 60 = 6 items; 3 columns.
        (nil, .horizontal, 7, Rect(x: 68, y: 70, width: 50, height: 50), 186),
    ]

    @Test("item frames", arguments: cases)
    func frames(perRow: Int?, direction: Axis, item: Int, frame: Rect, extent: Double) {
        let layout = GridLayout()
        layout.itemsPerRow = perRow
        layout.interitemSpacing = 10
        layout.lineSpacing = 8
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.scrollDirection = direction
        let (_, grid) = makeList(layout: layout, source: CountingSource(counts: [perRow == 4 ? 18 : 17]),
                                 size: Size(width: 320, height: 420))
        #expect(grid.cellForItem(at: ItemPath(item: item, section: 0))?.frame == frame)
        let size = grid.contentSize
        #expect((direction == .vertical ? size.height : size.width) == extent)
    }

    @Test("sections stack and rect queries find exactly the items in a rect")
    func sections() {
        let layout = GridLayout()
        layout.itemSize = Size(width: 100, height: 40)
        layout.interitemSpacing = 5
        layout.lineSpacing = 5
        let (_, grid) = makeList(layout: layout, source: CountingSource(counts: [7, 3]))
        // 3 per row; section 0 has 3 rows (130 high), section 1 starts at 130.
        #expect(grid.cellForItem(at: ItemPath(item: 2, section: 1))?.frame == Rect(x: 210, y: 130, width: 100, height: 40))
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 90, width: 320, height: 41)).map(\.indexPath)
        #expect(found.sorted() == [ItemPath(item: 6, section: 0), ItemPath(item: 0, section: 1),
                                   ItemPath(item: 1, section: 1), ItemPath(item: 2, section: 1)])
        #expect(grid.indexPathForItem(at: Point(x: 102, y: 10)) == nil)   // in the spacing
        #expect(grid.indexPathForItem(at: Point(x: 106, y: 46)) == ItemPath(item: 4, section: 0))
    }
}
