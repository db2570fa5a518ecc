#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import StrataC

/// The C interface's rules, called from Swift (the functions are the same
/// symbols a C program calls): handles are one per view, counted and
/// freed, so the handle table stays as large as what is live; ids are
/// unique; the root view stays the root; strings are UTF-8; coordinates
/// are finite; `size_t` arguments are unsigned.
@MainActor
@Suite("The C interface's rules")
struct CInterfaceRulesTests {
    /// Makes the calling thread the one the library takes for the main
    /// thread. Swift Testing runs main-actor tests on the main actor, which
    /// is not always the process's first thread here, and the library's
    /// check (`onMainThread`) would refuse every call; each test runs
    /// without suspending, so on one thread throughout.
    static func adoptThread() { knownMainThread = pthread_self() }

    /// The calling thread's last error message.
    static var message: String { String(cString: strata_last_error_message()!) }

    /// A handle's number.
    static func number(_ handle: OpaquePointer?) -> UInt {
        handle.map { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer($0))) } ?? 0
    }

    /// The status of `strata_view_frame` (0 for a live handle, 2 for a dead one).
    static func frameStatus(_ view: OpaquePointer?) -> Int32 {
        let out = UnsafeMutableRawPointer.allocate(byteCount: 32, alignment: 8)
        defer { out.deallocate() }
        return strata_view_frame(view, out)
    }

    @Test func rootViewAndReleasePairsKeepTheTableFlat() {
        Self.adoptThread()
        let window = strata_window_create(100, 100)
        defer { strata_window_destroy(window) }
        let slots = CRegistry.views.slotCount, live = CRegistry.views.count
        var failures = 0
        for _ in 0..<100_000 {
            let root = strata_window_root_view(window)
            if root == nil || strata_view_release(root) != 0 { failures += 1 }
        }
        #expect(failures == 0)
        #expect(CRegistry.views.slotCount <= slots + 1)
        #expect(CRegistry.views.count == live)
    }

    @Test func windowCreateAndDestroyPairsKeepTheTableFlat() {
        Self.adoptThread()
        let slots = CRegistry.windows.slotCount
        for _ in 0..<10_000 { strata_window_destroy(strata_window_create(10, 10)) }
        #expect(CRegistry.windows.slotCount <= slots + 1)
    }

    @Test func aViewHasOneHandleCountedByItsReferences() {
        Self.adoptThread()
        let window = strata_window_create(100, 100)
        defer { strata_window_destroy(window) }
        let first = strata_window_root_view(window), second = strata_window_root_view(window)
        let byID = strata_window_view(window, "root")
        #expect(first != nil && first == second && second == byID)
        #expect(strata_view_release(first) == 0)
        #expect(strata_view_release(second) == 0)
        #expect(Self.frameStatus(byID) == 0)   // one reference left
        #expect(strata_view_release(byID) == 0)
        #expect(Self.frameStatus(byID) == 2)
        #expect(strata_view_release(byID) == 2)
    }

    @Test func aReleasedHandleDoesNotReachTheViewThatReusesItsSlot() {
        Self.adoptThread()
        let window = strata_window_create(100, 100)
        defer { strata_window_destroy(window) }
        let a = strata_view_create(window, 0, "a")
        #expect(strata_view_release(a) == 0)
        let b = strata_view_create(window, 0, "b")
        #expect(Self.number(a) & 0xFFFF_FFFF == Self.number(b) & 0xFFFF_FFFF)   // the same slot
        #expect(a != b)
        #expect(Self.frameStatus(a) == 2)
        #expect(Self.frameStatus(b) == 0)
        let staleWindow = strata_window_create(1, 1)
        strata_window_destroy(staleWindow)
        let next = strata_window_create(1, 1)
        defer { strata_window_destroy(next) }
        #expect(strata_window_layout(staleWindow) == 2)
        #expect(strata_window_layout(next) == 0)
    }

    /// One misuse: what it does to a fresh window (with a view "a" and a
    /// stack "s"), and the status and message it must give.
    struct Misuse: Sendable, CustomTestStringConvertible {
        let name: String
        let status: Int32
        let message: String
        let call: @MainActor @Sendable (_ window: OpaquePointer?, _ a: OpaquePointer?, _ stack: OpaquePointer?) -> Int32
        var testDescription: String { name }
    }

    /// The status of a handle-returning call (0 for a handle, else the message's status).
    nonisolated static func created(_ handle: OpaquePointer?, _ status: Int32) -> Int32 { handle == nil ? status : 0 }

    nonisolated static let misuses: [Misuse] = [
        Misuse(name: "invalid UTF-8 scene JSON", status: 5,
               message: "strata_window_load_scene_json: json is not valid UTF-8 (byte 0xFF at offset 9)") { w, _, _ in
            let bytes: [UInt8] = Array(#"{"views":"#.utf8) + [0xFF, 0x5D, 0x7D, 0]
            return bytes.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { strata_window_load_scene_json(w, $0.baseAddress) }
            }
        },
        Misuse(name: "a truncated UTF-8 sequence in an id", status: 5,
               message: "strata_view_create: id is not valid UTF-8 (byte 0xC3 at offset 1)") { w, _, _ in
            let bytes: [CChar] = [0x78, CChar(bitPattern: 0xC3), 0]
            return created(strata_view_create(w, 0, bytes), 5)
        },
        Misuse(name: "a duplicate id", status: 5,
               message: "strata_view_create: a view with id 'a' already exists in the window; ids must be unique") { w, _, _ in
            created(strata_view_create(w, 0, "a"), 5)
        },
        Misuse(name: "the id root", status: 5,
               message: "strata_view_create: the id 'root' names the root view; choose another id") { w, _, _ in
            created(strata_view_create(w, 1, "root"), 5)
        },
        // Parents outside the tree: the root view is not their ancestor.
        Misuse(name: "the root view under another view", status: 5,
               message: "strata_view_add_subview: the root view cannot be added to another view") { w, _, _ in
            strata_view_add_subview(strata_view_create(w, 0, nil), strata_window_root_view(w))
        },
        Misuse(name: "the root view arranged", status: 5,
               message: "strata_stack_add_arranged: the root view cannot be arranged in a stack") { w, _, _ in
            strata_stack_add_arranged(strata_view_create(w, 3, nil), strata_window_root_view(w))
        },
        Misuse(name: "the root view inserted", status: 5,
               message: "strata_stack_insert_arranged: the root view cannot be arranged in a stack") { w, _, _ in
            strata_stack_insert_arranged(strata_view_create(w, 3, nil), strata_window_root_view(w), 0)
        },
        Misuse(name: "SIZE_MAX as an index", status: 5,
               message: "strata_stack_insert_arranged: index 18446744073709551615 is out of range 0…0") { _, a, s in
            strata_stack_insert_arranged(s, a, UInt.max)
        },
        Misuse(name: "touch down at NaN", status: 5, message: "strata_window_touch_down: x must be finite, got nan") { w, _, _ in
            strata_window_touch_down(w, .nan, 5, 1, nil)
        },
        Misuse(name: "touch moved to infinity", status: 5,
               message: "strata_window_touch_moved: y must be finite, got inf") { w, _, _ in
            strata_window_touch_moved(w, 5, .infinity, 1, nil)
        },
        Misuse(name: "touch up at -infinity", status: 5,
               message: "strata_window_touch_up: x must be finite, got -inf") { w, _, _ in
            strata_window_touch_up(w, -.infinity, 5, 1, nil)
        },
        Misuse(name: "scroll by NaN", status: 5, message: "strata_window_scroll_wheel: dy must be finite, got nan") { w, _, _ in
            strata_window_scroll_wheel(w, 0, .nan, 5, 5, nil)
        },
        Misuse(name: "scroll at infinity", status: 5, message: "strata_window_scroll_wheel: y must be finite, got inf") { w, _, _ in
            strata_window_scroll_wheel(w, 0, 1, 5, .infinity, nil)
        },
    ]

    @Test(arguments: misuses)
    func misuseIsRefused(_ misuse: Misuse) {
        Self.adoptThread()
        let window = strata_window_create(100, 100)
        defer { strata_window_destroy(window) }
        let a = strata_view_create(window, 0, "a"), stack = strata_view_create(window, 3, "s")
        let root = strata_window_root_view(window)
        _ = strata_view_add_subview(root, a)
        _ = strata_view_add_subview(root, stack)
        let status = misuse.call(window, a, stack)
        #expect(status == misuse.status)
        #expect(Self.message == misuse.message)
        // The window is unchanged: "a" is still the view with its id, the root view still has no superview.
        let found = strata_window_view(window, "a")
        #expect(found == a)
        let rootAgain = strata_window_root_view(window)
        #expect(rootAgain == root)
        let out = UnsafeMutableRawPointer.allocate(byteCount: 32, alignment: 8)
        defer { out.deallocate() }
        #expect(strata_window_layout(window) == 0 && strata_view_frame(root, out) == 0)
        #expect(out.load(fromByteOffset: 16, as: Double.self) == 100)
    }

    /// A capacity of `SIZE_MAX` is a large buffer, not -1.
    @Test func sizeMaxCapacityIsUnsigned() {
        Self.adoptThread()
        let window = strata_window_create(100, 100)
        defer { strata_window_destroy(window) }
        let a = strata_view_create(window, 0, "a")
        _ = strata_view_set_background_color(a, 1, 0, 0, 1)
        _ = strata_view_set_frame(a, 0, 0, 10, 10)
        _ = strata_view_add_subview(strata_window_root_view(window), a)
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 192 * 8, alignment: 8)
        defer { buffer.deallocate() }
        var count = 0
        #expect(strata_window_display_list(window, buffer, UInt.max, &count) == 0)
        #expect(count == 1)
        #expect(strata_window_display_list(window, buffer, 0, &count) == 10)
        #expect(Self.message == "strata_window_display_list: the display list has 1 commands; the buffer holds 0")
    }
}
