import Strata

extension SVGWriter {
    /// Writes a `PathCommand` as `<path d="…">`: filled with its
    /// `fill-rule`, or stroked with `fill="none"` and the stroke's width,
    /// caps, joins, miter limit and dashes. A gradient is written before
    /// it as a `<linearGradient>` or `<radialGradient>` in user space, a
    /// clip path as a `<clipPath>`.
    func writePath(_ command: PathCommand, ids: inout Int, depth: Int, into out: inout SVGOutput) {
        guard !command.path.isEmpty else { return }
        let gradientID = command.gradient.map { writePathGradient($0, ids: &ids, depth: depth, into: &out) }
        var clipID: String?
        if let clip = command.clipPath {
            ids += 1
            let id = "clip\(ids)"
            clipID = id
            out.appendIndent(depth)
            out.append("<clipPath id=\"\(id)\"><path d=\"")
            appendPathData(clip, into: &out)
            out.append(command.clipRule == .evenOdd ? "\" clip-rule=\"evenodd\"/></clipPath>\n" : "\"/></clipPath>\n")
        }
        out.appendIndent(depth)
        out.append("<path d=\"")
        appendPathData(command.path, into: &out)
        out.append("\"")
        if let clipID {
            out.append(" clip-path=\"url(#")
            out.append(clipID)
            out.append(")\"")
        }
        func paint(_ name: String) {
            guard let gradientID else { return appendPaint(name, command.color, command.opacity, into: &out) }
            out.append(" \(name)=\"url(#\(gradientID))\"")
            if command.opacity < 1 {
                out.append(" \(name)-opacity=\"")
                out.append(number: max(0, command.opacity))
                out.append("\"")
            }
        }
        switch command.drawing {
        case .fill(let rule):
            paint("fill")
            if rule == .evenOdd { out.append(" fill-rule=\"evenodd\"") }
        case .stroke(let style):
            out.append(" fill=\"none\"")
            paint("stroke")
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

    /// Writes a path's gradient as a definition and returns its id.
    private func writePathGradient(_ gradient: VectorGradient, ids: inout Int, depth: Int,
                                   into out: inout SVGOutput) -> String {
        ids += 1
        let id = "gradient\(ids)"
        out.appendIndent(depth)
        let t = gradient.transform
        let name: String
        switch gradient.kind {
        case .linear(let start, let end):
            name = "linearGradient"
            out.append("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"")
            out.append(number: start.x)
            out.append("\" y1=\"")
            out.append(number: start.y)
            out.append("\" x2=\"")
            out.append(number: end.x)
            out.append("\" y2=\"")
            out.append(number: end.y)
        case .radial(let center, let radius, let focus):
            name = "radialGradient"
            out.append("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"")
            out.append(number: center.x)
            out.append("\" cy=\"")
            out.append(number: center.y)
            out.append("\" r=\"")
            out.append(number: radius)
            out.append("\" fx=\"")
            out.append(number: focus.x)
            out.append("\" fy=\"")
            out.append(number: focus.y)
        }
        out.append("\" gradientTransform=\"matrix(")
        for (i, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
            if i > 0 { out.append(" ") }
            out.append(number: v)
        }
        out.append(")\"")
        if gradient.spread != .pad { out.append(" spreadMethod=\"\(gradient.spread.rawValue)\"") }
        out.append(">")
        for stop in gradient.stops { appendStop(stop.offset, stop.color, into: &out) }
        out.append("</\(name)>\n")
        return id
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
