import StrataGeometry

/// Path data (`<path d="…">`) to a `Path`: every command, absolute
/// (capitals) and relative, with implicit repeats, smooth curves
/// reflecting the previous control point, and elliptical arcs turned into
/// cubic curves (SVG 1.1 appendix F.6). As SVG 1.1 F.2 says, an error
/// ends the path: what came before it is drawn.
package enum SVGPathData {
    /// The path `d` describes, with at most `limit` elements (further
    /// ones are cut); `truncated` says whether it was cut or ended at an error.
    package static func parse(_ d: String, limit: Int = SVGLimits.maximumPathElements) -> (path: Path, truncated: Bool) {
        var s = SVGScanner(d)
        var path = Path()
        var current = Point.zero, start = Point.zero
        var lastCubic: Point?, lastQuad: Point?
        var command: UInt8 = 0
        var count = 0
        while true {
            s.skipSpace()
            guard let b = s.peek else { return (path, false) }
            if Self.isCommand(b) {
                command = b
                s.index += 1
            } else if command == 0 || !s.atNumber() {
                return (path, true)
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                return (path, true)
            }
            count += 1
            guard count <= limit else { return (path, true) }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point.zero
            var cubicControl: Point?, quadControl: Point?
            switch command | 0x20 {
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = start
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"):
                guard let x = s.number() else { return (path, true) }
                s.skipSeparator()
                guard let y = s.number() else { return (path, true) }
                s.skipSeparator()
                let p = Point(x: base.x + x, y: base.y + y)
                switch command | 0x20 {
                case UInt8(ascii: "m"):
                    path.move(to: p)
                    start = p
                case UInt8(ascii: "l"):
                    path.addLine(to: p)
                default:
                    let c = lastQuad.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                    path.addQuadCurve(to: p, control: c)
                    quadControl = c
                }
                current = p
            case UInt8(ascii: "h"), UInt8(ascii: "v"):
                guard let v = s.number() else { return (path, true) }
                s.skipSeparator()
                let p = command | 0x20 == UInt8(ascii: "h")
                    ? Point(x: (relative ? current.x : 0) + v, y: current.y)
                    : Point(x: current.x, y: (relative ? current.y : 0) + v)
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"):
                var values: [Double] = []
                let needed = command | 0x20 == UInt8(ascii: "c") ? 6 : 4
                for _ in 0..<needed {
                    guard let v = s.number() else { return (path, true) }
                    s.skipSeparator()
                    values.append(v)
                }
                let points = stride(from: 0, to: needed, by: 2).map { Point(x: base.x + values[$0], y: base.y + values[$0 + 1]) }
                switch command | 0x20 {
                case UInt8(ascii: "c"):
                    path.addCurve(to: points[2], control1: points[0], control2: points[1])
                    cubicControl = points[1]
                case UInt8(ascii: "s"):
                    let c1 = lastCubic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                    path.addCurve(to: points[1], control1: c1, control2: points[0])
                    cubicControl = points[0]
                default:
                    path.addQuadCurve(to: points[1], control: points[0])
                    quadControl = points[0]
                }
                current = points[points.count - 1]
            case UInt8(ascii: "a"):
                guard let rx = s.listNumber(), let ry = s.listNumber(), let angle = s.listNumber(),
                      let large = s.flag() else { return (path, true) }
                s.skipSeparator()
                guard let sweep = s.flag() else { return (path, true) }
                s.skipSeparator()
                guard let x = s.number() else { return (path, true) }
                s.skipSeparator()
                guard let y = s.number() else { return (path, true) }
                s.skipSeparator()
                let p = Point(x: base.x + x, y: base.y + y)
                SVGArc.append(to: &path, from: current, to: p, rx: rx, ry: ry, rotation: angle,
                              largeArc: large, sweep: sweep)
                current = p
            default:
                return (path, true)
            }
            lastCubic = cubicControl
            lastQuad = quadControl
        }
    }

    private static func isCommand(_ b: UInt8) -> Bool {
        switch b | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return b >= 0x41
        default:
            return false
        }
    }
}
