import Strata
import StrataAccessibilityBus
import StrataDBus

/// The window's AT-SPI bridge for C hosts (Docs/Accessibility.md): started
/// with one call, driven from the host's loop through a file descriptor.

@c(strata_accessibility_start) @MainActor
public func strata_accessibility_start(_ window: OpaquePointer?, _ applicationName: UnsafePointer<CChar>?,
                                       _ fd: UnsafeMutablePointer<Int32>?) -> Int32 {
    entry("strata_accessibility_start") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let name = try string(applicationName, "application_name")
        guard fd != nil else { throw CFailure(.invalidArgument, "fd is NULL") }
        if e.accessibility == nil {
            do {
                e.accessibility = try AccessibilityBus.start(window: e.window, applicationName: name)
            } catch {
                throw CFailure(.ioError, "the accessibility bus could not be reached: \(error)")
            }
        }
        try output(fd, e.accessibility?.connection.fileDescriptor ?? -1, "fd")
    }
}

@c(strata_accessibility_process) @MainActor
public func strata_accessibility_process(_ window: OpaquePointer?) -> Int32 {
    entry("strata_accessibility_process") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let bridge = e.accessibility else { return }
        do { try bridge.connection.processIncoming() } catch {
            bridge.stop()
            e.accessibility = nil
            throw CFailure(.ioError, "the accessibility bus connection broke: \(error)")
        }
    }
}

@c(strata_accessibility_wants_write) @MainActor
public func strata_accessibility_wants_write(_ window: OpaquePointer?, _ out: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_accessibility_wants_write") { () throws(CFailure) in
        try output(out, try CRegistry.window(window).accessibility?.connection.wantsWrite ?? false)
    }
}

@c(strata_accessibility_set_window_origin) @MainActor
public func strata_accessibility_set_window_origin(_ window: OpaquePointer?, _ x: Double, _ y: Double) -> Int32 {
    entry("strata_accessibility_set_window_origin") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let px = try finite(x, "x"), py = try finite(y, "y")
        e.accessibility?.windowOrigin = Point(x: px, y: py)
    }
}

@c(strata_accessibility_stop) @MainActor
public func strata_accessibility_stop(_ window: OpaquePointer?) -> Int32 {
    entry("strata_accessibility_stop") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        e.accessibility?.stop()
        e.accessibility = nil
    }
}
