import Dispatch
import Foundation
import Strata
import StrataScene

/// `strata show [SCENE] [--scale S] [--speed X] [--exit-after SECONDS]
/// [--backend wayland|x11]`: the scene in a Wayland or X11 window; without a scene, a gallery of the built-in
/// examples (Left and Right switch). Shift+S toggles slow motion (0.1×),
/// F12 or Control+Shift+I the inspector (`STRATA_INSPECT=1` starts with it).
@MainActor
enum ShowCommand {
    /// The speed Shift+S switches to (and back from).
    static let slowMotionSpeed = 0.1

    /// What is on screen: a scene played on a manual clock advanced in
    /// real time, until its steps are done.
    @MainActor
    final class Player {
        let name: String
        let timeline: SceneTimeline
        /// The real time of the last advance, and the scene time then.
        private var last = DispatchTime.now()
        private var sceneTime = 0.0
        /// Scene seconds per real second (`--speed`, Shift+S).
        var speed: Double

        init(scene: Scene, name: String, speed: Double) {
            self.name = name
            self.speed = speed
            timeline = SceneTimeline(world: SceneWorld(scene: scene))
        }

        var window: Window { timeline.world.window }

        /// Moves the scene clock on by the real time since the last advance
        /// times `speed`; `true` while steps or animations remain.
        func advance() -> Bool {
            let now = DispatchTime.now()
            sceneTime += Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9 * speed
            last = now
            timeline.advance(to: max(sceneTime, timeline.clock.now))
            return !timeline.isFinished
        }
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "show", flags: ["--watch"],
                                             options: ["--scale", "--speed", "--exit-after", "--backend"])
        guard options.positionals.count <= 1 else {
            throw UsageError(description: "strata show: expected at most one SCENE, got \(options.positionals.count): \(options.positionals.joined(separator: " "))")
        }
        let scale = try options.number("--scale", command: "show", in: 0.1...16) ?? 1
        let speed = try options.number("--speed", command: "show", in: 0.01...100) ?? 1
        let exitAfter = try options.number("--exit-after", command: "show", in: 0...1e6)
        let backend = options.value("--backend")
        if let backend, backend != "wayland" && backend != "x11" {
            throw UsageError(description: "strata show: --backend must be 'wayland' or 'x11', got '\(backend)'")
        }
        let path = options.positionals.first
        let watch = options.flags.contains("--watch")
        if watch, path == nil {
            throw UsageError(description: "strata show: --watch needs a SCENE file")
        }
        var gallery: [(name: String, scene: Scene)] = []
        if let path {
            gallery = [((path as NSString).lastPathComponent, try loadScene(path))]
        } else {
            for (name, text) in BuiltinScenes.all {
                gallery.append((name, try SceneDecoder.decode(text: text, fileName: name + ".json")))
            }
        }
        do {
            try show(gallery, path: path, scale: scale, speed: speed, exitAfter: exitAfter, backend: backend, watch: watch)
        } catch {
            printError("strata show: \(error)")
        }
        return 1
    }

    /// The reloader of `--watch`, kept for the life of the process.
    static var watching: SceneReloader?

    /// The inspector's arrow keys (X11 keysym names).
    static let inspectorSteps: [String: InspectorStep] = [
        "Up": .superview, "Down": .firstSubview, "Left": .previousSibling, "Right": .nextSibling,
    ]

    /// Opens the window and runs until it closes (the process exits there).
    static func show(_ gallery: [(name: String, scene: Scene)], path: String?, scale: Double,
                     speed: Double, exitAfter: Double?, backend: String?, watch: Bool = false) throws -> Never {
        var index = 0
        // Shift+S switches between the chosen speed and slow motion.
        var slowMotion = false
        var currentSpeed: Double { slowMotion ? slowMotionSpeed : speed }
        var player = Player(scene: gallery[0].scene, name: gallery[0].name, speed: speed)
        // STRATA_INSPECT=1 starts with the inspector on (F12 toggles it).
        var inspecting = ProcessInfo.processInfo.environment["STRATA_INSPECT"] == "1"
        player.window.isInspecting = inspecting
        let title = { (i: Int) in path == nil ? "strata show — \(gallery[i].name) (\(i + 1)/\(gallery.count))" : gallery[i].name }
        let shownName = path ?? "builtin:\(gallery[0].name)"
        var handlers = ShowHost.Handlers(firstFrame: { _, _, _ in }, closed: { error in
            if let error {
                printError("strata show: \(error)")
                exit(1)
            }
            exit(0)
        }, key: { _, _ in }, motion: {})
        var chosen = "x11"
        handlers.firstFrame = { id, w, h in
            var fields: [(String, JSONOutput)] = [("shown", .string(shownName)), ("backend", .string(chosen))]
            if let id { fields.append(("window", .number(Double(id)))) }
            fields.append(("size", .numbers([Double(w), Double(h)])))
            let line = JSONWriter(style: .compact).string(for: .object(fields))
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        var keyHandler: (String?, UInt32) -> Void = { _, _ in }
        var motionHandler: () -> Void = {}
        handlers.key = { keyHandler($0, $1) }
        handlers.motion = { motionHandler() }
        let host = try ShowHost.open(backend: backend, window: player.window, title: title(0), scale: scale,
                                     handlers: handlers)
        chosen = host.backend
        // Plays the scene's steps in real time; then its window gets a
        // real-time timeline for whatever the user starts.
        let timer = DispatchSource.makeTimerSource(queue: .main)
        var playing = true
        timer.schedule(deadline: .now(), repeating: .milliseconds(16), leeway: .milliseconds(1))
        timer.setEventHandler {
            MainActor.assumeIsolated {
                guard playing else { return }
                playing = player.advance()
                host.setNeedsDisplay()
                if !playing {
                    player.window.timeline = Timeline(clock: DispatchClock())
                    player.window.timeline.speed = currentSpeed
                    host.timelineDidChange()
                    timer.suspend()
                }
            }
        }
        timer.resume()
        motionHandler = {
            if inspecting { host.setNeedsDisplay() }  // the inspected view follows the pointer
        }
        keyHandler = { key, state in
            // F12 or Control+Shift+I: the inspector's overlay.
            if key == "F12" || (key == "I" && state & 0x5 == 0x5) {
                inspecting.toggle()
                player.window.isInspecting = inspecting
                host.setNeedsDisplay()
                return
            }
            // With the inspector on, the arrows walk it through the tree
            // (and do not switch the gallery's scene).
            if inspecting, let step = key.flatMap({ inspectorSteps[$0] }) {
                player.window.walkInspector(step)
                host.setNeedsDisplay()
                return
            }
            // Shift+S (X11's ShiftMask), unless a text view takes the typing.
            if key == "S", state & 0x1 != 0, !(player.window.firstResponder is TextField || player.window.firstResponder is TextView) {
                slowMotion.toggle()
                player.speed = currentSpeed
                if !playing { player.window.timeline.speed = currentSpeed }
                return
            }
            if path == nil, key == "Left" || key == "Right" {
                index = (index + (key == "Right" ? 1 : gallery.count - 1)) % gallery.count
                player = Player(scene: gallery[index].scene, name: gallery[index].name, speed: currentSpeed)
                player.window.isInspecting = inspecting
                do {
                    try host.show(player.window, title(index))
                } catch {
                    printError("strata show: \(error)")
                    exit(1)
                }
                if !playing {
                    playing = true
                    timer.resume()
                }
            }
        }
        // --watch: reload the scene when its file changes (Docs/Tools.md).
        var reloader: SceneReloader?
        if watch, let path {
            reloader = SceneReloader(path: path, initialText: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "") { scene in
                let next = Player(scene: scene, name: gallery[0].name, speed: currentSpeed)
                next.timeline.world.carryOver(from: player.timeline.world)
                next.window.isInspecting = inspecting
                player = next
                do {
                    try host.show(player.window, title(0))
                } catch {
                    printError("strata show: \(error)")
                    exit(1)
                }
                if !playing {
                    playing = true
                    timer.resume()
                }
            } showError: { message in
                SceneReloader.showBanner(message, in: player.window)
                host.setNeedsDisplay()
            }
        }
        if let exitAfter {
            DispatchQueue.main.asyncAfter(deadline: .now() + exitAfter) {
                MainActor.assumeIsolated { host.close() }
                exit(0)
            }
        }
        watching = reloader
        host.start()
        // The main run loop serves the main queue without ending the main
        // thread (`dispatchMain()` would, and whatever its stack held would
        // then look leaked to LeakSanitizer at exit). It sleeps while idle.
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
}
