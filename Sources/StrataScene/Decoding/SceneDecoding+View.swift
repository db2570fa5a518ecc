extension SceneDecoding {
    /// Decodes a VIEW object and registers its id; `nil` when it has no
    /// usable id or is not an object.
    func decodeView(_ value: JSONValue, path: String) -> SceneView? {
        guard let members = object(value, path: path) else { return nil }
        var viewType: SceneViewType? = .view
        if let typeValue = value["type"] {
            viewType = choice(typeValue, path: path.key("type"), SceneViewType.self)
        }
        var id: String?
        if let idValue = value["id"] {
            id = registerID(idValue, path: path.key("id"))
        } else {
            report(path, "missing key 'id'", at: value.location)
        }
        var view = SceneView(id: id ?? "", type: viewType ?? .view, path: path, location: value.location)
        // Properties checked against the arranged views once they are all read.
        var arrangedChecks: [(property: SceneProperty, member: JSONMember)] = []
        for member in members {
            let memberPath = path.key(member.key)
            switch member.key {
            case "id", "type":
                continue
            case "subviews":
                if let elements = array(member.value, path: memberPath) {
                    view.subviews = decodeViews(elements, path: memberPath)
                }
                continue
            case "variants":
                if cellDepth > 0 {
                    report(memberPath, "not allowed in a list's cell", at: member.keyLocation)
                    continue
                }
                view.variants = decodeVariants(member.value, path: memberPath, viewType: viewType)
                continue
            default:
                break
            }
            if SceneDecoding.listKeys.contains(member.key) || member.key == "bind" {
                decodeListKey(member, path: memberPath, viewType: viewType, into: &view)
                continue
            }
            if cellDepth > 0, member.key == "action" {
                report(memberPath, "not allowed in a list's cell", at: member.keyLocation)
                continue
            }
            if SceneDecoding.controlKeyTypes[member.key] != nil {
                decodeControlKey(member, path: memberPath, viewType: viewType, viewID: id, into: &view.control)
                continue
            }
            guard member.key == "arranged" || isProperty(member.key) else {
                report(memberPath, "unknown key", at: member.keyLocation)
                continue
            }
            guard checkType(of: member, path: memberPath, viewType: viewType) else { continue }
            if member.key == "arranged" {
                if let elements = array(member.value, path: memberPath) {
                    view.arranged = decodeViews(elements, path: memberPath)
                }
                continue
            }
            if let property = decodeProperty(member, path: memberPath, viewType: viewType, into: &view.properties),
               property.checkArranged != nil {
                arrangedChecks.append((property, member))
            }
        }
        checkControl(view)
        if viewType == .list {
            if cellDepth > 0 { report(path.key("type"), "a list's cell cannot hold a list", at: value["type"]?.location) }
            checkList(view)
        }
        for (property, member) in arrangedChecks {
            property.checkArranged?(self, view.properties, view.arranged.map(\.id), path.key(member.key), member.value)
        }
        return id == nil ? nil : view
    }

    func decodeViews(_ elements: [JSONValue], path: String) -> [SceneView] {
        var views: [SceneView] = []
        views.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() {
            if let view = decodeView(element, path: path.index(offset)) { views.append(view) }
        }
        return views
    }

    /// Whether `key` is a settable property of some view type.
    func isProperty(_ key: String) -> Bool {
        SceneProperty.named(key) != nil
    }

    /// Checks an id and records it; `nil` when it is unusable.
    func registerID(_ value: JSONValue, path: String) -> String? {
        guard let id = string(value, path: path) else { return nil }
        if id.isEmpty {
            report(path, "id must not be empty", at: value.location)
            return nil
        }
        if id == "root" {
            report(path, "'root' is reserved for the window's root view", at: value.location)
            return nil
        }
        if let first = idPaths[id] {
            report(path, "duplicate id '\(id)' (first at \(first))", at: value.location)
            return nil
        }
        idPaths[id] = path
        return id
    }
}
