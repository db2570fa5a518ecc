import Strata

/// A typical self-sizing list row: an image on the leading side, a
/// one-line title beside it and a button at the trailing end, in the
/// content view of a cell 375 points wide (12 constraints).
final class BenchProfileCell: CollectionViewCell {
    let icon = ImageView(image: Image(width: 4, height: 4, rgba: [UInt8](repeating: 200, count: 64)))
    let title = Label(text: "A title of some length")
    let button = Button(title: "Follow")

    required init(frame: Rect) {
        super.init(frame: frame)
        for view in [icon, title, button] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            button.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 8),
        ])
    }
}

/// A window of `n` views placed by constraints only, in rows of 40: each
/// view 20 × 20, the first of a row at the root's leading edge, the others
/// 4 points after the previous one, each row 4 points below the one above
/// (4 constraints a view).
@MainActor
func benchConstrainedGrid(_ n: Int) -> Window {
    let columns = 40
    let window = Window(size: Size(width: 1_000, height: Double((n / columns + 1) * 24)))
    let root = window.rootView
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    views.reserveCapacity(n)
    constraints.reserveCapacity(4 * n)
    for i in 0..<n {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let column = i % columns
        constraints.append(column == 0 ? v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 4))
        constraints.append(i < columns ? v.topAnchor.constraint(equalTo: root.topAnchor)
            : v.topAnchor.constraint(equalTo: views[i - columns].bottomAnchor, constant: 4))
        constraints.append(v.widthAnchor.constraint(equalToConstant: 20))
        constraints.append(v.heightAnchor.constraint(equalToConstant: 20))
        views.append(v)
    }
    LayoutConstraint.activate(constraints)
    return window
}

/// Building constraint systems from scratch, and a cell's measurements:
/// - `list.cell.private_solve`: one self-sizing measurement of a new
///   `BenchProfileCell` at 375 points wide (its content view's fitting
///   size) every sample: the first measurement, which builds the cell's
///   kept fitting system (from the canonical system its class's first
///   cell built, `FittingTemplate`);
/// - `list.cell.private_solve.unshared`: the same with no shared system
///   kept (each sample's cell builds and solves its own from scratch);
/// - `list.cell.private_solve.reused`: the same measurement of one cell
///   again and again, as a list measures the cells it reuses (from the
///   cell's kept fitting system);
/// - `list.cell.private_solve.reconfigured`: the reused cell with its
///   title set to one of two texts before each measurement (the text
///   change is part of the time);
/// - `engine.first_layout`: the first `layoutIfNeeded` of a window of
///   1,000 views placed by constraints (`benchConstrainedGrid`): the
///   engine's whole build and solve.
@MainActor
func buildBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    let reused = BenchProfileCell(frame: Rect(x: 0, y: 0, width: 375, height: 64))
    let target = Size(width: 375, height: 0)
    all.append(Benchmark("list.cell.private_solve.reused", n: 1, perItem: false, quick: true) {
        let cell = reused
        return {
            blackHole(cell.contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel))
        }
    })
    all.append(Benchmark("list.cell.private_solve", n: 1, perItem: false, quick: true) {
        let cell = BenchProfileCell(frame: Rect(x: 0, y: 0, width: 375, height: 64))
        return {
            blackHole(cell.contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel))
        }
    })
    // The same, with the shared canonical systems forgotten before each
    // sample: the from-scratch build and solve (`FittingTemplate`).
    all.append(Benchmark("list.cell.private_solve.unshared", n: 1, perItem: false, quick: true) {
        FittingTemplate.removeAll()
        let cell = BenchProfileCell(frame: Rect(x: 0, y: 0, width: 375, height: 64))
        return {
            blackHole(cell.contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel))
        }
    })
    let texts = ["A title of some length", "Another, longer title for the profile"]
    var toggle = 0
    all.append(Benchmark("list.cell.private_solve.reconfigured", n: 1, perItem: false, quick: true) {
        let cell = reused
        return {
            toggle ^= 1
            cell.title.text = texts[toggle]
            blackHole(cell.contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel))
        }
    })
    all.append(Benchmark("engine.first_layout", n: 1_000, quick: true) {
        let window = benchConstrainedGrid(1_000)
        return { window.layoutIfNeeded() }
    })
    return all
}
