#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Strata
import StrataRaster
import StrataScene
import Testing
@testable import StrataX11

/// A button whose action animates, clicked as a person clicks: the pointer
/// moves onto it, rests, then the button goes down and, a moment later, up.
/// Every animation must end on screen within twice its duration with no
/// other event sent (issue 28: the release arrived while the host waited
/// for the server after drawing the press, stayed in the connection's
/// buffer, and was handled only when some later event woke the loop).
@MainActor
@Suite("Click-started animations under Xvfb", .enabled(if: Xvfb.isAvailable, "Xvfb is not on the PATH (apt-get install xvfb)"))
struct ClickAnimationXvfbTests {
    nonisolated static let duration = 0.25
    /// How soon each animation must end on screen: within twice its
    /// duration; under a sanitizer (ThreadSanitizer runs the host and
    /// `strata` several times slower) within eight times, which still
    /// tells an animation that ran late from one that waited for an event.
    nonisolated static let limit = (sanitized ? 8 : 2) * duration
    /// Whether this test process runs under ThreadSanitizer or AddressSanitizer.
    nonisolated static let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
    nonisolated static let clicks = 20

    /// One click through XTEST, as a person makes it, from another thread
    /// and connection (as another program would send it, so the host may
    /// be busy with the press when the release comes): motion to (`x`,
    /// `y`), a rest, the press, a short hold (varied), the release.
    /// Returns when the server has the release.
    nonisolated static func click(display: Int, x: Int, y: Int, round: Int) async throws {
        try await Task.detached { try clickNow(display: display, x: x, y: y, round: round) }.value
    }

    /// The same click, made on the calling thread (for a host in another process).
    nonisolated static func clickNow(display: Int, x: Int, y: Int, round: Int) throws {
        let injector = try X11Connection(display: X11DisplayName(number: display))
        defer { injector.close() }
        let xtest = try #require(try injector.queryExtension("XTEST"), "the server has no XTEST").major
        injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 6, detail: 0, x: x, y: y))
        try injector.sync()
        usleep(UInt32(300_000 + 40_000 * (round % 5)))
        injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 4, detail: 1))
        try injector.flush()
        usleep(UInt32(500 + 700 * (round % 4)))
        injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 5, detail: 1))
        try injector.sync()
    }

    /// Reads `window` back from `connection` until it equals `expected`
    /// or `seconds` have passed, letting the main queue run between reads.
    static func waitUntilShown(_ connection: X11Connection, window: UInt32, within seconds: Double,
                               _ expected: () throws -> Canvas?) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let target = try expected(), try ShowCommandXvfbTests.shows(target, connection, window: window) {
                return true
            }
            if Date() >= deadline { return false }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The same off the main actor (for a host in another process).
    nonisolated static func waitUntilShown(_ connection: X11Connection, window: UInt32, within seconds: Double,
                                           _ expected: Canvas) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if try ShowCommandXvfbTests.shows(expected, connection, window: window) { return true }
            if Date() >= deadline { return false }
            usleep(10_000)
        }
    }

    /// In a child process of its own (an exit test), with the default
    /// main-queue clock and the host's Dispatch loop: in the test runner's
    /// process, main-queue blocks can wait a minute behind other tests'
    /// main-actor jobs (see InputStartedAnimationTests).
    /// Not main-actor isolated: the child starts at once rather than when
    /// this process's main actor comes to it.
    @Test nonisolated func everyAnimationStartedByAClickEndsOnScreenInProcess() async {
        await #expect(processExitsWith: .success) {
            do {
                if let problem = try await ClickAnimationXvfbTests.inProcessScenario() {
                    print("ClickAnimationXvfbTests: \(problem)")
                    exit(1)
                }
            } catch {
                print("ClickAnimationXvfbTests: \(error)")
                exit(1)
            }
        }
    }

    /// 20 clicks on a button that toggles a view with an animation; `nil`
    /// when every animation ended on screen in time, else what went wrong.
    static func inProcessScenario() async throws -> String? {
        let server = try Xvfb()
        let window = Window(size: Size(width: 400, height: 300))   // the default 60 Hz DispatchClock
        window.rootView.backgroundColor = .white
        let red = View(), green = View()
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        green.backgroundColor = Color(red: 0, green: 1, blue: 0)
        var completions = 0
        let button = Button(title: "Toggle") {
            View.animate(withDuration: ClickAnimationXvfbTests.duration) { red.isHidden.toggle() }
                completion: { _ in completions += 1 }
        }
        let stack = StackView(arrangedSubviews: [red, green, button])
        stack.axis = .vertical
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        window.rootView.addSubview(stack)
        let host = try X11Host(window: window, title: "clicks", scale: 1,
                               connection: X11Connection(display: X11DisplayName(number: server.number)))
        defer { host.close() }
        var shown = false
        host.onFirstFrame = { _, _, _ in shown = true }
        host.start()
        let start = Date()
        while !shown && Date().timeIntervalSince(start) < 5 { try await Task.sleep(for: .milliseconds(10)) }
        guard shown else { return "the first frame never came" }

        let reader = try X11Connection(display: X11DisplayName(number: server.number))
        var late: [Int] = []
        for round in 0..<Self.clicks {
            // No window manager: the window sits at the root's origin.
            let center = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            try await Self.click(display: server.number, x: Int(center.x), y: Int(center.y), round: round)
            let ended = try await Self.waitUntilShown(reader, window: host.windowID, within: Self.limit) {
                // The final frame: once the completion ran, the model is what is drawn.
                completions == round + 1
                    ? Raster(scale: 1).render(window.displayList(), background: RGBA8(255, 255, 255)) : nil
            }
            if !ended { late.append(round) }
        }
        guard late.isEmpty else { return "animations not ended on screen within \(Self.limit) s: clicks \(late)" }
        return completions == Self.clicks ? nil : "\(completions) completions for \(Self.clicks) clicks"
    }

    nonisolated static let toggleScene = """
        { "window": { "width": 400, "height": 300 },
          "views": [ { "type": "stack", "id": "stack", "axis": "vertical", "spacing": 10, "distribution": "fillEqually",
                       "frame": [0, 0, 400, 300], "backgroundColor": "#ffffff",
                       "arranged": [
                         { "id": "red", "backgroundColor": "#ff0000" },
                         { "id": "green", "backgroundColor": "#00ff00" },
                         { "type": "stack", "id": "row", "distribution": "fillEqually", "arranged": [
                           { "type": "button", "id": "hide", "title": "Hide",
                             "action": [ { "set": { "id": "red", "hidden": true }, "animate": { "duration": 0.25 } } ] },
                           { "type": "button", "id": "show", "title": "Show",
                             "action": [ { "set": { "id": "red", "hidden": false }, "animate": { "duration": 0.25 } } ] }
                         ] } ] } ] }
        """

    /// The toggle scene drawn as `strata show` draws it, with `red` hidden
    /// or shown.
    static func toggleSceneDrawn(redHidden: Bool) throws -> Canvas {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: toggleScene, fileName: "toggle.json"))
        world.window.scale = world.window.scale ?? 1
        world.window.layoutIfNeeded()
        world.view("red")?.isHidden = redHidden
        world.window.layoutIfNeeded()
        return Raster(scale: 1).render(world.window.displayList(), background: RGBA8(255, 255, 255))
    }

    /// `strata show` runs in its own process; the test clicks and reads
    /// back synchronously on a thread of its own (`onOwnThread`), so no
    /// other test delays its checks, while the main actor, free for the
    /// other tests meanwhile, starts and ends the `Show` (Foundation's
    /// `Process` needs its main thread to leave nothing behind).
    @Test func everyAnimationStartedByAClickEndsOnScreenInStrataShow() async throws {
        let server = try Xvfb()
        let show = try ShowCommandXvfbTests.Show(["show", "toggle.json", "--exit-after", "1800"],
                                                 environment: ["DISPLAY": ":\(server.number)"],
                                                 files: ["toggle.json": Self.toggleScene])
        let line = try show.shownLine()
        let windowID = try #require((line["window"] as? NSNumber)?.uint32Value)
        let hidden = try Self.toggleSceneDrawn(redHidden: true)
        let visible = try Self.toggleSceneDrawn(redHidden: false)
        #expect(hidden != visible)
        let display = server.number
        // A failure reading the window says what `strata show` printed (it may have ended).
        let errors = show.directory.appendingPathComponent("err").path
        let late = try await Self.onOwnThread(describingFailure: {
            "strata show: " + String(decoding: (try? FileReader.bytes(atPath: errors)) ?? [], as: UTF8.self)
        }) { () throws -> [Int] in
            let reader = try X11Connection(display: X11DisplayName(number: display))
            // Before any click the window shows red: the comparison says so, and not the other picture.
            #expect(try Self.waitUntilShown(reader, window: windowID, within: 5, visible))
            #expect(try !ShowCommandXvfbTests.shows(hidden, reader, window: windowID))
            var late: [Int] = []
            for round in 0..<Self.clicks {
                // Hide (left button) on even rounds, Show (right button) on odd ones.
                let hides = round % 2 == 0
                try Self.clickNow(display: display, x: hides ? 100 : 300, y: 250, round: round)
                let ended = try Self.waitUntilShown(reader, window: windowID, within: Self.limit,
                                                    hides ? hidden : visible)
                if !ended { late.append(round) }
            }
            try ShowCommandXvfbTests.sendDeleteWindow(reader, window: windowID)
            return late
        }
        #expect(late.isEmpty, "animations not ended on screen within \(Self.limit) s: clicks \(late)")
        #expect(show.exitStatus() == 0, "strata show: \(show.stderr)")
    }

    /// Runs `body` on a new thread (not the main actor's, nor one of the
    /// cooperative pool's, which its waits would hold) and returns its result.
    nonisolated static func onOwnThread<T: Sendable>(describingFailure describe: @escaping @Sendable () -> String = { "" },
                                                     _ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    do { return try body() } catch { throw DescribedFailure(error: "\(error)", context: describe()) }
                })
            }.start()
        }
    }

    /// An error thrown on the reading thread, with what the program under test said.
    struct DescribedFailure: Error, CustomStringConvertible {
        let error: String, context: String
        var description: String { context.isEmpty ? error : "\(error) (\(context))" }
    }
}
