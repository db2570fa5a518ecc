import Strata
extension SceneDecoding {
    static let actionKeys = ["set", "insertArranged", "addArranged", "removeArranged",
                             "removeFromSuperview", "activate", "deactivate", "tap", "drag", "key", "scroll",
                             "resize", "embed", "focus", "type", "paste", "select",
                             "insertItems", "deleteItems", "moveItem", "scrollTo"]

    func decodeSteps(_ elements: [JSONValue]) -> [SceneStep] {
        var steps: [SceneStep] = []
        var latestAt: Double?
        for (offset, element) in elements.enumerated() {
            let path = "steps".index(offset)
            guard let members = object(element, path: path) else { continue }
            var at: Double?
            var animation: SceneAnimation?
            var animateOff = false
            var actions: [JSONMember] = []
            var modifiers: JSONMember?
            for member in members {
                let memberPath = path.key(member.key)
                switch member.key {
                case "at":
                    guard let time = number(member.value, path: memberPath) else { continue }
                    if time < 0 || time > TimingParameters.maximumDuration {
                        report(memberPath, "must be 0…\(JSONWriter.format(TimingParameters.maximumDuration)) seconds, got \(JSONWriter.format(time))",
                               at: member.value.location)
                    } else if let latestAt, time < latestAt {
                        report(memberPath, "\(JSONWriter.format(time)) is earlier than a previous step's at \(JSONWriter.format(latestAt))",
                               at: member.value.location)
                    } else {
                        at = time
                        latestAt = time
                    }
                case "modifiers":
                    modifiers = member
                case "animate":
                    if member.value.boolValue == false {
                        animateOff = true
                    } else {
                        animation = decodeAnimation(member.value, path: memberPath)
                    }
                default:
                    if SceneDecoding.actionKeys.contains(member.key) {
                        actions.append(member)
                    } else {
                        report(memberPath, "unknown key", at: member.keyLocation)
                    }
                }
            }
            guard actions.count == 1 else {
                let names = SceneDecoding.actionKeys.joined(separator: ", ")
                let got = actions.isEmpty ? "none" : "\(actions.count): " + actions.map(\.key).joined(separator: ", ")
                report(path, "expected exactly one action (\(names)), got \(got)", at: element.location)
                continue
            }
            if var action = decodeAction(actions[0], path: path.key(actions[0].key)) {
                if case .resize(let size, _) = action { action = .resize(size, animated: !animateOff) }
                if animateOff { action = action.withListUpdateAnimated(false) }
                if let modifiers {
                    guard case .key(let key) = action else {
                        report(path.key("modifiers"), "only a key step takes modifiers", at: modifiers.keyLocation)
                        continue
                    }
                    guard let set = decodeModifiers(modifiers.value, path: path.key("modifiers")) else { continue }
                    action = .key(set.isEmpty ? key : .modified(key, set))
                }
                if action.isInput, let animate = members.first(where: { $0.key == "animate" }) {
                    report(path.key("animate"), "an input step (\(action.key)) takes no animate; a button's action can animate",
                           at: animate.keyLocation)
                    continue
                }
                steps.append(SceneStep(at: at, animation: animation, action: action, path: path,
                                       location: element.location))
            }
        }
        return steps
    }

    func decodeAnimation(_ value: JSONValue, path: String) -> SceneAnimation? {
        guard let members = object(value, path: path) else { return nil }
        let isSpring = value["dampingRatio"] != nil || value["initialVelocity"] != nil
        let allowed = isSpring ? SceneKeys.springAnimation : SceneKeys.timingAnimation
        if isSpring, let curve = members.first(where: { $0.key == "curve" }) {
            report(path.key("curve"), "a spring (dampingRatio, initialVelocity) takes no curve", at: curve.keyLocation)
        }
        checkKeys(members.filter { $0.key != "curve" || !isSpring }, path: path, allowed: allowed)
        var valid = true
        /// The number at `key`, checked against `0…maximum` (or `0 <…`).
        func nonNegative(_ key: String, default defaultValue: Double?, positive: Bool = false,
                         maximum: Double = TimingParameters.maximumDuration) -> Double {
            guard let member = value[key] else {
                if let defaultValue { return defaultValue }
                report(path, "missing key '\(key)'", at: value.location)
                valid = false
                return 0
            }
            guard let number = number(member, path: path.key(key)) else {
                valid = false
                return 0
            }
            if positive ? number <= 0 : number < 0 {
                report(path.key(key), "\(key) must be \(positive ? "positive" : "≥ 0"), got \(JSONWriter.format(number))",
                       at: member.location)
                valid = false
            } else if number > maximum {
                report(path.key(key), "\(key) must be at most \(JSONWriter.format(maximum)), got \(JSONWriter.format(number))",
                       at: member.location)
                valid = false
            }
            return number
        }
        let duration = nonNegative("duration", default: nil)
        let delay = nonNegative("delay", default: 0)
        if isSpring {
            let damping = nonNegative("dampingRatio", default: nil, positive: true, maximum: Spring.maximumDampingRatio)
            var velocity = 0.0
            if let member = value["initialVelocity"] {
                if let number = number(member, path: path.key("initialVelocity")) {
                    velocity = number
                    if abs(number) > Spring.maximumInitialVelocity {
                        report(path.key("initialVelocity"),
                               "initialVelocity must be within ±\(JSONWriter.format(Spring.maximumInitialVelocity)), got \(JSONWriter.format(number))",
                               at: member.location)
                        valid = false
                    }
                } else {
                    valid = false
                }
            }
            return valid ? .spring(duration: duration, delay: delay, dampingRatio: damping, initialVelocity: velocity) : nil
        }
        var curve = SceneCurve.easeInOut
        if let curveValue = value["curve"] {
            if let decoded = decodeCurve(curveValue, path: path.key("curve")) { curve = decoded } else { valid = false }
        }
        return valid ? .timing(duration: duration, delay: delay, curve: curve) : nil
    }

    func decodeCurve(_ value: JSONValue, path: String) -> SceneCurve? {
        if value.arrayElements != nil {
            let points = numbers(value, path: path, count: 4) { offset, number in
                guard offset % 2 == 0, !(0...1).contains(number) else { return nil }
                return "x\(offset / 2 + 1) \(JSONWriter.format(number)) is outside 0…1"
            }
            guard let p = points else { return nil }
            return .bezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        }
        guard let name = value.stringValue else {
            mismatch("a curve name or [x1, y1, x2, y2]", value, path: path)
            return nil
        }
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        default:
            report(path, "expected one of \"linear\", \"easeIn\", \"easeOut\", \"easeInOut\" or [x1, y1, x2, y2], got \(JSONWriter.quote(name))",
                   at: value.location)
            return nil
        }
    }
}
