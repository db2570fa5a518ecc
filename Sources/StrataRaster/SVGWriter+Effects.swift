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

    func writeShadow(_ shadow: ShadowCommand, ids: inout Int, depth: Int, into out: inout SVGOutput) {}
    func writeGradient(_ gradient: GradientCommand, ids: inout Int, depth: Int, into out: inout SVGOutput) {}
}

extension VisibleArea {
    /// No limit: inside a transform, where the viewBox is not followed.
    static let everything = VisibleArea(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
}
