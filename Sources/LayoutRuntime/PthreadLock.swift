#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value behind a pthread mutex, for state that every server thread updates.
///
/// `Synchronization.Mutex` would do, but on Linux it hands contended locks over through the futex directly, which
/// ThreadSanitizer cannot see: the sanitizer run then reports races that are not there. A pthread mutex is as
/// cheap here and the sanitizer understands it, so a real race would still show.
final class PthreadLock<State>: @unchecked Sendable {
    /// Allocated once, so the mutex never moves (an inout `&` to a stored property promises no stable address).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    init(_ state: State) {
        self.state = state
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state while holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
