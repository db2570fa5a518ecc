import Strata
import StrataScene

/// What a window handle stands for.
@MainActor
final class WindowEntry {
    let handle: UInt
    var window: Window
    /// The manual clock, when the window was made with one.
    var clock: ManualClock?
    /// The scene loaded into the window, for views by id.
    var world: SceneWorld?
    /// Views made through the C interface that are kept alive by the window.
    var owned: [View] = []
    /// The handle of each view that has one (lookup only).
    var viewHandles: [ObjectIdentifier: UInt] = [:]
    /// Changes recorded between `strata_animation_begin` and `…_commit`.
    var batch: AnimationBatch?
    /// Observer and action registrations by token.
    var registrations: [UInt64: () -> Void] = [:]
    /// The UTF-8 bytes that the last display list's text runs point into.
    var textStorage: UnsafeMutableRawBufferPointer?
    /// The display list refilled by each call (no allocation once large).
    var displayList = DisplayList(size: .zero)

    init(handle: UInt, window: Window, clock: ManualClock?) {
        self.handle = handle
        self.window = window
        self.clock = clock
    }

    /// Applies a change now, or records it when an animation batch is open.
    func change(_ body: @escaping @MainActor () -> Void) {
        if batch != nil { batch!.changes.append(body) } else { body() }
    }
}

/// An animation between `strata_animation_begin` and `strata_animation_commit`.
struct AnimationBatch {
    var timing: TimingParameters
    var changes: [@MainActor () -> Void] = []
}

/// What a view handle stands for.
@MainActor
final class ViewEntry {
    let view: View
    let window: WindowEntry
    init(view: View, window: WindowEntry) {
        self.view = view
        self.window = window
    }
}

/// Every live handle. Handles are numbers (never reused) disguised as
/// pointers, so a released or foreign one is recognized, never followed.
@MainActor
enum CRegistry {
    static var windows = HandleTable<WindowEntry>()
    static var views = HandleTable<ViewEntry>()
    static var nextID: UInt = 1
    static var nextToken: UInt64 = 1

    static let windowTag: UInt = 0x1, viewTag: UInt = 0x2

    static func makeHandle(tag: UInt) -> UInt {
        defer { nextID += 1 }
        return nextID << 4 | tag
    }

    static func pointer(_ handle: UInt) -> OpaquePointer { OpaquePointer(bitPattern: handle)! }

    static func window(_ pointer: OpaquePointer?) throws(CFailure) -> WindowEntry {
        guard let pointer else { throw CFailure(.nullHandle, "the window handle is NULL") }
        let handle = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))
        guard handle & 0xF == windowTag, let entry = windows[handle] else {
            throw CFailure(.invalidHandle, "not a live window handle (released, destroyed, or never a window)")
        }
        return entry
    }

    static func view(_ pointer: OpaquePointer?) throws(CFailure) -> ViewEntry {
        guard let pointer else { throw CFailure(.nullHandle, "the view handle is NULL") }
        let handle = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))
        guard handle & 0xF == viewTag, let entry = views[handle] else {
            throw CFailure(.invalidHandle, "not a live view handle (released, destroyed, or never a view)")
        }
        return entry
    }

    /// The view behind `pointer`, which must be a view of `window`.
    static func view(_ pointer: OpaquePointer?, in window: WindowEntry) throws(CFailure) -> View {
        let entry = try view(pointer)
        guard entry.window === window else { throw CFailure(.foreignHandle, "the view belongs to another window") }
        return entry.view
    }

    /// The handle of `view` in `window`, made on first request.
    static func handle(of view: View, in window: WindowEntry) -> OpaquePointer {
        let key = ObjectIdentifier(view)
        if let existing = window.viewHandles[key], views[existing] != nil { return pointer(existing) }
        let handle = makeHandle(tag: viewTag)
        views[handle] = ViewEntry(view: view, window: window)
        window.viewHandles[key] = handle
        return pointer(handle)
    }

    /// Ends a window and every handle to its views.
    static func destroy(_ entry: WindowEntry) {
        for handle in entry.viewHandles.values { views[handle] = nil }
        entry.viewHandles.removeAll()
        entry.registrations.removeAll()
        entry.owned.removeAll()
        entry.textStorage?.deallocate()
        entry.textStorage = nil
        windows[entry.handle] = nil
    }

    static func token() -> UInt64 {
        defer { nextToken += 1 }
        return nextToken
    }
}

/// Entries by handle: the handle's number indexes an array (cheaper than
/// hashing on every call; one slot per handle ever made).
struct HandleTable<Entry: AnyObject> {
    private var slots: ContiguousArray<Entry?> = []

    subscript(handle: UInt) -> Entry? {
        get {
            let i = Int(handle >> 4)
            return i < slots.count ? slots[i] : nil
        }
        set {
            let i = Int(handle >> 4)
            if i >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: i + 1 - slots.count))
            }
            slots[i] = newValue
        }
    }
}
