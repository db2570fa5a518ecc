import StrataGeometry

extension SVGReader {
    /// The outline of a basic shape or path element in its own
    /// coordinates; nil when it draws nothing (a zero size, no points) or
    /// the drawing's path budget is spent.
    mutating func shapePath(_ element: SVGXML.Element) -> Path? {
        let w = viewport.width, h = viewport.height
        func x(_ name: String) -> Double { length(element.attribute(name), reference: w) }
        func y(_ name: String) -> Double { length(element.attribute(name), reference: h) }
        var path = Path()
        switch element.name {
        case "path":
            guard let d = element.attribute("d") else { return nil }
            let budget = SVGLimits.maximumPathElements - pathElementCount
            let (parsed, truncated) = SVGPathData.parse(d, limit: Swift.max(0, budget))
            if truncated { warnings.add("path data ends at an error or a limit: drawn up to there") }
            path = parsed
        case "rect":
            let width = x("width"), height = y("height")
            guard width > 0, height > 0 else { return nil }
            let rxText = element.attribute("rx"), ryText = element.attribute("ry")
            var rx = rxText.map { _ in x("rx") } ?? -1, ry = ryText.map { _ in y("ry") } ?? -1
            if rx < 0 { rx = ry }
            if ry < 0 { ry = rx }
            rx = Swift.max(0, Swift.min(rx, width / 2))
            ry = Swift.max(0, Swift.min(ry, height / 2))
            Self.addRoundedRect(&path, Rect(x: x("x"), y: y("y"), width: width, height: height), rx: rx, ry: ry)
        case "circle":
            let r = length(element.attribute("r"), reference: diagonal)
            guard r > 0 else { return nil }
            path.addEllipse(in: Rect(x: x("cx") - r, y: y("cy") - r, width: 2 * r, height: 2 * r))
        case "ellipse":
            var rx = element.attribute("rx").map { _ in x("rx") } ?? -1
            var ry = element.attribute("ry").map { _ in y("ry") } ?? -1
            if rx < 0 { rx = ry }
            if ry < 0 { ry = rx }
            guard rx > 0, ry > 0 else { return nil }
            path.addEllipse(in: Rect(x: x("cx") - rx, y: y("cy") - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            path.move(to: Point(x: x("x1"), y: y("y1")))
            path.addLine(to: Point(x: x("x2"), y: y("y2")))
        default:
            let budget = Swift.max(0, SVGLimits.maximumPathElements - pathElementCount)
            let numbers = SVGScanner.numbers(element.attribute("points") ?? "", limit: Swift.min(2 * budget, 1 << 21))
            guard numbers.count >= 2 else { return nil }
            if numbers.count % 2 == 1 { warnings.add("points with an odd count of numbers: the last is dropped") }
            path.move(to: Point(x: numbers[0], y: numbers[1]))
            var i = 2
            while i + 1 < numbers.count {
                path.addLine(to: Point(x: numbers[i], y: numbers[i + 1]))
                i += 2
            }
            if element.name == "polygon" { path.closeSubpath() }
        }
        guard !path.isEmpty else { return nil }
        pathElementCount += path.elements.count
        return path
    }

    /// A rectangle with elliptical corners (rx, ry), clockwise on screen,
    /// as SVG 1.1 § 9.2 draws it.
    static func addRoundedRect(_ path: inout Path, _ r: Rect, rx: Double, ry: Double) {
        guard rx > 0, ry > 0 else { return path.addRect(r) }
        let k = 0.5522847498307936
        let kx = rx * k, ky = ry * k
        path.move(to: Point(x: r.minX + rx, y: r.minY))
        path.addLine(to: Point(x: r.maxX - rx, y: r.minY))
        path.addCurve(to: Point(x: r.maxX, y: r.minY + ry), control1: Point(x: r.maxX - rx + kx, y: r.minY),
                      control2: Point(x: r.maxX, y: r.minY + ry - ky))
        path.addLine(to: Point(x: r.maxX, y: r.maxY - ry))
        path.addCurve(to: Point(x: r.maxX - rx, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - ry + ky),
                      control2: Point(x: r.maxX - rx + kx, y: r.maxY))
        path.addLine(to: Point(x: r.minX + rx, y: r.maxY))
        path.addCurve(to: Point(x: r.minX, y: r.maxY - ry), control1: Point(x: r.minX + rx - kx, y: r.maxY),
                      control2: Point(x: r.minX, y: r.maxY - ry + ky))
        path.addLine(to: Point(x: r.minX, y: r.minY + ry))
        path.addCurve(to: Point(x: r.minX + rx, y: r.minY), control1: Point(x: r.minX, y: r.minY + ry - ky),
                      control2: Point(x: r.minX + rx - kx, y: r.minY))
        path.closeSubpath()
    }

    /// Adds the fill and then the stroke of a shape.
    mutating func drawShape(_ path: Path, element: SVGXML.Element, style: SVGStyle, own: SVGStyle.Own,
                            transform: AffineTransform, clip inherited: VectorImage.Clip?) {
        guard style.visible, own.opacity > 0 else { return }
        if own.mask != nil { warnings.add("mask is not applied") }
        if own.filter != nil { warnings.add("filter is not applied") }
        let clip = resolveClip(own, element: element, transform: transform, inherited: inherited)
        var shapes: [VectorImage.Shape] = []
        // A line has no inside: only its stroke draws.
        if element.name != "line", let paint = resolvePaint(style.fill, style: style, alpha: style.fillOpacity, path: path) {
            shapes.append(VectorImage.Shape(path: path, transform: transform, drawing: .fill(style.fillRule),
                                            paint: paint, opacity: style.fillOpacity, clip: clip))
        }
        if style.strokeWidth > 0,
           let paint = resolvePaint(style.stroke, style: style, alpha: style.strokeOpacity, path: path) {
            let stroke = StrokeStyle(lineWidth: style.strokeWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                                     miterLimit: style.miterLimit, dash: style.dash, dashPhase: style.dashOffset)
            shapes.append(VectorImage.Shape(path: path, transform: transform, drawing: .stroke(stroke),
                                            paint: paint, opacity: style.strokeOpacity, clip: clip))
        }
        guard !shapes.isEmpty else { return }
        guard shapeCount + shapes.count <= SVGLimits.maximumShapes else {
            cut = true
            warnings.add("the drawing was cut at \(SVGLimits.maximumShapes) shapes")
            return
        }
        shapeCount += shapes.count
        let layered = own.opacity < 1 && shapes.count > 1
        if layered { items.append(.beginGroup(opacity: own.opacity)) }
        for var shape in shapes {
            if !layered { shape.opacity *= own.opacity }
            items.append(.shape(shape))
        }
        if layered { items.append(.endGroup) }
    }
}
