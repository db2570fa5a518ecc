/// The deferred-delivery queue behind every observer callback.
///
/// Changes post their notifications here; they are delivered when the
/// outermost mutation (a property set, a hierarchy change, a layout pass)
/// has finished, so observers never see a half-applied change. Observers
/// may change views: the notifications those changes post are delivered
/// after the current ones, in order, never re-entrantly.
@MainActor
enum ObserverQueue {
    /// Nesting depth of `batch` calls.
    private static var depth = 0
    /// Whether the queue is being drained.
    private static var draining = false
    /// Notifications waiting for delivery, in the order they were posted.
    private static var pending: [() -> Void] = []
    /// Index of the next notification to deliver while draining.
    private static var next = 0

    /// Queues a notification; delivers it at once when no mutation is in
    /// progress.
    static func post(_ notification: @escaping () -> Void) {
        pending.append(notification)
        if depth == 0 { drain() }
    }

    /// Runs `body` as one mutation: notifications it posts are delivered
    /// when it returns.
    @discardableResult
    static func batch<R>(_ body: () throws -> R) rethrows -> R {
        depth += 1
        defer {
            depth -= 1
            if depth == 0, !pending.isEmpty { drain() }
        }
        return try body()
    }

    /// Delivers queued notifications in order until none is left.
    private static func drain() {
        if draining { return }
        draining = true
        defer { draining = false }
        while next < pending.count {
            let notification = pending[next]
            next += 1
            notification()
        }
        pending.removeAll(keepingCapacity: true)
        next = 0
    }
}
