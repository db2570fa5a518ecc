import Strata

/// A point from finite coordinates, or a failure naming the one that is not.
func point(_ x: Double, _ y: Double, _ xName: String = "x", _ yName: String = "y") throws(CFailure) -> Point {
    Point(x: try finite(x, xName), y: try finite(y, yName))
}

/// Runs one input call and reports whether it was handled.
@MainActor
func input(_ window: OpaquePointer?, _ handled: UnsafeMutablePointer<Bool>?, _ send: (Window) -> Bool) throws(CFailure) {
    let e = try CRegistry.window(window)
    let result = send(e.window)
    handled?.pointee = result
}

@c(strata_window_touch_down) @MainActor
public func strata_window_touch_down(_ window: OpaquePointer?, _ x: Double, _ y: Double, _ id: Int64,
                                     _ handled: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_touch_down") { () throws(CFailure) in
        let p = try point(x, y)
        let e = try CRegistry.window(window)
        if e.window.activeTouchCount >= Window.maximumTouchCount && !e.window.hasTouch(id: Int(id)) {
            throw CFailure(.invalidArgument, "\(Window.maximumTouchCount) touches are down already (the most at once); lift one first")
        }
        try input(window, handled) { $0.touchDown(at: p, id: Int(id)) }
    }
}

@c(strata_window_touch_moved) @MainActor
public func strata_window_touch_moved(_ window: OpaquePointer?, _ x: Double, _ y: Double, _ id: Int64,
                                      _ handled: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_touch_moved") { () throws(CFailure) in
        let p = try point(x, y)
        try input(window, handled) { $0.touchMoved(to: p, id: Int(id)) }
    }
}

@c(strata_window_touch_up) @MainActor
public func strata_window_touch_up(_ window: OpaquePointer?, _ x: Double, _ y: Double, _ id: Int64,
                                   _ handled: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_touch_up") { () throws(CFailure) in
        let p = try point(x, y)
        try input(window, handled) { $0.touchUp(at: p, id: Int(id)) }
    }
}

@c(strata_window_touch_cancelled) @MainActor
public func strata_window_touch_cancelled(_ window: OpaquePointer?, _ id: Int64, _ handled: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_touch_cancelled") { () throws(CFailure) in
        try input(window, handled) { $0.touchCancelled(id: Int(id)) }
    }
}

/// The `Key` for a C key code, character and modifier bits.
func key(_ code: Int32, _ character: UInt32, _ modifiers: UInt32) throws(CFailure) -> Key {
    let named: [Key.Code] = [.up, .down, .left, .right, .tab, .return, .escape, .space, .backspace, .delete]
    let mods = Key.Modifiers(rawValue: UInt8(truncatingIfNeeded: modifiers & 0xF))
    if named.indices.contains(Int(code)) { return Key(named[Int(code)], modifiers: mods) }
    // Appended after STRATA_KEY_CHARACTER (10), so the earlier codes keep their numbers.
    let appended: [Key.Code] = [.home, .end, .pageUp, .pageDown]
    if code >= 11, Int(code) - 11 < appended.count { return Key(appended[Int(code) - 11], modifiers: mods) }
    guard code == 10 else { throw CFailure(.invalidArgument, "unknown key code \(code)") }
    guard let scalar = Unicode.Scalar(character) else { throw CFailure(.invalidArgument, "\(character) is not a Unicode scalar") }
    return Key(.character(Character(scalar)), modifiers: mods)
}

@c(strata_window_key_down) @MainActor
public func strata_window_key_down(_ window: OpaquePointer?, _ code: Int32, _ character: UInt32, _ modifiers: UInt32,
                                   _ handled: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_key_down") { () throws(CFailure) in
        let k = try key(code, character, modifiers)
        try input(window, handled) { $0.keyDown(k) }
    }
}

@c(strata_window_key_up) @MainActor
public func strata_window_key_up(_ window: OpaquePointer?, _ code: Int32, _ character: UInt32, _ modifiers: UInt32,
                                 _ handled: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_key_up") { () throws(CFailure) in
        let k = try key(code, character, modifiers)
        try input(window, handled) { $0.keyUp(k) }
    }
}

@c(strata_window_scroll_wheel) @MainActor
public func strata_window_scroll_wheel(_ window: OpaquePointer?, _ dx: Double, _ dy: Double, _ x: Double, _ y: Double,
                                       _ handled: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_window_scroll_wheel") { () throws(CFailure) in
        let delta = try point(dx, dy, "dx", "dy"), p = try point(x, y)
        try input(window, handled) { $0.scrollWheel(by: delta, at: p) }
    }
}
