/// What a `CollectionView` shows: the counts, and a configured cell per item
/// (`UICollectionViewDataSource`).
///
/// The collection view asks for cells only for the items in view (plus a
/// prefetch margin), each time an item comes into view. Tell it about
/// changes with `reloadData()`; a count that changed without it is noticed
/// at the next layout pass and reloaded.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell
    /// The header or footer view of a section (`kind` is
    /// `CollectionView.elementKindSectionHeader` or `...Footer`), from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`;
    /// nil (the default) shows none.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: ItemPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No supplementary views.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: ItemPath) -> CollectionReusableView? { nil }
}
