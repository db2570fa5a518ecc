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

    /// The undetermined parts of node `i`: the one place the ambiguity
    /// rules live (`isAmbiguous(node:_:)` asks whether this is empty).
    /// The root and nodes without a view have none; a scroll view whose
    /// derived content size is not determined has `.contentSize`; a view
    /// translating its autoresizing mask has no frame parts.
    func ambiguity(node i: Int, _ probes: inout AmbiguityProbes) -> FrameAmbiguity {
        let n = nodes[i]
        guard i > 0, let view = n.view else { return [] }
        var parts: FrameAmbiguity = []
        if n.scrollIndex >= 0, contentIsAmbiguous(n.scrollIndex, probe: probes.content) { parts.insert(.contentSize) }
        guard !view.translatesAutoresizingMaskIntoConstraints else { return parts }
        let frame = probes.frame
        if frame.isAmbiguous(n.x) { parts.insert(.x) }
        if frame.isAmbiguous(n.y) { parts.insert(.y) }
        if frame.isAmbiguous(n.width) { parts.insert(.width) }
        if frame.isAmbiguous(n.height) { parts.insert(.height) }
        return parts
    }

    /// The parts of node `i` by name, as the inspector shows them.
    private func ambiguousParts(node i: Int, _ probes: inout AmbiguityProbes) -> [String] {
        ambiguity(node: i, &probes).names
    }
}

/// Which parts of a view's layout the constraints leave undetermined.
struct FrameAmbiguity: OptionSet {
    let rawValue: UInt8
    /// A scroll view's derived content size.
    static let contentSize = FrameAmbiguity(rawValue: 1 << 0)
    /// The frame's horizontal position.
    static let x = FrameAmbiguity(rawValue: 1 << 1)
    /// The frame's vertical position.
    static let y = FrameAmbiguity(rawValue: 1 << 2)
    /// The frame's width.
    static let width = FrameAmbiguity(rawValue: 1 << 3)
    /// The frame's height.
    static let height = FrameAmbiguity(rawValue: 1 << 4)

    /// The names of the parts, in the order `contentSize`, `x`, `y`,
    /// `width`, `height`.
    var names: [String] {
        let all: [(FrameAmbiguity, String)] = [(.contentSize, "contentSize"), (.x, "x"), (.y, "y"), (.width, "width"), (.height, "height")]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
