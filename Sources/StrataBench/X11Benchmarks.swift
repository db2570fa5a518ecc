import Dispatch
import Glibc
import Strata
import StrataRaster
import StrataX11

/// The X11 host, when `$DISPLAY` names a server (skipped otherwise, with a
/// notice on standard error):
/// - `host.x11.present`: a full 1280×720 frame (the HD window with 1,000
///   views) rasterized, sent (MIT-SHM when the server offers it) and
///   acknowledged by the server. Target ≤ 4 ms.
/// - `host.x11.present.4k`: the same window at scale 3, 3840 × 2160
///   pixels. Target ≤ 12 ms.
/// - `host.x11.damage`: a button's highlight in that window: display-list
///   diff, the damaged rectangle redrawn and sent, acknowledged. Target
///   ≤ 0.5 ms.
/// - `host.x11.present.after_idle`, `host.x11.damage.after_idle`: the same
///   two, each repetition begun after a pause of one 60 Hz frame
///   (16.7 ms, untimed) — as `host.wayland.*` are, which wait for the
///   compositor's frame callback — so the two hosts are compared alike:
///   back to back, a frame finds its data in the processor's caches; after
///   a frame's pause, as a program drawing at 60 Hz does, it does not.
@MainActor
func x11Benchmarks() -> [Benchmark] {
    let shared = LazyBox { () -> (X11Host, View)? in
        let window = benchmarkHDWindow(1_000)
        let button = Button(title: "Highlight")
        button.frame = Rect(x: 600, y: 340, width: 120, height: 44)
        window.rootView.addSubview(button)
        do {
            let host = try X11Host(window: window, title: "strata-bench", scale: 1)
            // Wait (up to 5 s) for the window to be mapped and drawn once.
            for _ in 0..<100 where !host.hasShownFirstFrame {
                var pfd = pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&pfd, 1, 50)
                host.runOnce()
            }
            guard host.hasShownFirstFrame else { return nil }
            return (host, button)
        } catch {
            return nil
        }
    }
    // The same window at scale 3: 3840 × 2160 pixels (opened on first use).
    let shared4K = LazyBox { () -> X11Host? in
        guard let host = try? X11Host(window: benchmarkHDWindow(1_000), title: "strata-bench 4K", scale: 3) else {
            return nil
        }
        for _ in 0..<100 where !host.hasShownFirstFrame {
            var pfd = pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 50)
            host.runOnce()
        }
        return host.hasShownFirstFrame ? host : nil
    }
    final class Toggle { var on = false }
    let toggle = Toggle()
    guard let env = getenv("DISPLAY"), env.pointee != 0 else {
        _ = "  host.x11.*: skipped (no DISPLAY)\n".withCString { write(2, $0, strlen($0)) }
        return []
    }
    guard shared.value != nil else {
        _ = "  host.x11.*: skipped (cannot open a window on DISPLAY)\n".withCString { write(2, $0, strlen($0)) }
        return []
    }
    return [
        Benchmark("host.x11.present", n: 1280 * 720, quick: true) {
            guard let (host, _) = shared.value else { return {} }
            return { try? host.presentFullFrame() }
        },
        Benchmark("host.x11.present.4k", n: 3840 * 2160, quick: true) {
            guard let host = shared4K.value else { return {} }
            return { try? host.presentFullFrame() }
        },
        Benchmark("host.x11.damage", n: 1, perItem: false, quick: true) {
            guard let (host, button) = shared.value else { return {} }
            // The colour alternates across repetitions (each repetition
            // prepares anew: a flag local to it would set the same colour
            // every time after the first, and time a present with no damage).
            toggle.on.toggle()
            let color = toggle.on ? Color(red: 0, green: 0.3, blue: 0.66) : Color(red: 0, green: 0.48, blue: 1)
            return {
                button.backgroundColor = color
                try? host.present()
                try? host.connection.sync()
            }
        },
        Benchmark("host.x11.present.after_idle", n: 1280 * 720, quick: false) {
            guard let (host, _) = shared.value else { return {} }
            usleep(16_667) // one frame at 60 Hz, untimed
            return { try? host.presentFullFrame() }
        },
        Benchmark("host.x11.damage.after_idle", n: 1, perItem: false, quick: false) {
            guard let (host, button) = shared.value else { return {} }
            toggle.on.toggle()
            let color = toggle.on ? Color(red: 0, green: 0.3, blue: 0.66) : Color(red: 0, green: 0.48, blue: 1)
            usleep(16_667) // one frame at 60 Hz, untimed
            return {
                button.backgroundColor = color
                try? host.present()
                try? host.connection.sync()
            }
        },
    ]
}
