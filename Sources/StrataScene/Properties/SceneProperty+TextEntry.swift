import Strata

extension SceneProperty {
    /// The names of `TextAlignment` in scenes.
    static let textAlignmentNames: [(String, TextAlignment)] = [
        ("natural", .natural), ("left", .left), ("center", .center), ("right", .right),
    ]

    /// The names of `WritingDirection` in scenes.
    static let writingDirectionNames: [(String, WritingDirection)] = [
        ("natural", .natural), ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ]

    /// The properties of text fields and text views (`text`, `fontSize` and
    /// `font` are shared with labels, in `contentProperties`).
    static let textEntryProperties: [SceneProperty] = [
        SceneProperty("placeholder", .textField, value: "string", decode: { d, value, path, c in
            c.placeholder = d.string(value, path: path)
        }, apply: { _, c, view in
            if let field = view as? TextField, let p = c.placeholder { field.placeholder = p }
        }),
        SceneProperty("secure", .textField, value: "Boolean: bullets, no copying", decode: { d, value, path, c in
            c.secure = d.bool(value, path: path)
        }, apply: { _, c, view in
            if let field = view as? TextField, let s = c.secure { field.isSecureTextEntry = s }
        }),
        SceneProperty("maximumLength", .textField, value: "integer ≥ 0", decode: { d, value, path, c in
            guard let n = d.number(value, path: path) else { return }
            if n >= 0, n == n.rounded(), n < 1e9 {
                c.maximumLength = Int(n)
            } else {
                d.report(path, "expected an integer ≥ 0, got \(JSONWriter.format(n))", at: value.location)
            }
        }, apply: { _, c, view in
            if let field = view as? TextField, let n = c.maximumLength { field.maximumLength = n }
        }),
        SceneProperty("textAlignment", .label, also: [.textField, .textView], value: "`natural`, `left`, `center`, `right`",
                      decode: { d, value, path, c in
            guard let name = d.string(value, path: path) else { return }
            if let match = textAlignmentNames.first(where: { $0.0 == name }) {
                c.textAlignment = match.1
            } else {
                let names = textAlignmentNames.map(\.0).joined(separator: ", ")
                d.report(path, "expected one of \(names), got \(JSONWriter.quote(name))", at: value.location)
            }
        }, apply: { _, c, view in
            guard let a = c.textAlignment else { return }
            switch view {
            case let field as TextField: field.textAlignment = a
            case let textView as TextView: textView.textAlignment = a
            case let label as Label: label.textAlignment = a
            default: break
            }
        }),
        SceneProperty("baseWritingDirection", .label, also: [.textField, .textView],
                      value: "`natural`, `leftToRight`, `rightToLeft`: the paragraphs' direction",
                      decode: { d, value, path, c in
            guard let name = d.string(value, path: path) else { return }
            if let match = writingDirectionNames.first(where: { $0.0 == name }) {
                c.baseWritingDirection = match.1
            } else {
                let names = writingDirectionNames.map(\.0).joined(separator: ", ")
                d.report(path, "expected one of \(names), got \(JSONWriter.quote(name))", at: value.location)
            }
        }, apply: { _, c, view in
            guard let direction = c.baseWritingDirection else { return }
            switch view {
            case let label as Label: label.baseWritingDirection = direction
            case let field as TextField: field.baseWritingDirection = direction
            case let textView as TextView: textView.baseWritingDirection = direction
            default: break
            }
        }),
        SceneProperty("editable", .textView, value: "Boolean", decode: { d, value, path, c in
            c.editable = d.bool(value, path: path)
        }, apply: { _, c, view in
            if let textView = view as? TextView, let e = c.editable { textView.isEditable = e }
        }),
    ]

    /// What `strata layout` prints as `"selection": [start, end]` for a text
    /// field or text view (after `text`).
    @MainActor
    static func selectionSnapshot(_ view: View) -> JSONOutput? {
        let range: Range<Int>
        if let field = view as? TextField {
            range = field.selectedRange
        } else if let textView = view as? TextView {
            range = textView.selectedRange
        } else {
            return nil
        }
        return .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))])
    }
}
