import Strata

/// A frame-based row of `n` views with intrinsic sizes (10…39 × 44), in a
/// window; with `engine`, the stack is named in a constraint, which puts it
/// and its arrangement into the window's constraint engine.
@MainActor
func benchStack(_ n: Int, distribution: StackView.Distribution = .fill, engine: Bool = false,
                layout: Bool = true) -> (Window, StackView) {
    let width = Double(n) * 50
    let window = Window(size: Size(width: width, height: 200))
    let stack = StackView(frame: Rect(x: 0, y: 0, width: width, height: 44))
    stack.distribution = distribution
    stack.spacing = 8
    for i in 0..<n {
        let v = View()
        v.customIntrinsicContentSize = Size(width: Double(10 + i % 30), height: 44)
        stack.addArrangedSubview(v)
    }
    window.rootView.addSubview(stack)
    if engine {
        stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
    }
    if layout { window.layoutIfNeeded() }
    return (window, stack)
}

/// The 1 → 10 → 10 → 100 tree of `stack.nested.layout`: a vertical stack
/// of 10 rows, each a horizontal stack of 10 columns, each a vertical
/// stack of 100 views (10,000 leaves, 111 stacks).
@MainActor
func benchNestedStacks() -> (Window, StackView) {
    let window = Window(size: Size(width: 2000, height: 10_000))
    let root = StackView(frame: Rect(x: 0, y: 0, width: 2000, height: 10_000))
    root.axis = .vertical
    root.distribution = .fillEqually
    for _ in 0..<10 {
        let row = StackView()
        row.distribution = .fillEqually
        row.spacing = 4
        for _ in 0..<10 {
            let column = StackView()
            column.axis = .vertical
            column.distribution = .fillProportionally
            for k in 0..<100 {
                let leaf = View()
                leaf.customIntrinsicContentSize = Size(width: 20, height: Double(5 + k % 7))
                column.addArrangedSubview(leaf)
            }
            row.addArrangedSubview(column)
        }
        root.addArrangedSubview(row)
    }
    window.rootView.addSubview(root)
    window.layoutIfNeeded()
    return (window, root)
}

/// Stack layout, per arranged view:
/// - `stack.direct.layout`: a full relayout of a row (its width changed);
/// - `stack.nested.layout`: a full relayout of the nested tree;
/// - `stack.relayout.hide_one`: hide (or show) one view of a 10k row;
/// - `stack.relayout.clean`: a layout pass with nothing dirty;
/// - `stack.relayout.clean_repeated`: 1,000 such passes (per item: one
///   warm pass);
/// - `stack.constraints.layout`: the row's first layout through the
///   constraint engine (build + solve);
/// - `stack.constraints.resize`: an engine-managed row's relayout after a
///   width change (an incremental re-solve), in steady state;
///   `stack.constraints.first_resize`: the first one after the build.
@MainActor
func stackBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [100, 1_000, 10_000, 100_000] {
        all.append(Benchmark("stack.direct.layout", n: n, quick: n == 10_000) {
            let (window, stack) = benchStack(n)
            var w = stack.frame.size.width
            return {
                w += 1
                stack.frame.size.width = w
                window.layoutIfNeeded()
            }
        })
    }
    all.append(Benchmark("stack.nested.layout", n: 10_000, quick: true) {
        let (window, root) = benchNestedStacks()
        var w = root.frame.size.width
        return {
            w += 1
            root.frame.size.width = w
            window.layoutIfNeeded()
        }
    })
    // One leaf's intrinsic height changes in the middle of the nested tree
    // (row 5, column 5, leaf 50), then a layout pass: only its column's
    // arrangement is described again; the row and the root keep theirs
    // when the column's fitting size does not change their layout.
    all.append(Benchmark("stack.relayout.leaf_changed", n: 10_000, perItem: false, quick: true) {
        let (window, root) = benchNestedStacks()
        let row = root.arrangedSubviews[5] as! StackView
        let column = row.arrangedSubviews[5] as! StackView
        let leaf = column.arrangedSubviews[50]
        var tall = false
        return {
            tall.toggle()
            leaf.customIntrinsicContentSize = Size(width: 20, height: tall ? 9 : 6)
            window.layoutIfNeeded()
        }
    })
    all.append(Benchmark("stack.relayout.hide_one", n: 10_000, perItem: false, quick: true) {
        let (window, stack) = benchStack(10_000)
        let view = stack.arrangedSubviews[5_000]
        return {
            view.isHidden.toggle()
            window.layoutIfNeeded()
        }
    })
    all.append(Benchmark("stack.relayout.clean", n: 10_000, perItem: false, quick: true) {
        let (window, _) = benchStack(10_000)
        return { window.layoutIfNeeded() }
    })
    // The same clean pass, 1,000 calls per repetition: the per-call cost
    // once warm (the single call above also pays for cold caches after
    // `prepare` built 10k views).
    all.append(Benchmark("stack.relayout.clean_repeated", n: 1_000, quick: true) {
        let (window, _) = benchStack(10_000)
        return { for _ in 0..<1_000 { window.layoutIfNeeded() } }
    })
    // The constraint path builds one priority level per tie-breaking offset
    // (see Docs/Performance.md).
    for n in [100, 1_000, 10_000] {
        all.append(Benchmark("stack.constraints.layout", n: n, quick: n == 1_000) {
            let (window, _) = benchStack(n, engine: true, layout: false)
            return { window.layoutIfNeeded() }
        })
    }
    for n in [100, 1_000] {
        // The first resize after the engine was built: the pins carry edit
        // markers from the start, so it is an in-place re-solve as well.
        all.append(Benchmark("stack.constraints.first_resize", n: n, quick: n == 1_000) {
            let (window, stack) = benchStack(n, engine: true)
            return {
                stack.frame.size.width += 1
                window.layoutIfNeeded()
            }
        })
        all.append(Benchmark("stack.constraints.resize", n: n, quick: n == 1_000) {
            let (window, stack) = benchStack(n, engine: true)
            var w = stack.frame.size.width
            w += 1
            stack.frame.size.width = w
            window.layoutIfNeeded()
            return {
                w += 1
                stack.frame.size.width = w
                window.layoutIfNeeded()
            }
        })
    }
    return all
}
