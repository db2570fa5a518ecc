import Strata

/// Stores a registration's undo under a new token and writes the token.
@MainActor
func register(_ e: WindowEntry, _ token: UnsafeMutablePointer<UInt64>?, _ undo: @escaping () -> Void) {
    let t = CRegistry.token()
    e.registrations[t] = undo
    token?.pointee = t
}

@c(strata_control_add_action) @MainActor
public func strata_control_add_action(_ control: OpaquePointer?, _ events: UInt32,
                                      _ callback: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UInt32) -> Void)?,
                                      _ context: UnsafeMutableRawPointer?, _ token: UnsafeMutablePointer<UInt64>?) -> Int32 {
    entry("strata_control_add_action") { () throws(CFailure) in
        let (e, c) = try typedView(control, as: Control.self, "control")
        guard let callback else { throw CFailure(.invalidArgument, "callback is NULL") }
        let window = e.window
        let action = Action(title: "C callback") { action in
            guard let sender = action.sender else { return }
            callback(context, CRegistry.handle(of: sender, in: window, retain: false), events)
        }
        let set = Control.Event(rawValue: events)
        c.addAction(action, for: set)
        register(window, token) { [weak c] in c?.removeAction(action, for: set) }
    }
}

@c(strata_view_observe_frame) @MainActor
public func strata_view_observe_frame(_ view: OpaquePointer?,
                                      _ callback: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> Void)?,
                                      _ context: UnsafeMutableRawPointer?, _ token: UnsafeMutablePointer<UInt64>?) -> Int32 {
    entry("strata_view_observe_frame") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        guard let callback else { throw CFailure(.invalidArgument, "callback is NULL") }
        let window = v.window, target = v.view
        let observation = target.observeFrame { old, new in
            let a = [old.origin.x, old.origin.y, old.size.width, old.size.height]
            let b = [new.origin.x, new.origin.y, new.size.width, new.size.height]
            a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in
                callback(context, CRegistry.handle(of: target, in: window, retain: false), pa.baseAddress, pb.baseAddress)
            } }
        }
        register(window, token) { observation.cancel() }
    }
}

@c(strata_view_observe_hidden) @MainActor
public func strata_view_observe_hidden(_ view: OpaquePointer?,
                                       _ callback: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, Bool) -> Void)?,
                                       _ context: UnsafeMutableRawPointer?, _ token: UnsafeMutablePointer<UInt64>?) -> Int32 {
    entry("strata_view_observe_hidden") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        guard let callback else { throw CFailure(.invalidArgument, "callback is NULL") }
        let window = v.window, target = v.view
        let observation = target.observeHidden { hidden in
            callback(context, CRegistry.handle(of: target, in: window, retain: false), hidden)
        }
        register(window, token) { observation.cancel() }
    }
}

@c(strata_window_observe_layout) @MainActor
public func strata_window_observe_layout(_ window: OpaquePointer?,
                                         _ callback: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?) -> Void)?,
                                         _ context: UnsafeMutableRawPointer?, _ token: UnsafeMutablePointer<UInt64>?) -> Int32 {
    entry("strata_window_observe_layout") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let callback else { throw CFailure(.invalidArgument, "callback is NULL") }
        let handle = CRegistry.pointer(e.handle)
        let observation = e.window.observeLayoutPasses { callback(context, handle) }
        register(e, token) { observation.cancel() }
    }
}

@c(strata_remove_observer) @MainActor
public func strata_remove_observer(_ window: OpaquePointer?, _ token: UInt64) -> Int32 {
    entry("strata_remove_observer") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let undo = e.registrations.removeValue(forKey: token) else {
            throw CFailure(.invalidArgument, "token \(token) is not a registration of this window")
        }
        undo()
    }
}
