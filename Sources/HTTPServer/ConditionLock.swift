#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value behind a pthread mutex with a condition variable, for the server's shared structures that threads
/// wait on (the work queue) or scan (the deadline watchdog).
///
/// A pthread mutex rather than `Synchronization.Mutex`: the queue is contended by every I/O thread and every
/// worker, and ThreadSanitizer cannot see Linux `Mutex`'s futex hand-over (it then reports races that are not
/// there, RELIABILITY.md "Sanitizers"); it also gives the condition variable the workers sleep on.
final class ConditionLock<State>: @unchecked Sendable {
    /// Allocated once, so the mutex and the condition never move.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: State

    init(_ state: State) {
        self.state = state
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)  // timed waits measure the monotonic clock
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` with the state while holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Holds the lock, waiting on the condition until `ready` says the state has what the caller waits for, then
    /// runs `body` with it. `ready` and `body` run with the lock held.
    func waitThenRun<Result>(until ready: (State) -> Bool, _ body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !ready(state) { pthread_cond_wait(condition, mutex) }
        return body(&state)
    }

    /// Holds the lock and waits on the condition for at most `nanoseconds` (a signal, a broadcast or the time, each
    /// wakes it; spurious wake-ups too), then runs `body` with the state.
    func wait<Result>(nanoseconds: Int, _ body: (inout State) -> Result) -> Result {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let total = Int(deadline.tv_nsec) + nanoseconds
        deadline.tv_sec += total / 1_000_000_000
        deadline.tv_nsec = total % 1_000_000_000
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        _ = pthread_cond_timedwait(condition, mutex, &deadline)
        return body(&state)
    }

    /// Wakes one waiting thread.
    func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiting thread.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
