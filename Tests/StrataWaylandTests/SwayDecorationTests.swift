import Foundation
import Glibc
import Strata
import Testing
import StrataTestHarness
@testable import StrataWayland

/// Server-side decorations on sway, which offers `zxdg_decoration_manager_v1`:
/// the host asks for them, sway answers `server_side`, and the host draws none.
@Suite("server-side decorations on sway", .serialized,
       .enabled(if: Sway.isAvailable, "needs sway, grim and setpriv (apt-get install sway grim)"))
struct SwayDecorationTests {
    @MainActor
    @Test func swayGrantsServerSideDecorationsAndTheWindowIsTheContent() throws {
        let sway = try Sway()
        let fd = try WaylandSocket.connect(path: sway.runtime.appendingPathComponent(sway.display).path)
        let window = Window(size: Size(width: 100, height: 60))
        let host = try WaylandHost(window: window, title: "ssd", connection: WaylandConnection(fileDescriptor: fd))
        host.appID = "strata"
        var modes: [UInt32] = []
        host.onEvent = { if case .decorationMode(let mode) = $0 { modes.append(mode) } }
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        for _ in 0..<250 where !host.hasShownFirstFrame && host.isOpen {
            if !host.hasPendingEvents { _ = poll(&pfd, 1, 20) }
            host.runOnce()
        }
        #expect(host.hasShownFirstFrame)
        #expect(modes == [2])
        #expect(!host.drawsDecorations)
        #expect(host.canvas.width == 100 && host.canvas.height == 60)
        let rect = try sway.windowRect(appID: "strata")
        #expect(rect.map { [$0.width, $0.height] } == [100, 60])
    }
}
