import Strata

extension SceneDecoding {
    /// The longest drag a scene may ask for, in seconds.
    static let maximumDragDuration = 60.0

    /// A point `[x, y]` inside the equation range (±1e9).
    func point(_ value: JSONValue, path: String) -> Point? {
        let inRange: (Int, Double) -> String? = { _, number in
            abs(number) <= 1e9 ? nil : "\(JSONWriter.format(number)) is out of range (at most 1e9)"
        }
        guard let p = numbers(value, path: path, count: 2, check: inRange) else { return nil }
        return Point(x: p[0], y: p[1])
    }

    /// `tap`, `drag`, `key` and `scroll` steps.
    func decodeInput(_ member: JSONMember, path: String) -> SceneAction? {
        let value = member.value
        switch member.key {
        case "tap":
            return point(value, path: path).map { .tap($0) }
        case "drag":
            guard let members = object(value, path: path) else { return nil }
            checkKeys(members, path: path, allowed: SceneKeys.drag)
            var from: Point?, to: Point?, duration = 0.25
            var valid = true
            for key in ["from", "to"] where value[key] == nil {
                report(path, "missing key '\(key)'", at: value.location)
                valid = false
            }
            if let v = value["from"] { from = point(v, path: path.key("from")) }
            if let v = value["to"] { to = point(v, path: path.key("to")) }
            if let v = value["duration"], let d = number(v, path: path.key("duration")) {
                if d < 0 || d > Self.maximumDragDuration {
                    report(path.key("duration"), "duration must be 0…\(JSONWriter.format(Self.maximumDragDuration)) seconds, got \(JSONWriter.format(d))",
                           at: v.location)
                    valid = false
                } else {
                    duration = d
                }
            }
            guard valid, let from, let to else { return nil }
            return .drag(from: from, to: to, duration: duration)
        case "key":
            guard let name = string(value, path: path) else { return nil }
            if SceneKey.names.contains(name) { return .key(.named(name)) }
            if name.count == 1, let c = name.first { return .key(.character(c)) }
            report(path, "expected a key name (\(SceneKey.names.joined(separator: ", "))) or one character, got \(JSONWriter.quote(name))",
                   at: value.location)
            return nil
        default:
            guard let members = object(value, path: path) else { return nil }
            checkKeys(members, path: path, allowed: SceneKeys.scroll)
            var valid = true
            for key in ["by", "at"] where value[key] == nil {
                report(path, "missing key '\(key)'", at: value.location)
                valid = false
            }
            let by = value["by"].flatMap { point($0, path: path.key("by")) }
            let at = value["at"].flatMap { point($0, path: path.key("at")) }
            guard valid, let by, let at else { return nil }
            return .scroll(by: by, at: at)
        }
    }

    /// Keys of controls, with the type each belongs to.
    static let controlKeyTypes: [String: SceneViewType] = [
        "title": .button, "action": .button, "on": .switch,
        "value": .slider, "minimumValue": .slider, "maximumValue": .slider,
        "segments": .segmented, "selectedSegment": .segmented,
    ]

    /// Decodes a control key into `control`; `action` is kept for later
    /// (its steps may name views declared further on).
    func decodeControlKey(_ member: JSONMember, path: String, viewType: SceneViewType?, viewID: String?,
                          into control: inout SceneControl) {
        guard let required = Self.controlKeyTypes[member.key] else { return }
        if let viewType, viewType != required {
            report(path, "only valid on type \"\(required.rawValue)\", not \"\(viewType.rawValue)\"", at: member.keyLocation)
            return
        }
        let value = member.value
        switch member.key {
        case "title": if let s = string(value, path: path) { control.title = s }
        case "on": if let b = bool(value, path: path) { control.isOn = b }
        case "value": if let n = number(value, path: path) { control.value = n }
        case "minimumValue": if let n = number(value, path: path) { control.minimumValue = n }
        case "maximumValue": if let n = number(value, path: path) { control.maximumValue = n }
        case "segments":
            guard let elements = array(value, path: path) else { return }
            control.segments = elements.enumerated().compactMap { string($1, path: path.index($0)) }
        case "selectedSegment":
            guard let n = number(value, path: path) else { return }
            guard n == n.rounded(), n >= -1 else {
                report(path, "expected an integer ≥ -1, got \(JSONWriter.format(n))", at: value.location)
                return
            }
            control.selectedSegment = Int(n)
        default:
            if let viewID { pendingActions.append((viewID, value, path)) }
        }
    }

    /// Checks a control's values once all its keys are read.
    func checkControl(_ view: SceneView) {
        let c = view.control
        switch view.type {
        case .slider where !(c.minimumValue <= c.maximumValue):
            report(view.path, "minimumValue \(JSONWriter.format(c.minimumValue)) is above maximumValue \(JSONWriter.format(c.maximumValue))",
                   at: view.location)
        case .segmented where c.selectedSegment >= c.segments.count:
            report(view.path.key("selectedSegment"), "\(c.selectedSegment) is out of range (\(c.segments.count) segments)",
                   at: view.location)
        default:
            break
        }
    }

    /// Decodes the buttons' `action` lists, once every view of the scene is
    /// known: each element is `{"set": {...}}` with an optional `animate`.
    func decodePendingActions() -> [String: [SceneControlAction]] {
        var result: [String: [SceneControlAction]] = [:]
        for (id, value, path) in pendingActions {
            guard let elements = array(value, path: path) else { continue }
            var actions: [SceneControlAction] = []
            for (offset, element) in elements.enumerated() {
                let elementPath = path.index(offset)
                guard let members = object(element, path: elementPath) else { continue }
                checkKeys(members, path: elementPath, allowed: SceneKeys.buttonAction)
                guard let set = element["set"] else {
                    report(elementPath, "missing key 'set' (a button's action steps change views)", at: element.location)
                    continue
                }
                let animation = element["animate"].flatMap { decodeAnimation($0, path: elementPath.key("animate")) }
                if case .set(let target, let changes)? = decodeSet(set, path: elementPath.key("set")) {
                    actions.append(SceneControlAction(id: target, changes: changes, animation: animation))
                }
            }
            result[id] = actions
        }
        return result
    }
}
