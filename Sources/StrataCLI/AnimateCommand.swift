import Strata
import StrataScene

/// `strata animate SCENE --fps N [--until T] [--speed X]`: with a speed,
/// slow (or fast) motion: the frames are `1/fps` apart in real time, so
/// `speed/fps` apart on the scene clock (`--speed 0.1 --fps 60` prints what
/// `--fps 600` does); `t` and `--until` stay scene times.
@MainActor
enum AnimateCommand {
    /// More frames than this without `--until` is refused (a typo in a
    /// duration should not print gigabytes).
    static let frameLimit = 1_000_000

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "animate", flags: [], options: ["--fps", "--until", "--speed"])
        let path = try options.scenePath(command: "animate")
        guard let fps = try options.number("--fps", command: "animate", in: 0.001...100_000) else {
            throw UsageError(description: "strata animate: missing --fps N (frames per second, e.g. --fps 60)")
        }
        let until = try options.number("--until", command: "animate", in: 0...1e9)
        let speed = try options.number("--speed", command: "animate", in: 0.001...1000) ?? 1
        let sceneFPS = fps / speed
        let scene = try loadScene(path)
        let timeline = SceneTimeline(world: SceneWorld(scene: scene))
        let frames = timeline.frameCount(fps: sceneFPS, until: until)
        guard frames <= frameLimit else {
            throw UsageError(description: "strata animate: \(path): \(frames) frames at \(fps) fps\(speed == 1 ? "" : " and speed \(speed)") (the timeline runs \(until ?? timeline.endTime) s); give --until T to print at most \(frameLimit)")
        }
        let writer = JSONWriter(style: .compact)
        timeline.play(fps: sceneFPS, until: until) { t in
            print(writer.string(for: SceneSnapshot.presentation(timeline.world, t: t)))
        }
        return 0
    }
}
