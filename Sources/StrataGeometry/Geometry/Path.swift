/// A vector outline: subpaths of straight lines and Bézier curves, in
/// points (y grows downwards, as everywhere in Strata).
///
/// The counterpart of `CGPath`/`UIBezierPath`, as a value type. Build one
/// with `move(to:)`, `addLine(to:)`, `addCurve(to:control1:control2:)`,
/// `addArc(center:radius:startAngle:endAngle:clockwise:)` and friends; fill
/// it with a `FillRule`, or stroke it with a `StrokeStyle`
/// (`strokedPath(_:)` is the outline of the stroke). Docs/Drawing.md.
///
/// ```swift
/// var star = Path()
/// star.move(to: Point(x: 50, y: 0))
/// star.addLine(to: Point(x: 80, y: 90))
/// star.addLine(to: Point(x: 0, y: 35))
/// star.addLine(to: Point(x: 100, y: 35))
/// star.addLine(to: Point(x: 20, y: 90))
/// star.closeSubpath()
/// star.contains(Point(x: 50, y: 50))                  // true
/// star.contains(Point(x: 50, y: 50), rule: .evenOdd)  // false: the pentagon is a hole
/// ```
public struct Path: Sendable, Hashable {
    /// One step of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's first point, closing it.
        case closeSubpath

        /// The end point (`nil` for `closeSubpath`).
        @inlinable
        public var endPoint: Point? {
            switch self {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    /// The elements, in order. Every subpath starts with a `.move`: the
    /// building methods insert one where needed.
    public private(set) var elements: [Element]

    /// Creates an empty path.
    public init() {
        elements = []
    }

    /// Creates a path of the given elements (a `.move` to the previous
    /// end point, or to the origin, is added before a drawing element that
    /// starts no subpath).
    public init(elements: [Element]) {
        self.init()
        for e in elements { append(e) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the end of the last element, or the
    /// subpath's first point after `closeSubpath`; `nil` for an empty path.
    public var currentPoint: Point? {
        guard let last = elements.last else { return nil }
        return last.endPoint ?? subpathStart
    }

    /// The first point of the last subpath (where `closeSubpath` returns).
    ///
    /// - Complexity: O(elements of the last subpath).
    var subpathStart: Point? {
        for e in elements.reversed() {
            if case .move(let p) = e { return p }
        }
        return nil
    }

    /// Appends one element, starting a subpath first when it draws from no
    /// current point.
    public mutating func append(_ element: Element) {
        switch element {
        case .move:
            break
        case .closeSubpath:
            guard let last = elements.last else { return }
            if case .closeSubpath = last { return }
        default:
            if elements.isEmpty {
                elements.append(.move(to: .zero))
            } else if case .closeSubpath = elements[elements.count - 1] {
                elements.append(.move(to: subpathStart ?? .zero))
            }
        }
        elements.append(element)
    }

}

extension Path: CustomStringConvertible {
    /// The path as SVG path data, such as `M 0 0 L 10 0 Z`.
    public var description: String { svgPathData }

    /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z` with absolute
    /// coordinates), shortest round-trip number forms.
    public var svgPathData: String {
        var out = ""
        func add(_ letter: String, _ points: [Point]) {
            if !out.isEmpty { out += " " }
            out += letter
            for p in points { out += " \(formatCoordinate(p.x)) \(formatCoordinate(p.y))" }
        }
        for e in elements {
            switch e {
            case .move(let p): add("M", [p])
            case .line(let p): add("L", [p])
            case .quadCurve(let p, let c): add("Q", [c, p])
            case .curve(let p, let c1, let c2): add("C", [c1, c2, p])
            case .closeSubpath: add("Z", [])
            }
        }
        return out
    }
}
