import Foundation
import Strata
import StrataAccessibilityBus
import StrataDBus
import Testing
import StrataTestHarness

/// The bridge read as Orca reads it: a private session bus and AT-SPI bus,
/// a window published through the embedding API (`AccessibilityBus` over a
/// connection the test drives; no window server: extents are the window's
/// own coordinates moved by `windowOrigin`), and Debian's python3 with
/// pyatspi (the library Orca is built on) on the other side.
@MainActor
@Suite("AT-SPI: read through pyatspi", .serialized,
       .enabled(if: AtspiSession.isAvailable, "needs dbus-daemon, at-spi2-core, python3-pyatspi and gir1.2-atspi-2.0"))
struct AtspiScreenReaderTests {
    /// The window the tests read, and what its controls did.
    @MainActor
    final class Form {
        let window = Window(size: Size(width: 320, height: 240))
        let title = Label(text: "Sign in")
        let name = TextField()
        let play = Button(title: "Play")
        let volume = Slider()
        let sound = Switch()
        var presses = 0
        var volumes: [Double] = []

        init() {
            window.timeline = Timeline(clock: ManualClock())
            title.accessibilityTraits = [.staticText, .header]
            name.placeholder = "Name"
            volume.accessibilityLabel = "Volume"
            volume.value = 0.5
            sound.accessibilityLabel = "Sound"
            play.addAction(Action { [unowned self] _ in presses += 1 }, for: .primaryActionTriggered)
            volume.addAction(Action { [unowned self] _ in volumes.append(volume.value) }, for: .valueChanged)
            let rows: [(View, Rect)] = [
                (title, Rect(x: 10, y: 10, width: 200, height: 24)),
                (name, Rect(x: 10, y: 44, width: 200, height: 30)),
                (play, Rect(x: 10, y: 84, width: 100, height: 40)),
                (volume, Rect(x: 10, y: 134, width: 200, height: 28)),
                (sound, Rect(x: 10, y: 172, width: 51, height: 31)),
            ]
            for (view, frame) in rows {
                view.frame = frame
                window.rootView.addSubview(view)
            }
            window.layoutIfNeeded()
        }
    }

    /// Starts the session, publishes `form` as "StrataTest" and registers it.
    private func publish(_ form: Form, in session: AtspiSession) throws -> AccessibilityBus {
        let sessionBus = try session.connectSession()
        defer { sessionBus.close() }
        let address = try AccessibilityBus.busAddress(session: sessionBus)
        let connection = try DBusConnection(addresses: DBusAddress.parse(address), timeoutMilliseconds: 10_000)
        let bridge = AccessibilityBus(connection: connection, window: form.window, applicationName: "StrataTest")
        bridge.windowOrigin = Point(x: 100, y: 50)
        try bridge.register()
        return bridge
    }

    /// Python that finds the application "StrataTest" on the desktop as `app`.
    private static let findApplication = """
        import json, sys, pyatspi
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
        matches = [a for a in apps if a is not None and a.name == "StrataTest"]
        if not matches:
            print("no app among", [a.name for a in apps if a is not None])
            sys.exit(1)
        app = matches[0]
        def find(name):
            return pyatspi.findDescendant(app, lambda a: a is not None and a.name == name)

        """

    @Test func theTreeReadsAsTheModel() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let form = Form()
        let bridge = try publish(form, in: session)
        let output = try session.runPython(Self.findApplication + """
            def walk(a, depth):
                e = a.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                states = ",".join(sorted(pyatspi.stateToString(s) for s in a.getState().getStates()))
                print("%s%s|%s|%s|%d,%d,%d,%d" % ("  " * depth, a.getRoleName(), a.name, states, e.x, e.y, e.width, e.height))
                for i in range(a.childCount):
                    walk(a.getChildAtIndex(i), depth + 1)
            print("%s|%s|%d" % (app.getRoleName(), app.name, app.childCount))
            walk(app.getChildAtIndex(0), 0)
            """, pump: { try bridge.connection.processIncoming() })
        // The model, walked the same way: roles by AT-SPI's names, labels, frames moved by the window's origin.
        var expected = "application|StrataTest|1\n"
        func walk(_ view: View, _ depth: Int) {
            let f = view.accessibilityFrame
            let name = view === form.window.accessibilityRoot ? "StrataTest" : (view.accessibilityLabel ?? "")
            let states = Self.expectedStates[name] ?? "?"
            expected += String(repeating: "  ", count: depth)
                + "\(AtspiRole.name(view.accessibilityRole ?? .group))|\(name)|\(states)|"
                + "\(Int(f.minX) + 100),\(Int(f.minY) + 50),\(Int(f.width)),\(Int(f.height))\n"
            for child in view.accessibilityChildren { walk(child, depth + 1) }
        }
        walk(form.window.accessibilityRoot, 0)
        #expect(output == expected)
        #expect(session.lastErrors == "")
        #expect(output == """
            application|StrataTest|1
            frame|StrataTest|active,enabled,sensitive,showing,visible|100,50,320,240
              heading|Sign in|enabled,sensitive,showing,visible|110,60,200,24
              entry|Name|editable,enabled,focusable,sensitive,showing,single line,visible|110,94,200,30
              push button|Play|enabled,focusable,sensitive,showing,visible|110,134,100,40
              slider|Volume|enabled,focusable,sensitive,showing,visible|110,184,200,28
              toggle button|Sound|checkable,enabled,focusable,sensitive,showing,visible|110,222,51,31

            """)
        // Closing: the application leaves the desktop.
        bridge.stop()
        let after = try session.runPython("""
            import pyatspi
            desktop = pyatspi.Registry.getDesktop(0)
            print([desktop.getChildAtIndex(i).name for i in range(desktop.childCount)])
            """, pump: {})
        #expect(after == "[]\n")
    }

    /// The states each element of `Form` has, as pyatspi names them.
    static let expectedStates: [String: String] = [
        "StrataTest": "active,enabled,sensitive,showing,visible",
        "Sign in": "enabled,sensitive,showing,visible",
        "Name": "editable,enabled,focusable,sensitive,showing,single line,visible",
        "Play": "enabled,focusable,sensitive,showing,visible",
        "Volume": "enabled,focusable,sensitive,showing,visible",
        "Sound": "checkable,enabled,focusable,sensitive,showing,visible",
    ]

    @Test func actionsAndValuesDriveTheControls() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let form = Form()
        let bridge = try publish(form, in: session)
        let output = try session.runPython(Self.findApplication + """
            play = find("Play")
            action = play.queryAction()
            print("play", action.nActions, action.getName(0), action.doAction(0))
            volume = find("Volume").queryValue()
            print("volume", volume.minimumValue, volume.maximumValue, volume.currentValue, volume.minimumIncrement)
            volume.currentValue = 0.75
            print("volume now", volume.currentValue)
            slider = find("Volume").queryAction()
            print("slider actions", [slider.getName(i) for i in range(slider.nActions)], slider.doAction(0))
            sound = find("Sound")
            sound.queryAction().doAction(0)
            print("sound", sound.getState().contains(pyatspi.STATE_CHECKED), sound.queryValue().currentValue)
            """, pump: { try bridge.connection.processIncoming() })
        #expect(output == """
            play 1 click True
            volume 0.0 1.0 0.5 0.1
            volume now 0.75
            slider actions ['increment', 'decrement'] True
            sound True 1.0

            """)
        #expect(form.presses == 1)
        #expect(form.volumes == [0.75, 0.85])
        #expect(form.sound.isOn)
        bridge.stop()
    }

    @Test func textIsReadAndEditedAsTyping() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let form = Form()
        var seen: [String] = []
        let token = form.name.observeText { seen.append($0) }
        let bridge = try publish(form, in: session)
        let output = try session.runPython(Self.findApplication + """
            name = find("Name")
            print("interfaces", sorted(name.get_interfaces()))
            editable = name.queryEditableText()
            print("insert", editable.insertText(0, "Ada Lovelace", 12))
            text = name.queryText()
            print("text", text.characterCount, repr(text.getText(0, -1)), text.caretOffset)
            print("word", text.getTextAtOffset(5, pyatspi.TEXT_BOUNDARY_WORD_START))
            print("delete", editable.deleteText(0, 4))
            print("text", repr(text.getText(0, -1)), text.caretOffset)
            print("label", find("Sign in").queryText().getText(0, -1))
            """, pump: { try bridge.connection.processIncoming() })
        #expect(output == """
            interfaces ['Accessible', 'Action', 'Component', 'EditableText', 'Text']
            insert True
            text 12 'Ada Lovelace' 12
            word ('Lovelace', 4, 12)
            delete True
            text 'Lovelace' 0
            label Sign in

            """)
        #expect(form.name.text == "Lovelace")
        #expect(seen == ["Ada Lovelace", "Lovelace"])
        #expect(form.name.isFirstResponder)
        _ = token
        bridge.stop()
    }

    @Test func tabFiresFocusEventsInOrder() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let form = Form()
        let bridge = try publish(form, in: session)
        let ready = session.directory + "/ready"
        var tabbed = false
        let output = try session.runPython(Self.findApplication + """
            from gi.repository import GLib
            seen = []
            def on_event(event):
                if event.source.getApplication().name != "StrataTest":
                    return
                seen.append("%s %s %d" % (event.type, event.source.name, event.detail1))
                if len(seen) == 5:
                    pyatspi.Registry.stop()
            pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused")
            GLib.timeout_add(300, lambda: open("\(ready)", "w").close())
            GLib.timeout_add(15000, lambda: pyatspi.Registry.stop())
            pyatspi.Registry.start()
            print("\\n".join(seen))
            """, pump: { try bridge.connection.processIncoming() }, whileRunning: {
                guard !tabbed, FileManager.default.fileExists(atPath: ready) else { return }
                tabbed = true
                for _ in 0..<3 { _ = form.window.keyDown(.tab) }
            })
        #expect(output == """
            object:state-changed:focused Name 1
            object:state-changed:focused Name 0
            object:state-changed:focused Play 1
            object:state-changed:focused Play 0
            object:state-changed:focused Volume 1

            """)
        bridge.stop()
    }
}
