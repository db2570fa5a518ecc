import StrataGeometry

extension CharstringInterpreter {
    /// `endchar` with four operands, `adx ady bchar achar` (Type 1's
    /// `seac`): appends the outline of the base glyph of standard code
    /// `bchar` and that of the accent `achar`, moved by `(adx, ady)`. The
    /// codes name glyphs through the standard encoding and the charset.
    mutating func accent(_ args: ArraySlice<Double>, at: Int) throws(FontError) {
        let a = Array(args)
        var parts: [(glyph: Int, dx: Double, dy: Double)] = []
        for (code, dx, dy) in [(a[2], 0.0, 0.0), (a[3], a[0], a[1])] {
            guard let c = Int(exactly: code), let glyph = try cff.glyph(standardCode: c) else {
                throw error(at, "endchar accent code \(code) names no glyph")
            }
            parts.append((glyph, dx, dy))
        }
        for part in parts {
            var component = CharstringInterpreter(cff)
            component.operators = operators
            try component.run(glyph: part.glyph, accents: false)
            operators = component.operators
            for segment in component.segments {
                segments.append(segment.moved(by: part.dx, part.dy))
            }
        }
    }
}

extension GlyphOutline.Segment {
    /// The segment moved by `(dx, dy)`.
    func moved(by dx: Double, _ dy: Double) -> Self {
        func m(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .move(let p): return .move(m(p))
        case .line(let p): return .line(m(p))
        case .quad(let c, let p): return .quad(control: m(c), to: m(p))
        case .cubic(let c1, let c2, let p): return .cubic(control1: m(c1), control2: m(c2), to: m(p))
        case .close: return .close
        }
    }
}
