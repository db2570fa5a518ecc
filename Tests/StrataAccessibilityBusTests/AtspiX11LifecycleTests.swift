import Foundation
import Strata
import StrataAccessibilityBus
import StrataDBus
import StrataScene
import Testing
import StrataTestHarness
@testable import StrataX11

/// A real `X11Host` on Xvfb as a screen reader sees it over its life: the
/// window shown (`state-changed:showing`, `window:activate`), idle (no
/// message on the bus, counted by Debian's `dbus-monitor`, and no CPU),
/// a long list scrolled by the pointer's wheel through XTEST (its children
/// read again are the model's), and closed (the application leaves the
/// desktop).
/// Debian's bus monitor (`dbus-bin`).
let dbusMonitor = "/usr/bin/dbus-monitor"

@MainActor
@Suite("AT-SPI: an X11 window's life through pyatspi", .serialized,
       .enabled(if: AtspiSession.isAvailable, "needs dbus-daemon, at-spi2-core, python3-pyatspi and gir1.2-atspi-2.0"),
       .enabled(if: AtspiSession.hasXvfb, "needs Xvfb (apt-get install xvfb)"),
       .enabled(if: FileManager.default.isExecutableFile(atPath: dbusMonitor), "needs dbus-monitor (apt-get install dbus-bin)"))
struct AtspiX11LifecycleTests {

    /// The CPU time this thread has used, in microseconds.
    static func threadCPUMicroseconds() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return t.tv_sec * 1_000_000 + t.tv_nsec / 1_000
    }

    /// The lines of `file` that name `sender` as the sender.
    static func messages(in file: String, from sender: String) -> [String] {
        let text = fileText(file) ?? ""
        return text.split(separator: "\n").filter { $0.contains("sender=\(sender) ") }.map(String.init)
    }

    @Test func theWindowIsActivatedStaysQuietWhenIdleAndLeavesWhenClosed() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let display = try session.startXvfb()
        let ready = session.directory + "/ready"
        var shown: (SceneWorld, X11Host)?
        // 1. Shown: pyatspi listens first, then the host starts and registers.
        let heard = try session.runPython("""
            import pyatspi
            from gi.repository import GLib
            seen = []
            def on_event(e):
                try:
                    if e.source.getApplication().name != "Game":
                        return
                except Exception:
                    return
                if e.type.startswith("window:activate"):
                    seen.append("%s %s %s %r" % (e.type, e.source.getRoleName(), e.source.name, e.any_data))
                    pyatspi.Registry.stop()
                else:
                    seen.append("%s %s %s %d" % (e.type, e.source.getRoleName(), e.source.name, e.detail1))
            pyatspi.Registry.registerEventListener(on_event, "window:activate", "object:state-changed:showing")
            GLib.timeout_add(300, lambda: open("\(ready)", "w").close())
            GLib.timeout_add(15000, lambda: pyatspi.Registry.stop())
            pyatspi.Registry.start()
            print("\\n".join(seen))
            """, pump: {
                if let shown { try AtspiX11WalkTests.pump(shown.1) } else { usleep(10_000) }
            }, whileRunning: {
                guard shown == nil, FileManager.default.fileExists(atPath: ready) else { return }
                shown = try? AtspiX11WalkTests.show("gamepad-menu", title: "Game", display: display, session: session)
            })
        #expect(heard == """
            object:state-changed:showing frame Game 1
            window:activate frame Game 'Game'

            """)
        let (world, host) = try #require(shown)
        defer { host.close() }
        let bridge = try #require(host.accessibility)
        let sender = bridge.connection.uniqueName

        // 2. Idle: dbus-monitor on the AT-SPI bus logs every message the
        // bridge sends. An announcement shows the monitor hears it; then
        // nothing for 1.5 s, and the host's loop never wakes.
        let sessionBus = try session.connectSession()
        let address = try AccessibilityBus.busAddress(session: sessionBus)
        sessionBus.close()
        let log = session.directory + "/monitor.log"
        _ = try session.start([dbusMonitor, "--address", address, "sender='\(sender)'"], extra: [], output: log)
        let start = monotonicMilliseconds()
        var announced = false
        while monotonicMilliseconds() - start < 10_000 {
            try AtspiX11WalkTests.pump(host)
            if monotonicMilliseconds() - start >= 500, !announced {
                announced = true
                world.window.postAccessibilityNotification(.announcement("Ready"))
            }
            if Self.messages(in: log, from: sender).contains(where: { $0.contains("member=Announcement") }) { break }
        }
        let before = Self.messages(in: log, from: sender)
        #expect(before.count == 1)
        #expect(before.first?.contains("member=Announcement") == true)
        var fds = [pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: bridge.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        var wakeups = 0
        let cpuStart = Self.threadCPUMicroseconds()
        let idleStart = monotonicMilliseconds()
        while monotonicMilliseconds() - idleStart < 1_500 {
            if poll(&fds, nfds_t(fds.count), 100) > 0 {
                wakeups += 1
                host.runOnce()
                try bridge.connection.processIncoming()
            }
        }
        let cpu = Self.threadCPUMicroseconds() - cpuStart
        usleep(100_000)   // what was sent has reached the monitor's log
        #expect(Self.messages(in: log, from: sender) == before)
        #expect(wakeups == 0)
        #expect(cpu < 15_000, "an idle window used \(cpu) µs of CPU in 1.5 s")

        // 3. Closed: the application is gone from the desktop.
        host.close()
        let after = try session.runPython("""
            import pyatspi
            desktop = pyatspi.Registry.getDesktop(0)
            print([desktop.getChildAtIndex(i).name for i in range(desktop.childCount)])
            """, pump: {})
        #expect(after == "[]\n")
        #expect(session.lastErrors == "")
    }

    @Test func aListScrolledByThePointerReportsItsChildren() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let display = try session.startXvfb()
        let (world, host) = try AtspiX11WalkTests.show("long-list", title: "List", display: display, session: session)
        defer { host.close() }
        let list = try #require(world.view("list"))
        /// The visible rows as the model has them: each cell's labels.
        func rows() -> String {
            list.accessibilityChildren.map { cell in
                cell.accessibilityChildren.map { $0.accessibilityLabel ?? "" }.joined(separator: "|")
            }.joined(separator: "; ")
        }
        let rowsBefore = rows()
        let keyboard = try AtspiX11WalkTests.Keyboard(display: display)
        defer { keyboard.connection.close() }
        try keyboard.move(x: 100, y: 200)
        let ready = session.directory + "/ready", scrolled = session.directory + "/scrolled"
        var clicks = 0, last = 0, rowsAfter = ""
        let output = try session.runPython(AtspiX11WalkTests.findApplication("List") + """
            import os
            lst = pyatspi.findDescendant(app, lambda a: a is not None and a.getRoleName() == "list")
            def rows():
                out = []
                for i in range(lst.childCount):
                    cell = lst.getChildAtIndex(i)
                    out.append("|".join(cell.getChildAtIndex(j).name for j in range(cell.childCount)))
                return "; ".join(out)
            print("before", rows())
            heard = []
            def on_event(e):
                if record(e):
                    heard.append(e.type)
            pyatspi.Registry.registerEventListener(on_event, "object:children-changed",
                                                   "object:property-change:accessible-name")
            def check():
                if not os.path.exists("\(scrolled)"):
                    return True
                print("after", rows())
                print("heard", len(heard) > 0)
                pyatspi.Registry.stop()
                return False
            GLib.timeout_add(300, lambda: open("\(ready)", "w").close())
            GLib.timeout_add(100, check)
            GLib.timeout_add(15000, lambda: pyatspi.Registry.stop())
            pyatspi.Registry.start()
            """, pump: { try AtspiX11WalkTests.pump(host) }, whileRunning: {
                guard FileManager.default.fileExists(atPath: ready),
                      monotonicMilliseconds() - last >= (clicks < 8 ? 60 : 400) else { return }
                last = monotonicMilliseconds()
                if clicks < 8 {
                    clicks += 1     // the wheel down: button 5 pressed and released
                    _ = keyboard.connection.send(keyboard.fakeInput(type: 4, detail: 5))
                    _ = keyboard.connection.send(keyboard.fakeInput(type: 5, detail: 5))
                    try? keyboard.connection.sync()
                } else if clicks == 8 {
                    clicks += 1
                    rowsAfter = rows()
                    _ = FileManager.default.createFile(atPath: scrolled, contents: nil)
                }
            })
        #expect(rowsBefore != rowsAfter)
        #expect(output == "before \(rowsBefore)\nafter \(rowsAfter)\nheard True\n")
        #expect(session.lastErrors == "")
    }
}
