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
    /// `SceneProperty`. Returns `false` when the key is not a property (the
    /// caller decides what that means). `customSpacing` is decoded but not
    /// checked against arranged views.
    func decodeProperty(_ member: JSONMember, path: String, viewType: SceneViewType?,
                        into changes: inout SceneViewChanges) -> Bool {
        guard let property = SceneProperty.named(member.key) else { return false }
        property.decode(self, member.value, path, &changes)
        changes.keys.append(member.key)
        return true
    }
}
