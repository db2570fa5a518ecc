import Strata
import StrataImages

extension SceneProperty {
    /// Shape views (`"type": "shape"`, a `ShapeView`; Docs/Drawing.md):
    /// the path as SVG path data in the view's bounds, the fill and the
    /// stroke. `set` steps with `animate` animate the stroke range, width,
    /// dash phase, colours and a path of the same elements.
    static let shapeProperties: [SceneProperty] = [
        SceneProperty("path", .shape, value: "SVG path data (`\"M 0 0 L 10 0 A 5 5 0 0 1 10 10 Z\"`), in the view's bounds",
                      decode: { d, value, path, c in
            guard let data = d.string(value, path: path) else { return }
            let (parsed, cut) = SVGPathData.parse(data)
            if cut {
                d.report(path, "the path data is malformed or has more than \(SVGLimits.maximumPathElements) elements "
                         + "(it is read up to \(parsed.elements.count) elements)", at: value.location)
            } else {
                c.path = parsed
            }
        }, apply: { _, c, view in if let s = view as? ShapeView, let p = c.path { s.path = p } }),
        SceneProperty("fillColor", .shape, value: "`\"#RRGGBB\"` or `null` for none (black by default)", decode: { d, value, path, c in
            if value.isNull { c.fillColor = .some(nil) } else if let color = d.color(value, path: path) { c.fillColor = color }
        }, apply: { _, c, view in if let s = view as? ShapeView, let color = c.fillColor { s.fillColor = color } }),
        SceneProperty("fillRule", .shape, value: "`nonZero`, `evenOdd`", decode: { d, value, path, c in
            c.fillRule = d.choice(value, path: path, FillRule.self)
        }, apply: { _, c, view in if let s = view as? ShapeView, let rule = c.fillRule { s.fillRule = rule } }),
        SceneProperty("strokeColor", .shape, value: "`\"#RRGGBB\"` or `null` for none (the default)", decode: { d, value, path, c in
            if value.isNull { c.strokeColor = .some(nil) } else if let color = d.color(value, path: path) { c.strokeColor = color }
        }, apply: { _, c, view in if let s = view as? ShapeView, let color = c.strokeColor { s.strokeColor = color } }),
        SceneProperty("lineWidth", .shape, value: "points ≥ 0", decode: { d, value, path, c in
            c.lineWidth = d.shapeNumber(value, path: path, key: "lineWidth", in: 0...1e9)
        }, apply: { _, c, view in if let s = view as? ShapeView, let w = c.lineWidth { s.lineWidth = w } }),
        SceneProperty("lineCap", .shape, value: "`butt`, `round`, `square`", decode: { d, value, path, c in
            c.lineCap = d.choice(value, path: path, LineCap.self)
        }, apply: { _, c, view in if let s = view as? ShapeView, let cap = c.lineCap { s.lineCap = cap } }),
        SceneProperty("lineJoin", .shape, value: "`miter`, `round`, `bevel`", decode: { d, value, path, c in
            c.lineJoin = d.choice(value, path: path, LineJoin.self)
        }, apply: { _, c, view in if let s = view as? ShapeView, let join = c.lineJoin { s.lineJoin = join } }),
        SceneProperty("miterLimit", .shape, value: "a number ≥ 0 (10 by default)", decode: { d, value, path, c in
            c.miterLimit = d.shapeNumber(value, path: path, key: "miterLimit", in: 0...1e9)
        }, apply: { _, c, view in if let s = view as? ShapeView, let m = c.miterLimit { s.miterLimit = m } }),
        SceneProperty("lineDashPattern", .shape, value: "`[dash, gap, ...]`, points ≥ 0", decode: { d, value, path, c in
            guard let elements = d.array(value, path: path) else { return }
            var lengths: [Double] = []
            for (offset, element) in elements.enumerated() {
                guard let n = d.shapeNumber(element, path: path.index(offset), key: "a dash length", in: 0...1e9) else { return }
                lengths.append(n)
            }
            c.lineDashPattern = lengths
        }, apply: { _, c, view in if let s = view as? ShapeView, let dash = c.lineDashPattern { s.lineDashPattern = dash } }),
        SceneProperty("lineDashPhase", .shape, value: "points", decode: { d, value, path, c in
            c.lineDashPhase = d.shapeNumber(value, path: path, key: "lineDashPhase", in: -1e9...1e9)
        }, apply: { _, c, view in if let s = view as? ShapeView, let phase = c.lineDashPhase { s.lineDashPhase = phase } }),
        SceneProperty("strokeStart", .shape, value: "0…1 of the path's length (0 by default)", decode: { d, value, path, c in
            c.strokeStart = d.shapeNumber(value, path: path, key: "strokeStart", in: 0...1)
        }, apply: { _, c, view in if let s = view as? ShapeView, let v = c.strokeStart { s.strokeStart = v } }),
        SceneProperty("strokeEnd", .shape, value: "0…1 of the path's length (1 by default)", decode: { d, value, path, c in
            c.strokeEnd = d.shapeNumber(value, path: path, key: "strokeEnd", in: 0...1)
        }, apply: { _, c, view in if let s = view as? ShapeView, let v = c.strokeEnd { s.strokeEnd = v } }),
    ]
}

extension SceneDecoding {
    /// A number within `range`, or an error naming `key`.
    func shapeNumber(_ value: JSONValue, path: String, key: String, in range: ClosedRange<Double>) -> Double? {
        guard let n = number(value, path: path) else { return nil }
        guard range.contains(n) else {
            report(path, "\(key) must be in \(JSONWriter.format(range.lowerBound))…\(JSONWriter.format(range.upperBound)), "
                   + "got \(JSONWriter.format(n))", at: value.location)
            return nil
        }
        return n
    }
}
