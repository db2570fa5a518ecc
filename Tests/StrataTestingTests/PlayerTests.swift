import Strata
import StrataTesting
import Testing

/// A player screen: a title, a Play button and a sound switch.
@MainActor
func makePlayer(onPlay: @escaping () -> Void) -> Window {
    let window = Window(size: Size(width: 240, height: 96))
    window.timeline = Timeline(clock: ManualClock())      // time moves only when the test says so
    let title = Label(text: "Now playing")
    title.frame = Rect(x: 16, y: 12, width: 208, height: 20)
    let play = Button(title: "Play", action: onPlay)
    play.frame = Rect(x: 16, y: 44, width: 96, height: 36)
    let sound = Switch()
    sound.accessibilityLabel = "Sound"
    sound.frame = Rect(x: 160, y: 46, width: 51, height: 31)
    for view in [title, play, sound] { window.rootView.addSubview(view) }
    return window
}

@MainActor
@Suite struct PlayerTests {
    @Test func looksRight() {
        let window = makePlayer {}
        assertSnapshot(of: window, as: .image)               // __Snapshots__/PlayerTests/looksRight.1.png
        assertSnapshot(of: window, as: .layout)              // __Snapshots__/PlayerTests/looksRight.2.json
    }

    @Test func playButtonPlays() throws {
        var plays = 0
        let window = makePlayer { plays += 1 }
        window.tap(try #require(window.find(.button("Play"))))
        #expect(plays == 1)
    }

    @Test func soundSwitchSlides() throws {
        let window = makePlayer {}
        let sound = try #require(window.find(.type(Switch.self)))
        window.tap(sound)                                    // the clock is at 0.05 s; the thumb slides for 0.2 s
        assertSnapshot(of: window, as: .strip(at: [0.05, 0.1, 0.15, 0.25], scale: 2), named: "toggle")
        window.waitForAnimations()
        #expect(sound.accessibilityValue == "1")
    }

    @Test func readsInOrder() {
        let window = makePlayer {}
        #expect(window.accessibilityElements().map(\.accessibilityLabel) == ["Now playing", "Play", "Sound"])
    }
}
