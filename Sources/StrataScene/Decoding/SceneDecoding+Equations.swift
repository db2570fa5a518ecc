extension SceneDecoding {
    /// Decodes an array of equation strings, checking the views they name
    /// against the current tree unless `checkViews` is `false`.
    func decodeEquations(_ elements: [JSONValue], path: String, checkViews: Bool = true) -> [SceneEquation] {
        var equations: [SceneEquation] = []
        for (offset, element) in elements.enumerated() {
            if let equation = decodeEquation(element, path: path.index(offset), checkViews: checkViews) {
                equations.append(equation)
            }
        }
        return equations
    }

    func decodeEquation(_ value: JSONValue, path: String, checkViews: Bool) -> SceneEquation? {
        guard let text = string(value, path: path) else { return nil }
        let equation: SceneEquation
        do {
            equation = try SceneEquationParser.parse(text)
        } catch {
            report(path, error.description, at: value.location)
            return nil
        }
        guard checkViews else { return equation }
        var valid = true
        let anchors = [(equation.first.item, equation.firstOffset)]
            + (equation.second.map { [($0.item, equation.secondOffset ?? 0)] } ?? [])
        for (item, offset) in anchors {
            let message: String
            if tree.types[item] == nil {
                message = "unknown view '\(item)'"
            } else if !tree.isInWindow(item) {
                message = "view '\(item)' is not in the window"
            } else {
                continue
            }
            report(path, SceneEquationError.caret(message, source: text, offset: offset), at: value.location)
            valid = false
        }
        return valid ? equation : nil
    }
}
