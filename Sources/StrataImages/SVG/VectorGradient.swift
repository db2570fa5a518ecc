import StrataGeometry

/// An SVG `linearGradient` or `radialGradient`, resolved: its geometry in
/// the coordinates of the shape it paints (`objectBoundingBox` units
/// already mapped to the shape's box), its stops, and how it spreads
/// beyond its ends.
public struct VectorGradient: Sendable, Hashable {
    /// The gradient's shape.
    public enum Kind: Sendable, Hashable {
        /// Colours along the line from `start` (offset 0) to `end` (offset 1).
        case linear(start: Point, end: Point)
        /// Colours from the focal point (offset 0) to the circle of
        /// `radius` round `center` (offset 1).
        case radial(center: Point, radius: Double, focus: Point)
    }

    /// What lies beyond offsets 0 and 1 (`spreadMethod`).
    public enum Spread: String, Sendable, Hashable {
        /// The end colours continue.
        case pad
        /// The gradient repeats mirrored.
        case reflect
        /// The gradient repeats.
        case `repeat`
    }

    /// One colour stop.
    public struct Stop: Sendable, Hashable {
        /// Where, 0…1, not decreasing along the list.
        public var offset: Double
        /// The colour, `stop-opacity` included in its alpha.
        public var color: Color

        /// Creates a stop.
        public init(offset: Double, color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    /// The geometry, in gradient space.
    public var kind: Kind
    /// From gradient space to the shape's coordinates
    /// (`gradientTransform`, then the bounding box for `objectBoundingBox`).
    public var transform: AffineTransform
    /// The stops, at least one.
    public var stops: [Stop]
    /// Beyond the ends.
    public var spread: Spread

    /// Creates a gradient.
    public init(kind: Kind, transform: AffineTransform = .identity, stops: [Stop], spread: Spread = .pad) {
        self.kind = kind
        self.transform = transform
        self.stops = stops
        self.spread = spread
    }

    /// The colour at offset `t` (spread applied, then interpolated between
    /// the stops in straight RGBA, as SVG 1.1 does).
    public func color(at offset: Double) -> Color {
        guard let first = stops.first else { return .clear }
        var t = offset.isFinite ? offset : 0
        switch spread {
        case .pad:
            t = Swift.max(0, Swift.min(1, t))
        case .repeat:
            t -= t.rounded(.down)
        case .reflect:
            let m = t.truncatingRemainder(dividingBy: 2)
            t = abs(m) > 1 ? 2 - abs(m) : abs(m)
        }
        if t <= first.offset { return first.color }
        for i in 1..<stops.count where t <= stops[i].offset {
            let a = stops[i - 1], b = stops[i]
            let span = b.offset - a.offset
            guard span > 0 else { return b.color }
            let f = (t - a.offset) / span
            return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                         green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                         alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return stops[stops.count - 1].color
    }
}
