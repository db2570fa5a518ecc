/// A registration of an observer callback. Call `cancel()`, or release the
/// token, to stop the callbacks.
///
/// Keep the token for as long as you want to be called:
///
/// ```swift
/// let token = view.observeFrame { old, new in print(old, "→", new) }
/// // … later
/// token.cancel()
/// ```
public final class ObservationToken {
    /// The shared cancellation flag the registry checks before each call.
    let flag: CancellationFlag

    init(flag: CancellationFlag) {
        self.flag = flag
    }

    /// Stops the callbacks. Calling it again does nothing.
    public func cancel() {
        flag.isCancelled = true
    }

    /// Whether `cancel()` was called (or the token released).
    public var isCancelled: Bool { flag.isCancelled }

    deinit {
        flag.isCancelled = true
    }
}

/// The flag shared by a token and its registry entry.
final class CancellationFlag {
    var isCancelled = false
}

/// An ordered list of callbacks with cancellation; calls happen in
/// registration order and cancelled entries are pruned lazily.
struct ObserverList<Argument> {
    private var entries: [(flag: CancellationFlag, callback: (Argument) -> Void)] = []

    /// Whether no live callback is registered.
    var isEmpty: Bool {
        mutating get {
            prune()
            return entries.isEmpty
        }
    }

    /// Adds a callback and returns its token.
    mutating func add(_ callback: @escaping (Argument) -> Void) -> ObservationToken {
        prune()
        let flag = CancellationFlag()
        entries.append((flag, callback))
        return ObservationToken(flag: flag)
    }

    /// Calls every live callback with `argument`, in registration order.
    ///
    /// A callback cancelled by an earlier one in the same round is skipped.
    func notify(_ argument: Argument) {
        for entry in entries where !entry.flag.isCancelled {
            entry.callback(argument)
        }
    }

    private mutating func prune() {
        if entries.contains(where: { $0.flag.isCancelled }) {
            entries.removeAll { $0.flag.isCancelled }
        }
    }
}
