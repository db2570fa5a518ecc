/// Where the display list builder and the views that draw content write
/// their commands: an array of commands refilled in place.
///
/// A sink starts from the storage of an earlier list and overwrites its
/// commands front to back (each old command is released as the new one
/// takes its place), appending once past its end; `finish()` drops what
/// is left of the old list. Refilling this way reads and writes each
/// command's memory once per frame; emptying the array first
/// (`removeAll(keepingCapacity:)`) would walk the whole old list once
/// more only to release it, which at 10,000 views (a megabyte of
/// commands) costs as much as writing the new ones.
///
/// Commands at `count...` are stale: `removeLast` only moves the count
/// back, and the stale command is replaced by the next `append`.
struct DisplayCommandSink {
    /// The commands written so far, then the stale rest of the old list.
    private var storage: [DisplayCommand]
    /// How many commands have been written.
    private(set) var count = 0

    /// A sink that overwrites `storage` when no other array shares it
    /// (a list the caller still holds is never changed: a shared storage
    /// is left alone, and the sink starts from new storage of its
    /// capacity, as `removeAll(keepingCapacity:)` would).
    init(reusing storage: consuming [DisplayCommand] = []) {
        // (The parameter itself is tested and moved: a local copy would be
        // a second reference, and storage would never look unshared.)
        if !storage.isEmpty, !Self.isUniquelyReferenced(&storage) {
            let capacity = storage.count
            storage = []
            storage.reserveCapacity(capacity)
        }
        self.storage = storage
    }

    /// Whether no other array shares `array`'s storage.
    ///
    /// An array is one strong reference to its storage object (on Linux,
    /// where there is no bridged storage), read here in place, without a
    /// retain, as an optional object reference. (Read as a plain
    /// `AnyObject`, Swift 6 debug builds open the existential into a
    /// temporary and the answer is always `false`: the test suite checks
    /// that storage is reused.) Only a hint either way: a wrong `false`
    /// costs new storage, and a wrong `true` cannot happen (a copy only
    /// adds references), and would only make the first write copy.
    static func isUniquelyReferenced(_ array: inout [DisplayCommand]) -> Bool {
        guard MemoryLayout<[DisplayCommand]>.size == MemoryLayout<AnyObject?>.size else { return false }
        return withUnsafeMutablePointer(to: &array) { pointer in
            UnsafeMutableRawPointer(pointer).withMemoryRebound(to: Optional<AnyObject>.self, capacity: 1) {
                isKnownUniquelyReferenced(&$0.pointee)
            }
        }
    }

    /// Writes `command` after the last one.
    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func append(_ command: DisplayCommand) {
        let index = count
        count += 1
        guard index < storage.count else {
            storage.append(command)
            return
        }
        // In place: the old command is released where it lies and the new
        // one written over it (an assignment would first move the old one
        // out to a temporary, one more copy of 128 bytes).
        storage.withUnsafeMutableBufferPointer { buffer in
            let slot = buffer.baseAddress.unsafelyUnwrapped + index
            slot.deinitialize(count: 1)
            slot.initialize(to: command)
        }
    }

    /// The command at `index`, which is below `count`.
    subscript(index: Int) -> DisplayCommand {
        get {
            precondition(index < count, "DisplayCommandSink: index \(index) is past the \(count) commands written")
            return storage[index]
        }
        set {
            precondition(index < count, "DisplayCommandSink: index \(index) is past the \(count) commands written")
            storage[index] = newValue
        }
    }

    /// The last command written, if any.
    var last: DisplayCommand? { count > 0 ? storage[count - 1] : nil }

    /// Takes back the last `k` commands written (they are replaced by the
    /// next writes, or dropped by `finish()`).
    mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= count, "DisplayCommandSink: cannot remove \(k) of \(count) commands")
        count -= k
    }

    /// The commands written, with the old list's rest dropped; the sink is
    /// empty afterwards.
    /// - Complexity: O(stale commands).
    mutating func finish() -> [DisplayCommand] {
        storage.removeLast(storage.count - count)
        count = 0
        var result: [DisplayCommand] = []
        swap(&result, &storage)
        return result
    }
}
