import Foundation

/// Decodes and validates scene files.
///
/// Decoding never stops at the first problem in a well-formed JSON text: it
/// collects every problem with its JSON path (see `SceneError`) and throws
/// them all. A JSON syntax error stops at once with its line and column.
public enum SceneDecoder {
    /// Decodes a scene from the bytes of a file.
    ///
    /// - Parameter fileName: the name errors start with, e.g. `scene.json`.
    /// - Throws: `SceneErrors` with every problem found.
    /// - Complexity: O(*n* + *v*·*s*) for a text of *n* bytes, *v* views and *s* steps.
    public static func decode(data: Data, fileName: String) throws(SceneErrors) -> Scene {
        try decode(bytes: Array(data), fileName: fileName)
    }

    /// Decodes a scene from a JSON text.
    ///
    /// - Throws: `SceneErrors` with every problem found.
    public static func decode(text: String, fileName: String) throws(SceneErrors) -> Scene {
        try decode(bytes: Array(text.utf8), fileName: fileName)
    }

    static func decode(bytes: [UInt8], fileName: String) throws(SceneErrors) -> Scene {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw SceneErrors([SceneError(file: fileName, path: "", message: error.message,
                                          location: error.location, isSyntaxError: true)])
        }
        let decoding = SceneDecoding(file: fileName)
        let scene = decoding.decodeScene(root)
        if !decoding.errors.isEmpty || scene == nil {
            throw SceneErrors(decoding.errors)
        }
        var result = scene!
        result.warnings = decoding.warnings
        return result
    }
}

/// The state of one decoding: the problems found so far and the views known.
final class SceneDecoding {
    let file: String
    var errors: [SceneError] = []
    /// The first path of every id seen.
    var idPaths: [String: String] = [:]
    /// The tree the steps act on.
    var tree = SceneTreeState()
    /// Buttons' `action` lists, decoded once every view is known.
    var pendingActions: [(id: String, value: JSONValue, path: String)] = []
    /// Problems that do not stop the scene (a missing font with `fallback`).
    var warnings: [String] = []
    /// How many lists' `cell` templates enclose the view being decoded.
    var cellDepth = 0

    init(file: String) {
        self.file = file
    }

    func report(_ path: String, _ message: String, at location: SourceLocation? = nil) {
        errors.append(SceneError(file: file, path: path, message: message, location: location))
    }

    func decodeScene(_ root: JSONValue) -> Scene? {
        guard let members = object(root, path: "") else { return nil }
        checkKeys(members, path: "", allowed: SceneKeys.scene)
        if let value = root["$schema"] { _ = string(value, path: "".key("$schema")) }
        var window: SceneWindow?
        if let value = root["window"] {
            window = decodeWindow(value, path: "window")
        } else {
            report("", "missing key 'window'", at: root.location)
        }
        var views: [SceneView] = []
        if let value = root["views"] {
            if let elements = array(value, path: "views") {
                for (offset, element) in elements.enumerated() {
                    if let view = decodeView(element, path: "views[\(offset)]") { views.append(view) }
                }
            }
        } else {
            report("", "missing key 'views'", at: root.location)
        }
        tree.load(views)
        let actions = decodePendingActions()
        if !actions.isEmpty { SceneView.fillActions(actions, in: &views) }
        var constraints: [SceneEquation] = []
        if let value = root["constraints"], let elements = array(value, path: "constraints") {
            for (offset, element) in elements.enumerated() {
                if let c = decodeConstraint(element, path: "constraints".index(offset)) { constraints.append(c) }
            }
            tree.activate(constraints)
        }
        var steps: [SceneStep] = []
        if let value = root["steps"], let elements = array(value, path: "steps") {
            steps = decodeSteps(elements)
        }
        guard let window else { return nil }
        return Scene(window: window, views: views, constraints: constraints, steps: steps)
    }

    func decodeWindow(_ value: JSONValue, path: String) -> SceneWindow? {
        guard let members = object(value, path: path) else { return nil }
        var window = SceneWindow(width: 0, height: 0)
        var valid = true
        for member in members {
            let memberPath = path.key(member.key)
            let value = member.value
            guard SceneKeys.window.contains(member.key) else {
                report(memberPath, "unknown key", at: member.keyLocation)
                continue
            }
            switch member.key {
            case "width", "height":
                if let size = number(value, path: memberPath) {
                    if size < 0 {
                        report(memberPath, "\(member.key) must not be negative, got \(JSONWriter.format(size))",
                               at: value.location)
                    } else if size > SceneWindow.maximumSize {
                        report(memberPath, "\(member.key) must be at most \(JSONWriter.format(SceneWindow.maximumSize)) points, got \(JSONWriter.format(size))",
                               at: value.location)
                    } else if member.key == "width" {
                        window.width = size
                    } else {
                        window.height = size
                    }
                }
            case "layoutDirection":
                if let direction = choice(value, path: memberPath, SceneLayoutDirection.self) {
                    window.layoutDirection = direction
                }
            case "scale":
                if let scale = number(value, path: memberPath) {
                    if scale > 0 {
                        window.scale = scale
                    } else {
                        report(memberPath, "scale must be positive, got \(JSONWriter.format(scale))", at: value.location)
                    }
                }
            case "layoutMargins":
                if let margins = insets(value, path: memberPath) { window.layoutMargins = margins }
            default:
                preconditionFailure("SceneKeys.window lists '\(member.key)', which the window decoder does not decode")
            }
        }
        for key in ["width", "height"] where value[key] == nil {
            report(path, "missing key '\(key)'", at: value.location)
            valid = false
        }
        return valid ? window : nil
    }

    /// Reports every member whose key is not in `allowed`.
    func checkKeys(_ members: [JSONMember], path: String, allowed: [String]) {
        for member in members where !allowed.contains(member.key) {
            report(path.key(member.key), "unknown key", at: member.keyLocation)
        }
    }
}

extension String {
    /// The JSON path of a member of the object at this path.
    func key(_ name: String) -> String {
        let simple = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        let component = simple ? name : "[" + JSONWriter.quote(name) + "]"
        if isEmpty { return component }
        return simple ? self + "." + component : self + component
    }

    /// The JSON path of an element of the array at this path.
    func index(_ offset: Int) -> String {
        self + "[\(offset)]"
    }
}
