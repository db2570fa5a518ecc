import Strata

extension SceneProperty {
    /// The properties of labels and scroll views.
    static let contentProperties: [SceneProperty] = [
        SceneProperty("contentSize", .scroll, value: "`[w, h]`", decode: { d, value, path, c in
            c.contentSize = d.size(value, path: path, allowsNone: false)
        }, apply: { _, c, view in
            if let scroll = view as? ScrollView, let size = c.contentSize { scroll.contentSize = size }
        }),
        SceneProperty("text", .label, also: [.textField, .textView], value: "string", decode: { d, value, path, c in
            c.text = d.string(value, path: path)
        }, apply: { _, c, view in
            guard let t = c.text else { return }
            if let label = view as? Label { label.text = t }
            if let field = view as? TextField { field.text = t }
            if let textView = view as? TextView { textView.text = t }
        }, snapshot: { view in
            if let field = view as? TextField { return .string(field.text) }
            if let textView = view as? TextView { return .string(textView.text) }
            return nil
        }),
        SceneProperty("fontSize", .label, also: [.textField, .textView], value: "points, 0 <… 10,000", decode: { d, value, path, c in
            guard let size = d.number(value, path: path) else { return }
            if size > 0 && size <= Font.maximumSize {
                c.fontSize = size
            } else {
                d.report(path, "font size must be more than 0 and at most \(JSONWriter.format(Font.maximumSize)) points, got \(JSONWriter.format(size))",
                         at: value.location)
            }
        }, apply: { _, c, view in
            guard let f = c.fontSize else { return }
            if let label = view as? Label { label.fontSize = f }
            if let field = view as? TextField { var font = field.font; font.size = f; field.font = font }
            if let textView = view as? TextView { var font = textView.font; font.size = f; textView.font = font }
        }),
        SceneProperty("font", .label, also: [.textField, .textView], value: "`{\"family\": …}`", decode: { d, value, path, c in
            c.font = d.decodeFont(value, path: path)
        }, apply: { _, c, view in
            guard let f = c.font else { return }
            if let label = view as? Label { label.font = f.resolved(labelSize: label.fontSize) }
            if let field = view as? TextField { field.font = f.resolved(labelSize: field.font.size) }
            if let textView = view as? TextView { textView.font = f.resolved(labelSize: textView.font.size) }
        }),
        SceneProperty("textColor", .label, also: [.textField, .textView, .button],
                      value: "`\"#RRGGBB\"` or `\"#RRGGBBAA\"` (a button's title colour in its normal state)",
                      decode: { d, value, path, c in
                          c.textColor = d.color(value, path: path)
                      }, apply: { _, c, view in
                          guard let color = c.textColor else { return }
                          switch view {
                          case let label as Label: label.textColor = color
                          case let field as TextField: field.textColor = color
                          case let textView as TextView: textView.textColor = color
                          case let button as Button: button.setTitleColor(color, for: .normal)
                          default: break
                          }
                      }),
        SceneProperty("language", .label, also: [.button, .textField, .textView],
                      value: "a BCP 47 tag (`\"zh-Hans\"`, `\"ja\"`): the faces font fallback picks",
                      decode: { d, value, path, c in
                          guard let tag = d.string(value, path: path) else { return }
                          if !tag.isEmpty, tag.count <= 35, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) {
                              c.language = tag
                          } else {
                              d.report(path, "expected a BCP 47 language tag such as \"zh-Hans\", got \"\(tag)\"", at: value.location)
                          }
                      }, apply: { _, c, view in
                          guard let language = c.language else { return }
                          switch view {
                          case let label as Label: label.language = language
                          case let field as TextField: field.language = language
                          case let textView as TextView: textView.language = language
                          case let button as Button: button.titleLabel.language = language
                          default: break
                          }
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
