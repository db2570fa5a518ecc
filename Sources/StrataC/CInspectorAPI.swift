import Strata

/// The inspector's overlay from C (`Window.isInspecting`, Docs/Tools.md):
/// outlines every view and describes the focused one, drawn at the end of
/// the display list so the host draws it like any command.
@c(strata_window_set_inspecting) @MainActor
public func strata_window_set_inspecting(_ window: OpaquePointer?, _ on: Bool) -> Int32 {
    entry("strata_window_set_inspecting") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        e.change { e.window.isInspecting = on }
    }
}

/// Whether the window shows the inspector's overlay.
@c(strata_window_is_inspecting) @MainActor
public func strata_window_is_inspecting(_ window: OpaquePointer?, _ out: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_is_inspecting") { () throws(CFailure) in
        try output(out, try CRegistry.window(window).window.isInspecting)
    }
}
