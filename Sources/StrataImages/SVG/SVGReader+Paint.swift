import StrataGeometry

extension SVGReader {
    /// What a fill or stroke paints with; nil for none (or a gradient
    /// with no stops, or a missing reference with no fallback).
    mutating func resolvePaint(_ spec: SVGStyle.PaintSpec, style: SVGStyle, alpha: Double,
                               path: Path) -> VectorImage.Paint? {
        guard alpha > 0 else { return nil }
        switch spec {
        case .none:
            return nil
        case .color(let c):
            return .color(c)
        case .currentColor:
            return style.color.map(VectorImage.Paint.color) ?? .currentColor
        case .reference(let id, let fallback):
            if id.hasPrefix("#"), let target = ids[String(id.dropFirst())],
               target.name == "linearGradient" || target.name == "radialGradient" {
                return gradient(target, style: style, box: path.boundingBox)
            }
            if !id.hasPrefix("#") {
                warnings.add("external reference \(id) is not read")
            } else {
                warnings.add("paint \(id) is not a gradient")
            }
            switch fallback {
            case .color(let c)?: return .color(c)
            case .currentColor?: return style.color.map(VectorImage.Paint.color) ?? .currentColor
            case .none?, nil: return nil
            }
        }
    }

    /// The gradient `element` with what it inherits through `href`
    /// (attributes and stops), for a shape whose box is `box`.
    mutating func gradient(_ element: SVGXML.Element, style: SVGStyle, box: Rect) -> VectorImage.Paint? {
        var chain = [element]
        while chain.count < SVGLimits.maximumUseDepth,
              let href = chain[chain.count - 1].attribute("href") ?? chain[chain.count - 1].attribute("xlink:href"),
              href.hasPrefix("#"), let next = ids[String(href.dropFirst())],
              next.name == "linearGradient" || next.name == "radialGradient",
              !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        func attribute(_ name: String) -> String? {
            for e in chain { if let v = e.attribute(name) { return v } }
            return nil
        }
        let stopElements = chain.first(where: { $0.children.contains { $0.name == "stop" } })?.children
            .filter { $0.name == "stop" } ?? []
        var stops: [VectorGradient.Stop] = []
        var last = 0.0
        for stop in stopElements {
            var color = Color.black, opacity = 1.0, offset = 0.0
            for (name, value) in SVGStyle.declarations(of: stop) {
                switch name {
                case "offset": offset = SVGStyle.opacity(value) ?? 0
                case "stop-color":
                    switch SVGColor.parse(value) {
                    case .color(let c)?: color = c
                    case .currentColor?: color = style.color ?? .black
                    default: break
                    }
                case "stop-opacity": opacity = SVGStyle.opacity(value) ?? 1
                default: break
                }
            }
            last = Swift.max(last, offset)
            color.alpha *= opacity
            stops.append(VectorGradient.Stop(offset: last, color: color))
        }
        guard let first = stops.first else { return nil }
        if stops.count == 1 { return .color(first.color) }
        let boundingBox = attribute("gradientUnits") != "userSpaceOnUse"
        func coordinate(_ name: String, _ fallback: String, reference: Double) -> Double {
            guard let l = SVGLength.parse(attribute(name) ?? fallback) else { return 0 }
            if boundingBox { return l.percent ? l.value / 100 : l.value }
            return l.resolve(reference: reference)
        }
        var transform = AffineTransform.identity
        if let text = attribute("gradientTransform") {
            if let t = SVGTransform.parse(text), t.isFinite { transform = t } else {
                warnings.add("gradientTransform=\"\(text)\" is malformed")
            }
        }
        if boundingBox {
            guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
            transform = transform.concatenating(AffineTransform(a: box.width, b: 0, c: 0, d: box.height,
                                                                tx: box.minX, ty: box.minY))
        }
        let w = viewport.width, h = viewport.height
        let kind: VectorGradient.Kind
        if element.name == "linearGradient" {
            kind = .linear(start: Point(x: coordinate("x1", "0%", reference: w), y: coordinate("y1", "0%", reference: h)),
                           end: Point(x: coordinate("x2", "100%", reference: w), y: coordinate("y2", "0%", reference: h)))
        } else {
            let cx = coordinate("cx", "50%", reference: w), cy = coordinate("cy", "50%", reference: h)
            let r = coordinate("r", "50%", reference: diagonal)
            guard r > 0 else { return .color(stops[stops.count - 1].color) }
            let fx = attribute("fx") != nil ? coordinate("fx", "50%", reference: w) : cx
            let fy = attribute("fy") != nil ? coordinate("fy", "50%", reference: h) : cy
            kind = .radial(center: Point(x: cx, y: cy), radius: r, focus: Point(x: fx, y: fy))
        }
        let spread = VectorGradient.Spread(rawValue: attribute("spreadMethod") ?? "pad") ?? .pad
        return .gradient(VectorGradient(kind: kind, transform: transform, stops: stops, spread: spread))
    }

    /// The clip of an element: its `clip-path` (the union of the clip
    /// path's shapes, in viewBox coordinates), or the inherited clip.
    /// When both exist the element's own is used (clips are not
    /// intersected), with a warning.
    mutating func resolveClip(_ own: SVGStyle.Own, element: SVGXML.Element, transform: AffineTransform,
                              inherited: VectorImage.Clip?) -> VectorImage.Clip? {
        guard let value = own.clipPath else { return inherited }
        guard value.hasPrefix("url(#"), let close = value.firstIndex(of: ")") else {
            warnings.add("clip-path=\"\(value)\" is not a local reference")
            return inherited
        }
        let id = String(value[value.index(value.startIndex, offsetBy: 5)..<close])
        guard let clipElement = ids[id], clipElement.name == "clipPath" else {
            warnings.add("clip-path #\(id) is missing")
            return inherited
        }
        if inherited != nil { warnings.add("nested clip paths: only the innermost clips") }
        var base = transform
        if let text = clipElement.attribute("transform"), let t = SVGTransform.parse(text), t.isFinite {
            base = t.concatenating(transform)
        }
        if clipElement.attribute("clipPathUnits") == "objectBoundingBox" {
            guard ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"].contains(element.name),
                  let own = shapePath(element), !own.boundingBox.isNull else {
                warnings.add("clipPathUnits=objectBoundingBox on a group is not applied")
                return inherited
            }
            let box = own.boundingBox
            base = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
                .concatenating(base)
        }
        var union = Path()
        var rule = FillRule.nonZero
        var clipStyle = SVGStyle()
        _ = clipStyle.apply(SVGStyle.declarations(of: clipElement), diagonal: diagonal, warnings: &warnings)
        for child in clipElement.children.prefix(SVGLimits.maximumShapes) {
            var target = child
            var childTransform = base
            if child.name == "use", let href = child.attribute("href") ?? child.attribute("xlink:href"),
               href.hasPrefix("#"), let found = ids[String(href.dropFirst())] {
                target = found
                childTransform = AffineTransform(translationX: length(child.attribute("x"), reference: viewport.width),
                                                 y: length(child.attribute("y"), reference: viewport.height))
                    .concatenating(base)
            }
            if let text = target.attribute("transform"), let t = SVGTransform.parse(text), t.isFinite {
                childTransform = t.concatenating(childTransform)
            }
            guard ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"].contains(target.name),
                  let path = shapePath(target) else { continue }
            var childStyle = clipStyle
            _ = childStyle.apply(SVGStyle.declarations(of: target), diagonal: diagonal, warnings: &warnings)
            rule = childStyle.clipRule
            union.addPath(path.applying(childTransform))
        }
        return VectorImage.Clip(path: union, rule: rule)
    }
}
