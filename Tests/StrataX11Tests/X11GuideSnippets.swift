import Strata
import StrataX11

// The snippets of Docs/X11.md and Docs/Embedding.md, compiled with the tests
// so the guides stay true (the host itself is exercised by the other tests,
// on the fake server and under Xvfb).

@MainActor
func guideX11Main() async throws {
    let window = Window(size: Size(width: 320, height: 200))
    let button = Button(title: "Hello") { print("hello") }
    button.frame = Rect(x: 20, y: 20, width: 120, height: 44)
    window.rootView.addSubview(button)
    let host = try X11Host(window: window, title: "Hello", scale: 2)
    try await host.run() // returns when the window is closed
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
