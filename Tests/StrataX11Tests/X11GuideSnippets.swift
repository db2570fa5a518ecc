import Strata
import StrataX11

// The snippets of Docs/X11.md and Docs/Embedding.md, compiled with the tests
// so the guides stay true (the host itself is exercised by the other tests,
// on the fake server and under Xvfb).

/// A game's loop with Strata as its UI: `runOnce()` handles the waiting X
/// events, lays out and sends what changed, and never blocks.
@MainActor
func runGame(ui window: Window, frame: () -> Void) throws {
    let host = try X11Host(window: window, title: "Game", scale: 1)
    while host.runOnce() {       // false once the window is closed
        frame()                  // the game's own work, paced as it likes
    }
}

@MainActor
func guideEmbeddingShowMenu() async throws {
    let window = Window(size: Size(width: 320, height: 200))
    let play = Button(title: "Play") { print("play!") }
    play.frame = Rect(x: 20, y: 20, width: 120, height: 44)
    window.rootView.addSubview(play)
    let host = try X11Host(window: window, title: "Menu", scale: 2)
    try await host.run()        // until the window is closed
}
