/// How the ends of an open stroke are drawn (`CGLineCap`).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disc of the line's width around the end point.
    case round
    /// The stroke goes on square for half the line's width past the end point.
    case square
}

/// How a stroke turns at the corners of a path (`CGLineJoin`).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// The outer edges are extended until they meet in a point, unless
    /// the miter would pass `StrokeStyle.miterLimit`: then bevelled.
    case miter
    /// A disc of the line's width around the corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
}

/// How a path is stroked: width, ends, corners and dashes
/// (SwiftUI's `StrokeStyle`, `CAShapeLayer`'s line properties).
public struct StrokeStyle: Sendable, Hashable {
    /// The width of the line, centred on the path, in points.
    public var lineWidth: Double
    /// The ends of open subpaths and dashes.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// The longest a miter may be, as a multiple of `lineWidth` (the
    /// distance from the inner to the outer corner over the width,
    /// `1 / sin(φ/2)` for an angle φ between the segments); longer ones
    /// are bevelled. 10 by default, as Core Graphics.
    public var miterLimit: Double
    /// The lengths of dashes and gaps, alternating, in points; empty (or
    /// all zero, or with a negative length) for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// Creates a stroke style.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether `dash` describes dashes: at least one length, none negative
    /// or non-finite, and a positive sum.
    public var isDashed: Bool {
        !dash.isEmpty && dash.allSatisfy { $0 >= 0 && $0.isFinite } && dash.reduce(0, +) > 0
    }
}
