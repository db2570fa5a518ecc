extension Path {
    /// The path `fraction` of the way from this one to `other`, point by
    /// point, when both have the same sequence of element kinds (Core
    /// Animation's path animation); `nil` otherwise.
    ///
    /// - Complexity: O(elements).
    package func interpolated(to other: Path, fraction p: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p) }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let x), .move(let y)): out.append(.move(to: mix(x, y)))
            case (.line(let x), .line(let y)): out.append(.line(to: mix(x, y)))
            case (.quadCurve(let x, let cx), .quadCurve(let y, let cy)): out.append(.quadCurve(to: mix(x, y), control: mix(cx, cy)))
            case (.curve(let x, let c1x, let c2x), .curve(let y, let c1y, let c2y)):
                out.append(.curve(to: mix(x, y), control1: mix(c1x, c1y), control2: mix(c2x, c2y)))
            case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
            default: return nil
            }
        }
        return Path(elements: out)
    }
}
