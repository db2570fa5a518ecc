import Strata

/// A frame-based stack of `n` views with intrinsic sizes, in a window.
@MainActor
func benchStack(_ n: Int, distribution: StackView.Distribution, engine: Bool) -> (Window, StackView) {
    let window = Window(size: Size(width: Double(n) * 50, height: 200))
    let stack = StackView(frame: Rect(x: 0, y: 0, width: Double(n) * 50, height: 44))
    stack.distribution = distribution
    stack.spacing = 8
    for i in 0..<n {
        let v = View()
        v.customIntrinsicContentSize = Size(width: Double(10 + i % 30), height: 44)
        stack.addArrangedSubview(v)
    }
    window.rootView.addSubview(stack)
    if engine {
        // Naming the stack in a constraint puts it (and its arrangement)
        // into the window's constraint engine.
        stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
    }
    window.layoutIfNeeded()
    return (window, stack)
}

/// Stack layout: the direct path, the constraint path (full rebuild and
/// incremental), per arranged view.
@MainActor
func stackBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for n in [10, 100, 1_000] {
        for d in [StackView.Distribution.fill, .fillEqually] {
            all.append(Benchmark("stack.direct.\(d.rawValue)", n: n, quick: n == 100) {
                let (window, stack) = benchStack(n, distribution: d, engine: false)
                var w = stack.frame.size.width
                return {
                    w += 1
                    stack.frame.size.width = w
                    window.layoutIfNeeded()
                }
            })
            all.append(Benchmark("stack.engine_rebuild.\(d.rawValue)", n: n, quick: n == 100) {
                let (window, stack) = benchStack(n, distribution: d, engine: true)
                var s = stack.spacing
                return {
                    s = s == 8 ? 9 : 8
                    stack.spacing = s
                    window.layoutIfNeeded()
                }
            })
            all.append(Benchmark("stack.engine_resize.\(d.rawValue)", n: n, quick: n == 100) {
                let (window, stack) = benchStack(n, distribution: d, engine: true)
                var w = stack.frame.size.width
                return {
                    w += 1
                    stack.frame.size.width = w
                    window.layoutIfNeeded()
                }
            })
        }
    }
    return all
}
