import Testing

/// `strata animate --speed`: slow and fast motion are the same frames as a
/// higher or lower frame rate on the scene clock.
@Suite("strata animate --speed")
struct AnimateSpeedCLITests {
    /// A row of two boxes; the first hides linearly in 0.4 s, so the second slides 44 points.
    static let scene = ##"""
        {"window": {"width": 200, "height": 50},
         "views": [{"id": "row", "type": "stack", "spacing": 4, "arranged": [
            {"id": "a", "backgroundColor": "#FF3B30", "intrinsicSize": [40, 40], "hugging": [750, 750]},
            {"id": "b", "backgroundColor": "#34C759", "intrinsicSize": [40, 40], "hugging": [750, 750]}]}],
         "constraints": ["row.leading == root.leading", "row.top == root.top"],
         "steps": [{"at": 0, "animate": {"duration": 0.4, "curve": "linear"}, "set": {"id": "a", "hidden": true}}]}
        """##

    /// (speed and fps, the fps that prints the same frames without a speed).
    @Test(arguments: [(["--fps", "10", "--speed", "0.5"], ["--fps", "20"]),
                      (["--fps", "40", "--speed", "4"], ["--fps", "10"]),
                      (["--fps", "5", "--speed", "1"], ["--fps", "5"])])
    func speedScalesTheSceneClock(slow: [String], same: [String]) throws {
        let a = try StrataExecutable.run(scene: Self.scene) { path in ["animate", path] + slow }
        let b = try StrataExecutable.run(scene: Self.scene) { path in ["animate", path] + same }
        #expect(a.status == 0 && b.status == 0, "\(a) \(b)")
        #expect(a.stdout == b.stdout && !a.stdout.isEmpty)
    }

    @Test func slowMotionPrintsMoreFramesOfTheSameAnimation() throws {
        let result = try StrataExecutable.run(scene: Self.scene) { path in ["animate", path, "--fps", "10", "--speed", "0.25"] }
        #expect(result.status == 0, "\(result)")
        // 0.4 s at 10 fps is 5 frames; at a quarter of the speed, 17 (t = 0, 0.025, …, 0.4).
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 17)
        #expect(lines.last?.contains("\"t\":0.4") == true, "\(lines.last ?? "")")
    }
}
