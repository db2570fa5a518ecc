/// The view tree as the steps change it, followed during validation so that
/// each step is checked against the scene as it is at that point.
struct SceneTreeState {
    /// The type of every view ever created, `root` included.
    var types: [String: SceneViewType] = ["root": .view]
    /// The superview of every view in a tree; detached views have none.
    /// Change it through `setParent`, which keeps `children` in step.
    private(set) var parents: [String: String] = [:]
    /// The subviews of every view (a set: only their count and depth are read).
    private var children: [String: Set<String>] = [:]
    /// The arranged views of every stack, in order.
    var arranged: [String: [String]] = [:]
    /// The active equations (canonical form and the views they name), in
    /// activation order.
    var active: [(canonical: String, items: [String])] = []

    /// Records equations as active.
    mutating func activate(_ equations: [SceneEquation]) {
        active += equations.map { ($0.description, $0.items) }
    }

    /// Removes the first active equation with the canonical form of
    /// `equation`; `false` when none matches.
    mutating func deactivate(_ equation: SceneEquation) -> Bool {
        let canonical = equation.description
        guard let index = active.firstIndex(where: { $0.canonical == canonical }) else { return false }
        active.remove(at: index)
        return true
    }

    /// For each text field and text view, the most characters its text
    /// has been given by the scene so far (its `text` or a `set` step's);
    /// with `typedCharacters` (all text typed or pasted so far), the bound
    /// a `select` step's range is checked against.
    var textLimits: [String: Int] = [:]
    /// The characters of every `type` and `paste` step so far.
    var typedCharacters = 0
    /// The number of items of every list, as the steps change it.
    var listCounts: [String: Int] = [:]
    /// The keys the labels of every list's cell bind (looked up only).
    var listBinds: [String: Set<String>] = [:]

    /// Adds the initial views as subviews of `root`.
    mutating func load(_ views: [SceneView]) {
        for view in views { add(view, to: "root") }
    }

    /// Makes `parent` the superview of `id` (`nil`: detached).
    mutating func setParent(_ id: String, _ parent: String?) {
        if let old = parents[id] { children[old]?.remove(id) }
        parents[id] = parent
        if let parent { children[parent, default: []].insert(id) }
    }

    /// How many superviews `id` has.
    func depth(of id: String) -> Int {
        var count = 0
        var current = id
        while let parent = parents[current], count <= types.count {
            count += 1
            current = parent
        }
        return count
    }

    /// How many levels the subtree of `id` has below it, or `nil` when more
    /// than `limit` (the walk stops there).
    func height(of id: String, limit: Int) -> Int? {
        var deepest = 0
        var pending = [(id, 0)]
        while let (current, level) = pending.popLast() {
            deepest = max(deepest, level)
            guard let below = children[current], !below.isEmpty else { continue }
            guard level < limit else { return nil }
            for child in below { pending.append((child, level + 1)) }
        }
        return deepest
    }

    /// How many levels a new view's tree has below it.
    static func height(of view: SceneView) -> Int {
        (view.subviews + view.arranged).map { 1 + height(of: $0) }.max() ?? 0
    }

    /// Adds a new view (and its subtree) under `parent`.
    mutating func add(_ view: SceneView, to parent: String) {
        types[view.id] = view.type
        if view.type == .textField || view.type == .textView { textLimits[view.id] = view.properties.text?.count ?? 0 }
        setParent(view.id, parent)
        if view.type == .stack { arranged[view.id] = view.arranged.map(\.id) }
        if view.type == .list {
            listCounts[view.id] = view.list.count
            listBinds[view.id] = (view.list.cell ?? SceneList.defaultCell).boundKeys
        }
        for child in view.subviews + view.arranged { add(child, to: view.id) }
    }

    /// Whether `id` is in the window's tree.
    func isInWindow(_ id: String) -> Bool {
        var current = id
        var steps = 0
        while current != "root" {
            guard let parent = parents[current], steps < types.count else { return false }
            current = parent
            steps += 1
        }
        return true
    }

    /// Whether `ancestor` is `id` or one of its superviews.
    func isAncestor(_ ancestor: String, of id: String) -> Bool {
        var current: String? = id
        var steps = 0
        while let view = current, steps <= types.count {
            if view == ancestor { return true }
            current = parents[view]
            steps += 1
        }
        return false
    }

    /// The stack `id` is arranged in, if any.
    func stack(arranging id: String) -> String? {
        guard let parent = parents[id], arranged[parent]?.contains(id) == true else { return nil }
        return parent
    }

    /// Removes `id` from its stack's arranged views (it stays a subview).
    mutating func removeArranged(_ id: String) {
        if let stack = stack(arranging: id) { arranged[stack]?.removeAll { $0 == id } }
    }

    /// Removes `id` from its superview, with the constraints that name it or
    /// any view of its subtree (as UIKit does).
    mutating func removeFromSuperview(_ id: String) {
        removeArranged(id)
        let subtree = Set(types.keys.filter { isAncestor(id, of: $0) })
        setParent(id, nil)
        active.removeAll { entry in entry.items.contains { subtree.contains($0) } }
    }

    /// Makes `id` an arranged view of `stack` at `index` (appended when `nil`).
    mutating func arrange(_ id: String, in stack: String, at index: Int?) {
        removeArranged(id)
        setParent(id, stack)
        var list = arranged[stack] ?? []
        list.insert(id, at: min(index ?? list.count, list.count))
        arranged[stack] = list
    }
}
