/// Rows the width of the collection view, one under another, in sections
/// with optional headers and footers (UIKit's list layout,
/// `UICollectionLayoutListConfiguration`).
///
/// Rows tile with no gap: row `i` of section `s` starts where row `i − 1`
/// ends. With `rowHeight` set every row has that height; with it nil rows
/// are self-sizing: each starts at `estimatedRowHeight` and takes its
/// cell's fitting height (`contentView` at the row's width) when it first
/// appears. A correction above the visible top moves the content offset
/// by the same amount, so the rows on screen do not move.
///
/// Heights are kept as prefix sums (a Fenwick tree over self-sizing rows,
/// arithmetic for fixed ones), so a million rows prepare without a view
/// each, and finding the rows in a rect costs O(log sections + log rows)
/// plus the rows found.
open class ListLayout: CollectionViewLayout {
    /// The kind of the separators drawn under rows when `separatorColor` is
    /// set (the collection view makes these views itself).
    public static let elementKindSeparator = "ListLayout.elementKindSeparator"

    /// Every row's height, or nil (the default) for self-sizing rows.
    public var rowHeight: Double? { didSet { invalidateLayout() } }
    /// The height a self-sizing row has until it is measured (default 44).
    public var estimatedRowHeight: Double = 44 { didSet { invalidateLayout() } }
    /// The colour of a one-point separator along the bottom of every row
    /// but a section's last (inside the row, above its cell); nil (the
    /// default) draws none.
    public var separatorColor: Color? { didSet { invalidateLayout() } }
    /// Space around all the content.
    public var contentInsets: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The height of each section's header; 0 (the default) shows none.
    public var sectionHeaderHeight: Double = 0 { didSet { invalidateLayout() } }
    /// The height of each section's footer; 0 (the default) shows none.
    public var sectionFooterHeight: Double = 0 { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the view while its
    /// section scrolls under it (`sectionHeadersPinToVisibleBounds`).
    public var pinsSectionHeaders = false { didSet { invalidateLayout() } }

    /// The first flat row index of each section, plus the total at the end.
    var sectionStarts: [Int] = [0]
    /// Self-sizing heights (empty when `rowHeight` is set).
    var tree = HeightTree(count: 0, height: 0)
    /// Which self-sizing rows were measured.
    var measured: [Bool] = []
    /// The row width the rows were measured at.
    var rowWidth = 0.0

    /// Creates a self-sizing list layout.
    public override init() {}

    /// Reads the counts; keeps measured heights when neither the counts
    /// nor the width changed, and starts every row at its estimate
    /// otherwise.
    ///
    /// - Complexity: O(sections), or O(rows) when self-sizing heights
    ///   start again.
    open override func prepare() {
        guard let view = collectionView else { return }
        var starts = [0]
        starts.reserveCapacity(view.sectionCounts.count + 1)
        for count in view.sectionCounts { starts.append(starts[starts.count - 1] + count) }
        let width = max(0, view.bounds.width - contentInsets.left - contentInsets.right)
        let total = starts[starts.count - 1]
        if rowHeight == nil, starts != sectionStarts || width != rowWidth || tree.count != total {
            tree = HeightTree(count: total, height: estimatedRowHeight)
            measured = Array(repeating: false, count: total)
        } else if rowHeight != nil {
            tree = HeightTree(count: 0, height: 0)
            measured = []
        }
        sectionStarts = starts
        rowWidth = width
    }

    /// The number of sections prepared.
    var sectionCount: Int { sectionStarts.count - 1 }

    /// The sum of the heights of flat rows `0 ..< flat`.
    func rowsPrefix(_ flat: Int) -> Double {
        if let fixed = rowHeight { return Double(flat) * fixed }
        return tree.prefix(flat)
    }

    /// The height of flat row `flat`.
    func height(ofRow flat: Int) -> Double {
        rowHeight ?? tree.heights[flat]
    }

    /// The top of section `s` (its header; `s == sectionCount` is the end
    /// of the last section).
    func sectionTop(_ s: Int) -> Double {
        contentInsets.top + Double(s) * (sectionHeaderHeight + sectionFooterHeight) + rowsPrefix(sectionStarts[s])
    }

    /// The top of flat row `flat` of section `s`.
    func rowTop(_ flat: Int, section s: Int) -> Double {
        contentInsets.top + Double(s + 1) * sectionHeaderHeight + Double(s) * sectionFooterHeight + rowsPrefix(flat)
    }

    /// The size of all the rows, headers, footers and insets.
    open override var collectionViewContentSize: Size {
        let width = collectionView?.bounds.width ?? 0
        return Size(width: width, height: sectionTop(sectionCount) + contentInsets.bottom)
    }

    /// The frame of the row at `flat` in section `s`.
    func rowFrame(_ flat: Int, section s: Int) -> Rect {
        Rect(x: contentInsets.left, y: rowTop(flat, section: s), width: rowWidth, height: height(ofRow: flat))
    }

    /// The rows, headers, footers and separators meeting `rect`.
    ///
    /// - Complexity: O(log sections + log rows + elements found).
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        let count = sectionCount
        guard count > 0 else { return result }
        let minY = rect.minY, maxY = rect.maxY
        // The last section whose top is at or above minY.
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionTop(mid) <= minY { lo = mid } else { hi = mid - 1 }
        }
        var s = lo
        while s < count, sectionTop(s) < maxY {
            appendSection(s, in: rect, to: &result)
            s += 1
        }
        return result
    }

    /// Appends the elements of section `s` that meet `rect`.
    func appendSection(_ s: Int, in rect: Rect, to result: inout [CollectionViewLayoutAttributes]) {
        let start = sectionStarts[s], end = sectionStarts[s + 1]
        let path = ItemPath(item: 0, section: s)
        if sectionHeaderHeight > 0, let header = layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: path), header.frame.intersects(rect) {
            result.append(header)
        }
        if end > start {
            let base = rowTop(0, section: s) - rowsPrefix(0)
            var flat: Int
            if let fixed = rowHeight, fixed > 0 {
                flat = start + max(0, Int(((rect.minY - rowTop(start, section: s)) / fixed).rounded(.down)))
            } else if rowHeight == nil {
                flat = max(start, tree.index(atOffset: rect.minY - base))
            } else {
                flat = start
            }
            flat = min(flat, end - 1)
            var y = rowTop(flat, section: s)
            while flat < end, y < rect.maxY {
                let h = height(ofRow: flat)
                let frame = Rect(x: contentInsets.left, y: y, width: rowWidth, height: h)
                if frame.maxY > rect.minY || (h == 0 && y >= rect.minY) {
                    let item = ItemPath(item: flat - start, section: s)
                    let attributes = CollectionViewLayoutAttributes(forCellWith: item)
                    attributes.frame = frame
                    result.append(attributes)
                    if separatorColor != nil, flat < end - 1 {
                        let separator = CollectionViewLayoutAttributes(
                            forSupplementaryViewOfKind: Self.elementKindSeparator, with: item)
                        separator.frame = Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)
                        separator.zIndex = 1
                        result.append(separator)
                    }
                }
                y += h
                flat += 1
            }
        }
        if sectionFooterHeight > 0, let footer = layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: path), footer.frame.intersects(rect) {
            result.append(footer)
        }
    }

    /// The row's attributes, or nil when `indexPath` names no row.
    ///
    /// - Complexity: O(log rows).
    open override func layoutAttributesForItem(at indexPath: ItemPath) -> CollectionViewLayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < sectionCount, indexPath.item >= 0,
              indexPath.item < sectionStarts[s + 1] - sectionStarts[s] else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = rowFrame(sectionStarts[s] + indexPath.item, section: s)
        return attributes
    }

    /// A section's header or footer (at `ItemPath(item: 0, section: s)`);
    /// a pinned header stays at the view's top until its section's end
    /// pushes it up.
    open override func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: ItemPath) -> CollectionViewLayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < sectionCount else { return nil }
        let width = collectionView?.bounds.width ?? 0
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        if kind == CollectionView.elementKindSectionHeader, sectionHeaderHeight > 0 {
            var y = sectionTop(s)
            if pinsSectionHeaders, let view = collectionView {
                let sectionEnd = sectionTop(s + 1) - sectionFooterHeight
                y = min(max(y, view.bounds.minY), sectionEnd - sectionHeaderHeight)
                y = max(y, sectionTop(s))
                attributes.zIndex = 10
            }
            attributes.frame = Rect(x: 0, y: y, width: width, height: sectionHeaderHeight)
            return attributes
        }
        if kind == CollectionView.elementKindSectionFooter, sectionFooterHeight > 0 {
            attributes.frame = Rect(x: 0, y: sectionTop(s + 1) - sectionFooterHeight, width: width,
                                    height: sectionFooterHeight)
            return attributes
        }
        return nil
    }

    /// Carries measured heights over to the items' new places; inserted
    /// and reloaded items start at the estimate.
    ///
    /// - Complexity: O(items).
    override func itemsDidMove(sources: [[ItemPath?]], reloaded: Set<ItemPath>) {
        guard rowHeight == nil, tree.count == measured.count else { return }
        let oldStarts = sectionStarts
        var heights: [Double] = []
        var newMeasured: [Bool] = []
        for slots in sources {
            for old in slots {
                if let old, reloaded.isEmpty || !reloaded.contains(old), old.section + 1 < oldStarts.count {
                    let flat = oldStarts[old.section] + old.item
                    heights.append(tree.heights[flat])
                    newMeasured.append(measured[flat])
                } else {
                    heights.append(estimatedRowHeight)
                    newMeasured.append(false)
                }
            }
        }
        tree = HeightTree(heights: heights)
        measured = newMeasured
        var starts = [0]
        for slots in sources { starts.append(starts[starts.count - 1] + slots.count) }
        sectionStarts = starts
    }

    override func widthToMeasure(at indexPath: ItemPath) -> Double? {
        guard rowHeight == nil else { return nil }
        let flat = sectionStarts[indexPath.section] + indexPath.item
        return flat < measured.count && !measured[flat] ? rowWidth : nil
    }

    override func setMeasuredHeight(_ height: Double, at indexPath: ItemPath) -> Double {
        let flat = sectionStarts[indexPath.section] + indexPath.item
        guard flat < measured.count else { return 0 }
        measured[flat] = true
        return tree.setHeight(max(0, height), at: flat)
    }
}
