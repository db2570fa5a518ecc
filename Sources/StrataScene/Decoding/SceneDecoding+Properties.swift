import Strata

extension SceneDecoding {
    /// The types a key is restricted to; keys not listed apply to all types.
    static let keyTypes: [String: SceneViewType] = [
        "intrinsicSize": .view, "baselines": .view,
        "axis": .stack, "distribution": .stack, "alignment": .stack, "spacing": .stack,
        "arranged": .stack, "customSpacing": .stack, "baselineRelativeArrangement": .stack,
        "layoutMarginsRelativeArrangement": .stack,
        "text": .label, "fontSize": .label, "font": .label, "numberOfLines": .label,
        "contentSize": .scroll,
    ]

    /// Reports a key used on a type it does not apply to; `true` when allowed.
    func checkType(of member: JSONMember, path: String, viewType: SceneViewType?) -> Bool {
        guard let required = SceneDecoding.keyTypes[member.key], let viewType else { return true }
        if required == viewType { return true }
        report(path, "only valid on type \"\(required.rawValue)\", not \"\(viewType.rawValue)\"",
               at: member.keyLocation)
        return false
    }

    /// Decodes one settable property into `changes`. Returns `false` when the
    /// key is not a settable property (the caller decides what that means).
    /// `customSpacing` is decoded but not checked against arranged views.
    func decodeProperty(_ member: JSONMember, path: String, viewType: SceneViewType?,
                        into changes: inout SceneViewChanges) -> Bool {
        let value = member.value
        switch member.key {
        case "frame":
            let values = numbers(value, path: path, count: 4) { offset, number in
                guard offset >= 2, number < 0 else { return nil }
                return "\(offset == 2 ? "width" : "height") must not be negative, got \(JSONWriter.format(number))"
            }
            if let f = values { changes.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3]) }
        case "intrinsicSize": changes.intrinsicSize = size(value, path: path, allowsNone: true)
        case "baselines":
            if let b = numbers(value, path: path, count: 2) { changes.baselines = SceneBaselines(first: b[0], last: b[1]) }
        case "hugging": changes.hugging = priorities(value, path: path)
        case "compressionResistance": changes.compressionResistance = priorities(value, path: path)
        case "hidden": changes.hidden = bool(value, path: path)
        case "alpha":
            if let alpha = number(value, path: path) {
                if (0...1).contains(alpha) {
                    changes.alpha = alpha
                } else {
                    report(path, "alpha \(JSONWriter.format(alpha)) is outside 0…1", at: value.location)
                }
            }
        case "backgroundColor": changes.backgroundColor = color(value, path: path)
        case "layoutMargins": changes.layoutMargins = insets(value, path: path)
        case "semanticContentAttribute":
            changes.semanticContentAttribute = choice(value, path: path, SceneSemanticContentAttribute.self)
        case "axis": changes.axis = choice(value, path: path, SceneAxis.self)
        case "distribution": changes.distribution = choice(value, path: path, SceneDistribution.self)
        case "alignment": changes.alignment = choice(value, path: path, SceneAlignment.self)
        case "spacing": changes.spacing = number(value, path: path)
        case "customSpacing":
            if let members = object(value, path: path) {
                var entries: [SceneCustomSpacing] = []
                for entry in members {
                    if let gap = number(entry.value, path: path.key(entry.key)) {
                        entries.append(SceneCustomSpacing(id: entry.key, spacing: gap))
                    }
                }
                changes.customSpacing = entries
            }
        case "baselineRelativeArrangement": changes.baselineRelativeArrangement = bool(value, path: path)
        case "layoutMarginsRelativeArrangement": changes.layoutMarginsRelativeArrangement = bool(value, path: path)
        case "text": changes.text = string(value, path: path)
        case "fontSize":
            if let size = number(value, path: path) {
                if size > 0 && size <= Font.maximumSize {
                    changes.fontSize = size
                } else {
                    report(path, "font size must be more than 0 and at most \(JSONWriter.format(Font.maximumSize)) points, got \(JSONWriter.format(size))",
                           at: value.location)
                }
            }
        case "font": changes.font = decodeFont(value, path: path)
        case "numberOfLines":
            if let lines = number(value, path: path) {
                if lines >= 0, lines == lines.rounded(), lines < 1e9 {
                    changes.numberOfLines = Int(lines)
                } else {
                    report(path, "expected an integer ≥ 0, got \(JSONWriter.format(lines))", at: value.location)
                }
            }
        case "contentSize": changes.contentSize = size(value, path: path, allowsNone: false)
        case "focusable": changes.focusable = bool(value, path: path)
        default:
            return false
        }
        changes.keys.append(member.key)
        return true
    }
}
