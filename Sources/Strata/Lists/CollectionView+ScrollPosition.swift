extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item
    /// (`UICollectionView.ScrollPosition`): one vertical and one horizontal
    /// choice at most; `[]` does not scroll that axis.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes a position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top at the view's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the view's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the view's left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the view's right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
