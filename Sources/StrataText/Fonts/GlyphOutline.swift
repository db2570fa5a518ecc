import StrataGeometry

/// A glyph's outline in font units (y up, origin on the baseline at the
/// left of the advance), with composite glyphs already assembled: either
/// closed contours of on-curve points and quadratic Bézier control points,
/// as TrueType stores them (`contours`), or a list of segments with cubic
/// Béziers, as CFF and CFF2 charstrings draw them (`segments`).
///
/// ```swift
/// let outline = try face.outline(of: face.glyph(for: "o"))
/// outline.forEachSegment { segment in … }   // .move, .line, .quad or .cubic, .close per contour
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
        /// A cubic Bézier curve through `control1` and `control2` to `to`.
        case cubic(control1: Point, control2: Point, to: Point)
        /// Closes the contour (a line back to its start when needed).
        case close
    }

    /// The TrueType contours; each is closed.
    public var contours: [[ContourPoint]]
    /// Segments drawn after the contours (CFF outlines): each contour a
    /// `move`, then `line`s and `cubic`s, then `close`.
    public var segments: [Segment]

    /// An outline of the given contours.
    public init(contours: [[ContourPoint]] = []) {
        self.contours = contours
        self.segments = []
    }

    /// An outline of the given segments (each contour starting with `move`
    /// and ending with `close`).
    public init(segments: [Segment]) {
        self.contours = []
        self.segments = segments
    }

    /// Whether the glyph draws nothing (a space).
    public var isEmpty: Bool { contours.allSatisfy(\.isEmpty) && segments.isEmpty }

    /// The number of points in all contours and segments (a `cubic` has
    /// three, a `close` none).
    public var pointCount: Int {
        segments.reduce(contours.reduce(0) { $0 + $1.count }) { n, segment in
            switch segment {
            case .move, .line: n + 1
            case .quad: n + 2
            case .cubic: n + 3
            case .close: n
            }
        }
    }

    /// The smallest box holding every point, control points included (so
    /// it holds the whole outline); `nil` for an empty outline.
    ///
    /// - Complexity: O(points).
    public var controlBox: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ x: Double, _ y: Double) {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
        for contour in contours {
            for p in contour { add(p.x, p.y) }
        }
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): add(p.x, p.y)
            case .quad(let c, let p): add(c.x, c.y); add(p.x, p.y)
            case .cubic(let c1, let c2, let p): add(c1.x, c1.y); add(c2.x, c2.y); add(p.x, p.y)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with each contour's segments: a `move`, `line`s and
    /// `quad`s (two consecutive control points imply an on-curve point
    /// half-way between them), then `close`; then with `segments`.
    ///
    /// - Complexity: O(points).
    public func forEachSegment(_ body: (Segment) -> Void) {
        defer { for segment in segments { body(segment) } }
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
