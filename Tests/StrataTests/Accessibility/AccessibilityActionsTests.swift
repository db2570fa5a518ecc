import Strata
import Testing

/// Increment, decrement, scrolling and custom actions.
@MainActor
@Suite("Accessibility: adjusting, scrolling, custom actions")
struct AccessibilityActionsTests {
    @Test func sliderStepsATenthOfItsRangeAndSendsValueChanged() {
        let slider = Slider()
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        var sent: [Double] = []
        slider.addAction(Action { _ in sent.append(slider.value) }, for: .valueChanged)
        #expect(slider.accessibilityIncrement())
        #expect(slider.value == 25 && slider.accessibilityValue == "50%")
        #expect(slider.accessibilityDecrement() && slider.accessibilityDecrement())
        #expect(slider.value == 15)
        slider.value = 48
        #expect(slider.accessibilityIncrement())
        #expect(slider.value == 50)
        #expect(!slider.accessibilityIncrement())              // at the maximum: nothing changes, nothing is sent
        #expect(sent == [25, 20, 15, 50])
        slider.isEnabled = false
        #expect(!slider.accessibilityDecrement() && slider.value == 50)
        #expect(!Button(title: "B").accessibilityIncrement() && !View().accessibilityDecrement())
    }

    @Test func scrollViewScrollsAPageWithinItsRange() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        scroll.automaticallyDerivesContentSize = false
        scroll.contentSize = Size(width: 200, height: 250)
        let rows: [(AccessibilityScrollDirection, Bool, Point)] = [
            (.down, true, Point(x: 0, y: 90)), (.next, true, Point(x: 0, y: 150)), (.down, false, Point(x: 0, y: 150)),
            (.right, false, Point(x: 0, y: 150)), (.previous, true, Point(x: 0, y: 60)), (.up, true, Point(x: 0, y: 0)),
            (.up, false, Point(x: 0, y: 0)),
        ]
        for (direction, moved, offset) in rows {
            #expect(scroll.accessibilityScroll(direction) == moved, "\(direction)")
            #expect(scroll.contentOffset == offset, "\(direction)")
        }
        let wide = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        wide.automaticallyDerivesContentSize = false
        wide.contentSize = Size(width: 400, height: 100)
        #expect(wide.accessibilityScroll(.next) && wide.contentOffset == Point(x: 90, y: 0))
        #expect(wide.accessibilityScroll(.left) && wide.contentOffset == Point(x: 0, y: 0))
        scroll.isScrollEnabled = false
        #expect(!scroll.accessibilityScroll(.down))
        #expect(!Label(text: "x").accessibilityScroll(.down))
    }

    @Test func customActionsRunByName() {
        let cell = Button(title: "Mail")
        var log: [String] = []
        #expect(cell.accessibilityCustomActions.isEmpty)
        cell.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Reply") { action in log.append(action.name); return true },
            AccessibilityCustomAction(name: "Delete") { _ in log.append("delete refused"); return false },
        ]
        #expect(cell.accessibilityCustomActions.map(\.name) == ["Reply", "Delete"])
        #expect(cell.accessibilityCustomActions[0].perform())
        #expect(!cell.accessibilityCustomActions[1].perform())
        #expect(log == ["Reply", "delete refused"])
    }
}
