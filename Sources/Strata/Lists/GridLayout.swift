/// Items of one size in rows (or columns), left to right and top to bottom
/// (a `UICollectionViewFlowLayout` with a fixed item size).
///
/// Along a line items are `interitemSpacing` apart exactly, starting at the
/// section's inset (no spreading); lines are `lineSpacing` apart. With
/// `itemsPerRow` set the items are squares filling the width (the height
/// on a horizontal layout). Each section starts a new line, inside its
/// `sectionInset`.
///
/// Sections' extents are prefix sums, so finding the items in a rect costs
/// O(log sections) plus the items found; `prepare()` is O(sections).
open class GridLayout: CollectionViewLayout {
    /// Each item's size (default 50 × 50); ignored when `itemsPerRow` is set.
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Square items, this many per line filling the view's width (its
    /// height when scrolling horizontally); nil (the default) uses
    /// `itemSize`.
    public var itemsPerRow: Int? { didSet { invalidateLayout() } }
    /// The space between items along a line (default 10).
    public var interitemSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The space between lines (default 10).
    public var lineSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items.
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The axis the content scrolls along (default `.vertical`: lines are
    /// rows and the grid grows downward).
    public var scrollDirection: Axis = .vertical { didSet { invalidateLayout() } }

    /// The start of each section along the scroll axis, plus the end.
    var sectionStarts: [Double] = [0]
    /// The item counts per section.
    var counts: [Int] = []
    /// The item size in effect.
    var cellSize = Size(width: 0, height: 0)
    /// Items per line.
    var perLine = 1

    /// Creates a grid layout.
    public override init() {}

    /// Whether lines are rows.
    var vertical: Bool { scrollDirection == .vertical }

    /// Computes the item size, items per line and each section's extent.
    ///
    /// - Complexity: O(sections).
    open override func prepare() {
        guard let view = collectionView else { return }
        counts = view.sectionCounts
        let across = vertical ? view.bounds.width - sectionInset.left - sectionInset.right
            : view.bounds.height - sectionInset.top - sectionInset.bottom
        if let n = itemsPerRow, n > 0 {
            let side = max(0, (across - Double(n - 1) * interitemSpacing) / Double(n))
            cellSize = Size(width: side, height: side)
            perLine = n
        } else {
            cellSize = itemSize
            let along = vertical ? itemSize.width : itemSize.height
            perLine = max(1, Int(((across + interitemSpacing) / max(along + interitemSpacing, 1e-9)).rounded(.down)))
        }
        let lineExtent = vertical ? cellSize.height : cellSize.width
        let before = vertical ? sectionInset.top : sectionInset.left
        let after = vertical ? sectionInset.bottom : sectionInset.right
        var starts = [0.0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts {
            let lines = (count + perLine - 1) / perLine
            let extent = lines == 0 ? 0 : Double(lines) * lineExtent + Double(lines - 1) * lineSpacing
            starts.append(starts[starts.count - 1] + before + extent + after)
        }
        sectionStarts = starts
    }

    /// The grid's extent along the scroll axis; the view's size across it.
    open override var collectionViewContentSize: Size {
        let total = sectionStarts[sectionStarts.count - 1]
        let size = collectionView?.bounds.size ?? Size(width: 0, height: 0)
        return vertical ? Size(width: size.width, height: total) : Size(width: total, height: size.height)
    }

    /// The frame of item `item` of section `s`.
    func itemFrame(_ item: Int, section s: Int) -> Rect {
        let line = item / perLine, position = item % perLine
        if vertical {
            return Rect(x: sectionInset.left + Double(position) * (cellSize.width + interitemSpacing),
                        y: sectionStarts[s] + sectionInset.top + Double(line) * (cellSize.height + lineSpacing),
                        width: cellSize.width, height: cellSize.height)
        }
        return Rect(x: sectionStarts[s] + sectionInset.left + Double(line) * (cellSize.width + lineSpacing),
                    y: sectionInset.top + Double(position) * (cellSize.height + interitemSpacing),
                    width: cellSize.width, height: cellSize.height)
    }

    /// The items meeting `rect`.
    ///
    /// - Complexity: O(log sections + lines in the rect · items per line).
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        guard !counts.isEmpty else { return result }
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var lo = 0, hi = counts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= low { lo = mid } else { hi = mid - 1 }
        }
        let lineExtent = vertical ? cellSize.height : cellSize.width
        let pitch = lineExtent + lineSpacing
        var s = lo
        while s < counts.count, sectionStarts[s] < high {
            let count = counts[s]
            let first = sectionStarts[s] + (vertical ? sectionInset.top : sectionInset.left)
            let lines = (count + perLine - 1) / perLine
            var line = pitch > 0 ? max(0, Int(((low - first) / pitch).rounded(.down))) : 0
            while line < lines, first + Double(line) * pitch < high {
                for item in (line * perLine)..<min(count, (line + 1) * perLine) {
                    let frame = itemFrame(item, section: s)
                    guard frame.intersects(rect) else { continue }
                    let attributes = CollectionViewLayoutAttributes(forCellWith: ItemPath(item: item, section: s))
                    attributes.frame = frame
                    result.append(attributes)
                }
                line += 1
            }
            s += 1
        }
        return result
    }

    /// The item's attributes, or nil when `indexPath` names no item.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: ItemPath) -> CollectionViewLayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < counts.count, indexPath.item >= 0, indexPath.item < counts[s] else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = itemFrame(indexPath.item, section: s)
        return attributes
    }
}
