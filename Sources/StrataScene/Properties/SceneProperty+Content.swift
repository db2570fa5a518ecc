import Strata

extension SceneProperty {
    /// The properties of labels and scroll views.
    static let contentProperties: [SceneProperty] = [
        SceneProperty("contentSize", .scroll, value: "`[w, h]`", decode: { d, value, path, c in
            c.contentSize = d.size(value, path: path, allowsNone: false)
        }, apply: { _, c, view in
            if let scroll = view as? ScrollView, let size = c.contentSize { scroll.contentSize = size }
        }),
        SceneProperty("text", .label, value: "string", decode: { d, value, path, c in
            c.text = d.string(value, path: path)
        }, apply: { _, c, view in
            if let label = view as? Label, let t = c.text { label.text = t }
        }),
        SceneProperty("fontSize", .label, value: "points, 0 <… 10,000", decode: { d, value, path, c in
            guard let size = d.number(value, path: path) else { return }
            if size > 0 && size <= Font.maximumSize {
                c.fontSize = size
            } else {
                d.report(path, "font size must be more than 0 and at most \(JSONWriter.format(Font.maximumSize)) points, got \(JSONWriter.format(size))",
                         at: value.location)
            }
        }, apply: { _, c, view in
            if let label = view as? Label, let f = c.fontSize { label.fontSize = f }
        }),
        SceneProperty("font", .label, value: "`{\"family\": …}`", decode: { d, value, path, c in
            c.font = d.decodeFont(value, path: path)
        }, apply: { _, c, view in
            if let label = view as? Label, let f = c.font { label.font = f.resolved(labelSize: label.fontSize) }
        }),
        SceneProperty("numberOfLines", .label, value: "integer ≥ 0", decode: { d, value, path, c in
            guard let lines = d.number(value, path: path) else { return }
            if lines >= 0, lines == lines.rounded(), lines < 1e9 {
                c.numberOfLines = Int(lines)
            } else {
                d.report(path, "expected an integer ≥ 0, got \(JSONWriter.format(lines))", at: value.location)
            }
        }, apply: { _, c, view in
            if let label = view as? Label, let n = c.numberOfLines { label.numberOfLines = n }
        }),
    ]
}
