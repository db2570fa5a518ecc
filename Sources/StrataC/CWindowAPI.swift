import Strata
import StrataScene

/// Makes a window entry with a manual or Dispatch clock.
@MainActor
func makeWindow(width: Double, height: Double, scale: Double?, rightToLeft: Bool, dispatchClock: Bool) throws(CFailure) -> OpaquePointer {
    let w = try finite(width, "width"), h = try finite(height, "height")
    guard w >= 0, h >= 0 else { throw CFailure(.invalidArgument, "the size must not be negative, got \(w) x \(h)") }
    if let scale, !(scale > 0 && scale.isFinite) { throw CFailure(.invalidArgument, "scale must be positive, got \(scale)") }
    let window = Window(size: Size(width: w, height: h))
    window.scale = scale
    window.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let clock: ManualClock? = dispatchClock ? nil : ManualClock()
    window.timeline = Timeline(clock: clock ?? DispatchClock())
    return CRegistry.add(WindowEntry(window: window, clock: clock))
}

@c(strata_window_create) @MainActor
public func strata_window_create(_ width: Double, _ height: Double) -> OpaquePointer? {
    handleEntry("strata_window_create") { () throws(CFailure) in
        try makeWindow(width: width, height: height, scale: nil, rightToLeft: false, dispatchClock: false)
    }
}

@c(strata_window_create_ex) @MainActor
public func strata_window_create_ex(_ width: Double, _ height: Double, _ scale: Double, _ rightToLeft: Bool,
                                    _ dispatchClock: Bool) -> OpaquePointer? {
    handleEntry("strata_window_create_ex") { () throws(CFailure) in
        try makeWindow(width: width, height: height, scale: scale == 0 ? nil : scale, rightToLeft: rightToLeft,
                       dispatchClock: dispatchClock)
    }
}

@c(strata_window_destroy) @MainActor
public func strata_window_destroy(_ window: OpaquePointer?) {
    _ = entry("strata_window_destroy") { () throws(CFailure) in
        CRegistry.destroy(try CRegistry.window(window))
    }
}

@c(strata_window_set_size) @MainActor
public func strata_window_set_size(_ window: OpaquePointer?, _ width: Double, _ height: Double) -> Int32 {
    entry("strata_window_set_size") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let w = try finite(width, "width"), h = try finite(height, "height")
        guard w >= 0, h >= 0 else { throw CFailure(.invalidArgument, "the size must not be negative") }
        e.change { e.window.size = Size(width: w, height: h) }
    }
}

/// Replaces the window's content with a decoded scene (its size, direction,
/// views and constraints); the window keeps its clock and handle, and
/// handles to the views it had end.
@MainActor
func load(_ scene: Scene, into e: WindowEntry) {
    let world = SceneWorld(scene: scene)
    world.window.timeline = Timeline(clock: e.clock ?? DispatchClock())
    CRegistry.endViewHandles(of: e)
    e.owned.removeAll()
    e.world = world
    e.window = world.window
    world.window.layoutIfNeeded()
}

@c(strata_window_load_scene_json) @MainActor
public func strata_window_load_scene_json(_ window: OpaquePointer?, _ json: UnsafePointer<CChar>?) -> Int32 {
    entry("strata_window_load_scene_json") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let text = try string(json, "json")
        do throws(SceneErrors) {
            load(try SceneDecoder.decode(text: text, fileName: "scene.json"), into: e)
        } catch {
            throw CFailure(.sceneError, error.errors.map(\.description).joined(separator: "\n"))
        }
    }
}

@c(strata_window_load_scene_file) @MainActor
public func strata_window_load_scene_file(_ window: OpaquePointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    entry("strata_window_load_scene_file") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let file = try string(path, "path")
        do throws(SceneErrors) {
            load(try Scene.load(path: file), into: e)
        } catch {
            let unreadable = error.errors.count == 1 && error.errors[0].message.hasPrefix(Scene.unreadableMessage + ":")
            throw CFailure(unreadable ? .ioError : .sceneError, error.errors.map(\.description).joined(separator: "\n"))
        }
    }
}

@c(strata_window_view) @MainActor
public func strata_window_view(_ window: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> OpaquePointer? {
    handleEntry("strata_window_view") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let name = try string(id, "id")
        let found = e.world?.view(name) ?? e.window.rootView.viewWithIdentifier(name)
            ?? e.owned.first { $0.identifier == name }
        guard let view = found else { throw CFailure(.notFound, "no view with id '\(name)'") }
        return CRegistry.handle(of: view, in: e)
    }
}

@c(strata_window_root_view) @MainActor
public func strata_window_root_view(_ window: OpaquePointer?) -> OpaquePointer? {
    handleEntry("strata_window_root_view") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        return CRegistry.handle(of: e.window.rootView, in: e)
    }
}

@c(strata_window_layout) @MainActor
public func strata_window_layout(_ window: OpaquePointer?) -> Int32 {
    entry("strata_window_layout") { () throws(CFailure) in
        try CRegistry.window(window).window.layoutIfNeeded()
    }
}

@c(strata_window_advance) @MainActor
public func strata_window_advance(_ window: OpaquePointer?, _ seconds: Double) -> Int32 {
    entry("strata_window_advance") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let s = try finite(seconds, "seconds")
        guard s >= 0 else { throw CFailure(.invalidArgument, "time cannot go backwards (\(s) seconds)") }
        guard let clock = e.clock else { throw CFailure(.wrongKind, "the window runs on a Dispatch clock; time moves by itself") }
        clock.advance(by: s)
        e.window.layoutIfNeeded()
    }
}

@c(strata_window_time) @MainActor
public func strata_window_time(_ window: OpaquePointer?, _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    entry("strata_window_time") { () throws(CFailure) in
        try output(out, try CRegistry.window(window).window.timeline.now)
    }
}

@c(strata_constraint_add) @MainActor
public func strata_constraint_add(_ window: OpaquePointer?, _ equation: UnsafePointer<CChar>?) -> Int32 {
    entry("strata_constraint_add") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let text = try string(equation, "equation")
        let parsed: SceneEquation
        do {
            parsed = try SceneEquationParser.parse(text)
        } catch {
            throw CFailure(.equationError, "\(error)")
        }
        @MainActor func find(_ id: String) throws(CFailure) -> View {
            let found = id == "root" ? e.window.rootView
                : e.world?.view(id) ?? e.window.rootView.viewWithIdentifier(id) ?? e.owned.first { $0.identifier == id }
            guard let view = found else { throw CFailure(.notFound, "no view with id '\(id)' in '\(text)'") }
            guard view.window === e.window else { throw CFailure(.invalidArgument, "'\(id)' is not in the window") }
            return view
        }
        let first = try find(parsed.first.item)
        let second: View? = try parsed.second.map { anchor throws(CFailure) in try find(anchor.item) }
        e.change {
            if first !== e.window.rootView { first.translatesAutoresizingMaskIntoConstraints = false }
            if let second, second !== e.window.rootView { second.translatesAutoresizingMaskIntoConstraints = false }
            parsed.makeConstraint(first: first, second: second).isActive = true
        }
    }
}
