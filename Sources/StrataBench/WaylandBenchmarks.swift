import Glibc
import Strata
import StrataRaster
import StrataWayland

/// The Wayland host and its keymap reader:
/// - `wayland.keymap.parse`: a full `us` keymap as sway sends it
///   (`Tests/Fixtures/XKB/us.xkb`, written by `xkbcli compile-keymap
///   --layout us`, 64 KB) read by `WaylandKeymap(text:)`. Target ≤ 2 ms.
/// - `host.wayland.present`, when `$WAYLAND_DISPLAY` names a compositor
///   (skipped otherwise, with a notice on standard error): a full
///   1280 × 720 frame (the HD window with 1,000 views) rasterized,
///   written to a `wl_shm` buffer, committed, and the compositor's round
///   trip; the wait for the last frame's callback (the compositor's
///   refresh) comes before the clock starts. Target ≤ the X11 host's
///   MIT-SHM present (`host.x11.present`).
/// - `host.wayland.damage`: a button's highlight in that window: the
///   display-list diff, the damaged rectangle redrawn, written and
///   committed, and a round trip. Target ≤ 0.25 ms.
/// - `host.wayland.roundtrip`: a `wl_display.sync` and its `done` alone,
///   with nothing committed: the floor under both (how long the
///   compositor takes to answer), for splitting their time.
@MainActor
func waylandBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    if let text = usKeymapText() {
        all.append(Benchmark("wayland.keymap.parse", n: text.count, perItem: false, quick: true) {
            { blackHole(try? WaylandKeymap(text: text)) }
        })
    } else {
        _ = "  wayland.keymap.parse: skipped (Tests/Fixtures/XKB/us.xkb not found)\n".withCString { write(2, $0, strlen($0)) }
    }
    guard let env = getenv("WAYLAND_DISPLAY"), env.pointee != 0 else {
        _ = "  host.wayland.*: skipped (no WAYLAND_DISPLAY)\n".withCString { write(2, $0, strlen($0)) }
        return all
    }
    let shared = LazyBox { () -> (WaylandHost, View)? in
        let window = benchmarkHDWindow(1_000)
        let button = Button(title: "Highlight")
        button.frame = Rect(x: 600, y: 340, width: 120, height: 44)
        window.rootView.addSubview(button)
        guard let host = try? WaylandHost(window: window, title: "strata-bench", scale: 1) else { return nil }
        // Wait (up to 5 s) for the first frame on screen.
        for _ in 0..<100 where !host.hasShownFirstFrame && host.isOpen {
            var pfd = pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if !host.hasPendingEvents { _ = poll(&pfd, 1, 50) }
            host.runOnce()
        }
        return host.hasShownFirstFrame ? (host, button) : nil
    }
    guard shared.value != nil else {
        _ = "  host.wayland.*: skipped (cannot open a window on WAYLAND_DISPLAY)\n".withCString { write(2, $0, strlen($0)) }
        return all
    }
    final class Toggle { var on = false }
    let toggle = Toggle()
    all += [
        Benchmark("host.wayland.present", n: 1280 * 720, quick: true) {
            guard let (host, _) = shared.value else { return {} }
            try? host.waitUntilReadyToPresent() // the compositor's refresh, untimed
            return { try? host.presentFullFrame() }
        },
        Benchmark("host.wayland.damage", n: 1, perItem: false, quick: true) {
            guard let (host, button) = shared.value else { return {} }
            try? host.waitUntilReadyToPresent() // the compositor's refresh, untimed
            // The colour alternates across repetitions (each repetition prepares anew).
            toggle.on.toggle()
            let color = toggle.on ? Color(red: 0, green: 0.3, blue: 0.66) : Color(red: 0, green: 0.48, blue: 1)
            return {
                button.backgroundColor = color
                try? host.presentDamage()
            }
        },
        Benchmark("host.wayland.roundtrip", n: 1, perItem: false, quick: true) {
            guard let (host, _) = shared.value else { return {} }
            try? host.waitUntilReadyToPresent() // the compositor's refresh, untimed
            return { try? host.connection.roundTrip() }
        },
    ]
    return all
}

/// The `us` keymap fixture, found from this file's place in the repository.
private func usKeymapText() -> [UInt8]? {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 3 else { return nil }
    parts.removeLast(3) // Sources/StrataBench/WaylandBenchmarks.swift
    let path = parts.joined(separator: "/") + "/Tests/Fixtures/XKB/us.xkb"
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if n == 0 { break }
        bytes += chunk.prefix(n)
    }
    return bytes.isEmpty ? nil : bytes
}
