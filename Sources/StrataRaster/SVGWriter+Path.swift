import Strata

extension SVGWriter {
    /// Writes a `PathCommand` as `<path d="…">`: filled with its
    /// `fill-rule`, or stroked with `fill="none"` and the stroke's width,
    /// caps, joins, miter limit and dashes.
    func writePath(_ command: PathCommand, depth: Int, into out: inout SVGOutput) {
        guard !command.path.isEmpty else { return }
        out.appendIndent(depth)
        out.append("<path d=\"")
        appendPathData(command.path, into: &out)
        out.append("\"")
        switch command.drawing {
        case .fill(let rule):
            appendPaint("fill", command.color, command.opacity, into: &out)
            if rule == .evenOdd { out.append(" fill-rule=\"evenodd\"") }
        case .stroke(let style):
            out.append(" fill=\"none\"")
            appendPaint("stroke", command.color, command.opacity, into: &out)
            out.append(" stroke-width=\"")
            out.append(number: style.lineWidth)
            out.append("\"")
            if style.lineCap != .butt {
                out.append(" stroke-linecap=\"")
                out.append(style.lineCap.rawValue)
                out.append("\"")
            }
            if style.lineJoin != .miter {
                out.append(" stroke-linejoin=\"")
                out.append(style.lineJoin.rawValue)
                out.append("\"")
            } else if style.miterLimit != 4 {
                out.append(" stroke-miterlimit=\"")
                out.append(number: max(1, style.miterLimit))
                out.append("\"")
            }
            if style.isDashed {
                out.append(" stroke-dasharray=\"")
                for (i, d) in style.dash.enumerated() {
                    if i > 0 { out.append(" ") }
                    out.append(number: d)
                }
                out.append("\"")
                if style.dashPhase != 0 {
                    out.append(" stroke-dashoffset=\"")
                    out.append(number: style.dashPhase)
                    out.append("\"")
                }
            }
        }
        out.append("/>\n")
    }

    /// The path's elements as SVG path data (`M`, `L`, `Q`, `C`, `Z`).
    func appendPathData(_ path: Path, into out: inout SVGOutput) {
        var first = true
        func letter(_ l: String, _ points: Point...) {
            if !first { out.append(" ") }
            first = false
            out.append(l)
            for p in points {
                out.append(" ")
                out.append(number: p.x)
                out.append(" ")
                out.append(number: p.y)
            }
        }
        for e in path.elements {
            switch e {
            case .move(let p): letter("M", p)
            case .line(let p): letter("L", p)
            case .quadCurve(let p, let c): letter("Q", c, p)
            case .curve(let p, let c1, let c2): letter("C", c1, c2, p)
            case .closeSubpath: letter("Z")
            }
        }
    }
}
