import Strata

/// The wide-stack scene through the constraint engine: one horizontal
/// stack of `n` arranged 1 × 1 views in a 100 × 100 window, placed by
/// `s.leading == root.leading` and `s.top == root.top`.
@MainActor
func benchWideStack(_ n: Int) -> Window {
    let window = Window(size: Size(width: 100, height: 100))
    let stack = StackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    for _ in 0..<n {
        let v = View()
        v.customIntrinsicContentSize = Size(width: 1, height: 1)
        stack.addArrangedSubview(v)
    }
    window.rootView.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: window.rootView.topAnchor).isActive = true
    return window
}

/// The constraint engine at scale:
/// - `engine.wide_stack`: the wide stack's first layout (build and solve)
///   plus the ambiguity check, what `strata layout` does with the scene,
///   at 2,000 and 20,000 views (its scaling exponent is the growth);
/// - `engine.ambiguity`: `viewsWithAmbiguousLayout` alone, after layout;
/// - `engine.constant_change`: a user constraint's constant changes in an
///   engine-managed 1,000-view row, then layout (an in-place re-solve);
///   the first view takes the extra width, so every frame moves;
/// - `engine.constant_change.local`: the same with the last view taking
///   the extra width (lowest hugging), so two frames move.
@MainActor
func engineBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [2_000, 20_000] {
        all.append(Benchmark("engine.wide_stack", n: n, quick: n == 2_000) {
            let window = benchWideStack(n)
            return {
                window.layoutIfNeeded()
                blackHole(window.viewsWithAmbiguousLayout)
            }
        })
    }
    all.append(Benchmark("engine.ambiguity", n: 10_000, quick: true) {
        let window = benchWideStack(10_000)
        window.layoutIfNeeded()
        return { blackHole(window.viewsWithAmbiguousLayout) }
    })
    for local in [false, true] {
    all.append(Benchmark(local ? "engine.constant_change.local" : "engine.constant_change", n: 1_000,
                         perItem: false, quick: true) {
        let (window, stack) = benchStack(1_000, layout: false)
        if local { stack.arrangedSubviews.last!.setContentHuggingPriority(LayoutPriority(200), for: .horizontal) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: window.rootView.topAnchor).isActive = true
        let width = stack.widthAnchor.constraint(equalToConstant: 50_000)
        width.isActive = true
        window.layoutIfNeeded()
        width.constant += 1
        window.layoutIfNeeded()
        return {
            width.constant += 1
            window.layoutIfNeeded()
        }
    })
    }
    return all
}
