import Strata

extension SceneProperty {
    /// Transforms, shadows, corner radii (any view) and gradients
    /// (Docs/Effects.md). `set` steps with `animate` animate them.
    static let effectProperties: [SceneProperty] = [
        SceneProperty("transform", value: "`{\"translate\": [x, y], \"scale\": [sx, sy], \"rotate\": degrees}`",
                      decode: { d, value, path, c in c.transform = d.transform(value, path: path) },
                      apply: { _, c, view in if let t = c.transform { view.transform = t } }),
        SceneProperty("shadow", value: "`{\"color\", \"opacity\", \"offset\": [x, y], \"radius\"}`",
                      decode: { d, value, path, c in c.shadow = d.shadow(value, path: path) },
                      apply: { _, c, view in
                          if let s = c.shadow {
                              view.shadowColor = s.color
                              view.shadowOpacity = s.opacity
                              view.shadowOffset = s.offset
                              view.shadowRadius = s.radius
                          }
                      }),
        SceneProperty("cornerRadius", value: "points ≥ 0", decode: { d, value, path, c in
            guard let radius = d.number(value, path: path) else { return }
            if radius >= 0 {
                c.cornerRadius = radius
            } else {
                d.report(path, "cornerRadius must not be negative, got \(JSONWriter.format(radius))", at: value.location)
            }
        }, apply: { _, c, view in if let r = c.cornerRadius { view.cornerRadius = r } }),
        SceneProperty("colors", .gradient, value: "`[\"#RRGGBB\", ...]`", decode: { d, value, path, c in
            guard let elements = d.array(value, path: path) else { return }
            var colors: [Color] = []
            var valid = true
            for (offset, element) in elements.enumerated() {
                if let color = d.color(element, path: path.index(offset)) { colors.append(color) } else { valid = false }
            }
            if valid { c.colors = colors }
        }, apply: { _, c, view in if let g = view as? GradientView, let colors = c.colors { g.colors = colors } }),
        SceneProperty("locations", .gradient, value: "`[0…1, ...]`, increasing", decode: { d, value, path, c in
            guard let elements = d.array(value, path: path) else { return }
            var locations: [Double] = []
            var valid = true
            for (offset, element) in elements.enumerated() {
                guard let number = d.number(element, path: path.index(offset)) else { valid = false; continue }
                if !(0...1).contains(number) {
                    d.report(path.index(offset), "location \(JSONWriter.format(number)) is outside 0…1", at: element.location)
                    valid = false
                } else if let last = locations.last, number < last {
                    d.report(path.index(offset), "locations must not decrease: \(JSONWriter.format(number)) after \(JSONWriter.format(last))",
                             at: element.location)
                    valid = false
                }
                locations.append(number)
            }
            if valid { c.locations = locations }
        }, apply: { _, c, view in if let g = view as? GradientView, let l = c.locations { g.locations = l } }),
        SceneProperty("start", .gradient, value: "`[x, y]`, unit coordinates", decode: { d, value, path, c in
            if let p = d.numbers(value, path: path, count: 2) { c.start = Point(x: p[0], y: p[1]) }
        }, apply: { _, c, view in if let g = view as? GradientView, let p = c.start { g.startPoint = p } }),
        SceneProperty("end", .gradient, value: "`[x, y]`, unit coordinates", decode: { d, value, path, c in
            if let p = d.numbers(value, path: path, count: 2) { c.end = Point(x: p[0], y: p[1]) }
        }, apply: { _, c, view in if let g = view as? GradientView, let p = c.end { g.endPoint = p } }),
        SceneProperty("gradientType", .gradient, value: "`axial`, `radial`", decode: { d, value, path, c in
            c.gradientType = d.choice(value, path: path, GradientType.self)
        }, apply: { _, c, view in if let g = view as? GradientView, let t = c.gradientType { g.type = t } }),
    ]
}

extension SceneDecoding {
    /// `{"translate": [x, y], "scale": [sx, sy], "rotate": degrees}`, each
    /// key optional: the points are scaled, then turned (clockwise on
    /// screen), then moved. A transform that is not finite is an error.
    func transform(_ value: JSONValue, path: String) -> AffineTransform? {
        guard let members = object(value, path: path) else { return nil }
        var scale = (1.0, 1.0), degrees = 0.0, translate = (0.0, 0.0)
        var valid = true
        for member in members {
            let memberPath = path.key(member.key)
            guard SceneKeys.transform.contains(member.key) else {
                report(memberPath, "unknown key (expected \(SceneKeys.alternatives(SceneKeys.transform)))", at: member.keyLocation)
                valid = false
                continue
            }
            switch member.key {
            case "translate":
                if let t = numbers(member.value, path: memberPath, count: 2) { translate = (t[0], t[1]) } else { valid = false }
            case "scale":
                if let s = numbers(member.value, path: memberPath, count: 2) { scale = (s[0], s[1]) } else { valid = false }
            case "rotate":
                if let r = number(member.value, path: memberPath) { degrees = r } else { valid = false }
            default:
                preconditionFailure("SceneKeys.transform lists '\(member.key)', which SceneDecoding.transform does not decode")
            }
        }
        guard valid else { return nil }
        let t = AffineTransform(scaleX: scale.0, y: scale.1)
            .concatenating(AffineTransform(rotationAngle: degrees * .pi / 180))
            .concatenating(AffineTransform(translationX: translate.0, y: translate.1))
        guard t.isFinite else {
            report(path, "the transform is not finite", at: value.location)
            return nil
        }
        return t
    }

    /// `{"color", "opacity", "offset": [x, y], "radius"}`, each key optional.
    func shadow(_ value: JSONValue, path: String) -> SceneShadow? {
        guard let members = object(value, path: path) else { return nil }
        var shadow = SceneShadow()
        var valid = true
        for member in members {
            let memberPath = path.key(member.key)
            guard SceneKeys.shadow.contains(member.key) else {
                report(memberPath, "unknown key (expected \(SceneKeys.alternatives(SceneKeys.shadow)))", at: member.keyLocation)
                valid = false
                continue
            }
            switch member.key {
            case "color":
                if let c = color(member.value, path: memberPath) { shadow.color = c } else { valid = false }
            case "opacity":
                guard let o = number(member.value, path: memberPath) else { valid = false; continue }
                if (0...1).contains(o) {
                    shadow.opacity = o
                } else {
                    report(memberPath, "opacity \(JSONWriter.format(o)) is outside 0…1", at: member.value.location)
                    valid = false
                }
            case "offset":
                if let o = numbers(member.value, path: memberPath, count: 2) {
                    shadow.offset = Size(width: o[0], height: o[1])
                } else {
                    valid = false
                }
            case "radius":
                guard let r = number(member.value, path: memberPath) else { valid = false; continue }
                if r >= 0 {
                    shadow.radius = r
                } else {
                    report(memberPath, "radius must not be negative, got \(JSONWriter.format(r))", at: member.value.location)
                    valid = false
                }
            default:
                preconditionFailure("SceneKeys.shadow lists '\(member.key)', which SceneDecoding.shadow does not decode")
            }
        }
        return valid ? shadow : nil
    }
}
