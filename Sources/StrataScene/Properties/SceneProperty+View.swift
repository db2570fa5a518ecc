import Strata

extension SceneProperty {
    /// The properties every view type takes.
    static let viewProperties: [SceneProperty] = [
        SceneProperty("frame", value: "`[x, y, w, h]`", decode: { d, value, path, c in
            let values = d.numbers(value, path: path, count: 4) { offset, number in
                guard offset >= 2, number < 0 else { return nil }
                return "\(offset == 2 ? "width" : "height") must not be negative, got \(JSONWriter.format(number))"
            }
            if let f = values { c.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3]) }
        }, apply: { _, c, view in if let f = c.frame { view.frame = f } }),
        SceneProperty("intrinsicSize", .view, value: "`[w, h]`, `-1` for none", decode: { d, value, path, c in
            c.intrinsicSize = d.size(value, path: path, allowsNone: true)
        }, apply: { _, c, view in if let s = c.intrinsicSize { view.customIntrinsicContentSize = s } }),
        SceneProperty("baselines", .view, value: "`[first, last]`", decode: { d, value, path, c in
            if let b = d.numbers(value, path: path, count: 2) { c.baselines = SceneBaselines(first: b[0], last: b[1]) }
        }, apply: { _, c, view in
            if let b = c.baselines {
                view.firstBaselineOffsetFromTop = b.first
                view.lastBaselineOffsetFromBottom = b.last
            }
        }),
        SceneProperty("hugging", value: "`[horizontal, vertical]`", decode: { d, value, path, c in
            c.hugging = d.priorities(value, path: path)
        }, apply: { _, c, view in
            if let h = c.hugging {
                view.setContentHuggingPriority(LayoutPriority(h.horizontal), for: .horizontal)
                view.setContentHuggingPriority(LayoutPriority(h.vertical), for: .vertical)
            }
        }),
        SceneProperty("compressionResistance", value: "`[horizontal, vertical]`", decode: { d, value, path, c in
            c.compressionResistance = d.priorities(value, path: path)
        }, apply: { _, c, view in
            if let r = c.compressionResistance {
                view.setContentCompressionResistancePriority(LayoutPriority(r.horizontal), for: .horizontal)
                view.setContentCompressionResistancePriority(LayoutPriority(r.vertical), for: .vertical)
            }
        }),
        SceneProperty("hidden", value: "Boolean", inVariants: true, decode: { d, value, path, c in
            c.hidden = d.bool(value, path: path)
        }, apply: { _, c, view in if let h = c.hidden { view.isHidden = h } },
        applyVariant: { view, c, when in if let h = c.hidden { view.setVariant(\View.isHidden, h, when: when) } }),
        SceneProperty("focusable", value: "Boolean", decode: { d, value, path, c in
            c.focusable = d.bool(value, path: path)
        }, apply: { _, c, view in if let f = c.focusable { view.isFocusable = f } }),
        SceneProperty("alpha", value: "0…1", decode: { d, value, path, c in
            guard let alpha = d.number(value, path: path) else { return }
            if (0...1).contains(alpha) {
                c.alpha = alpha
            } else {
                d.report(path, "alpha \(JSONWriter.format(alpha)) is outside 0…1", at: value.location)
            }
        }, apply: { _, c, view in if let a = c.alpha { view.alpha = a } }),
        SceneProperty("backgroundColor", value: "`\"#RRGGBB\"` or `\"#RRGGBBAA\"`", decode: { d, value, path, c in
            c.backgroundColor = d.color(value, path: path)
        }, apply: { _, c, view in if let color = c.backgroundColor { view.backgroundColor = color } }),
        SceneProperty("layoutMargins", value: "`[top, leading, bottom, trailing]`", inVariants: true,
                      decode: { d, value, path, c in c.layoutMargins = d.insets(value, path: path) },
                      apply: { _, c, view in if let m = c.layoutMargins { view.directionalLayoutMargins = m } },
                      applyVariant: { view, c, when in
                          if let m = c.layoutMargins { view.setVariant(\View.directionalLayoutMargins, m, when: when) }
                      }),
        SceneProperty("semanticContentAttribute", value: "`unspecified`, `forceLeftToRight`, `forceRightToLeft`",
                      decode: { d, value, path, c in
                          c.semanticContentAttribute = d.choice(value, path: path, SceneSemanticContentAttribute.self)
                      }, apply: { _, c, view in
                          if let s = c.semanticContentAttribute { view.semanticContentAttribute = s.attribute }
                      }),
    ]
}

extension SceneSemanticContentAttribute {
    /// The view's value.
    var attribute: SemanticContentAttribute {
        switch self {
        case .unspecified: .unspecified
        case .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }
}
