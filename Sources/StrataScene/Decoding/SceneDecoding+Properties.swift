import Strata

extension SceneDecoding {
    /// Reports a key used on a type it does not apply to; `true` when allowed.
    /// `arranged` (structure, not a property) is for stacks only.
    func checkType(of member: JSONMember, path: String, viewType: SceneViewType?) -> Bool {
        let required = member.key == "arranged" ? [.stack] : SceneProperty.named(member.key)?.viewTypes
        guard let required, let viewType else { return true }
        if required.contains(viewType) { return true }
        let names = required.map { "\"\($0.rawValue)\"" }
        let list = names.count == 1 ? "type \(names[0])" : "types " + names.joined(separator: ", ")
        report(path, "only valid on \(list), not \"\(viewType.rawValue)\"",
               at: member.keyLocation)
        return false
    }

    /// Decodes one settable property into `changes` through its
    /// `SceneProperty` and returns it; `nil` when the key is not a property
    /// (the caller decides what that means). The property's
    /// `checkArranged`, if any, is the caller's to run once the arranged
    /// views are known.
    @discardableResult
    func decodeProperty(_ member: JSONMember, path: String, viewType: SceneViewType?,
                        into changes: inout SceneViewChanges) -> SceneProperty? {
        guard let property = SceneProperty.named(member.key) else { return nil }
        property.decode(self, member.value, path, &changes)
        changes.keys.append(member.key)
        return property
    }
}
