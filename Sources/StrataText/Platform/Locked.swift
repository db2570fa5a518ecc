// A lock ThreadSanitizer can see, for the caches below the rasterizer.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value threads share behind a POSIX mutex: the process-wide caches of
/// the text engine (loaded faces, fallback cascades, lookup accelerators,
/// shaping plans), the core's colour glyph images and the rasterizer's
/// glyph, shadow and premultiplied-image caches (which parallel bands
/// reach at once).
///
/// A `pthread_mutex_t` rather than `Synchronization.Mutex`: ThreadSanitizer
/// intercepts the POSIX calls and so sees the order they give, while the
/// standard library's futex-based lock is invisible to it, and two tests
/// (or two raster bands) reaching one cache at once were reported as a race.
///
/// - Complexity: `withLock` costs one lock and one unlock around `body`.
package final class Locked<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Reached only under `mutex`, which makes the accesses exclusive.
    @exclusivity(unchecked) private var state: State

    /// A lock around `state`.
    package init(_ state: State) {
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
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
