import Strata

/// A container of `n` labels in a column, each pinned to the container's
/// margins and 8 points below the previous one; `wrap` makes them
/// multi-line with text longer than the width (so fitting at a required
/// width of 320 re-measures them in a second pass).
@MainActor
func benchLabelColumn(_ n: Int, wrap: Bool) -> View {
    let cell = View()
    cell.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    let m = cell.layoutMarginsGuide
    var previous = m.topAnchor
    var constraints: [LayoutConstraint] = []
    for i in 0..<n {
        let label = Label(text: wrap ? "row \(i) with a text long enough to wrap over two lines" : "row \(i)")
        label.numberOfLines = wrap ? 0 : 1
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        constraints += [
            label.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: m.trailingAnchor),
            label.topAnchor.constraint(equalTo: previous, constant: i == 0 ? 0 : 8),
        ]
        previous = label.bottomAnchor
    }
    constraints.append(previous.constraint(equalTo: m.bottomAnchor))
    LayoutConstraint.activate(constraints)
    return cell
}

/// `systemLayoutSizeFitting` costs: a private solve of the subtree per call.
///
/// - `fitting.column`: a column of `n` single-line labels, compressed target;
/// - `fitting.column_wrap`: `n` multi-line labels at a required width of
///   320 (two passes: the labels are re-measured at their solved width);
/// - `fitting.stack`: a horizontal stack of `n` views, compressed target
///   (compare with `StackView.intrinsicContentSize`, O(n) arithmetic).
@MainActor
func fittingBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [10, 100] {
        all.append(Benchmark("fitting.column", n: n, quick: n == 10) {
            let cell = benchLabelColumn(n, wrap: false)
            return { blackHole(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)) }
        })
        all.append(Benchmark("fitting.column_wrap", n: n, quick: n == 10) {
            let cell = benchLabelColumn(n, wrap: true)
            return {
                blackHole(cell.systemLayoutSizeFitting(Size(width: 320, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel))
            }
        })
        all.append(Benchmark("fitting.stack", n: n, quick: n == 10) {
            let (_, stack) = benchStack(n, layout: false)
            return { blackHole(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)) }
        })
    }
    return all
}
