import Strata

extension SceneDecoding {
    /// The `list` of a list step: a list created so far.
    func knownList(_ value: JSONValue, path: String) -> String? {
        guard let id = knownView(value, path: path) else { return nil }
        guard tree.types[id] == .list else {
            report(path, "'\(id)' is not a list", at: value.location)
            return nil
        }
        return id
    }

    /// An item position of `list`: an integer in `0..<count`
    /// (`0...count` when `end` is allowed).
    func listPosition(_ value: JSONValue, path: String, count: Int, allowsEnd: Bool = false) -> Int? {
        guard let index = integer(value, path: path) else { return nil }
        let upper = allowsEnd ? count : count - 1
        guard index >= 0, index <= upper else {
            let problem = upper < 0 ? ": the list has no items" : " is outside 0…\(upper)"
            report(path, "item \(index)\(problem)", at: value.location)
            return nil
        }
        return index
    }

    /// Reads the members of a list step's object: the list and the keys
    /// `required` (all of which must be present) out of `allowed`.
    func listStepMembers(_ value: JSONValue, path: String, required: [String], allowed: [String])
        -> (list: String, count: Int)? {
        guard let members = object(value, path: path) else { return nil }
        checkKeys(members, path: path, allowed: allowed)
        var valid = true
        for key in ["list"] + required where value[key] == nil {
            report(path, "missing key '\(key)'", at: value.location)
            valid = false
        }
        guard let listValue = value["list"], let list = knownList(listValue, path: path.key("list")), valid else { return nil }
        return (list, tree.listCounts[list] ?? 0)
    }

    /// `insertItems`, `deleteItems`, `moveItem`, `scrollTo` and a list's
    /// `select` step (animated ones start animated; the step's `animate`
    /// decides).
    func decodeListStep(_ member: JSONMember, path: String) -> SceneAction? {
        let value = member.value
        switch member.key {
        case "insertItems":
            guard let (list, count) = listStepMembers(value, path: path, required: ["at", "items"],
                                                      allowed: SceneKeys.insertItems) else { return nil }
            let at = listPosition(value["at"]!, path: path.key("at"), count: count, allowsEnd: true)
            guard let elements = array(value["items"]!, path: path.key("items")) else { return nil }
            let before = errors.count
            let items = elements.enumerated().compactMap { decodeListItem($1, path: path.key("items").index($0)) }
            checkItems(items, path: path.key("items"), binds: tree.listBinds[list] ?? [], offset: 0)
            if elements.isEmpty { report(path.key("items"), "insert at least one item", at: value["items"]!.location) }
            guard let at, errors.count == before, !elements.isEmpty else { return nil }
            guard count + items.count <= Self.maximumListItems else {
                report(path.key("items"), "the list would have more than \(Self.maximumListItems) items", at: value["items"]!.location)
                return nil
            }
            tree.listCounts[list] = count + items.count
            return .insertItems(list: list, at: at, items: items, animated: true)
        case "deleteItems":
            guard let (list, count) = listStepMembers(value, path: path, required: ["at"], allowed: SceneKeys.deleteItems),
                  let elements = array(value["at"]!, path: path.key("at")) else { return nil }
            var positions: [Int] = []
            var seen: Set<Int> = []
            for (offset, element) in elements.enumerated() {
                guard let index = listPosition(element, path: path.key("at").index(offset), count: count) else { continue }
                if !seen.insert(index).inserted {
                    report(path.key("at").index(offset), "item \(index) is listed twice", at: element.location)
                    continue
                }
                positions.append(index)
            }
            if elements.isEmpty { report(path.key("at"), "name at least one item", at: value["at"]!.location) }
            guard positions.count == elements.count, !elements.isEmpty else { return nil }
            tree.listCounts[list] = count - positions.count
            return .deleteItems(list: list, at: positions, animated: true)
        case "moveItem":
            guard let (list, count) = listStepMembers(value, path: path, required: ["from", "to"],
                                                      allowed: SceneKeys.moveItem) else { return nil }
            let from = listPosition(value["from"]!, path: path.key("from"), count: count)
            let to = listPosition(value["to"]!, path: path.key("to"), count: count)
            guard let from, let to else { return nil }
            return .moveItem(list: list, from: from, to: to, animated: true)
        case "scrollTo":
            guard let (list, count) = listStepMembers(value, path: path, required: ["item"],
                                                      allowed: SceneKeys.scrollTo) else { return nil }
            let item = listPosition(value["item"]!, path: path.key("item"), count: count)
            var position = SceneScrollPosition.top
            if let positionValue = value["position"] {
                guard let chosen = choice(positionValue, path: path.key("position"), SceneScrollPosition.self) else { return nil }
                position = chosen
            }
            guard let item else { return nil }
            return .scrollTo(list: list, item: item, position: position)
        default:
            guard let (list, count) = listStepMembers(value, path: path, required: ["item"], allowed: SceneKeys.selectItem),
                  let item = listPosition(value["item"]!, path: path.key("item"), count: count) else { return nil }
            return .selectItem(list: list, item: item)
        }
    }
}
