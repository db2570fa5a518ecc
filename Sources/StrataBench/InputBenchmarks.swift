import Strata

/// A 10,000-view tree: a chain of 100 containers, each the front-most of
/// 100 subviews (99 leaves beside it), with a `Button` at the bottom and
/// recognizers (a pan and a long press) on every 25th container (eight
/// recognizers see a touch on the button).
/// Returns the window, the button's centre and the deepest pan recognizer
/// (the first in line for a touch on the button).
@MainActor
func deepInputTree(views n: Int) -> (Window, Point, PanGestureRecognizer?) {
    let window = Window(size: Size(width: 1000, height: 1000))
    window.timeline = Timeline(clock: ManualClock())
    let depth = max(1, Int(Double(n).squareRoot()))
    let top = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    window.rootView.addSubview(top)
    var container = top
    var deepestPan: PanGestureRecognizer?
    for level in 0..<depth {
        for i in 0..<(depth - 1) {
            container.addSubview(View(frame: Rect(x: Double(i % 10) * 5, y: Double(i / 10) * 5, width: 4, height: 4)))
        }
        if level % 25 == 0 {
            let pan = PanGestureRecognizer()
            container.addGestureRecognizer(pan)
            deepestPan = pan
            container.addGestureRecognizer(LongPressGestureRecognizer())
        }
        let next = View(frame: Rect(x: 1, y: 1, width: container.bounds.width - 2, height: container.bounds.height - 2))
        container.addSubview(next)
        container = next
    }
    let button = Button(title: "Deep")
    button.frame = Rect(x: 0, y: 0, width: 200, height: 100)
    container.addSubview(button)
    window.layoutIfNeeded()
    return (window, button.convert(Point(x: 100, y: 50), to: nil), deepestPan)
}

/// `input.tap@10000`: touch down and up on a button deep in the tree
/// (hit test, recognizers on the way, the control's tracking and actions).
/// `input.pan_move@10000`: one move of a pan that has begun in the same
/// tree (the deepest container's).
@MainActor
func inputBenchmarks() -> [Benchmark] {
    var tapTree: (Window, Point, PanGestureRecognizer?)?
    return [
        Benchmark("input.tap", n: 10_000, perItem: false, quick: true) {
            // One tree for every repetition: a tap leaves it as it found it.
            if tapTree == nil { tapTree = deepInputTree(views: 10_000) }
            let (window, point, _) = tapTree!
            return {
                window.touchDown(at: point)
                window.touchUp(at: point)
            }
        },
        Benchmark("input.pan_move", n: 10_000, perItem: false, quick: true) {
            let (window, point, pan) = deepInputTree(views: 10_000)
            window.touchDown(at: point)
            window.touchMoved(to: Point(x: point.x + 20, y: point.y))
            window.touchMoved(to: Point(x: point.x + 25, y: point.y))
            precondition(pan?.state == .changed, "input.pan_move: the pan did not begin")
            var x = point.x + 25
            return {
                x += 1
                window.touchMoved(to: Point(x: x, y: point.y))
            }
        },
    ]
}
