#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Strata
import StrataRaster
import Testing
@testable import StrataX11

/// Events that arrive while the host waits for the server (a round trip
/// after drawing) are read into the connection's buffer, where the socket
/// no longer announces them: the host must handle them without waiting for
/// another event (issue 28).
@MainActor
@Suite struct BufferedEventTests {
    static func button(_ pressed: Bool, window: UInt32, x: Int, y: Int) -> [UInt8] {
        EventDecodingTests.packet(pressed ? 4 : 5, 1, [(12, u32(window)), (24, u16(UInt16(x))), (26, u16(UInt16(y)))])
    }

    /// A 100 × 60 window with a button at (10, 10, 40, 20) that counts taps
    /// and, when `animates`, toggles a view's alpha over 0.1 s.
    static func makeWindow(animates: Bool, onTap: @escaping () -> Void,
                           completion: @escaping () -> Void = {}) -> Window {
        let window = Window(size: Size(width: 100, height: 60))
        let box = View(frame: Rect(x: 60, y: 10, width: 30, height: 30))
        box.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.1)
        window.rootView.addSubview(box)
        let button = Button(title: "Go") {
            onTap()
            if animates {
                View.animate(withDuration: 0.1) { box.alpha = box.alpha == 1 ? 0.5 : 1 } completion: { _ in completion() }
            }
        }
        button.frame = Rect(x: 10, y: 10, width: 40, height: 20)
        window.rootView.addSubview(button)
        return window
    }

    @Test func aClickReadDuringTheFirstFramesRoundTripIsHandledInTheSameRunOnce() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        var taps = 0
        let window = Self.makeWindow(animates: false, onTap: { taps += 1 })
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        server.sendEvent(X11HostTests.expose(host.windowID, 100, 60))
        try host.connection.sync()
        // The press and release come while the host waits for its first frame to be acknowledged.
        server.sendBeforeNextSyncReply([Self.button(true, window: host.windowID, x: 20, y: 20),
                                        Self.button(false, window: host.windowID, x: 20, y: 20)])
        #expect(host.runOnce())
        #expect(host.hasShownFirstFrame)
        #expect(taps == 1)
        #expect(!host.hasPendingEvents)
    }

    @Test func hasBufferedEventsCountsOnlyWholePackets() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let connection = try server.connect(cookie: nil)
        #expect(!connection.hasBufferedEvents)
        server.sendBeforeNextSyncReply([EventDecodingTests.packet(6, 0, [(24, u16(3)), (26, u16(4))])])
        try connection.sync()
        #expect(connection.hasBufferedEvents)
        #expect(try connection.nextEvent() == .motion(x: 3, y: 4, state: 0, window: 0))
        #expect(!connection.hasBufferedEvents)
    }

    /// Runs in a child process of its own (an exit test): in the test
    /// runner's process, main-queue blocks (the read source, the clock's
    /// ticks) can wait a minute behind other tests' main-actor jobs (see
    /// InputStartedAnimationTests).
    /// Not main-actor isolated: the child starts at once rather than when
    /// this process's main actor comes to it.
    @Test nonisolated func anAnimationStartedByABufferedClickRunsToItsEndWithNoFurtherEvent() async {
        await #expect(processExitsWith: .success) {
            if let problem = await BufferedEventTests.bufferedClickScenario() {
                print("BufferedEventTests: \(problem)")
                exit(1)
            }
        }
    }

    /// The press and release arrive during the first frame's round trip;
    /// the Dispatch loop (read source, the default DispatchClock) must run
    /// the animation they start to its end with nothing else sent. `nil`
    /// when it did; else what went wrong.
    static func bufferedClickScenario() async -> String? {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        var taps = 0, completions = 0
        var done: CheckedContinuation<Void, Never>?
        let window = Self.makeWindow(animates: true, onTap: { taps += 1 }, completion: {
            completions += 1
            done?.resume()
            done = nil
        })
        let host: X11Host
        do {
            host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
            server.sendEvent(X11HostTests.expose(host.windowID, 100, 60))
            try host.connection.sync()
        } catch {
            return "setup failed: \(error)"
        }
        defer { host.close() }
        server.sendBeforeNextSyncReply([Self.button(true, window: host.windowID, x: 20, y: 20),
                                        Self.button(false, window: host.windowID, x: 20, y: 20)])
        // The Dispatch loop; nothing else is sent from here on.
        host.start()
        // A bound, so a stall fails instead of hanging: 10 s for a 0.1 s animation.
        let timeout = Task { @MainActor in
            let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
            while completions == 0 && DispatchTime.now().uptimeNanoseconds < deadline {
                try? await Task.sleep(for: .milliseconds(10))
            }
            done?.resume()
            done = nil
        }
        if completions == 0 { await withCheckedContinuation { done = $0 } }
        timeout.cancel()
        if taps != 1 { return "\(taps) taps" }
        if completions != 1 { return "the animation never ended: its ticks were not drawn" }
        return window.timeline.isIdle ? nil : "the timeline is not idle"
    }
}
