import Strata

/// Animation costs:
/// - `animation.tick`: one timeline tick with N views moving (interpolate
///   N frames on a cubic curve);
/// - `animation.capture`: `ViewAnimator.animate` over a window of N views
///   that all move (snapshot, change, layout pass, diff);
/// - `animation.change_only`: the same change and layout pass without
///   animation, the reference `animation.capture` adds to.
@MainActor
func animationBenchmarks() -> [Benchmark] {
    let sizes = [100, 1_000, 10_000]
    var all: [Benchmark] = []
    for n in sizes {
        all.append(Benchmark("animation.tick", n: n, quick: n >= 1_000) {
            let (window, views) = animationBenchWindow(n)
            let clock = ManualClock()
            window.timeline = Timeline(clock: clock)
            ViewAnimator.animate(in: window, timing: TimingParameters(curve: .easeInOut, duration: 1_000)) {
                for view in views { view.frame.origin.y += 100 }
            }
            return {
                clock.advance(by: 1.0 / 60)
                blackHole(views[n - 1].presentationFrame)
                withExtendedLifetime(window) {}
            }
        })
    }
    for n in sizes {
        all.append(Benchmark("animation.capture", n: n, quick: n == 1_000) {
            let (window, views) = animationBenchWindow(n)
            window.timeline = Timeline(clock: ManualClock())
            return {
                let animation = ViewAnimator.animate(in: window, timing: TimingParameters(duration: 1)) {
                    for view in views { view.frame.origin.y += 100 }
                }
                blackHole(animation)
            }
        })
    }
    for n in sizes {
        // The same change without animation: what `animation.capture` adds to.
        all.append(Benchmark("animation.change_only", n: n, quick: n == 1_000) {
            let (window, views) = animationBenchWindow(n)
            return {
                for view in views { view.frame.origin.y += 100 }
                window.layoutIfNeeded()
            }
        })
    }
    return all
}

/// A window with `n` 40×40 views in rows of 10 under its root.
@MainActor
private func animationBenchWindow(_ n: Int) -> (Window, [View]) {
    let window = Window(size: Size(width: 1000, height: 1000))
    var views: [View] = []
    views.reserveCapacity(n)
    for i in 0..<n {
        let view = View(frame: Rect(x: Double(i % 10) * 44, y: Double(i / 10) * 44, width: 40, height: 40))
        window.rootView.addSubview(view)
        views.append(view)
    }
    window.layoutIfNeeded()
    return (window, views)
}
