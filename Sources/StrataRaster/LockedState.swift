#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value that threads share behind a POSIX mutex: the state of the
/// rasterizer's process-wide caches, which parallel bands reach at once.
///
/// A `pthread_mutex_t` rather than `Synchronization.Mutex`: ThreadSanitizer
/// intercepts the POSIX calls and so sees the order they give, while the
/// standard library's futex-based lock is invisible to it and every cache
/// access from two bands was reported as a race.
///
/// - Complexity: `withLock` costs one lock and one unlock around `body`.
final class LockedState<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Reached only under `mutex`, which makes the accesses exclusive: the
    /// run-time exclusivity check (a `swift_beginAccess`/`endAccess` pair
    /// on every glyph looked up) would only repeat what the lock ensures.
    @exclusivity(unchecked) private var state: State

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the state while holding the lock.
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
