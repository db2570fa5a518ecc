import Strata

extension SceneDecoding {
    /// Keys of `list` views (set when the view is made).
    static let listKeys: Set<String> = ["items", "cell", "layout", "rowHeight", "estimatedRowHeight", "repeat"]
    /// The most items `repeat` may ask for.
    static let maximumListItems = 10_000_000
    /// The largest row height, item size or spacing a list takes, in points.
    static let maximumListLength = 1e6

    /// Decodes a list key, or a label's `bind`, into `view`.
    func decodeListKey(_ member: JSONMember, path: String, viewType: SceneViewType?, into view: inout SceneView) {
        let value = member.value
        if member.key == "bind" {
            if let viewType, viewType != .label {
                report(path, "only valid on type \"label\", not \"\(viewType.rawValue)\"", at: member.keyLocation)
            } else if cellDepth == 0 {
                report(path, "only valid on a label in a list's cell", at: member.keyLocation)
            } else if let key = string(value, path: path) {
                view.bind = key
            }
            return
        }
        if let viewType, viewType != .list {
            report(path, "only valid on type \"list\", not \"\(viewType.rawValue)\"", at: member.keyLocation)
            return
        }
        switch member.key {
        case "items":
            guard let elements = array(value, path: path) else { return }
            view.list.items = elements.enumerated().compactMap { decodeListItem($1, path: path.index($0)) }
        case "cell":
            cellDepth += 1
            view.list.cell = decodeView(value, path: path)
            cellDepth -= 1
        case "layout":
            if let layout = decodeListLayout(value, path: path) { view.list.layout = layout }
        case "rowHeight", "estimatedRowHeight":
            guard let height = listLength(value, path: path, positive: true) else { return }
            if member.key == "rowHeight" { view.list.rowHeight = height } else { view.list.estimatedRowHeight = height }
        default:
            guard let count = integer(value, path: path) else { return }
            guard (0...Self.maximumListItems).contains(count) else {
                report(path, "repeat must be 0…\(Self.maximumListItems), got \(count)", at: value.location)
                return
            }
            view.list.repeatCount = count
        }
    }

    /// A number in `0…maximumListLength` (above 0 when `positive`).
    func listLength(_ value: JSONValue, path: String, positive: Bool) -> Double? {
        guard let number = number(value, path: path) else { return nil }
        guard positive ? number > 0 : number >= 0, number <= Self.maximumListLength else {
            let range = (positive ? "(0, " : "[0, ") + JSONWriter.format(Self.maximumListLength) + "]"
            report(path, "must be in \(range) points, got \(JSONWriter.format(number))",
                   at: value.location)
            return nil
        }
        return number
    }

    /// An item: a string (the value of `title`) or an object of strings.
    func decodeListItem(_ value: JSONValue, path: String) -> SceneListItem? {
        if let text = value.stringValue { return SceneListItem(["title": text]) }
        guard let members = value.objectMembers else {
            mismatch("a string or an object of strings", value, path: path)
            return nil
        }
        var values: [String: String] = [:]
        var valid = true
        for member in members {
            if let text = string(member.value, path: path.key(member.key)) { values[member.key] = text } else { valid = false }
        }
        return valid ? SceneListItem(values) : nil
    }

    /// `"list"` or `{ "grid": { "itemSize": [w, h], "spacing": s } }`.
    func decodeListLayout(_ value: JSONValue, path: String) -> SceneListLayout? {
        if let name = value.stringValue {
            if name == "list" { return .list }
            report(path, "expected \"list\" or { \"grid\": {...} }, got \(JSONWriter.quote(name))", at: value.location)
            return nil
        }
        guard let members = value.objectMembers else {
            mismatch("\"list\" or { \"grid\": {...} }", value, path: path)
            return nil
        }
        checkKeys(members, path: path, allowed: SceneKeys.listLayout)
        guard let gridValue = value["grid"] else {
            report(path, "missing key 'grid'", at: value.location)
            return nil
        }
        let gridPath = path.key("grid")
        guard let grid = object(gridValue, path: gridPath) else { return nil }
        checkKeys(grid, path: gridPath, allowed: SceneKeys.grid)
        guard let sizeValue = gridValue["itemSize"] else {
            report(gridPath, "missing key 'itemSize'", at: gridValue.location)
            return nil
        }
        let size = numbers(sizeValue, path: gridPath.key("itemSize"), count: 2) { offset, number in
            number > 0 && number <= Self.maximumListLength ? nil
                : "\(offset == 0 ? "width" : "height") must be in (0, \(JSONWriter.format(Self.maximumListLength))], got \(JSONWriter.format(number))"
        }
        var spacing = 10.0
        if let spacingValue = gridValue["spacing"] {
            guard let s = listLength(spacingValue, path: gridPath.key("spacing"), positive: false) else { return nil }
            spacing = s
        }
        guard let size else { return nil }
        return .grid(itemSize: Size(width: size[0], height: size[1]), spacing: spacing)
    }

    /// Decodes a cell template the library writes in the scene format (the
    /// default cell) at the path `cell`, as a file's `cell` is decoded; a
    /// problem in it is a programming error.
    static func decodeBuiltinCell(_ text: String) -> SceneView {
        let decoding = SceneDecoding(file: "built-in cell")
        let value: JSONValue
        do { value = try JSONParser().parse(text) } catch { preconditionFailure("built-in cell: \(error)") }
        decoding.cellDepth = 1
        let cell = decoding.decodeView(value, path: "cell")
        precondition(decoding.errors.isEmpty, "built-in cell: \(decoding.errors)")
        return cell!
    }

    /// Checks a list's keys together once all are read.
    func checkList(_ view: SceneView) {
        let list = view.list
        if list.rowHeight != nil, list.estimatedRowHeight != nil {
            report(view.path.key("estimatedRowHeight"), "give rowHeight or estimatedRowHeight, not both", at: view.location)
        }
        if case .grid = list.layout {
            for (key, height) in [("rowHeight", list.rowHeight), ("estimatedRowHeight", list.estimatedRowHeight)] where height != nil {
                report(view.path.key(key), "only valid with \"layout\": \"list\"", at: view.location)
            }
        }
        if let count = list.repeatCount {
            if list.items.isEmpty, count > 0 {
                report(view.path.key("repeat"), "repeat \(count) needs at least one item", at: view.location)
            } else if count < list.items.count {
                report(view.path.key("repeat"), "repeat \(count) is less than the \(list.items.count) items given", at: view.location)
            }
        }
        checkItems(list.items, path: view.path.key("items"), binds: (list.cell ?? SceneList.defaultCell).boundKeys, offset: 0)
    }

    /// Reports each item key that no label of the cell binds.
    func checkItems(_ items: [SceneListItem], path: String, binds: Set<String>, offset: Int) {
        for (i, item) in items.enumerated() {
            for key in item.values.keys.sorted() where !binds.contains(key) {
                let bound = binds.sorted().map { "'\($0)'" }.joined(separator: ", ")
                report(path.index(offset + i), "no label of the cell binds '\(key)' (bound: \(bound.isEmpty ? "none" : bound))")
            }
        }
    }
}

extension SceneView {
    /// The keys the labels of this tree bind.
    var boundKeys: Set<String> {
        var keys: Set<String> = bind.map { [$0] } ?? []
        for child in subviews + arranged { keys.formUnion(child.boundKeys) }
        return keys
    }
}
