extension CollectionView {
    /// How far beyond the visible rect cells are made, as a fraction of the
    /// view's size on each axis.
    static let prefetchFraction = 0.25

    /// The work of `layoutSubviews()`.
    func layoutElements() {
        refreshCountsIfNeeded()
        let layout = collectionViewLayout
        if bounds != lastLayoutBounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.needsPrepare = true
        }
        lastLayoutBounds = bounds
        prepareLayoutIfNeeded()
        // Self-sizing rows are measured as they appear; a measurement
        // changes the rows below it, so place again until nothing changes.
        for _ in 0..<8 where placeElements() {}
    }

    /// Reads the counts from the data source; when they differ from the
    /// last ones (or a reload was asked for), recycles every element and
    /// invalidates the layout.
    func refreshCountsIfNeeded() {
        var counts: [Int] = []
        if let source = dataSource {
            let sections = max(0, source.numberOfSections(in: self))
            counts.reserveCapacity(sections)
            for s in 0..<sections { counts.append(max(0, source.collectionView(self, numberOfItemsInSection: s))) }
        }
        guard needsReload || counts != sectionCounts else { return }
        needsReload = false
        sectionCounts = counts
        recycleAll()
        collectionViewLayout.needsPrepare = true
        setNeedsLayout()
    }

    /// Prepares the layout if it was invalidated and takes its content size.
    func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        contentSize = layout.collectionViewContentSize
    }

    /// The rect cells are made for: the bounds widened by the prefetch
    /// margin.
    var placementRect: Rect {
        let b = bounds
        let dx = b.width * Self.prefetchFraction, dy = b.height * Self.prefetchFraction
        return Rect(x: b.minX - dx, y: b.minY - dy, width: b.width + 2 * dx, height: b.height + 2 * dy)
    }

    /// One placement round. Returns whether a self-sizing measurement
    /// changed the layout (so the round must run again).
    ///
    /// Cells that stay keep their views; those that left go back to the
    /// reuse queues before new ones are dequeued, so a jump reuses them.
    func placeElements() -> Bool {
        let layout = collectionViewLayout
        let attributes = layout.layoutAttributesForElements(in: placementRect)
        placedCells.removeAll(keepingCapacity: true)
        placedSupplementaries.removeAll(keepingCapacity: true)
        for attribute in attributes {
            if let kind = attribute.representedElementKind {
                let key = ElementKey(kind: kind, indexPath: attribute.indexPath)
                if let view = supplementariesByKey.removeValue(forKey: key) { placedSupplementaries[key] = view }
            } else if let cell = cellsByPath.removeValue(forKey: attribute.indexPath) {
                placedCells[attribute.indexPath] = cell
            }
        }
        if !cellsByPath.isEmpty || !supplementariesByKey.isEmpty { recycleAll() }
        swap(&cellsByPath, &placedCells)
        swap(&supplementariesByKey, &placedSupplementaries)
        var changed = false
        for attribute in attributes {
            let path = attribute.indexPath
            if let kind = attribute.representedElementKind {
                let key = ElementKey(kind: kind, indexPath: path)
                var view = supplementariesByKey[key]
                if view == nil {
                    view = makeSupplementary(kind: kind, at: path)
                    supplementariesByKey[key] = view
                }
                guard let view else { continue }
                apply(attribute, to: view)
                if attribute.zIndex > 0 { bringSubviewToFront(view) }
                continue
            }
            var cell = cellsByPath[path]
            if cell == nil {
                guard path.section < sectionCounts.count, path.item < sectionCounts[path.section],
                      let source = dataSource else { continue }
                let made = source.collectionView(self, cellForItemAt: path)
                made.setNeedsLayout()   // its content was configured again
                cell = made
                cellsByPath[path] = made
                made.isSelected = selectedPaths.contains(path)
                if let width = layout.widthToMeasure(at: path) {
                    let shift = layout.setMeasuredHeight(measuredHeight(of: made, width: width), at: path)
                    if shift != 0 {
                        changed = true
                        // A row above the visible top grew or shrank: move
                        // the offset with it, so rows on screen stay put.
                        if attribute.frame.maxY <= bounds.minY {
                            contentOffset = Point(x: contentOffset.x, y: contentOffset.y + shift)
                        }
                    }
                }
            }
            guard let cell else { continue }
            apply(attribute, to: cell)
        }
        if changed { contentSize = layout.collectionViewContentSize }
        return changed
    }

    /// A cell's self-sizing height: its content view's fitting height at
    /// `width` (the fitting path, width required). The same solve lays the
    /// content out at that size, so when the cell gets it the cell's own
    /// solve is skipped (when all its constraints are its content view's:
    /// it has no other subview and none installed on itself).
    func measuredHeight(of cell: CollectionViewCell, width: Double) -> Double {
        let height = cell.contentView.fitHeightAndLayoutSubtree(width: width)
        if cell.subviews.count == 1, cell.constraints.isEmpty {
            cell.markSeparatelySolved(at: Size(width: width, height: height))
        }
        return height
    }

    /// Asks the data source for a header or footer view.
    func makeSupplementary(kind: String, at path: ItemPath) -> CollectionReusableView? {
        if kind == ListLayout.elementKindSeparator {
            let key = ReuseKey(kind: kind, identifier: kind)
            let view = reuseQueues[key]?.popLast() ?? {
                let made = CollectionReusableView(frame: .zero)
                made.reuseIdentifier = kind
                made.elementKind = kind
                addSubview(made)
                return made
            }()
            view.isHidden = false
            view.backgroundColor = (collectionViewLayout as? ListLayout)?.separatorColor
            return view
        }
        guard let source = dataSource else { return nil }
        let view = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        view?.setNeedsLayout()   // its content was configured again
        return view
    }

    /// Moves `view` to where `attribute` says.
    func apply(_ attribute: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        if view.frame != attribute.frame { view.frame = attribute.frame }
        if view.alpha != attribute.alpha { view.alpha = attribute.alpha }
        if view.isHidden != attribute.isHidden { view.isHidden = attribute.isHidden }
    }

    /// Hides `view` and puts it in its reuse queue.
    func recycle(_ view: CollectionReusableView) {
        view.isHidden = true
        reuseQueues[ReuseKey(kind: view.elementKind, identifier: view.reuseIdentifier ?? ""), default: []]
            .append(view)
    }

    /// Every cell and supplementary view back to the reuse queues, in
    /// index-path order (so reuse is deterministic).
    func recycleAll() {
        for path in cellsByPath.keys.sorted() { if let cell = cellsByPath[path] { recycle(cell) } }
        cellsByPath.removeAll(keepingCapacity: true)
        let keys = supplementariesByKey.keys.sorted { ($0.kind, $0.indexPath) < ($1.kind, $1.indexPath) }
        for key in keys { if let view = supplementariesByKey[key] { recycle(view) } }
        supplementariesByKey.removeAll(keepingCapacity: true)
    }
}
