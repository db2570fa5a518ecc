import StrataGeometry

/// The inherited SVG properties at one element (presentation attributes
/// and `style` declarations, the latter winning), and the element's own
/// non-inherited ones.
struct SVGStyle {
    /// A paint as written.
    enum PaintSpec: Equatable {
        case none
        case color(Color)
        case currentColor
        /// `url(#id)`, with the fallback written after it.
        case reference(String, fallback: SVGColor.Value?)
    }

    var fill: PaintSpec = .color(.black)
    var fillOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke: PaintSpec = .none
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    var miterLimit = 4.0
    var dash: [Double] = []
    var dashOffset = 0.0
    var clipRule = FillRule.nonZero
    /// The `color` property, when the document sets one.
    var color: Color?
    var visible = true

    /// The element's own (not inherited) properties.
    struct Own {
        var opacity = 1.0
        var display = true
        var clipPath: String?
        var mask: String?
        var filter: String?
    }

    /// The declarations of an element in cascade order: its presentation
    /// attributes, then its `style` attribute's.
    static func declarations(of element: SVGXML.Element) -> [(name: String, value: String)] {
        var out: [(name: String, value: String)] = []
        var style: String?
        for a in element.attributes {
            if a.name == "style" { style = a.value } else { out.append(a) }
        }
        if let style {
            for part in style.split(separator: ";").prefix(SVGLimits.maximumAttributes) {
                guard let colon = part.firstIndex(of: ":") else { continue }
                let name = String(part[..<colon]).trimmingSpaces()
                var value = String(part[part.index(after: colon)...]).trimmingSpaces()
                if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces() }
                out.append((name, value))
            }
        }
        return out
    }

    /// Applies the element's declarations; returns its own properties and
    /// adds a line to `warnings` for a value it cannot read.
    ///
    /// `diagonal` is what a percentage of a stroke width or dash is of
    /// (SVG's normalised diagonal of the viewBox).
    mutating func apply(_ declarations: [(name: String, value: String)], diagonal: Double,
                        warnings: inout SVGWarnings) -> Own {
        var own = Own()
        for (name, value) in declarations where value != "inherit" {
            switch name {
            case "fill":
                if let p = Self.paint(value) { fill = p } else { warnings.add("fill=\"\(value)\" is not a paint") }
            case "stroke":
                if let p = Self.paint(value) { stroke = p } else { warnings.add("stroke=\"\(value)\" is not a paint") }
            case "fill-opacity": fillOpacity = Self.opacity(value) ?? fillOpacity
            case "stroke-opacity": strokeOpacity = Self.opacity(value) ?? strokeOpacity
            case "opacity": own.opacity = Self.opacity(value) ?? 1
            case "fill-rule": fillRule = value == "evenodd" ? .evenOdd : .nonZero
            case "clip-rule": clipRule = value == "evenodd" ? .evenOdd : .nonZero
            case "stroke-width":
                if let w = SVGLength.parse(value)?.resolve(reference: diagonal), w >= 0 { strokeWidth = w }
            case "stroke-linecap":
                lineCap = LineCap(rawValue: value) ?? lineCap
            case "stroke-linejoin":
                switch value {
                case "round": lineJoin = .round
                case "bevel": lineJoin = .bevel
                case "miter", "miter-clip", "arcs": lineJoin = .miter
                default: break
                }
            case "stroke-miterlimit":
                if let m = SVGScanner.numbers(value, limit: 1).first, m >= 1 { miterLimit = m }
            case "stroke-dasharray":
                dash = Self.dashes(value, diagonal: diagonal)
            case "stroke-dashoffset":
                dashOffset = SVGLength.parse(value)?.resolve(reference: diagonal) ?? 0
            case "color":
                if case .color(let c)? = SVGColor.parse(value) { color = c }
            case "visibility": visible = value == "visible"
            case "display": own.display = value != "none"
            case "clip-path": own.clipPath = value == "none" ? nil : value
            case "mask": own.mask = value == "none" ? nil : value
            case "filter": own.filter = value == "none" ? nil : value
            default: break
            }
        }
        return own
    }

    static func paint(_ value: String) -> PaintSpec? {
        let text = value.trimmingSpaces()
        if text.hasPrefix("url(") {
            guard let close = text.firstIndex(of: ")") else { return nil }
            var id = String(text[text.index(text.startIndex, offsetBy: 4)..<close]).trimmingSpaces()
            if id.hasPrefix("'") || id.hasPrefix("\"") { id = String(id.dropFirst().dropLast()) }
            let rest = String(text[text.index(after: close)...]).trimmingSpaces()
            return .reference(id, fallback: rest.isEmpty ? nil : SVGColor.parse(rest))
        }
        switch SVGColor.parse(text) {
        case .none?: return PaintSpec.none
        case .currentColor?: return .currentColor
        case .color(let c)?: return .color(c)
        case nil: return nil
        }
    }

    /// A number or percentage, clamped to 0…1.
    static func opacity(_ value: String) -> Double? {
        let percent = value.hasSuffix("%")
        guard let n = SVGScanner.numbers(percent ? String(value.dropLast()) : value, limit: 1).first else { return nil }
        return Swift.max(0, Swift.min(1, percent ? n / 100 : n))
    }

    /// `stroke-dasharray`: lengths, an odd count repeated; none for a
    /// negative length or a zero sum.
    static func dashes(_ value: String, diagonal: Double) -> [Double] {
        guard value != "none" else { return [] }
        var lengths: [Double] = []
        for part in value.split(whereSeparator: { $0 == "," || $0 == " " }).prefix(256) {
            guard let l = SVGLength.parse(String(part))?.resolve(reference: diagonal) else { return [] }
            lengths.append(l)
        }
        guard lengths.allSatisfy({ $0 >= 0 }), lengths.reduce(0, +) > 0 else { return [] }
        return lengths.count % 2 == 1 ? lengths + lengths : lengths
    }
}

/// The warnings a document gives, each once, at most 100.
struct SVGWarnings {
    private(set) var lines: [String] = []
    private var seen: Set<String> = []
    private var dropped = 0

    mutating func add(_ line: String) {
        guard !seen.contains(line) else { return }
        guard lines.count < 100 else { dropped += 1; return }
        seen.insert(line)
        lines.append(line)
    }

    var all: [String] { dropped > 0 ? lines + ["\(dropped) more warnings"] : lines }
}

/// An SVG length: a number with a unit (`px`, `pt`, `pc`, `mm`, `cm`,
/// `in`, `em`, `ex`) or a percentage of a reference.
struct SVGLength {
    var value: Double
    var percent: Bool

    static func parse(_ text: String) -> SVGLength? {
        var s = SVGScanner(text)
        guard let n = s.number() else { return nil }
        let unit = String(decoding: s.bytes[s.index...], as: UTF8.self).trimmingSpaces()
        let scale: Double
        switch unit {
        case "", "px": scale = 1
        case "pt": scale = 4.0 / 3
        case "pc": scale = 16
        case "mm": scale = 96 / 25.4
        case "cm": scale = 96 / 2.54
        case "in": scale = 96
        case "em": scale = 16
        case "ex": scale = 8
        case "%": return SVGLength(value: n, percent: true)
        default: return nil
        }
        return SVGLength(value: SVGScanner.clamp(n * scale), percent: false)
    }

    func resolve(reference: Double) -> Double {
        percent ? value / 100 * reference : value
    }
}
