import Strata

extension SceneDecoding {
    /// `type`, `paste` and `select` steps.
    func decodeTextEntry(_ member: JSONMember, path: String) -> SceneAction? {
        let value = member.value
        switch member.key {
        case "type", "paste":
            guard let text = string(value, path: path) else { return nil }
            tree.typedCharacters += text.count
            return member.key == "type" ? .type(text) : .paste(text)
        default:
            guard let members = object(value, path: path) else { return nil }
            checkKeys(members, path: path, allowed: SceneKeys.textSelection)
            var valid = true
            for key in ["id", "range"] where value[key] == nil {
                report(path, "missing key '\(key)'", at: value.location)
                valid = false
            }
            var id: String?
            if let idValue = value["id"], let known = knownView(idValue, path: path.key("id")) {
                if let type = tree.types[known], type == .textField || type == .textView {
                    id = known
                } else {
                    report(path.key("id"), "'\(known)' is not a textField or textView", at: idValue.location)
                }
            }
            var range: Range<Int>?
            if let rangeValue = value["range"],
               let bounds = numbers(rangeValue, path: path.key("range"), count: 2, check: { _, number in
                   number >= 0 && number == number.rounded() && number < 1e9 ? nil : "expected an integer ≥ 0, got \(JSONWriter.format(number))"
               }) {
                if bounds[0] > bounds[1] {
                    report(path.key("range"), "start \(JSONWriter.format(bounds[0])) is after end \(JSONWriter.format(bounds[1]))",
                           at: rangeValue.location)
                } else {
                    range = Int(bounds[0])..<Int(bounds[1])
                }
            }
            guard valid, let id, let range else { return nil }
            let limit = (tree.textLimits[id] ?? 0) + tree.typedCharacters
            if range.upperBound > limit {
                report(path.key("range"), "end \(range.upperBound) is past the end of the text '\(id)' can have here (\(limit) characters)",
                       at: value["range"]?.location ?? value.location)
                return nil
            }
            return .select(id: id, range: range)
        }
    }

    /// A step's `"modifiers"`: names from `control`, `alt`, `shift`, `meta`.
    func decodeModifiers(_ value: JSONValue, path: String) -> Key.Modifiers? {
        guard let elements = array(value, path: path) else { return nil }
        var set: Key.Modifiers = []
        var valid = true
        for (offset, element) in elements.enumerated() {
            guard let name = string(element, path: path.index(offset)) else { valid = false; continue }
            if let match = SceneKey.modifierNames.first(where: { $0.0 == name }) {
                set.insert(match.1)
            } else {
                let names = SceneKey.modifierNames.map(\.0).joined(separator: ", ")
                report(path.index(offset), "expected a modifier (\(names)), got \(JSONWriter.quote(name))", at: element.location)
                valid = false
            }
        }
        return valid ? set : nil
    }
}
