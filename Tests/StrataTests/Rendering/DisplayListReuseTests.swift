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

    @Test func aListTheCallerKeepsIsNeverChangedByTheNextOne() {
        let window = Window(size: Size(width: 100, height: 60))
        let views = (0..<5).map { i -> View in
            let v = i == 2 ? Label(text: "Two") : View(frame: Rect(x: Double(i) * 12, y: 0, width: 10, height: 10))
            v.frame = Rect(x: Double(i) * 12, y: 0, width: 10, height: 10)
            v.backgroundColor = Color(red: Double(i) / 4, green: 0, blue: 0)
            window.rootView.addSubview(v)
            return v
        }
        let first = window.displayList()
        // Copied command by command (`Array(first.commands)` would share the storage).
        let copyOfFirst = DisplayList(size: first.size, commands: first.commands.map { $0 })
        // Edits between frames: moved, hidden, recoloured, removed, added.
        views[0].frame.origin.y = 30
        views[1].isHidden = true
        views[3].backgroundColor = .green
        views[4].removeFromSuperview()
        let added = View(frame: Rect(x: 70, y: 40, width: 5, height: 5))
        added.backgroundColor = .blue
        window.rootView.addSubview(added)
        let second = window.displayList()
        #expect(first == copyOfFirst)
        var fresh = DisplayList(size: .zero)
        window.displayList(into: &fresh)
        #expect(second == fresh)
        #expect(second != first)
        // Dropped lists: the window refills its kept storage; same content.
        for _ in 0..<3 { #expect(window.displayList() == fresh) }
        views[2].isHidden = true
        window.displayList(into: &fresh)
        #expect(window.displayList() == fresh)
        #expect(!fresh.commands.contains { if case .text = $0 { true } else { false } })
    }
}
