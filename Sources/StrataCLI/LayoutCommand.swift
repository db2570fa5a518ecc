import Strata
import StrataScene

/// `strata layout SCENE [--trace | --accessibility]`.
@MainActor
enum LayoutCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "layout", flags: ["--trace", "--accessibility"], options: [])
        let path = try options.scenePath(command: "layout")
        let scene = try loadScene(path)
        let world = SceneWorld(scene: scene)
        let trace = options.flags.contains("--trace")
        if options.flags.contains("--accessibility") {
            guard !trace else { throw UsageError(description: "strata layout: --trace and --accessibility cannot be combined") }
            world.applyAllSteps { _ in }
            print(JSONWriter(style: .pretty(indent: 2)).string(for: accessibilityTree(world.window)))
            ProcessLifetime.keepIfLarge(world)
            return 0
        }
        world.applyAllSteps { _ in
            if trace { print(JSONWriter(style: .compact).string(for: SceneSnapshot.layout(world))) }
        }
        if !trace {
            SceneSnapshot.writeLayout(world, with: JSONWriter(style: .pretty(indent: 2))) { print($0, terminator: "") }
            print()
        }
        ProcessLifetime.keepIfLarge(world)
        return 0
    }

    /// `{"accessibility": [ELEMENT, …]}`: the window's accessibility
    /// elements in reading order, each with its type, id, label, value,
    /// hint, traits and window frame (absent values are `null`).
    static func accessibilityTree(_ window: Window) -> JSONOutput {
        func text(_ s: String?) -> JSONOutput { s.map { .string($0) } ?? .null }
        let elements = window.accessibilityElements().map { view -> JSONOutput in
            let f = view.accessibilityFrame
            let traits = view.accessibilityTraits.description.split(separator: ", ").map { JSONOutput.string(String($0)) }
            let members: [(String, JSONOutput)] = [
                ("type", .string(String(describing: type(of: view)))),
                ("id", text(view.identifier)),
                ("label", text(view.accessibilityLabel)),
                ("value", text(view.accessibilityValue)),
                ("hint", text(view.accessibilityHint)),
                ("traits", .array(traits)),
                ("frame", .array([f.minX, f.minY, f.width, f.height].map { .number($0) })),
            ]
            return .object(members)
        }
        let root: [(String, JSONOutput)] = [("accessibility", .array(elements))]
        return .object(root)
    }
}
