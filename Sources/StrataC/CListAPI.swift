import Strata

/// A cell of a list made through C: one label (any number of lines) with
/// 16-point side margins and 11-point top and bottom margins, which the
/// configure callback fills with `strata_view_set_text` on the cell; the
/// callback may also add views to the cell.
final class CListCell: CollectionViewCell {
    /// The label the callback fills.
    let label = Label()

    required init(frame: Rect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 11),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
        ])
    }

    /// Empties the label for the next item.
    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = ""
    }
}

/// The data of a list made through C: a count and the callback that
/// configures each cell that comes into view.
@MainActor
final class CListSource: CollectionViewDataSource {
    /// The reuse identifier of the cells.
    static let reuseIdentifier = "cell"
    /// The most items a C list may have.
    static let maximumCount = 100_000_000

    /// The number of items.
    var count = 0
    /// The configure callback and its context.
    var configure: (callback: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UInt) -> Void,
                    context: UnsafeMutableRawPointer?)?
    /// The window whose handles the callback receives.
    unowned let window: WindowEntry

    init(window: WindowEntry) {
        self.window = window
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        if let configure {
            configure.callback(configure.context, CRegistry.handle(of: cell, in: window, retain: false), UInt(indexPath.item))
        }
        return cell
    }
}

/// Makes a list view (`STRATA_VIEW_LIST`): a `CollectionView` with a
/// self-sizing `ListLayout` and its C data source, kept by the window.
@MainActor
func makeCList(in e: WindowEntry) -> View {
    let list = CollectionView(frame: .zero, collectionViewLayout: ListLayout())
    list.register(CListCell.self, forCellWithReuseIdentifier: CListSource.reuseIdentifier)
    let source = CListSource(window: e)
    e.listSources[ObjectIdentifier(list)] = source
    list.dataSource = source
    return list
}

/// The list view behind `pointer` and its data source, or a failure.
@MainActor
func cList(_ pointer: OpaquePointer?) throws(CFailure) -> (WindowEntry, CollectionView, CListSource) {
    let e = try CRegistry.view(pointer)
    guard let list = e.view as? CollectionView, let source = e.window.listSources[ObjectIdentifier(list)] else {
        throw CFailure(.wrongKind, "the view is not a list (STRATA_VIEW_LIST)")
    }
    return (e.window, list, source)
}

/// The animation of a list's batch update: the open animation batch's
/// timing (`strata_animation_begin`), or the list's own 0.3 s.
@MainActor
func listTiming(_ e: WindowEntry) -> TimingParameters {
    e.batch?.timing ?? TimingParameters(curve: .easeInOut, duration: CollectionView.batchUpdateDuration)
}

@c(strata_list_set_item_count) @MainActor
public func strata_list_set_item_count(_ list: OpaquePointer?, _ count: UInt) -> Int32 {
    entry("strata_list_set_item_count") { () throws(CFailure) in
        let (_, view, source) = try cList(list)
        guard count <= UInt(CListSource.maximumCount) else {
            throw CFailure(.invalidArgument, "count \(count) is more than \(CListSource.maximumCount) items")
        }
        source.count = Int(count)
        view.reloadData()
    }
}

@c(strata_list_set_configure) @MainActor
public func strata_list_set_configure(_ list: OpaquePointer?,
                                      _ configure: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UInt) -> Void)?,
                                      _ context: UnsafeMutableRawPointer?) -> Int32 {
    entry("strata_list_set_configure") { () throws(CFailure) in
        let (_, view, source) = try cList(list)
        guard let configure else { throw CFailure(.invalidArgument, "configure is NULL") }
        source.configure = (configure, context)
        view.reloadData()
    }
}

@c(strata_list_reload) @MainActor
public func strata_list_reload(_ list: OpaquePointer?) -> Int32 {
    entry("strata_list_reload") { () throws(CFailure) in
        let (_, view, _) = try cList(list)
        view.reloadData()
    }
}

@c(strata_list_insert) @MainActor
public func strata_list_insert(_ list: OpaquePointer?, _ index: UInt, _ count: UInt) -> Int32 {
    entry("strata_list_insert") { () throws(CFailure) in
        let (e, view, source) = try cList(list)
        guard index <= UInt(source.count) else {
            throw CFailure(.invalidArgument, "index \(index) is out of range 0…\(source.count)")
        }
        guard count > 0 else { throw CFailure(.invalidArgument, "count is 0; insert at least one item") }
        guard count <= UInt(CListSource.maximumCount - source.count) else {
            throw CFailure(.invalidArgument, "the list would have more than \(CListSource.maximumCount) items")
        }
        let start = Int(index), n = Int(count)
        view.performBatchUpdates({
            source.count += n
            view.insertItems(at: (start..<start + n).map { ItemPath(item: $0, section: 0) })
        }, timing: listTiming(e))
    }
}

@c(strata_list_delete) @MainActor
public func strata_list_delete(_ list: OpaquePointer?, _ index: UInt, _ count: UInt) -> Int32 {
    entry("strata_list_delete") { () throws(CFailure) in
        let (e, view, source) = try cList(list)
        guard count > 0 else { throw CFailure(.invalidArgument, "count is 0; delete at least one item") }
        guard index < UInt(source.count), count <= UInt(source.count) - index else {
            throw CFailure(.invalidArgument, "\(count) items from \(index) go past the end of the \(source.count) items")
        }
        let start = Int(index), n = Int(count)
        view.performBatchUpdates({
            source.count -= n
            view.deleteItems(at: (start..<start + n).map { ItemPath(item: $0, section: 0) })
        }, timing: listTiming(e))
    }
}

@c(strata_list_scroll_to) @MainActor
public func strata_list_scroll_to(_ list: OpaquePointer?, _ item: UInt, _ position: Int32, _ animated: Bool) -> Int32 {
    entry("strata_list_scroll_to") { () throws(CFailure) in
        let (e, view, source) = try cList(list)
        let positions: [CollectionView.ScrollPosition] = [.top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right]
        guard position >= 0, Int(position) < positions.count else {
            throw CFailure(.invalidArgument, "unknown scroll position \(position)")
        }
        guard item < UInt(source.count) else {
            throw CFailure(.invalidArgument, "item \(item) is out of range 0..<\(source.count)")
        }
        // Unanimated, the list measures the rows it brings into view and
        // lands exactly on the item.
        e.window.layoutIfNeeded()
        view.scrollToItem(at: ItemPath(item: Int(item), section: 0), at: positions[Int(position)], animated: animated)
        e.window.layoutIfNeeded()
    }
}
