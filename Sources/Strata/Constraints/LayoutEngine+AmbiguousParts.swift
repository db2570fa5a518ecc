/// Which parts of a view's frame the constraints leave undetermined, for
/// the inspector's red outlines and its description.
extension LayoutEngine {
    /// The frame's undetermined parts of each view in `ambiguousViews()`,
    /// in the same order: `x`, `y`, `width`, `height` (in that order), or
    /// `contentSize` for a scroll view whose derived content size is not
    /// determined.
    /// - Complexity: O(views + cells of the system), as `ambiguousViews()`.
    func ambiguousParts() -> [(view: View, parts: [String])] {
        solveIfNeeded()
        var probes = AmbiguityProbes(engine: self)
        var result: [(view: View, parts: [String])] = []
        for i in nodes.indices.dropFirst() {
            guard let view = nodes[i].view else { continue }
            let parts = ambiguousParts(node: i, &probes)
            if !parts.isEmpty { result.append((view, parts)) }
        }
        return result
    }

    /// The undetermined parts of `view`'s frame (empty when it is not
    /// ambiguous; see `ambiguousParts()`).
    /// - Complexity: O(cells of the system).
    func ambiguousParts(of view: View) -> [String] {
        solveIfNeeded()
        guard let i = nodeIndex[ObjectIdentifier(view)] else { return [] }
        var probes = AmbiguityProbes(engine: self)
        return ambiguousParts(node: i, &probes)
    }

    /// The parts of node `i`, by the same rules as `isAmbiguous(node:_:)`.
    private func ambiguousParts(node i: Int, _ probes: inout AmbiguityProbes) -> [String] {
        let n = nodes[i]
        guard i > 0, let view = n.view else { return [] }
        var parts: [String] = []
        if n.scrollIndex >= 0, contentIsAmbiguous(n.scrollIndex, probe: probes.content) { parts.append("contentSize") }
        guard !view.translatesAutoresizingMaskIntoConstraints else { return parts }
        let frame = probes.frame
        if frame.isAmbiguous(n.x) { parts.append("x") }
        if frame.isAmbiguous(n.y) { parts.append("y") }
        if frame.isAmbiguous(n.width) { parts.append("width") }
        if frame.isAmbiguous(n.height) { parts.append("height") }
        return parts
    }
}
