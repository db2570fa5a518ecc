import Strata

extension SVGWriter {
    /// `<g transform="matrix(a b c d tx ty)">`: SVG's matrix has
    /// `AffineTransform`'s meaning, and nested groups compose as nested
    /// `pushTransform`s do. Inside it anything may show (the visible area
    /// is not followed through the transform).
    func openTransformGroup(_ t: AffineTransform, depth: inout Int, visible: inout [VisibleArea],
                            into out: inout SVGOutput) {
        out.appendIndent(depth)
        out.append("<g transform=\"matrix(")
        for (i, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
            if i > 0 { out.append(" ") }
            out.append(number: v)
        }
        out.append(")\">\n")
        depth += 1
        visible.append(VisibleArea.everything)
    }

    /// `<g opacity="…">`: the group is composited as one layer.
    func openLayerGroup(opacity: Double, depth: inout Int, visible: inout [VisibleArea], into out: inout SVGOutput) {
        out.appendIndent(depth)
        out.append("<g opacity=\"")
        out.append(number: min(max(opacity, 0), 1))
        out.append("\">\n")
        depth += 1
        visible.append(visible[visible.count - 1])
    }

    /// Closes the innermost group (`popTransform`, `endLayer`).
    func closeGroup(depth: inout Int, visible: inout [VisibleArea], into out: inout SVGOutput) {
        precondition(depth > 0, "popTransform or endLayer without a matching push")
        depth -= 1
        visible.removeLast()
        out.appendIndent(depth)
        out.append("</g>\n")
    }

    /// A shadow: its rectangle moved by the offset, in the shadow's colour,
    /// blurred by `<feGaussianBlur stdDeviation="σ">` in a filter whose
    /// region is the shadow's bounds (three standard deviations out).
    func writeShadow(_ shadow: ShadowCommand, ids: inout Int, depth: Int, into out: inout SVGOutput) {
        guard shadow.opacity > 0, shadow.color.alpha > 0 else { return }
        var filter: String? = nil
        if shadow.sigma > 0 {
            ids += 1
            let id = "shadow\(ids)"
            filter = id
            let b = shadow.bounds
            out.appendIndent(depth)
            out.append("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"")
            out.append(number: b.minX)
            out.append("\" y=\"")
            out.append(number: b.minY)
            out.append("\" width=\"")
            out.append(number: b.width)
            out.append("\" height=\"")
            out.append(number: b.height)
            out.append("\"><feGaussianBlur stdDeviation=\"")
            out.append(number: shadow.sigma)
            out.append("\"/></filter>\n")
        }
        out.appendIndent(depth)
        appendRectElement(shadow.shadowRect, radius: shadow.cornerRadius, into: &out)
        appendPaint("fill", shadow.color, shadow.opacity, into: &out)
        if let filter {
            out.append(" filter=\"url(#")
            out.append(filter)
            out.append(")\"")
        }
        out.append("/>\n")
    }

    /// A gradient: a `<linearGradient>` or `<radialGradient>` in user
    /// space (points) and a `<rect>` filled with it. SVG interpolates
    /// stops with straight alpha; between stops whose alphas differ, four
    /// more stops sampled from the premultiplied interpolation keep the
    /// picture close to the raster's.
    func writeGradient(_ gradient: GradientCommand, ids: inout Int, depth: Int, into out: inout SVGOutput) {
        guard gradient.opacity > 0, let first = gradient.colors.first else { return }
        let r = gradient.rect.standardized
        let p = GradientParameter(gradient, rect: r)
        let degenerate = gradient.type == .radial ? p.inverseRX.isInfinite : p.inverseLength2 == 0
        if degenerate || gradient.colors.count == 1 {
            // One colour everywhere (the raster's answer: the end colour for
            // a radial gradient without extent, the start for an axial one).
            let solid = gradient.colors.count == 1 ? first
                : (gradient.type == .radial ? gradient.colors[gradient.colors.count - 1] : first)
            out.appendIndent(depth)
            appendRectElement(r, radius: gradient.cornerRadius, into: &out)
            appendPaint("fill", solid, gradient.opacity, into: &out)
            out.append("/>\n")
            return
        }
        ids += 1
        let id = "gradient\(ids)"
        out.appendIndent(depth)
        if gradient.type == .axial {
            out.append("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"")
            out.append(number: p.sx)
            out.append("\" y1=\"")
            out.append(number: p.sy)
            out.append("\" x2=\"")
            out.append(number: p.sx + p.dx)
            out.append("\" y2=\"")
            out.append(number: p.sy + p.dy)
            out.append("\">")
        } else {
            out.append("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(")
            out.append(number: 1 / p.inverseRX)
            out.append(" 0 0 ")
            out.append(number: 1 / p.inverseRY)
            out.append(" ")
            out.append(number: p.sx)
            out.append(" ")
            out.append(number: p.sy)
            out.append(")\">")
        }
        var previous: (Double, Color)? = nil
        for (location, color) in zip(gradient.locations, gradient.colors) {
            if let (l0, c0) = previous, c0.alpha != color.alpha, location > l0 {
                for k in 1...4 {
                    let t = l0 + (location - l0) * Double(k) / 5
                    appendStop(t, gradient.color(at: t), into: &out)
                }
            }
            appendStop(location, color, into: &out)
            previous = (location, color)
        }
        out.append(gradient.type == .axial ? "</linearGradient>\n" : "</radialGradient>\n")
        out.appendIndent(depth)
        appendRectElement(r, radius: gradient.cornerRadius, into: &out)
        out.append(" fill=\"url(#")
        out.append(id)
        out.append(")\"")
        if gradient.opacity < 1 {
            out.append(" fill-opacity=\"")
            out.append(number: gradient.opacity)
            out.append("\"")
        }
        out.append("/>\n")
    }

    /// `<stop offset="…" stop-color="#RRGGBB"[ stop-opacity="…"]/>`.
    func appendStop(_ offset: Double, _ color: Color, into out: inout SVGOutput) {
        out.append("<stop offset=\"")
        out.append(number: min(max(offset, 0), 1))
        out.append("\" stop-color=\"")
        out.append(Color(red: color.red, green: color.green, blue: color.blue).hexString)
        out.append("\"")
        if color.alpha < 1 {
            out.append(" stop-opacity=\"")
            out.append(number: max(0, color.alpha))
            out.append("\"")
        }
        out.append("/>")
    }
}

extension VisibleArea {
    /// No limit: inside a transform, where the viewBox is not followed.
    static let everything = VisibleArea(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
}
