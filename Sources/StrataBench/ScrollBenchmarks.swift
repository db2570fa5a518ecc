import Strata

/// The cookbook's dynamic stack with `n` rows: a scroll view pinned to the
/// window, a vertical stack pinned to its edges with equal widths.
@MainActor
func benchScroll(_ n: Int) -> (Window, ScrollView, StackView) {
    let window = Window(size: Size(width: 375, height: 667))
    let scroll = ScrollView()
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = 8
    for i in 0..<n {
        let row = View()
        row.customIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: Double(20 + i % 30))
        stack.addArrangedSubview(row)
    }
    window.rootView.addSubview(scroll)
    scroll.addSubview(stack)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    let root = window.rootView
    LayoutConstraint.activate([
        scroll.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        root.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: 20),
        stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
        stack.topAnchor.constraint(equalTo: scroll.topAnchor),
        stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
    ])
    window.layoutIfNeeded()
    return (window, scroll, stack)
}

/// Scroll views: moving the content offset (an incremental edit of the
/// offset pins) and re-deriving the content size after a structural change
/// (a rebuild), per row; `scroll.drag_frame@1000`: one frame of a drag
/// (a touch move that moves the offset, the layout pass and the display
/// list) over 1,000 rows, on a manual clock 1/60 s per frame;
/// `scroll.display_list.culled@10000`: the display list of a scroll view
/// holding 10,000 rows, 20 visible (the rest culled).
@MainActor
func scrollBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [10, 100, 1_000] {
        all.append(Benchmark("scroll.offset", n: n, quick: n == 100) {
            let (window, scroll, _) = benchScroll(n)
            // Warm up: measure a scroll step, not the first one.
            scroll.contentOffset = Point(x: 0, y: 1)
            window.layoutIfNeeded()
            var y = 1.0
            return {
                y = y == 0 ? 1 : 0
                scroll.contentOffset = Point(x: 0, y: y)
                window.layoutIfNeeded()
                blackHole(scroll.contentSize)
            }
        })
        all.append(Benchmark("scroll.content_rebuild", n: n, quick: n == 100) {
            let (window, scroll, stack) = benchScroll(n)
            var s = stack.spacing
            return {
                s = s == 8 ? 9 : 8
                stack.spacing = s
                window.layoutIfNeeded()
                blackHole(scroll.contentSize)
            }
        })
    }
    all.append(Benchmark("scroll.drag_frame", n: 1_000, perItem: false, quick: true) {
        let (window, scroll, _) = benchScroll(1_000)
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        scroll.contentOffset = Point(x: 0, y: 5_000)
        window.layoutIfNeeded()
        var y = 300.0
        window.touchDown(at: Point(x: 100, y: y))
        for _ in 0..<3 {
            clock.advance(by: 1.0 / 60)
            y -= 10
            window.touchMoved(to: Point(x: 100, y: y))
        }
        precondition(scroll.isDragging, "scroll.drag_frame: the drag did not begin")
        var step = 1.0
        return {
            clock.advance(by: 1.0 / 60)
            step = -step
            y += step
            window.touchMoved(to: Point(x: 100, y: y))
            window.layoutIfNeeded()
            blackHole(window.displayList())
        }
    })
    all.append(Benchmark("scroll.display_list.culled", n: 10_000, perItem: false, quick: true) {
        let window = benchCulledScroll(10_000)
        var list = window.displayList()
        return {
            window.displayList(into: &list)
            blackHole(list.commands.count)
        }
    })
    return all
}

/// A window with a scroll view of `n` coloured 30-point rows, 20 of them
/// visible: the display list culls the rest.
@MainActor
func benchCulledScroll(_ n: Int) -> Window {
    let window = Window(size: Size(width: 375, height: 667))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 600))
    scroll.contentSize = Size(width: 375, height: Double(n) * 30)
    for i in 0..<n {
        let row = View(frame: Rect(x: 0, y: Double(i) * 30, width: 375, height: 30))
        row.backgroundColor = i % 2 == 0 ? .white : .black
        scroll.addSubview(row)
    }
    window.rootView.addSubview(scroll)
    scroll.contentOffset = Point(x: 0, y: Double(n / 2) * 30)
    window.layoutIfNeeded()
    return window
}
