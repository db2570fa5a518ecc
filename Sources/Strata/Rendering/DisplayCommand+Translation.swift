extension DisplayCommand {
    /// The same command moved by `dx`, `dy`: its geometry translated, and a
    /// `pushTransform`'s matrix conjugated so that it acts on the moved
    /// commands as it did on the unmoved ones. `popClip`, `popTransform`
    /// and layers are unchanged.
    ///
    /// - Complexity: O(1), or O(elements) for a path (its clip path and
    ///   gradient moved too).
    func translated(dx: Double, dy: Double) -> DisplayCommand {
        switch self {
        case .rect(var r):
            r.rect = r.rect.offsetBy(dx: dx, dy: dy)
            return .rect(r)
        case .pushClip(let rect, let radius):
            return .pushClip(rect: rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case .text(var run):
            run.origin = Point(x: run.origin.x + dx, y: run.origin.y + dy)
            return .text(run)
        case .image(var image):
            image.destination = image.destination.offsetBy(dx: dx, dy: dy)
            return .image(image)
        case .pushTransform(let t):
            // Move back, apply t, move again: t's effect about the moved origin.
            return .pushTransform(AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d,
                                                  tx: t.tx + dx - t.a * dx - t.c * dy,
                                                  ty: t.ty + dy - t.b * dx - t.d * dy))
        case .shadow(var s):
            s.rect = s.rect.offsetBy(dx: dx, dy: dy)
            return .shadow(s)
        case .gradient(var g):
            g.rect = g.rect.offsetBy(dx: dx, dy: dy)
            return .gradient(g)
        case .path(var p):
            let move = AffineTransform(translationX: dx, y: dy)
            p.path = p.path.applying(move)
            if let clip = p.clipPath { p.clipPath = clip.applying(move) }
            if let g = p.gradient {
                var moved = g
                moved.transform = g.transform.concatenating(move)
                p.gradient = moved
            }
            return .path(p)
        case .popClip, .popTransform, .beginLayer, .endLayer:
            return self
        }
    }
}
