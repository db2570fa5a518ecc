import Glibc
import Strata
import StrataWayland

// The snippets of Docs/Wayland.md and Docs/Embedding.md, compiled with the
// tests so the guides stay true (the host itself is exercised by the other
// tests, on the fake compositor and on sway).

/// A game's loop with Strata as its UI: `runOnce()` handles the waiting
/// Wayland events, lays out and commits what changed, and never blocks.
@MainActor
func runGame(ui window: Window, frame: () -> Void) throws {
    let host = try WaylandHost(window: window, title: "Game", scale: 1)
    host.appID = "org.example.Game"   // before the first frame
    while host.runOnce() {            // false once the window is closed
        frame()
    }
}

@MainActor
func showMenuOnWayland() async throws {
    let window = Window(size: Size(width: 320, height: 200))
    let play = Button(title: "Play") { print("play!") }
    play.frame = Rect(x: 20, y: 20, width: 120, height: 44)
    window.rootView.addSubview(play)
    let host = try WaylandHost(window: window, title: "Menu", scale: 2)
    host.appID = "org.example.Menu"
    try await host.run()        // until the compositor closes the window
}

@MainActor
func gameLoop(_ host: WaylandHost, frame: () -> Void) {
    var pfd = pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
    while host.isOpen {
        if !host.hasPendingEvents { _ = poll(&pfd, 1, 16) } // wait up to a frame for input
        if !host.runOnce() { break }
        frame()
    }
}

/// A dark title bar, no shadow, a thicker border.
@MainActor
func darkDecorations(_ host: WaylandHost) {
    var style = WaylandDecorationStyle()
    style.titleBarColor = Color(red8: 0x30, green8: 0x30, blue8: 0x30)
    style.inactiveTitleBarColor = Color(red8: 0x24, green8: 0x24, blue8: 0x24)
    style.titleColor = .white
    style.inactiveTitleColor = Color(red8: 0x90, green8: 0x90, blue8: 0x90)
    style.borderColor = Color(red8: 0x10, green8: 0x10, blue8: 0x10)
    style.borderWidth = 2
    style.shadowRadius = 0
    style.titleBarHeight = 28
    host.decorationStyle = style
    host.decorations = .client // even where the compositor would draw them
}
