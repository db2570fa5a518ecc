extension Path {
    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point` (from the
    /// origin on an empty path).
    public mutating func addLine(to point: Point) {
        append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its first
    /// point; the next drawing element starts there. Does nothing on an
    /// empty path or a subpath already closed.
    public mutating func closeSubpath() {
        append(.closeSubpath)
    }

    /// Adds `rect` as a closed subpath, clockwise on screen from its
    /// top-left corner (`CGPath.addRect`).
    public mutating func addRect(_ rect: Rect) {
        let s = rect.standardized
        move(to: Point(x: s.minX, y: s.minY))
        addLine(to: Point(x: s.maxX, y: s.minY))
        addLine(to: Point(x: s.maxX, y: s.maxY))
        addLine(to: Point(x: s.minX, y: s.maxY))
        closeSubpath()
    }

    /// Adds `rect` with circular corners of `cornerRadius` (clamped to half
    /// the shorter side) as a closed subpath, clockwise on screen; a
    /// radius of 0 adds a plain rectangle.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let s = rect.standardized
        let r = Swift.max(0, Swift.min(cornerRadius, s.width / 2, s.height / 2))
        guard r > 0 else { return addRect(s) }
        let k = r * Path.arcHandle
        move(to: Point(x: s.minX + r, y: s.minY))
        addLine(to: Point(x: s.maxX - r, y: s.minY))
        addCurve(to: Point(x: s.maxX, y: s.minY + r), control1: Point(x: s.maxX - r + k, y: s.minY),
                 control2: Point(x: s.maxX, y: s.minY + r - k))
        addLine(to: Point(x: s.maxX, y: s.maxY - r))
        addCurve(to: Point(x: s.maxX - r, y: s.maxY), control1: Point(x: s.maxX, y: s.maxY - r + k),
                 control2: Point(x: s.maxX - r + k, y: s.maxY))
        addLine(to: Point(x: s.minX + r, y: s.maxY))
        addCurve(to: Point(x: s.minX, y: s.maxY - r), control1: Point(x: s.minX + r - k, y: s.maxY),
                 control2: Point(x: s.minX, y: s.maxY - r + k))
        addLine(to: Point(x: s.minX, y: s.minY + r))
        addCurve(to: Point(x: s.minX + r, y: s.minY), control1: Point(x: s.minX, y: s.minY + r - k),
                 control2: Point(x: s.minX + r - k, y: s.minY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four
    /// cubic curves, clockwise on screen from its rightmost point
    /// (`CGPath.addEllipse(in:)`).
    public mutating func addEllipse(in rect: Rect) {
        let s = rect.standardized
        let cx = s.midX, cy = s.midY, rx = s.width / 2, ry = s.height / 2
        let kx = rx * Path.arcHandle, ky = ry * Path.arcHandle
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// Appends every element of `other` (its first subpath starts anew).
    public mutating func addPath(_ other: Path) {
        for e in other.elements { append(e) }
    }

    /// This path with every point moved by `transform` (Bézier curves stay
    /// exact under an affine transform).
    ///
    /// - Complexity: O(elements).
    public func applying(_ transform: AffineTransform) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.append(.move(to: p.applying(transform)))
            case .line(let p): out.append(.line(to: p.applying(transform)))
            case .quadCurve(let p, let c): out.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .curve(let p, let c1, let c2):
                out.append(.curve(to: p.applying(transform), control1: c1.applying(transform),
                                  control2: c2.applying(transform)))
            case .closeSubpath: out.append(.closeSubpath)
            }
        }
        return out
    }

    /// The length of a cubic's control handle for a quarter circle of
    /// radius 1: 4/3·(√2 − 1), the classic approximation (radial error
    /// below 0.03 %).
    package static let arcHandle = 0.552_284_749_830_793_4
}
