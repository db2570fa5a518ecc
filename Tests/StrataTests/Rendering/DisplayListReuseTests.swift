import Testing
import Strata

@MainActor
@Suite("Refilling a display list in place")
struct DisplayListReuseTests {
    @Test func refilledListEqualsAFreshOneAndFollowsChanges() {
        let window = Window(size: Size(width: 100, height: 50))
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.rootView.addSubview(a)
        var list = DisplayList(size: .zero, commands: [.popClip, .popClip, .popClip])
        window.displayList(into: &list)
        #expect(list == window.displayList())
        #expect(list.size == Size(width: 100, height: 50) && list.commands.count == 1)
        a.isHidden = true
        window.displayList(into: &list)
        #expect(list.commands.isEmpty)
        a.isHidden = false
        a.frame.origin.x = 30
        window.displayList(into: &list, frameOf: { $0.frame })
        #expect(list == window.displayList())
        #expect(list.commands == [.rect(RectCommand(rect: Rect(x: 30, y: 0, width: 10, height: 10),
                                                    fill: Color(red: 1, green: 0, blue: 0)))])
    }
}
