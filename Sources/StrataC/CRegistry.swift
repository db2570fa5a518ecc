import Strata
import StrataAccessibilityBus
import StrataScene

/// What a window handle stands for.
@MainActor
final class WindowEntry {
    /// The window's handle (set when the entry is stored in the registry).
    var handle: UInt = 0
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
    /// The data source of every list made through C, by the list (lookup only).
    var listSources: [ObjectIdentifier: CListSource] = [:]
    /// The display list refilled by each call (no allocation once large).
    var displayList = DisplayList(size: .zero)
    /// The AT-SPI bridge after `strata_accessibility_start` found accessibility on.
    var accessibility: AccessibilityBus?

    init(window: Window, clock: ManualClock?) {
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
    /// The references the caller holds: one per call that returned the
    /// handle (`strata_view_create`, `strata_window_view`,
    /// `strata_window_root_view`); `strata_view_release` gives one up, and
    /// the handle ends with the last.
    var references = 1
    init(view: View, window: WindowEntry) {
        self.view = view
        self.window = window
    }
}

/// Every live handle. Handles are numbers disguised as pointers, so a
/// released or foreign one is recognized, never followed: a slot index, a
/// kind tag, and the slot's generation, which changes each time the slot is
/// freed, so that a stale handle does not reach the slot's next entry.
@MainActor
enum CRegistry {
    static var windows = HandleTable<WindowEntry>(tag: windowTag)
    static var views = HandleTable<ViewEntry>(tag: viewTag)
    static var nextToken: UInt64 = 1

    static let windowTag: UInt = 0x1, viewTag: UInt = 0x2

    static func pointer(_ handle: UInt) -> OpaquePointer { OpaquePointer(bitPattern: handle)! }

    static func window(_ pointer: OpaquePointer?) throws(CFailure) -> WindowEntry {
        guard let pointer else { throw CFailure(.nullHandle, "the window handle is NULL") }
        let handle = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))
        guard let entry = windows[handle] else {
            throw CFailure(.invalidHandle, "not a live window handle (released, destroyed, or never a window)")
        }
        return entry
    }

    static func view(_ pointer: OpaquePointer?) throws(CFailure) -> ViewEntry {
        guard let pointer else { throw CFailure(.nullHandle, "the view handle is NULL") }
        let handle = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))
        guard let entry = views[handle] else {
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

    /// Stores a new window entry and returns its handle.
    static func add(_ entry: WindowEntry) -> OpaquePointer {
        entry.handle = windows.insert(entry)
        return pointer(entry.handle)
    }

    /// The handle of `view` in `window`: one handle per view, made on first
    /// request. With `retain` (a handle returned to the caller), the request
    /// is one more reference for `strata_view_release` to give up; without
    /// (a handle passed to a callback), an existing handle is lent as it is.
    static func handle(of view: View, in window: WindowEntry, retain: Bool = true) -> OpaquePointer {
        let key = ObjectIdentifier(view)
        if let existing = window.viewHandles[key], let entry = views[existing] {
            if retain { entry.references += 1 }
            return pointer(existing)
        }
        let handle = views.insert(ViewEntry(view: view, window: window))
        window.viewHandles[key] = handle
        return pointer(handle)
    }

    /// Gives up one reference to a view handle; the last one ends the
    /// handle and frees its slot.
    static func release(_ handle: UInt, _ entry: ViewEntry) {
        entry.references -= 1
        guard entry.references == 0 else { return }
        views.remove(handle)
        entry.window.viewHandles[ObjectIdentifier(entry.view)] = nil
    }

    /// Ends every handle to the views of `entry` (in handle order, so that
    /// the slots freed, and the handles made next, do not depend on a
    /// dictionary's order).
    static func endViewHandles(of entry: WindowEntry) {
        for handle in entry.viewHandles.values.sorted() { views.remove(handle) }
        entry.viewHandles.removeAll()
    }

    /// Ends a window and every handle to its views.
    static func destroy(_ entry: WindowEntry) {
        entry.accessibility?.stop()
        entry.accessibility = nil
        endViewHandles(of: entry)
        entry.registrations.removeAll()
        entry.owned.removeAll()
        entry.listSources.removeAll()
        entry.textStorage?.deallocate()
        entry.textStorage = nil
        windows.remove(entry.handle)
    }

    static func token() -> UInt64 {
        defer { nextToken += 1 }
        return nextToken
    }
}

/// Entries by handle: the handle's slot index indexes an array (cheaper
/// than hashing on every call). Freed slots are reused, so the table is as
/// large as the most entries live at once, not every handle ever made.
///
/// A handle is `generation << 32 | index << 4 | tag`: the tag says the
/// kind (a window handle is not a view handle), and the generation, bumped
/// when the slot is freed, makes a released handle differ from every later
/// one in its slot (until the slot has been reused 2³² times).
struct HandleTable<Entry: AnyObject> {
    /// One slot: its entry (nil when free) and its generation.
    private struct Slot {
        var entry: Entry?
        var generation: UInt32
    }

    private var slots: ContiguousArray<Slot> = []
    /// Free slot indices, the most recently freed last.
    private var free: [Int] = []
    /// The kind tag of the table's handles (1…15).
    let tag: UInt

    /// The most slots a table has (28 bits of index).
    static var maximumSlots: Int { 1 << 28 }

    init(tag: UInt) {
        precondition(tag > 0 && tag < 16, "a handle tag is 1…15")
        self.tag = tag
    }

    /// The number of slots, live or free: the table's size.
    var slotCount: Int { slots.count }

    /// The number of live entries.
    var count: Int { slots.count - free.count }

    /// The slot index a handle names, when it is one of this table's live handles.
    private func index(_ handle: UInt) -> Int? {
        guard handle & 0xF == tag else { return nil }
        let i = Int(truncatingIfNeeded: (handle >> 4) & 0x0FFF_FFFF)
        guard i < slots.count, slots[i].entry != nil, UInt(slots[i].generation) == handle >> 32 else { return nil }
        return i
    }

    /// The entry of a live handle, nil for any other number.
    subscript(handle: UInt) -> Entry? {
        index(handle).flatMap { slots[$0].entry }
    }

    /// Stores `entry` in a free slot (or a new one) and returns its handle.
    mutating func insert(_ entry: Entry) -> UInt {
        let i: Int
        if let reused = free.popLast() {
            i = reused
        } else {
            precondition(slots.count < Self.maximumSlots, "more than \(Self.maximumSlots) live handles")
            i = slots.count
            slots.append(Slot(entry: nil, generation: 0))
        }
        slots[i].entry = entry
        return UInt(slots[i].generation) << 32 | UInt(i) << 4 | tag
    }

    /// Frees a live handle's slot (any other number: nothing).
    mutating func remove(_ handle: UInt) {
        guard let i = index(handle) else { return }
        slots[i].entry = nil
        slots[i].generation &+= 1
        free.append(i)
    }
}
