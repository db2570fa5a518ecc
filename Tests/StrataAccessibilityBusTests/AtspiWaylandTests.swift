import Foundation
import Glibc
import Strata
import StrataAccessibilityBus
import StrataScene
import StrataTestHarness
import Testing
@testable import StrataWayland

/// A window on a Wayland compositor read as Orca reads it: a real
/// `WaylandHost` on headless sway publishes the window itself when it
/// starts (`accessibilityBusAddress` points it at the test's private AT-SPI
/// bus), keys are typed with `wtype` (a virtual keyboard on sway's seat) as
/// a person types, and Debian's python3 with pyatspi reads the tree, hears
/// the events, presses the button, and sees the application leave when the
/// window closes.
@MainActor
@Suite("AT-SPI: a window on sway through WaylandHost", .serialized,
       .enabled(if: AtspiSession.isAvailable, "needs dbus-daemon, at-spi2-core, python3-pyatspi and gir1.2-atspi-2.0"),
       .enabled(if: Sway.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/wtype"),
                "needs sway, grim, setpriv and wtype (apt-get install sway grim wtype)"))
struct AtspiWaylandTests {
    /// An example scene shown by a `WaylandHost` on `sway`, published on the
    /// session's AT-SPI bus; pumped until it is on screen and focused.
    static func show(_ example: String, title: String, sway: Sway, session: AtspiSession) throws
        -> (SceneWorld, WaylandHost)
    {
        let text = try #require(BuiltinScenes.all.first { $0.name == example }).text
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: example + ".json"))
        let fd = try WaylandSocket.connect(path: sway.runtime.appendingPathComponent(sway.display).path)
        let host = try WaylandHost(window: world.window, title: title, scale: 1,
                                   connection: WaylandConnection(fileDescriptor: fd))
        host.appID = "strata"
        var shown = false
        host.onFirstFrame = { _, _ in shown = true }
        let sessionBus = try session.connectSession()
        defer { sessionBus.close() }
        host.accessibilityBusAddress = try AccessibilityBus.busAddress(session: sessionBus)
        host.start()
        let start = monotonicMilliseconds()
        while !(shown && world.window.isKeyWindow) && host.isOpen && monotonicMilliseconds() - start < 10_000 {
            try pump(host)
        }
        #expect(shown && world.window.isKeyWindow)
        return (world, host)
    }

    /// Handles what arrived for the host and its bridge (waits 10 ms at most).
    static func pump(_ host: WaylandHost) throws {
        var fds = [pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        if let bridge = host.accessibility {
            fds.append(pollfd(fd: bridge.connection.fileDescriptor, events: Int16(POLLIN), revents: 0))
        }
        if !host.hasPendingEvents { _ = poll(&fds, nfds_t(fds.count), 10) }
        host.runOnce()
        try host.accessibility?.connection.processIncoming()
    }

    @Test func theLoginFormIsReadTypedIntoAndSubmittedOnSway() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let sway = try Sway()
        let (world, host) = try Self.show("login-form", title: "Login", sway: sway, session: session)
        defer { host.close() }
        #expect(host.accessibility != nil)
        let signIn = try #require(world.view("signIn") as? Button)
        var presses = 0
        signIn.addAction(Action { _ in presses += 1 }, for: .primaryActionTriggered)
        let ready = session.directory + "/ready"
        var typist: ChildProcess?
        let keys = try sway.created("wtype.log")
        let output = try session.runPython(AtspiX11WalkTests.findApplication("Login") + """
            walk(app, 0)
            def finish():
                print("user", repr(find("entry", "Name").queryText().getText(0, -1)))
                button = find("push button", "Sign in")
                e = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                print("button", e.x, e.y, e.width, e.height)
                action = button.queryAction()
                print("press", action.getName(0), action.doAction(0))
                pyatspi.Registry.stop()
                return False
            def on_event(e):
                if record(e) and e.type == "object:state-changed:focused" and e.detail1 == 1 and e.source.getRoleName() == "push button":
                    GLib.idle_add(finish)
            for kind in ["object:state-changed:focused", "object:text-changed:insert"]:
                pyatspi.Registry.registerEventListener(on_event, kind)
            GLib.timeout_add(300, lambda: open("\(ready)", "w").close())
            GLib.timeout_add(15000, lambda: pyatspi.Registry.stop())
            pyatspi.Registry.start()
            print("\\n".join(seen))
            """, pump: { try Self.pump(host) }, whileRunning: {
                guard typist == nil, FileManager.default.fileExists(atPath: ready) else { return }
                typist = try? sway.start(["/usr/bin/wtype", "-s", "300", "-d", "60", "-k", "Tab", "-s", "60", "ada",
                                          "-s", "60", "-k", "Tab", "-s", "60", "-k", "Tab"], stdout: keys, stderr: keys)
            })
        typist?.waitUntilExit()
        let frame = signIn.windowFrame
        #expect(output == """
            application|Login|
              frame|Login|active,enabled,sensitive,showing,visible
                label|Sign in|enabled,sensitive,showing,visible
                entry|Name|editable,enabled,focusable,sensitive,showing,single line,visible
                password text|Password|editable,enabled,focusable,sensitive,showing,single line,visible
                push button|Sign in|enabled,focusable,sensitive,showing,visible
            user 'ada'
            button \(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) \(Int(frame.height))
            press click True
            object:state-changed:focused Name 1
            object:text-changed:insert Name 0 1 'a'
            object:text-changed:insert Name 1 1 'd'
            object:text-changed:insert Name 2 1 'a'
            object:state-changed:focused Name 0
            object:state-changed:focused Password 1
            object:state-changed:focused Password 0
            object:state-changed:focused Sign in 1

            """)
        #expect(presses == 1)
        #expect((world.view("user") as? TextField)?.text == "ada")
        #expect(session.lastErrors == "")

        // Closing the window takes the application off the desktop.
        host.close()
        #expect(host.accessibility == nil)
        let after = try session.runPython("""
            import pyatspi
            desktop = pyatspi.Registry.getDesktop(0)
            apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
            print(len([a for a in apps if a is not None and a.name == "Login"]))
            """, pump: {})
        #expect(after == "0\n")
    }

    @Test func aRetitledWindowIsRenamedAndAShownWindowRepublished() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let sway = try Sway()
        let (_, host) = try Self.show("login-form", title: "Login", sway: sway, session: session)
        defer { host.close() }
        try host.setTitle("Sign-in form")
        let renamed = try session.runPython(AtspiX11WalkTests.findApplication("Sign-in form") + """
            print(app.name, app.getChildAtIndex(0).name)
            """, pump: { try Self.pump(host) })
        #expect(renamed == "Sign-in form Sign-in form\n")
        let text = try #require(BuiltinScenes.all.first { $0.name == "gamepad-menu" }).text
        let game = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "gamepad-menu.json"))
        try host.show(game.window, title: "Game")
        let republished = try session.runPython(AtspiX11WalkTests.findApplication("Game") + """
            walk(app.getChildAtIndex(0), 0)
            print(len([a for a in [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
                       if a is not None and a.name in ("Login", "Sign-in form")]))
            """, pump: { try Self.pump(host) })
        #expect(republished.hasPrefix("frame|Game|"))
        #expect(republished.contains("push button|Load|"))
        #expect(republished.hasSuffix("\n0\n"))
    }
}
