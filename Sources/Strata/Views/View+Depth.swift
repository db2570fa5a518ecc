/// The depth limit of view trees.
///
/// Layout, drawing, hit testing and the window's bookkeeping walk the tree
/// recursively, a few stack frames a level, so a tree thousands of levels
/// deep would overflow the thread's stack (a scene that nested 2,000 stacks
/// did). Real interfaces are a few dozen levels deep; the limit is far
/// above that and far below what a thread's stack can hold, so every walk
/// stays safe and its cost linear in the number of views.
extension View {
    /// The deepest a view may sit below the top of its tree: 256 levels
    /// (a window's root view is at depth 0, its subviews at 1).
    ///
    /// `addSubview` and its relatives stop with a precondition when the
    /// move would put a view deeper; scenes report a scene error and the C
    /// interface `STRATA_INVALID_ARGUMENT` before they get there.
    nonisolated public static let maximumDepth = 256

    /// How many superviews this view has (`package`: a public `depth`
    /// would clash with properties of that name in programs' subclasses).
    /// - Complexity: O(depth).
    package var treeDepth: Int {
        var count = 0
        var current = storedSuperview
        while let view = current {
            count += 1
            current = view.storedSuperview
        }
        return count
    }

    /// The depth the deepest view of `view`'s subtree would have if `view`
    /// were added as a subview of this view, or `nil` when that is more
    /// than `View.maximumDepth` (the walk stops there).
    /// - Complexity: O(depth of this view + views of `view`'s subtree within the limit).
    package func depthAfterAdding(_ view: View) -> Int? {
        let base = treeDepth + 1
        guard base <= View.maximumDepth else { return nil }
        var deepest = base
        // Iterative, so that checking a tree never recurses through it.
        var pending: [(View, Int)] = [(view, base)]
        while let (current, level) = pending.popLast() {
            deepest = max(deepest, level)
            guard !current.storedSubviews.isEmpty else { continue }
            guard level < View.maximumDepth else { return nil }
            for subview in current.storedSubviews { pending.append((subview, level + 1)) }
        }
        return deepest
    }
}
