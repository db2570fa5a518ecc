import Strata

extension SceneDecoding {
    func mismatch(_ expected: String, _ value: JSONValue, path: String) {
        report(path, "expected \(expected), got \(value.kindDescription)", at: value.location)
    }

    /// `extracted` (the value read as the expected type), reporting a
    /// mismatch when it is `nil`.
    private func typed<T>(_ value: JSONValue, _ extracted: T?, _ expected: String, path: String) -> T? {
        if extracted == nil { mismatch(expected, value, path: path) }
        return extracted
    }

    func object(_ value: JSONValue, path: String) -> [JSONMember]? {
        typed(value, value.objectMembers, "an object", path: path)
    }

    func array(_ value: JSONValue, path: String) -> [JSONValue]? {
        typed(value, value.arrayElements, "an array", path: path)
    }

    func number(_ value: JSONValue, path: String) -> Double? {
        typed(value, value.numberValue, "a number", path: path)
    }

    func string(_ value: JSONValue, path: String) -> String? {
        typed(value, value.stringValue, "a string", path: path)
    }

    func bool(_ value: JSONValue, path: String) -> Bool? {
        typed(value, value.boolValue, "true or false", path: path)
    }

    /// An integer (a number without a fraction).
    func integer(_ value: JSONValue, path: String) -> Int? {
        guard let number = number(value, path: path) else { return nil }
        guard number == number.rounded(), abs(number) < 1e15 else {
            report(path, "expected an integer, got \(JSONWriter.format(number))", at: value.location)
            return nil
        }
        return Int(number)
    }

    /// An array of exactly `count` numbers; each element is checked by `check`,
    /// which returns a message for an invalid one.
    func numbers(_ value: JSONValue, path: String, count: Int,
                 check: (Int, Double) -> String? = { _, _ in nil }) -> [Double]? {
        guard let elements = value.arrayElements else {
            mismatch("an array of \(count) numbers", value, path: path)
            return nil
        }
        guard elements.count == count else {
            report(path, "expected \(count) numbers, got \(elements.count)", at: value.location)
            return nil
        }
        var result: [Double] = []
        var valid = true
        for (offset, element) in elements.enumerated() {
            guard let number = number(element, path: path.index(offset)) else {
                valid = false
                continue
            }
            if let message = check(offset, number) {
                report(path.index(offset), message, at: element.location)
                valid = false
            }
            result.append(number)
        }
        return valid ? result : nil
    }

    /// One of the raw values of `T`.
    func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, path: String, _ type: T.Type) -> T?
    where T.RawValue == String {
        guard let text = string(value, path: path) else { return nil }
        if let result = T(rawValue: text) { return result }
        let options = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        report(path, "expected one of \(options), got \(JSONWriter.quote(text))", at: value.location)
        return nil
    }

    func insets(_ value: JSONValue, path: String) -> DirectionalEdgeInsets? {
        guard let m = numbers(value, path: path, count: 4) else { return nil }
        return DirectionalEdgeInsets(top: m[0], leading: m[1], bottom: m[2], trailing: m[3])
    }

    func priorities(_ value: JSONValue, path: String) -> SceneAxisPair? {
        let values = numbers(value, path: path, count: 2) { _, number in
            (1...1000).contains(number) ? nil : "priority \(JSONWriter.format(number)) is outside 1…1000"
        }
        guard let values else { return nil }
        return SceneAxisPair(horizontal: values[0], vertical: values[1])
    }

    /// `[w, h]` where each is ≥ 0 (or -1 when `allowsNone`).
    func size(_ value: JSONValue, path: String, allowsNone: Bool) -> Size? {
        let values = numbers(value, path: path, count: 2) { offset, number in
            let name = offset == 0 ? "width" : "height"
            if allowsNone {
                return number >= 0 || number == -1 ? nil
                    : "expected -1 (no intrinsic \(name)) or a \(name) ≥ 0, got \(JSONWriter.format(number))"
            }
            return number >= 0 ? nil : "\(name) must not be negative, got \(JSONWriter.format(number))"
        }
        guard let values else { return nil }
        return Size(width: values[0], height: values[1])
    }

    func color(_ value: JSONValue, path: String) -> Color? {
        guard let text = string(value, path: path) else { return nil }
        do {
            return try Color(hex: text)
        } catch {
            report(path, error.description, at: value.location)
            return nil
        }
    }
}
