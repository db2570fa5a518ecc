import Foundation
import Strata
import StrataAccessibilityBus
import StrataDBus
import Testing
import StrataTestHarness

/// What the bridge tells a screen reader beyond focus and edits, heard and
/// read through Debian's pyatspi on a private AT-SPI bus (the embedding
/// API; extents are window coordinates moved by `windowOrigin`):
/// `state-changed:showing`, `property-change:accessible-name`,
/// secure fields' bullets, relations, character extents and text
/// attributes.
@MainActor
@Suite("AT-SPI: events, relations and text layout through pyatspi", .serialized,
       .enabled(if: AtspiSession.isAvailable, "needs dbus-daemon, at-spi2-core, python3-pyatspi and gir1.2-atspi-2.0"))
struct AtspiEventsTests {
    /// A window of labels, buttons and fields in the built-in font at 20
    /// points (every character 12 wide, lines 24 tall: BuiltinFont's
    /// documented metrics, 0.6 and 1.2 of the size).
    @MainActor
    final class Page {
        let window = Window(size: Size(width: 320, height: 240))
        let status = Label(text: "Hello")
        let play = Button(title: "Play")
        let far = Button(title: "Far")
        let caption = Label(text: "Email")
        let email = TextField()
        let password = TextField()
        let notes = TextView()

        init() {
            window.timeline = Timeline(clock: ManualClock())
            status.font = .builtin(size: 20)
            status.textColor = Color(red: 1, green: 0, blue: 0)
            caption.font = .builtin(size: 20)
            email.font = .builtin(size: 20)
            email.text = "ada@x"
            email.accessibilityLabelledBy = caption
            password.isSecureTextEntry = true
            password.placeholder = "Password"
            notes.font = .builtin(size: 20)
            notes.text = "ab\ncd"
            notes.accessibilityLabel = "Notes"
            for (view, id) in [(status, "status"), (play, "play"), (far, "far"), (caption, "caption"), (email, "email"),
                               (password, "password"), (notes, "notes")] as [(View, String)] {
                view.identifier = id
            }
            let rows: [(View, Rect)] = [
                (status, Rect(x: 10, y: 10, width: 200, height: 24)),
                (play, Rect(x: 220, y: 10, width: 90, height: 30)),
                (caption, Rect(x: 10, y: 44, width: 80, height: 30)),
                (email, Rect(x: 100, y: 44, width: 200, height: 30)),
                (password, Rect(x: 100, y: 80, width: 200, height: 30)),
                (notes, Rect(x: 10, y: 116, width: 200, height: 70)),
                (far, Rect(x: 10, y: 200, width: 100, height: 30)),
            ]
            for (view, frame) in rows {
                view.frame = frame
                window.rootView.addSubview(view)
            }
            window.layoutIfNeeded()
        }
    }

    /// Publishes `page` as "StrataEvents" on the session's AT-SPI bus.
    private func publish(_ page: Page, in session: AtspiSession) throws -> AccessibilityBus {
        let sessionBus = try session.connectSession()
        defer { sessionBus.close() }
        let connection = try DBusConnection(addresses: DBusAddress.parse(AccessibilityBus.busAddress(session: sessionBus)),
                                            timeoutMilliseconds: 10_000)
        let bridge = AccessibilityBus(connection: connection, window: page.window, applicationName: "StrataEvents")
        bridge.windowOrigin = Point(x: 100, y: 50)
        try bridge.register()
        return bridge
    }

    /// Python that finds the application as `app` and views by identifier with `byId`.
    private static let prelude = """
        import sys, pyatspi
        from gi.repository import GLib
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
        matches = [a for a in apps if a is not None and a.name == "StrataEvents"]
        if not matches:
            print("no app")
            sys.exit(1)
        app = matches[0]
        def byId(ident):
            return pyatspi.findDescendant(app, lambda a: a is not None and a.get_accessible_id() == ident)

        """

    @Test func showingNameAndSecureTextEventsFollowTheModel() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let page = Page()
        let bridge = try publish(page, in: session)
        let ready = session.directory + "/ready"
        var acted = false
        let output = try session.runPython(Self.prelude + """
            for ident in ["status", "play", "far", "email", "password"]:
                a = byId(ident)
                print(ident, a.getRoleName(), repr(a.name), a.getState().contains(pyatspi.STATE_SHOWING))
            seen = []
            def on_event(e):
                try:
                    ident = e.source.get_accessible_id()
                except Exception:
                    return
                if e.type.startswith("object:text-changed"):
                    seen.append("%s %s %d %d %r" % (e.type, ident, e.detail1, e.detail2, e.any_data))
                elif e.type.startswith("object:property-change"):
                    seen.append("%s %s %r" % (e.type, ident, e.any_data))
                else:
                    seen.append("%s %s %d" % (e.type, ident, e.detail1))
                if len(seen) == 9:
                    pyatspi.Registry.stop()
            for kind in ["object:state-changed:showing", "object:property-change:accessible-name", "object:text-changed"]:
                pyatspi.Registry.registerEventListener(on_event, kind)
            GLib.timeout_add(300, lambda: open("\(ready)", "w").close())
            GLib.timeout_add(15000, lambda: pyatspi.Registry.stop())
            pyatspi.Registry.start()
            print("\\n".join(seen))
            print("password text", repr(byId("password").queryText().getText(0, -1)))
            print("email name", repr(byId("email").name))
            """, pump: { try bridge.connection.processIncoming() }, whileRunning: {
                guard !acted, FileManager.default.fileExists(atPath: ready) else { return }
                acted = true
                page.play.isHidden = true                          // showing 0
                page.status.text = "Ready"                         // a label's text: its name
                page.play.setTitle("Pause")                        // a button's title: the button's name
                page.play.isHidden = false                         // showing 1
                page.caption.text = "Work email"                   // the caption and the field it labels
                page.window.size = Size(width: 320, height: 150)   // "far" is now below the window
                page.window.layoutIfNeeded()
                page.far.accessibilityLabel = "Distant"
                _ = page.password.becomeFirstResponder()
                _ = page.window.insertText("pw")                   // bullets, never the text
            })
        #expect(output == """
            status label 'Hello' True
            play push button 'Play' True
            far push button 'Far' True
            email entry 'Email' True
            password password text 'Password' True
            object:state-changed:showing play 0
            object:property-change:accessible-name status 'Ready'
            object:property-change:accessible-name play 'Pause'
            object:state-changed:showing play 1
            object:property-change:accessible-name caption 'Work email'
            object:property-change:accessible-name email 'Work email'
            object:state-changed:showing far 0
            object:property-change:accessible-name far 'Distant'
            object:text-changed:insert password 0 2 '••'
            password text '••'
            email name 'Work email'

            """)
        #expect(page.password.text == "pw")
        #expect(session.lastErrors == "")
        bridge.stop()
    }

    @Test func relationsNameAFieldByItsLabel() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let page = Page()
        let bridge = try publish(page, in: session)
        let output = try session.runPython(Self.prelude + """
            def relations(a):
                out = []
                for r in a.getRelationSet():
                    targets = [r.getTarget(i).get_accessible_id() for i in range(r.getNTargets())]
                    out.append("%s->%s" % (r.getRelationType().value_nick, ",".join(targets)))
                return out
            for ident in ["email", "caption", "status"]:
                print(ident, relations(byId(ident)))
            """, pump: { try bridge.connection.processIncoming() })
        #expect(output == """
            email ['labelled-by->caption']
            caption ['label-for->email']
            status []

            """)
        #expect(session.lastErrors == "")
        bridge.stop()
    }

    @Test func characterExtentsAndAttributesComeFromTheLayout() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let page = Page()
        let bridge = try publish(page, in: session)
        let output = try session.runPython(Self.prelude + """
            D, W = pyatspi.DESKTOP_COORDS, pyatspi.WINDOW_COORDS
            status = byId("status").queryText()
            print("status", [tuple(status.getCharacterExtents(i, D)) for i in range(5)])
            print("status range", tuple(status.getRangeExtents(1, 3, W)))
            print("status at", status.getOffsetAtPoint(110 + 12 * 3 + 5, 65, D), status.getOffsetAtPoint(400, 65, D))
            email = byId("email").queryText()
            print("email", tuple(email.getCharacterExtents(0, W)), tuple(email.getCharacterExtents(4, D)))
            print("email at", email.getOffsetAtPoint(111 + 12 * 2 + 1, 50, W))
            notes = byId("notes").queryText()
            print("notes", tuple(notes.getCharacterExtents(3, W)), tuple(notes.getCharacterExtents(2, W)))
            print("notes at", notes.getOffsetAtPoint(15 + 2, 116 + 8 + 24 + 2, W), notes.getOffsetAtPoint(15 + 12 + 2, 150, W))
            run = status.getAttributeRun(2, True)
            print("run", sorted(run[0]), run[1], run[2])
            print("run without defaults", status.getAttributeRun(2, False))
            print("defaults", sorted(status.getDefaultAttributes().split(";")))
            print("attributes", sorted(status.getAttributes(0)[0].split(";")))
            print("email color", email.getAttributeValue(0, "fg-color"))
            """, pump: { try bridge.connection.processIncoming() })
        // The built-in font at 20 points: characters 12 wide, lines 24 tall.
        // The label's text starts at its top-left (110, 60 on the screen);
        // a field's at half a caret (1 point) in, centred: (30 - 24) / 2;
        // a text view's inside its 8-point top and 5-point left inset.
        #expect(output == """
            status [(110, 60, 12, 24), (122, 60, 12, 24), (134, 60, 12, 24), (146, 60, 12, 24), (158, 60, 12, 24)]
            status range (22, 10, 24, 24)
            status at 3 -1
            email (101, 47, 12, 24) (249, 97, 12, 24)
            email at 2
            notes (15, 148, 12, 24) (39, 124, 0, 24)
            notes at 3 4
            run ['family-name:builtin', 'fg-color:65535,0,0', 'size:20', 'style:normal', 'weight:400'] 0 5
            run without defaults [[], 0, 5]
            defaults ['family-name:builtin', 'fg-color:65535,0,0', 'size:20', 'style:normal', 'weight:400']
            attributes ['family-name:builtin', 'fg-color:65535,0,0', 'size:20', 'style:normal', 'weight:400']
            email color 0,0,0

            """)
        #expect(session.lastErrors == "")
        bridge.stop()
    }
}
