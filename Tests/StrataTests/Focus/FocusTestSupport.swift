@testable import Strata

/// A manual-clock window with focusable views placed by frame, named by
/// `identifier`.
@MainActor
struct FocusScene {
    let window: Window
    let clock = ManualClock()
    var views: [String: View] = [:]

    init(size: Size = Size(width: 1000, height: 1000), rightToLeft: Bool = false) {
        window = Window(size: size)
        window.timeline = Timeline(clock: clock)
        if rightToLeft { window.layoutDirection = .rightToLeft }
    }

    /// Adds a focusable view `id` at `frame` to `parent` (the root view).
    @discardableResult
    mutating func add(_ id: String, _ frame: Rect, to parent: View? = nil, focusable: Bool = true) -> View {
        let v = View(frame: frame)
        v.identifier = id
        v.isFocusable = focusable
        (parent ?? window.rootView).addSubview(v)
        views[id] = v
        return v
    }

    /// The focused view's identifier.
    var focused: String? { window.focusedView?.identifier }
}

extension FocusScene {
    /// A `rows × columns` grid of 100 × 50 views, 20 apart, named `r,c`.
    static func grid(rows: Int, columns: Int) -> FocusScene {
        var scene = FocusScene()
        for r in 0..<rows {
            for c in 0..<columns {
                scene.add("\(r),\(c)", Rect(x: Double(c) * 120, y: Double(r) * 70, width: 100, height: 50))
            }
        }
        return scene
    }
}
