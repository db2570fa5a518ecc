import Strata
import StrataScene

/// `strata layout SCENE [--trace]`.
@MainActor
enum LayoutCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "layout", flags: ["--trace"], options: [])
        let path = try options.scenePath(command: "layout")
        let scene = try loadScene(path)
        let world = SceneWorld(scene: scene)
        let trace = options.flags.contains("--trace")
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
}
