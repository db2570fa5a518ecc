import StrataGeometry

extension VectorImage {
    /// Reads an SVG document (UTF-8).
    ///
    /// What is not drawn (text, filters, masks, scripts, images, external
    /// references, malformed values) is skipped and listed in `warnings`;
    /// what passes a limit of `SVGLimits` is cut with a warning or, for
    /// the document itself (size, elements, nesting), refused.
    ///
    /// - Throws: `SVGError` when the XML is not well formed, the root is
    ///   not `<svg>`, or the document passes a limit.
    /// - Complexity: O(bytes + drawn path elements), both bounded by `SVGLimits`.
    public init(svgData: [UInt8]) throws(SVGError) {
        let root = try SVGXML.parse(svgData)
        guard root.name == "svg" else { throw SVGError("the root element is <\(root.name)>, not <svg>") }
        var reader = SVGReader(root: root)
        self = reader.read()
    }

    /// Reads the SVG file at `path` (see `init(svgData:)`): only regular
    /// files of at most `SVGLimits.maximumBytes` are read.
    ///
    /// - Throws: `SVGError` when the file cannot be read, or the reading error.
    public static func load(path: String) throws(SVGError) -> VectorImage {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path, limit: SVGLimits.maximumBytes)
        } catch {
            throw SVGError("cannot read \(path): \(error.description)")
        }
        return try VectorImage(svgData: bytes)
    }

    /// Reads an SVG document from text (`init(svgData:)`).
    public init(svg text: String) throws(SVGError) {
        try self.init(svgData: Array(text.utf8))
    }
}

/// Walks a parsed document and makes the items of a `VectorImage`.
struct SVGReader {
    let root: SVGXML.Element
    var ids: [String: SVGXML.Element] = [:]
    var warnings = SVGWarnings()
    var items: [VectorImage.Item] = []
    var shapeCount = 0
    var pathElementCount = 0
    var visits = 0
    var cut = false
    /// The elements being drawn, innermost last: a `use` of one of them
    /// is a cycle.
    var ancestors: [ObjectIdentifier] = []
    /// How many `use` elements the element being drawn is reached through.
    var useDepth = 0
    var viewport = Size(width: 100, height: 100)
    var diagonal = 100.0

    init(root: SVGXML.Element) {
        self.root = root
        var stack = [root]
        var seen = 0
        while let e = stack.popLast(), seen < SVGLimits.maximumElements {
            seen += 1
            if let id = e.attribute("id"), ids[id] == nil { ids[id] = e }
            stack.append(contentsOf: e.children.reversed())
        }
    }

    mutating func read() -> VectorImage {
        let width = root.attribute("width").flatMap(SVGLength.parse)
        let height = root.attribute("height").flatMap(SVGLength.parse)
        var viewBox = Rect.null
        if let text = root.attribute("viewBox") {
            let v = SVGScanner.numbers(text, limit: 4)
            if v.count == 4, v[2] > 0, v[3] > 0 {
                viewBox = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            } else {
                warnings.add("viewBox=\"\(text)\" is not four numbers with a positive size")
            }
        }
        func absolute(_ l: SVGLength?) -> Double? {
            guard let l, !l.percent, l.value > 0 else { return nil }
            return l.value
        }
        var size = Size(width: absolute(width) ?? (viewBox.isNull ? 300 : viewBox.width),
                        height: absolute(height) ?? (viewBox.isNull ? 150 : viewBox.height))
        if absolute(width) == nil, absolute(height) != nil, !viewBox.isNull {
            size.width = size.height * viewBox.width / viewBox.height
        } else if absolute(height) == nil, absolute(width) != nil, !viewBox.isNull {
            size.height = size.width * viewBox.height / viewBox.width
        }
        if viewBox.isNull { viewBox = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        viewport = viewBox.size
        diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        var aspect = VectorImage.AspectRatio()
        if let text = root.attribute("preserveAspectRatio") {
            if let a = VectorImage.AspectRatio(attribute: text) { aspect = a } else {
                warnings.add("preserveAspectRatio=\"\(text)\" is malformed")
            }
        }
        var style = SVGStyle()
        let own = style.apply(SVGStyle.declarations(of: root), diagonal: diagonal, warnings: &warnings)
        ancestors.append(ObjectIdentifier(root))
        drawGroup(root, style: style, own: own, transform: .identity, clip: nil, depth: 0)
        return VectorImage(size: size, viewBox: viewBox, aspectRatio: aspect, items: items, warnings: warnings.all)
    }

    /// Draws an element and what it holds.
    mutating func draw(_ element: SVGXML.Element, inherited: SVGStyle, transform parent: AffineTransform,
                       clip: VectorImage.Clip?, depth: Int) {
        guard !cut else { return }
        guard depth <= 2 * SVGLimits.maximumDepth else {
            warnings.add("elements nested more than \(2 * SVGLimits.maximumDepth) deep through use: cut")
            return
        }
        visits += 1
        guard visits <= SVGLimits.maximumShapes * 4 else {
            cut = true
            warnings.add("the drawing was cut after \(SVGLimits.maximumShapes * 4) elements")
            return
        }
        guard !element.isForeign else { return }
        ancestors.append(ObjectIdentifier(element))
        defer { ancestors.removeLast() }
        var style = inherited
        let own = style.apply(SVGStyle.declarations(of: element), diagonal: diagonal, warnings: &warnings)
        guard own.display else { return }
        var transform = parent
        if let text = element.attribute("transform") {
            if let t = SVGTransform.parse(text), t.isFinite {
                transform = t.concatenating(parent)
            } else {
                warnings.add("transform=\"\(text)\" is malformed")
            }
        }
        switch element.name {
        case "g", "a", "svg":
            drawGroup(element, style: style, own: own, transform: transform, clip: clip, depth: depth)
        case "switch":
            drawGroup(element, style: style, own: own, transform: transform, clip: clip, depth: depth, firstOnly: true)
        case "use":
            drawUse(element, style: style, own: own, transform: transform, clip: clip, depth: depth)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            guard let path = shapePath(element) else { return }
            drawShape(path, element: element, style: style, own: own, transform: transform, clip: clip)
        case "defs", "symbol", "linearGradient", "radialGradient", "clipPath", "title", "desc", "metadata", "stop":
            break
        case "text", "filter", "mask", "script", "image", "foreignObject", "style", "pattern", "marker", "video",
             "audio", "animate", "animateTransform", "animateMotion", "set", "textPath", "tspan":
            warnings.add("<\(element.name)> is not drawn")
        default:
            warnings.add("unknown element <\(element.name)> is not drawn")
        }
    }

    /// Draws a container's children, in a layer when its opacity is below 1.
    mutating func drawGroup(_ element: SVGXML.Element, style: SVGStyle, own: SVGStyle.Own, transform: AffineTransform,
                            clip inherited: VectorImage.Clip?, depth: Int, firstOnly: Bool = false) {
        let clip = resolveClip(own, element: element, transform: transform, inherited: inherited)
        if own.mask != nil { warnings.add("mask is not applied") }
        if own.filter != nil { warnings.add("filter is not applied") }
        guard own.opacity > 0 else { return }
        let layered = own.opacity < 1
        if layered { items.append(.beginGroup(opacity: own.opacity)) }
        for child in element.children {
            draw(child, inherited: style, transform: transform, clip: clip, depth: depth + 1)
            if firstOnly, !child.isForeign { break }
        }
        if layered { items.append(.endGroup) }
    }

    /// `use`: the referenced element (same document only), moved by x and y.
    mutating func drawUse(_ element: SVGXML.Element, style: SVGStyle, own: SVGStyle.Own, transform: AffineTransform,
                          clip: VectorImage.Clip?, depth: Int) {
        guard let href = element.attribute("href") ?? element.attribute("xlink:href") else { return }
        guard href.hasPrefix("#") else {
            warnings.add("external reference \(href) is not read")
            return
        }
        guard let target = ids[String(href.dropFirst())] else {
            warnings.add("use of a missing element \(href)")
            return
        }
        guard !ancestors.contains(ObjectIdentifier(target)), useDepth < SVGLimits.maximumUseDepth else {
            warnings.add("use \(href) refers to itself or nests too deep: cut")
            return
        }
        let x = length(element.attribute("x"), reference: viewport.width)
        let y = length(element.attribute("y"), reference: viewport.height)
        let moved = AffineTransform(translationX: x, y: y).concatenating(transform)
        // The use element stands for a group holding the referenced one: its opacity and clip apply round it.
        let useClip = resolveClip(own, element: element, transform: transform, inherited: clip)
        guard own.opacity > 0 else { return }
        useDepth += 1
        if own.opacity < 1 { items.append(.beginGroup(opacity: own.opacity)) }
        if target.name == "symbol" {
            var symbolStyle = style
            let symbolOwn = symbolStyle.apply(SVGStyle.declarations(of: target), diagonal: diagonal, warnings: &warnings)
            drawGroup(target, style: symbolStyle, own: symbolOwn,
                      transform: symbolViewBoxTransform(target, use: element).concatenating(moved),
                      clip: useClip, depth: depth + 1)
        } else {
            draw(target, inherited: style, transform: moved, clip: useClip, depth: depth + 1)
        }
        if own.opacity < 1 { items.append(.endGroup) }
        useDepth -= 1
    }

    /// A symbol's viewBox fitted to the `use` element's width and height.
    private func symbolViewBoxTransform(_ symbol: SVGXML.Element, use: SVGXML.Element) -> AffineTransform {
        guard let text = symbol.attribute("viewBox") else { return .identity }
        let v = SVGScanner.numbers(text, limit: 4)
        guard v.count == 4, v[2] > 0, v[3] > 0 else { return .identity }
        let box = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        let width = use.attribute("width").flatMap(SVGLength.parse)?.resolve(reference: viewport.width) ?? viewport.width
        let height = use.attribute("height").flatMap(SVGLength.parse)?.resolve(reference: viewport.height) ?? viewport.height
        let aspect = symbol.attribute("preserveAspectRatio").flatMap(VectorImage.AspectRatio.init(attribute:))
            ?? VectorImage.AspectRatio()
        return aspect.transform(from: box, to: Rect(x: 0, y: 0, width: width, height: height))
    }

    /// A length attribute in user units (0 when missing or malformed).
    func length(_ text: String?, reference: Double) -> Double {
        guard let text, let l = SVGLength.parse(text) else { return 0 }
        return l.resolve(reference: reference)
    }
}
