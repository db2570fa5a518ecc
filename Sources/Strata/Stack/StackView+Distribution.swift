extension StackView {
    /// How a stack shares its length among its arranged views: the
    /// counterpart of `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// Views keep their intrinsic lengths; the view with the lowest
        /// hugging priority grows, the one with the lowest compression
        /// resistance shrinks.
        case fill
        /// Every visible view gets the same length.
        case fillEqually
        /// Lengths are proportional to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal.
        case equalSpacing
        /// The distances between the views' centres are equal.
        case equalCentering
    }

    /// How a stack places its arranged views across its axis: the
    /// counterpart of `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Views fill the stack across the axis.
        case fill
        /// Views sit at the leading edge (top edge in a horizontal stack).
        case leading
        /// Views' first baselines line up (horizontal stacks).
        case firstBaseline
        /// Views are centred across the axis.
        case center
        /// Views sit at the trailing edge (bottom edge in a horizontal stack).
        case trailing
        /// Views' last baselines line up (horizontal stacks).
        case lastBaseline

        /// The top edge: the same value as `.leading`, as in UIKit.
        public static let top = Alignment.leading
        /// The bottom edge: the same value as `.trailing`, as in UIKit.
        public static let bottom = Alignment.trailing
    }
}
