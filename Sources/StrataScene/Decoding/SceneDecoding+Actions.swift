import Strata

extension SceneDecoding {
    func decodeAction(_ member: JSONMember, path: String) -> SceneAction? {
        let value = member.value
        switch member.key {
        case "set": return decodeSet(value, path: path)
        case "insertArranged", "addArranged": return decodeArrange(value, path: path, inserting: member.key == "insertArranged")
        case "removeArranged":
            guard let id = knownView(value, path: path) else { return nil }
            tree.removeArranged(id)
            return .removeArranged(id: id)
        case "removeFromSuperview":
            guard let id = knownView(value, path: path) else { return nil }
            if id == "root" {
                report(path, "the root view cannot be removed", at: value.location)
                return nil
            }
            tree.removeFromSuperview(id)
            return .removeFromSuperview(id: id)
        case "tap", "drag", "key", "scroll":
            return decodeInput(member, path: path)
        case "select" where value["list"] != nil:
            return decodeListStep(member, path: path)
        case "type", "paste", "select":
            return decodeTextEntry(member, path: path)
        case "insertItems", "deleteItems", "moveItem", "scrollTo":
            return decodeListStep(member, path: path)
        case "resize":
            guard let size = numbers(value, path: path, count: 2, check: { offset, number in
                guard number <= 0 || number > SceneWindow.maximumSize else { return nil }
                return "\(offset == 0 ? "width" : "height") must be in (0, \(JSONWriter.format(SceneWindow.maximumSize))], got \(JSONWriter.format(number))"
            }) else { return nil }
            return .resize(Size(width: size[0], height: size[1]), animated: true)
        case "embed":
            return decodeEmbed(value, path: path)
        case "focus":
            guard let id = knownView(value, path: path) else { return nil }
            return .focus(id: id)
        case "activate":
            guard let elements = array(value, path: path) else { return nil }
            let equations = decodeEquations(elements, path: path)
            tree.activate(equations)
            return equations.count == elements.count ? .activate(equations) : nil
        default:
            guard let elements = array(value, path: path) else { return nil }
            let equations = decodeEquations(elements, path: path, checkViews: false)
            var valid = equations.count == elements.count
            for (offset, equation) in equations.enumerated() {
                if !tree.deactivate(equation) {
                    report(path.index(offset), "no active constraint is '\(equation)'", at: elements[offset].location)
                    valid = false
                }
            }
            return valid ? .deactivate(equations) : nil
        }
    }

    /// An id string naming a view created so far (`root` included).
    func knownView(_ value: JSONValue, path: String) -> String? {
        guard let id = string(value, path: path) else { return nil }
        guard tree.types[id] != nil else {
            report(path, "unknown view '\(id)'", at: value.location)
            return nil
        }
        return id
    }

    func decodeSet(_ value: JSONValue, path: String) -> SceneAction? {
        guard let members = object(value, path: path) else { return nil }
        var id: String?
        if let idValue = value["id"] {
            id = knownView(idValue, path: path.key("id"))
        } else {
            report(path, "missing key 'id'", at: value.location)
        }
        let viewType = id.flatMap { tree.types[$0] }
        var changes = SceneViewChanges()
        var valid = true
        for member in members where member.key != "id" {
            let memberPath = path.key(member.key)
            let before = errors.count
            if ["type", "subviews", "arranged"].contains(member.key) {
                report(memberPath, "cannot be changed by a step", at: member.keyLocation)
            } else if !isProperty(member.key) {
                report(memberPath, "unknown key", at: member.keyLocation)
            } else if checkType(of: member, path: memberPath, viewType: viewType) {
                let property = decodeProperty(member, path: memberPath, viewType: viewType, into: &changes)
                if let id, let check = property?.checkArranged {
                    check(self, changes, tree.arranged[id] ?? [], memberPath, member.value)
                }
            }
            if errors.count > before { valid = false }
        }
        guard let id, valid else { return nil }
        if let text = changes.text, let limit = tree.textLimits[id] { tree.textLimits[id] = max(limit, text.count) }
        return .set(id: id, changes: changes)
    }

    func decodeArrange(_ value: JSONValue, path: String, inserting: Bool) -> SceneAction? {
        guard let members = object(value, path: path) else { return nil }
        checkKeys(members, path: path, allowed: inserting ? SceneKeys.insertArranged : SceneKeys.addArranged)
        var valid = true
        var stack: String?
        if let stackValue = value["stack"] {
            stack = knownView(stackValue, path: path.key("stack"))
            if let id = stack, tree.types[id] != .stack {
                report(path.key("stack"), "'\(id)' is not a stack", at: stackValue.location)
                stack = nil
            }
        } else {
            report(path, "missing key 'stack'", at: value.location)
        }
        if stack == nil { valid = false }
        var index: Int?
        if inserting {
            if let indexValue = value["index"] {
                index = integer(indexValue, path: path.key("index"))
                if let i = index, let stack {
                    let count = tree.arranged[stack]?.count ?? 0
                    if i < 0 || i > count {
                        report(path.key("index"), "index \(i) is outside 0…\(count)", at: indexValue.location)
                        index = nil
                    }
                }
            } else {
                report(path, "missing key 'index'", at: value.location)
            }
            if index == nil { valid = false }
        }
        guard let viewValue = value["view"] else {
            report(path, "missing key 'view'", at: value.location)
            return nil
        }
        let reference = decodeReference(viewValue, path: path.key("view"), stack: stack)
        guard valid, let stack, let reference else { return nil }
        // The deepest view of what is arranged must stay within View.maximumDepth.
        let below: Int?
        switch reference {
        case .new(let view): below = SceneTreeState.height(of: view)
        case .existing(let id): below = tree.height(of: id, limit: View.maximumDepth)
        }
        guard withinDepthLimit(below.map { tree.depth(of: stack) + 1 + $0 }, path: path.key("view"), at: viewValue.location)
        else { return nil }
        switch reference {
        case .new(let view):
            tree.add(view, to: stack)
            tree.arrange(view.id, in: stack, at: index)
        case .existing(let id):
            tree.arrange(id, in: stack, at: index)
        }
        return inserting ? .insertArranged(stack: stack, index: index ?? 0, view: reference)
            : .addArranged(stack: stack, view: reference)
    }

    /// `{ "id": ID }` of a view created so far, or a new VIEW.
    func decodeReference(_ value: JSONValue, path: String, stack: String?) -> SceneViewReference? {
        if let members = value.objectMembers, members.count == 1, members[0].key == "id",
           let id = members[0].value.stringValue, tree.types[id] != nil {
            let idPath = path.key("id")
            if id == "root" {
                report(idPath, "the root view cannot be arranged", at: members[0].value.location)
                return nil
            }
            if let stack, tree.isAncestor(id, of: stack) {
                report(idPath, "'\(id)' cannot be arranged inside itself", at: members[0].value.location)
                return nil
            }
            return .existing(id)
        }
        return decodeView(value, path: path).map { .new($0) }
    }
}

extension SceneDecoding {
    /// Decodes `{"views": [ID, ...], "id": NEW_ID}`: views in the window that
    /// share one superview, and a new id.
    func decodeEmbed(_ value: JSONValue, path: String) -> SceneAction? {
        guard let members = object(value, path: path) else { return nil }
        checkKeys(members, path: path, allowed: SceneKeys.embed)
        guard let viewsValue = value["views"], let idValue = value["id"] else {
            report(path, "expected keys 'views' and 'id'", at: value.location)
            return nil
        }
        guard let elements = array(viewsValue, path: path.key("views")) else { return nil }
        var ids: [String] = []
        for (offset, element) in elements.enumerated() {
            if let id = knownView(element, path: path.key("views").index(offset)) { ids.append(id) }
        }
        guard ids.count == elements.count else { return nil }
        if ids.isEmpty {
            report(path.key("views"), "name at least one view", at: viewsValue.location)
            return nil
        }
        let parents = Set(ids.map { tree.parents[$0] ?? "" })
        if ids.contains("root") || parents.count != 1 || parents.first == "" || !tree.isInWindow(ids[0]) {
            report(path.key("views"), "the views must be in the window and share one superview", at: viewsValue.location)
            return nil
        }
        let parent = parents.first!
        // Every embedded view's subtree moves one level down.
        let below = ids.map { tree.height(of: $0, limit: View.maximumDepth) }
        let deepest = below.contains { $0 == nil } ? nil : tree.depth(of: parent) + 2 + below.map { $0! }.max()!
        guard withinDepthLimit(deepest, path: path.key("views"), at: viewsValue.location) else { return nil }
        guard let id = registerID(idValue, path: path.key("id")) else { return nil }
        tree.types[id] = .stack
        tree.setParent(id, parent)
        for view in ids {
            tree.setParent(view, id)
            if let stack = tree.stack(arranging: view) { tree.arranged[stack]?.removeAll { $0 == view } }
        }
        tree.arranged[id] = ids
        return .embed(views: ids, id: id)
    }
}

extension SceneDecoding {
    /// Whether `deepest` (the depth of the deepest view a step would make;
    /// `nil`: beyond the limit) is within `View.maximumDepth`; reports the
    /// step otherwise.
    func withinDepthLimit(_ deepest: Int?, path: String, at location: SourceLocation?) -> Bool {
        if let deepest, deepest <= View.maximumDepth { return true }
        let levels = deepest.map(String.init) ?? "more than \(View.maximumDepth)"
        report(path, "the view tree would be \(levels) levels deep; at most \(View.maximumDepth) are allowed", at: location)
        return false
    }
}
