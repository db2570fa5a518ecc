import Strata
import StrataTesting
import XCTest

final class CounterTests: XCTestCase {
    /// A count and an Add button that raises it.
    @MainActor
    private func makeCounter() -> Window {
        let window = Window(size: Size(width: 200, height: 80))
        window.timeline = Timeline(clock: ManualClock())
        let count = Label(text: "0")
        count.identifier = "count"
        count.frame = Rect(x: 16, y: 24, width: 60, height: 32)
        let add = Button(title: "Add") { count.text = String(Int(count.text)! + 1) }
        add.frame = Rect(x: 100, y: 20, width: 84, height: 40)
        window.rootView.addSubview(count)
        window.rootView.addSubview(add)
        return window
    }

    // On Linux with Swift 6.3 a synchronous @MainActor test method crashes: make it async.
    @MainActor
    func testAddRaisesTheCount() async throws {
        let window = makeCounter()
        let add = try XCTUnwrap(window.find(.button("Add")))
        window.tap(add)
        window.tap(add)
        XCTAssertNotNil(window.find(.label("2")))
        assertSnapshot(of: window, as: .image(scale: 2))     // __Snapshots__/CounterTests/testAddRaisesTheCount.1.png
    }
}
