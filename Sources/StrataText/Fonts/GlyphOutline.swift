import StrataGeometry

/// A glyph's outline in font units (y up, origin on the baseline at the
/// left of the advance): closed contours of on-curve points and quadratic
/// Bézier control points, as TrueType stores them, with composite glyphs
/// already assembled.
///
/// ```swift
/// let outline = try face.outline(of: face.glyph(for: "o"))
/// outline.forEachSegment { segment in … }   // .move, .line, .quad per contour
/// ```
public struct GlyphOutline: Sendable, Hashable {
    /// One point of a contour.
    public struct ContourPoint: Sendable, Hashable {
        /// The position in font units.
        public var x: Double, y: Double
        /// Whether the curve passes through it (else it is a quadratic control point).
        public var onCurve: Bool

        /// A contour point.
        public init(x: Double, y: Double, onCurve: Bool) {
            self.x = x
            self.y = y
            self.onCurve = onCurve
        }
    }

    /// A piece of a contour, in the order the contour is drawn.
    public enum Segment: Sendable, Hashable {
        /// Starts a contour at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A quadratic Bézier curve through `control` to `to`.
        case quad(control: Point, to: Point)
        /// Closes the contour (a line back to its start when needed).
        case close
    }

    /// The contours; each is closed.
    public var contours: [[ContourPoint]]

    /// An outline of the given contours.
    public init(contours: [[ContourPoint]] = []) {
        self.contours = contours
    }

    /// Whether the glyph draws nothing (a space).
    public var isEmpty: Bool { contours.allSatisfy(\.isEmpty) }

    /// The number of points in all contours.
    public var pointCount: Int { contours.reduce(0) { $0 + $1.count } }

    /// Calls `body` with each contour's segments: a `move`, `line`s and
    /// `quad`s (two consecutive control points imply an on-curve point
    /// half-way between them), then `close`.
    ///
    /// - Complexity: O(points).
    public func forEachSegment(_ body: (Segment) -> Void) {
        for contour in contours where !contour.isEmpty {
            let n = contour.count
            let first = contour[0], last = contour[n - 1]
            let start: Point
            let startIndex: Int
            if first.onCurve {
                start = Point(x: first.x, y: first.y)
                startIndex = 1
            } else if last.onCurve {
                start = Point(x: last.x, y: last.y)
                startIndex = 0
            } else {
                start = Point(x: (first.x + last.x) / 2, y: (first.y + last.y) / 2)
                startIndex = 0
            }
            body(.move(start))
            var control: Point?
            let end = first.onCurve || !last.onCurve ? n : n - 1
            for i in startIndex..<end {
                let p = contour[i]
                let q = Point(x: p.x, y: p.y)
                if p.onCurve {
                    if let c = control { body(.quad(control: c, to: q)) } else { body(.line(q)) }
                    control = nil
                } else {
                    if let c = control {
                        body(.quad(control: c, to: Point(x: (c.x + q.x) / 2, y: (c.y + q.y) / 2)))
                    }
                    control = q
                }
            }
            if let c = control { body(.quad(control: c, to: start)) } else { body(.line(start)) }
            body(.close)
        }
    }
}
