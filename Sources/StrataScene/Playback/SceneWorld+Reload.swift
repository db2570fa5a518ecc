import Strata

/// Live reload (`strata show --watch`): a newly built world takes over
/// from the one on screen.
extension SceneWorld {
    /// The timing of the move from the old frames to the new ones: the
    /// scene format's default animation (ease in-out, 0.3 s).
    public static let reloadTiming = TimingParameters(curve: .easeInOut, duration: 0.3)

    /// Carries what a person changed in `old` into this newly built world,
    /// and animates the change: the window's size; for every view whose
    /// id exists in both with the same kind of view, the text of text
    /// fields and text views and the offset of scroll views; then every
    /// such view moves from its frame in `old` (its place in the window)
    /// to its frame here over `timing`, as any animated layout change
    /// (views only in the new scene appear in place). Call it before the
    /// world's timeline starts playing; the animation runs on this
    /// world's window timeline. Returns the ids carried over, in the new
    /// world's creation order.
    ///
    /// - Complexity: O(views) plus two layout passes per level of the tree.
    @discardableResult
    public func carryOver(from old: SceneWorld, timing: TimingParameters = SceneWorld.reloadTiming) -> [String] {
        window.size = old.window.size
        old.window.layoutIfNeeded()
        var matched: [(id: String, view: View, oldWindowFrame: Rect, depth: Int)] = []
        for (id, view) in views where id != "root" {
            guard let before = old.view(id), type(of: before) == type(of: view), view.window === window else { continue }
            if let field = view as? TextField, let previous = before as? TextField { field.text = previous.text }
            if let text = view as? TextView, let previous = before as? TextView { text.text = previous.text }
            matched.append((id, view, Self.windowFrame(of: before), Self.depth(of: view)))
        }
        window.layoutIfNeeded()
        for (id, view, _, _) in matched {
            if let scroll = view as? ScrollView, let previous = old.view(id) as? ScrollView {
                scroll.contentOffset = previous.contentOffset
            }
        }
        window.layoutIfNeeded()
        let ends = matched.map(\.view.frame)
        // Place each matched view where it was, a level at a time: laying
        // out a level places the unmatched views inside it for its old
        // size; the next level's matched views are then moved to their
        // old places.
        let levels = Set(matched.map(\.depth)).sorted()
        for level in levels {
            for entry in matched where entry.depth == level {
                guard let superview = entry.view.superview else { continue }
                let origin = Self.windowFrame(of: superview).origin
                let inSuper = entry.oldWindowFrame.offsetBy(dx: superview.bounds.minX - origin.x,
                                                            dy: superview.bounds.minY - origin.y)
                entry.view.frame = inSuper
            }
            window.layoutIfNeeded()
        }
        ViewAnimator.animate(in: window, timing: timing) {
            for level in levels {
                for (offset, entry) in matched.enumerated() where entry.depth == level { entry.view.frame = ends[offset] }
            }
        }
        return matched.map(\.id)
    }

    /// The view's frame in its window's coordinates (model values).
    static func windowFrame(of view: View) -> Rect {
        guard let superview = view.superview else { return view.frame }
        return superview.convert(view.frame, to: nil)
    }

    /// How many superviews the view has.
    static func depth(of view: View) -> Int {
        var depth = 0
        var current = view.superview
        while let next = current {
            depth += 1
            current = next.superview
        }
        return depth
    }
}
