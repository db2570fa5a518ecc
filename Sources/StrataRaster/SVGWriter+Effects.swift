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
    func writeGradient(_ gradient: GradientCommand, ids: inout Int, depth: Int, into out: inout SVGOutput) {}
}

extension VisibleArea {
    /// No limit: inside a transform, where the viewBox is not followed.
    static let everything = VisibleArea(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
}
