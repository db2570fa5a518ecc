/// A scroll view that shows many items through a few reused cells
/// (`UICollectionView`): a `CollectionViewLayout` places the items, a
/// `CollectionViewDataSource` configures a cell for each item in view.
///
/// Only the cells in view plus a prefetch margin (a quarter of the view's
/// height above and below, and of its width left and right) exist as views; a
/// cell that leaves that area is hidden and goes back to its reuse queue,
/// and `dequeueReusableCell(withReuseIdentifier:for:)` hands it out again
/// after `prepareForReuse()`. So a list costs what is visible, not what
/// exists.
///
/// ```swift
/// final class Rows: CollectionViewDataSource {
///     func collectionView(_ view: CollectionView, numberOfItemsInSection section: Int) -> Int { 100_000 }
///     func collectionView(_ view: CollectionView, cellForItemAt path: ItemPath) -> CollectionViewCell {
///         let cell = view.dequeueReusableCell(withReuseIdentifier: "row", for: path)
///         cell.contentView.backgroundColor = path.item % 2 == 0 ? .white : .black
///         return cell
///     }
/// }
/// let layout = ListLayout()
/// layout.rowHeight = 44
/// let list = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
/// let rows = Rows()
/// list.dataSource = rows      // weak, as in UIKit: keep `rows` alive
/// ```
open class CollectionView: ScrollView {
    /// The kind of a section's header view.
    public static let elementKindSectionHeader = "CollectionView.elementKindSectionHeader"
    /// The kind of a section's footer view.
    public static let elementKindSectionFooter = "CollectionView.elementKindSectionFooter"

    /// What places the items; setting it lays everything out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            reloadData()
        }
    }

    /// A collection view is a `.list` in the accessibility tree.
    override var kindAccessibilityRole: AccessibilityRole { .list }

    /// What the view shows; held weakly, as in UIKit. Setting it reloads.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Registered cell classes by reuse identifier.
    var cellClasses: [String: CollectionViewCell.Type] = [:]
    /// Registered supplementary classes by kind and reuse identifier.
    var supplementaryClasses: [ReuseKey: CollectionReusableView.Type] = [:]
    /// Hidden views waiting to be dequeued, by kind (nil for cells) and
    /// reuse identifier.
    var reuseQueues: [ReuseKey: [CollectionReusableView]] = [:]
    /// The cells that exist (in view or within the prefetch margin).
    var cellsByPath: [ItemPath: CollectionViewCell] = [:]
    /// The header and footer views that exist.
    var supplementariesByKey: [ElementKey: CollectionReusableView] = [:]
    /// The item counts per section the view last read.
    var sectionCounts: [Int] = []
    /// Whether the next layout pass reads the data source again.
    var needsReload = true
    /// The bounds of the last layout pass (for `shouldInvalidateLayout`).
    var lastLayoutBounds: Rect = .zero
    /// Set while a batch update prepares its animation: layout passes leave
    /// the cells where they are until the animation block.
    var holdsPlacement = false
    /// Whether a tap (or Return on a focused cell) selects an item, and
    /// whether cells highlight under a touch and can be focused (default
    /// true).
    public var allowsSelection = true {
        didSet {
            if !allowsSelection { selectItem(at: nil, animated: false, scrollPosition: []) }
            FocusGeneration.bump()   // cells' canBecomeFocused follows it
        }
    }
    /// Whether several items can be selected; a tap then toggles an item
    /// (default false).
    public var allowsMultipleSelection = false
    /// The selected items.
    var selectedPaths: Set<ItemPath> = []
    /// The selection observers.
    var selectionObservers = ObserverList<(path: ItemPath, selected: Bool)>()
    /// The batch being recorded by `performBatchUpdates`, if any.
    var pendingBatch: BatchUpdate?
    /// Scratch for the placement pass: the elements found this pass.
    var placedCells: [ItemPath: CollectionViewCell] = [:]
    /// Scratch for the placement pass: the supplementary views found.
    var placedSupplementaries: [ElementKey: CollectionReusableView] = [:]
    /// The cell a touch highlights, while it does.
    weak var highlightedCell: CollectionViewCell?
    /// The cell the data source configures again in place, with its path
    /// (`reconfigureCells(at:source:)`), while it does.
    var reconfiguringCell: (path: ItemPath, cell: CollectionViewCell)?

    /// Creates a collection view of `frame` placed by `layout`.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        automaticallyDerivesContentSize = false
        addGestureRecognizer(TapGestureRecognizer { [weak self] in self?.handleTap($0) })
    }

    /// Places the cells: reads the counts (reloading when they changed),
    /// prepares the layout when invalidated, then makes, moves and recycles
    /// cells for the visible rect plus the prefetch margin. Call `super`
    /// from overrides.
    ///
    /// - Complexity: O(sections + cells in view · log items) with the
    ///   built-in layouts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if holdsPlacement { return }
        layoutElements()
    }

    /// A touch that starts on a cell highlights it (`isHighlighted`), with
    /// `allowsSelection`. With `delaysContentTouches` (the default) the
    /// touch reaches the content only once it is known not to be a drag
    /// (`ScrollView.contentTouchDelay`) or when it lifts first, so a drag
    /// highlights nothing. Call `super` from overrides.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        highlightCell(under: touches)
        super.touchesBegan(touches, with: event)
    }

    /// The touch lifted: the highlight goes (a tap selects through the
    /// view's tap recognizer). Call `super` from overrides.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        unhighlightCell()
        super.touchesEnded(touches, with: event)
    }

    /// The touch was cancelled (a drag began scrolling): the highlight
    /// goes. Call `super` from overrides.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        unhighlightCell()
        super.touchesCancelled(touches, with: event)
    }

    /// Return on a focused cell of this view selects its item, as a tap
    /// does (observers are told). Other keys go up the chain. Call `super`
    /// from overrides.
    open override func pressesBegan(_ presses: Set<Press>, with event: Event) {
        if presses.contains(where: { $0.key.code == .return }), selectFocusedCell() { return }
        super.pressesBegan(presses, with: event)
    }

    /// Registers the class to make cells of for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class to make supplementary views of `kind` of for
    /// `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryClasses[ReuseKey(kind: kind, identifier: identifier)] = viewClass
    }

    /// A cell for the data source to configure for `indexPath`: one that
    /// scrolled away (after its `prepareForReuse()`), or a new one of the
    /// class registered for `identifier`. While a diffable data source
    /// reconfigures the item at `indexPath`, its own cell (when its reuse
    /// identifier is `identifier`), as it is.
    ///
    /// - Precondition: a class is registered for `identifier`.
    /// - Complexity: O(1) amortized.
    public func dequeueReusableCell(withReuseIdentifier identifier: String,
                                    for indexPath: ItemPath) -> CollectionViewCell {
        if reconfiguringCell != nil, let cell = cellBeingReconfigured(withReuseIdentifier: identifier, for: indexPath) {
            return cell
        }
        let key = ReuseKey(kind: nil, identifier: identifier)
        if let view = reuseQueues[key]?.popLast(), let cell = view as? CollectionViewCell {
            cell.isHidden = false
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure("CollectionView: no cell class registered for the reuse identifier \"\(identifier)\"")
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        insertSubview(cell, at: 0)
        return cell
    }

    /// A header or footer view of `kind` for the section of `indexPath`:
    /// reused, or new of the class registered for `kind` and `identifier`.
    ///
    /// - Precondition: a class is registered for `kind` and `identifier`.
    /// - Complexity: O(1) amortized.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: ItemPath) -> CollectionReusableView {
        let key = ReuseKey(kind: kind, identifier: identifier)
        if let view = reuseQueues[key]?.popLast() {
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        guard let viewClass = supplementaryClasses[key] else {
            preconditionFailure("CollectionView: no \(kind) class registered for the reuse identifier \"\(identifier)\"")
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.elementKind = kind
        addSubview(view)
        return view
    }

    /// Forgets every cell and the selection, and reads the data source
    /// again at the next layout pass (the cells go back to their reuse
    /// queues).
    ///
    /// - Complexity: O(sections + cells in view) at the next pass.
    public func reloadData() {
        selectedPaths.removeAll()
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as the view last read it from the data source.
    public var numberOfSections: Int {
        refreshCountsIfNeeded()
        return sectionCounts.count
    }

    /// The number of items in `section`, as the view last read it.
    ///
    /// - Precondition: `section` is in range.
    public func numberOfItems(inSection section: Int) -> Int {
        refreshCountsIfNeeded()
        precondition(section >= 0 && section < sectionCounts.count,
                     "CollectionView: section \(section) out of range (\(sectionCounts.count) sections)")
        return sectionCounts[section]
    }
}

/// A reuse queue's key: the element kind (nil for cells) and the reuse
/// identifier.
struct ReuseKey: Hashable {
    let kind: String?
    let identifier: String
}

/// A supplementary element: its kind and index path.
struct ElementKey: Hashable {
    let kind: String
    let indexPath: ItemPath
}
