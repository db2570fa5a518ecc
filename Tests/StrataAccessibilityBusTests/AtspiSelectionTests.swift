import Foundation
import Strata
import StrataAccessibilityBus
import StrataDBus
import StrataScene
import Testing
import StrataTestHarness

/// `Selection` on a page tab list (a segmented control) and a list (a
/// collection view), read and driven through pyatspi as Orca and
/// automation tools do, with the `object:state-changed:selected` and
/// `object:selection-changed` events they hear.
@MainActor
@Suite("AT-SPI: Selection through pyatspi", .serialized,
       .enabled(if: AtspiSession.isAvailable, "needs dbus-daemon, at-spi2-core, python3-pyatspi and gir1.2-atspi-2.0"))
struct AtspiSelectionTests {
    static let scene = """
        { "window": { "width": 320, "height": 300 },
          "views": [
            { "id": "level", "type": "segmented", "segments": ["Easy", "Normal", "Hard"], "selectedSegment": 1,
              "frame": [10, 10, 300, 30] },
            { "id": "list", "type": "list", "layout": "list", "rowHeight": 40, "frame": [10, 50, 300, 240],
              "items": [ { "title": "Inbox" }, { "title": "Drafts" }, { "title": "Sent" } ],
              "cell": { "id": "row", "type": "label", "bind": "title" } } ] }
        """

    @Test func tabListsAndListsSelectThroughSelection() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let world = SceneWorld(scene: try SceneDecoder.decode(text: Self.scene, fileName: "selection.json"))
        world.window.layoutIfNeeded()
        let level = try #require(world.view("level") as? SegmentedControl)
        let list = try #require(world.view("list") as? CollectionView)
        var levelActions = 0
        level.addAction(Action { _ in levelActions += 1 }, for: .valueChanged)
        var heard: [String] = []
        let token = list.observeSelection { path, selected in heard.append("\(path.item) \(selected)") }
        let sessionBus = try session.connectSession()
        let address = try AccessibilityBus.busAddress(session: sessionBus)
        sessionBus.close()
        let bridge = try AccessibilityBus.start(window: world.window, applicationName: "Picker", busAddress: address)
        let output = try session.runPython("""
            import sys, pyatspi
            from gi.repository import GLib
            desktop = pyatspi.Registry.getDesktop(0)
            app = [a for a in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)) if a and a.name == "Picker"][0]
            def by_role(role):
                return pyatspi.findDescendant(app, lambda a: a is not None and a.getRoleName() == role)
            seen = []
            def on_event(e):
                if e.source.getApplication().name != "Picker":
                    return
                seen.append("%s %s %s %d" % (e.type, e.source.getRoleName(), e.source.name or e.source.getIndexInParent(), e.detail1))
                if len(seen) == 5:
                    pyatspi.Registry.stop()
            def drive():
                tabs = by_role("page tab list")
                sel = tabs.querySelection()
                print("tabs", tabs.childCount, sel.nSelectedChildren, sel.getSelectedChild(0).name,
                      [sel.isChildSelected(i) for i in range(tabs.childCount)], "Selection" in tabs.get_interfaces())
                print("select Hard", sel.selectChild(2), sel.getSelectedChild(0).name, sel.nSelectedChildren)
                print("deselect Hard", sel.deselectChild(2), sel.clearSelection(), sel.nSelectedChildren)
                rows = by_role("list")
                lsel = rows.querySelection()
                print("list", rows.childCount, lsel.nSelectedChildren, [rows.getChildAtIndex(i).getRoleName() for i in range(rows.childCount)])
                print("select Drafts", lsel.selectChild(1), lsel.nSelectedChildren, lsel.getSelectedChild(0).getIndexInParent(),
                      lsel.isChildSelected(1), pyatspi.STATE_SELECTED in rows.getChildAtIndex(1).getState().getStates())
                print("out of range", lsel.selectChild(7), lsel.isChildSelected(-1), lsel.getSelectedChild(3) is None)
                return False
            for kind in ["object:state-changed:selected", "object:selection-changed"]:
                pyatspi.Registry.registerEventListener(on_event, kind)
            GLib.idle_add(drive)
            GLib.timeout_add(15000, lambda: pyatspi.Registry.stop())
            pyatspi.Registry.start()
            print("\\n".join(seen))
            """, pump: {
                var ready = pollfd(fd: bridge.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, 10)
                try bridge.connection.processIncoming()
            })
        #expect(output == """
            tabs 3 1 Normal [False, True, False] True
            select Hard True Hard 1
            deselect Hard False False 1
            list 3 0 ['list item', 'list item', 'list item']
            select Drafts True 1 1 True True
            out of range False False True
            object:selection-changed page tab list 0 0
            object:state-changed:selected page tab Normal 0
            object:state-changed:selected page tab Hard 1
            object:selection-changed list 1 0
            object:state-changed:selected list item 1 1

            """)
        #expect(level.selectedSegmentIndex == 2)
        #expect(levelActions == 1)
        #expect(list.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0)])
        #expect(heard == ["1 true"])
        #expect(session.lastErrors == "")
        _ = token
        bridge.stop()
    }
}
