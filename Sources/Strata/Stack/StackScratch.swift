/// Buffers a stack reuses from one layout pass to the next, so the direct
/// path does not allocate once warm.
struct StackScratch {
    /// The shared description of the arrangement.
    var arrangement = StackArrangement(axis: .horizontal, distribution: .fill, alignment: .fill,
                                       canvas: .zero, rightToLeft: false, baselineRelative: false)
    /// The description `fittingContentSize` measures (kept apart so that
    /// measuring never copies the layout's buffers).
    var fitting = StackArrangement(axis: .horizontal, distribution: .fill, alignment: .fill,
                                   canvas: .zero, rightToLeft: false, baselineRelative: false)
    /// The direct path's results.
    var layout = StackLayout()
}
