import Strata

extension SceneDecoding {
    /// Decodes a view's `variants`: `[{"when": {...}, "set": {...}}]`.
    func decodeVariants(_ value: JSONValue, path: String, viewType: SceneViewType?) -> [SceneVariant] {
        guard let elements = array(value, path: path) else { return [] }
        var variants: [SceneVariant] = []
        for (offset, element) in elements.enumerated() {
            let itemPath = path.index(offset)
            guard let members = object(element, path: itemPath) else { continue }
            checkKeys(members, path: itemPath, allowed: SceneKeys.variant)
            guard let whenValue = element["when"] else {
                report(itemPath, "missing key 'when'", at: element.location)
                continue
            }
            guard let setValue = element["set"] else {
                report(itemPath, "missing key 'set'", at: element.location)
                continue
            }
            guard let condition = decodeCondition(whenValue, path: itemPath.key("when")),
                  let setMembers = object(setValue, path: itemPath.key("set")) else { continue }
            var changes = SceneViewChanges()
            var valid = true
            for member in setMembers {
                let memberPath = itemPath.key("set").key(member.key)
                guard SceneVariant.keys.contains(member.key) else {
                    let list = SceneVariant.keys.joined(separator: ", ")
                    report(memberPath, "not a property a variant can set (\(list))", at: member.keyLocation)
                    valid = false
                    continue
                }
                guard checkType(of: member, path: memberPath, viewType: viewType) else { valid = false; continue }
                let before = changes
                decodeProperty(member, path: memberPath, viewType: viewType, into: &changes)
                if changes == before { valid = false }  // the value was reported
            }
            if valid { variants.append(SceneVariant(condition: condition, changes: changes)) }
        }
        return variants
    }

    /// Decodes `{"width": "compact" | "regular", "height": ...}` (at least one).
    func decodeCondition(_ value: JSONValue, path: String) -> SizeClassCondition? {
        guard let members = object(value, path: path) else { return nil }
        checkKeys(members, path: path, allowed: SceneKeys.condition)
        var condition = SizeClassCondition()
        var valid = true
        for member in members where member.key == "width" || member.key == "height" {
            guard let name = string(member.value, path: path.key(member.key)) else { valid = false; continue }
            let sizeClass: UserInterfaceSizeClass
            switch name {
            case "compact": sizeClass = .compact
            case "regular": sizeClass = .regular
            default:
                report(path.key(member.key), "expected \"compact\" or \"regular\", got \(JSONWriter.quote(name))",
                       at: member.value.location)
                valid = false
                continue
            }
            if member.key == "width" { condition.width = sizeClass } else { condition.height = sizeClass }
        }
        if valid && condition == .any {
            report(path, "name 'width', 'height' or both", at: value.location)
            return nil
        }
        return valid ? condition : nil
    }

    /// Decodes one entry of the top-level `constraints`: an equation string,
    /// or `{"equation": "...", "when": {...}}` (active only in those size
    /// classes).
    func decodeConstraint(_ value: JSONValue, path: String) -> SceneEquation? {
        guard let members = value.objectMembers else { return decodeEquation(value, path: path, checkViews: true) }
        checkKeys(members, path: path, allowed: SceneKeys.constraint)
        guard let text = value["equation"] else {
            report(path, "missing key 'equation'", at: value.location)
            return nil
        }
        var condition: SizeClassCondition?
        var valid = true
        if let whenValue = value["when"] {
            condition = decodeCondition(whenValue, path: path.key("when"))
            valid = condition != nil
        }
        guard var equation = decodeEquation(text, path: path.key("equation"), checkViews: true), valid else { return nil }
        equation.when = condition
        return equation
    }
}
