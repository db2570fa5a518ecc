import Foundation
import Strata
import StrataRaster
import StrataTesting
import Testing

/// What each strategy writes, and references kept in the repository
/// (`__Snapshots__/SnapshotStrategyTests/`).
@MainActor
@Suite struct SnapshotStrategyTests {
    /// Records and reads back a scratch reference's text.
    private func recordedText(_ window: Window, _ strategy: Snapshotting, file: String = #filePath) throws -> String {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: file) }
        withKnownIssue { assertSnapshot(of: window, as: strategy, named: "t", testName: name) } matching: { _ in true }
        let folder = referenceFolder(file)
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .first { $0.hasPrefix(String(name.dropLast(2)) + ".t.") })
        return try String(contentsOf: folder.appendingPathComponent(entry), encoding: .utf8)
    }

    @Test func layoutListsEveryViewWithBothFrames() throws {
        let (window, box) = boxWindow()
        let inner = View(frame: Rect(x: 1, y: 1, width: 2.5, height: 2))
        inner.isHidden = true
        box.addSubview(inner)
        View.animate(withDuration: 1, curve: .linear) { box.frame = Rect(x: 10, y: 0, width: 5, height: 5) }
        (window.timeline.clock as! ManualClock).advance(by: 0.5)
        #expect(try recordedText(window, .layout) == """
            {
              "window": [20, 10],
              "views": [
                {"path": "", "id": "root", "type": "View", "frame": [0, 0, 20, 10], "presentationFrame": [0, 0, 20, 10], "hidden": false, "alpha": 1},
                {"path": "0", "id": "box", "type": "View", "frame": [10, 0, 5, 5], "presentationFrame": [5, 0, 5, 5], "hidden": false, "alpha": 1},
                {"path": "0.0", "id": null, "type": "View", "frame": [1, 1, 2.5, 2], "presentationFrame": [1, 1, 2.5, 2], "hidden": true, "alpha": 1}
              ]
            }

            """)
    }

    @Test func displayListIsOneCommandALine() throws {
        let (window, box) = boxWindow()
        box.cornerRadius = 2
        box.alpha = 0.5
        let label = Label(text: "Hi")
        label.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        window.rootView.addSubview(label)
        let text = try recordedText(window, .displayList)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "size 20 10")
        #expect(lines.contains("rect [0, 0, 5, 5] fill #FF0000 radius 2 opacity 0.5"))
        let run = try #require(window.displayList().commands.compactMap { if case .text(let r) = $0 { r } else { nil } }.first)
        #expect(run.origin == Point(x: 0, y: 15.3) && run.fontSize == 17)
        #expect(lines.last == "text \"\(run.text)\" at [0, 15.3] size 17 font \"builtin\" color #000000")
        #expect(lines.count == window.displayList().commands.count + 1)
    }

    @Test func stripDrawsEachTimeSideBySide() throws {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let (window, box) = boxWindow()
        View.animate(withDuration: 0.3, curve: .linear) { box.frame = Rect(x: 10, y: 0, width: 5, height: 5) }
        withKnownIssue {
            assertSnapshot(of: window, as: .strip(at: [0, 0.15, 0.3]), named: "s", testName: name)
        } matching: { _ in true }
        #expect((window.timeline.clock as! ManualClock).now == 0.3)
        let url = referenceFolder(#filePath).appendingPathComponent(String(name.dropLast(2)) + ".s.png")
        let strip = Canvas(try Image(pngData: [UInt8](Data(contentsOf: url))))
        #expect(strip.width == 60 && strip.height == 10)
        let red = RGBA8(255, 0, 0), white = RGBA8(255, 255, 255)
        #expect([strip[1, 2], strip[20 + 6, 2], strip[40 + 11, 2]] == [red, red, red])
        #expect([strip[6, 2], strip[20 + 1, 2], strip[40 + 1, 2]] == [white, white, white])
    }

    /// References kept in the repository: a button row, as an image at
    /// scale 2 and as its layout. A change to the rasterizer, the built-in
    /// font or the layout shows here.
    @Test func buttonRow() {
        let window = Window(size: Size(width: 160, height: 44))
        window.timeline = Timeline(clock: ManualClock())
        window.rootView.backgroundColor = Color(red8: 240, green8: 240, blue8: 245)
        let stack = StackView(arrangedSubviews: [Label(text: "Play"), Label(text: "Stop")])
        stack.identifier = "row"
        stack.spacing = 8
        stack.distribution = .fillEqually
        stack.frame = Rect(x: 8, y: 8, width: 144, height: 28)
        for (i, label) in stack.arrangedSubviews.enumerated() {
            label.identifier = ["play", "stop"][i]
            label.backgroundColor = [Color.yellow, Color(red8: 120, green8: 200, blue8: 255)][i]
        }
        window.rootView.addSubview(stack)
        assertSnapshot(of: window, as: .image(scale: 2))
        assertSnapshot(of: window, as: .layout)
    }
}
