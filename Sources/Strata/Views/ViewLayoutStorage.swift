/// A view's rarely-set layout state (a part of `ViewExtras`): baselines,
/// installed constraints, guides and separate solving.
final class ViewLayoutStorage {
    /// The first baseline, when set.
    var firstBaseline: BaselinePosition? = nil
    /// The last baseline, when set.
    var lastBaseline: BaselinePosition? = nil
    /// The active constraints installed on this view, in activation order.
    var constraints: [LayoutConstraint] = []
    /// The guides added to this view.
    var layoutGuides: [LayoutGuide] = []
    /// The layout-margins guide, once asked for.
    var marginsGuide: LayoutGuide? = nil
    /// `View.solvesConstraintsSeparately`.
    var solvesConstraintsSeparately = false
    /// The size at which such a subtree was last solved, while nothing in
    /// it changed since (nil: solve at the next layout).
    var separatelySolvedSize: Size? = nil
    /// The view's fitting system kept between measurements (see
    /// `FittingCache`); dropped by any change within the subtree that is
    /// not an input of a measurement.
    var fittingCache: FittingCache? = nil
}
