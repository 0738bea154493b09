import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Gives the allocator's free memory back to the kernel after large requests, once no worker is computing.
///
/// glibc keeps what a thread frees in that thread's arena for later allocations, and gives back to the kernel only
/// the free space at the top of an arena (past its trim threshold) and blocks it mapped on their own. A large request
/// (a body that inflates to megabytes, an answer of megabytes) leaves free blocks between blocks still in use, which
/// no top trim reaches: measured, four clients sending a 5.3 MB body at once left the process at 640 MiB resident
/// while idle, with the allocator's defaults as with layoutd's settings. `malloc_trim(0)` gives back every free page
/// of every arena (it took that process back to 16 MiB in 69 ms of CPU), but it walks each arena under its lock, so
/// it runs once per burst: when a worker has computed a request of at least `threshold` bytes and the last busy
/// worker finishes, on that worker (after its answer has been handed over). Requests an I/O thread answers itself
/// are small by their limits; they neither ask for a trim nor wait for one.
final class MemoryRelease: Sendable {
    /// The body (inflated) or answer size from which a request asks for a trim; 0 never does.
    let threshold: Int
    private let pending = Atomic<Bool>(false)
    /// Counts the trims.
    let counters: HTTPServerCounters

    init(threshold: Int, counters: HTTPServerCounters) {
        self.threshold = threshold
        self.counters = counters
    }

    /// A worker computed a request whose body or answer reached `threshold` (`RequestLifecycle.computed` says so):
    /// trim once idle.
    func ask() {
        if !pending.load(ordering: .relaxed) { pending.store(true, ordering: .relaxed) }
    }

    /// No worker is computing any more: trims if a large request asked for it since the last trim.
    func idle() {
        guard pending.load(ordering: .relaxed), pending.exchange(false, ordering: .relaxed) else { return }
        #if canImport(Glibc)
            _ = glibcMallocTrim(0)
        #endif
        counters.memoryTrims.add(1, ordering: .relaxed)
    }
}

#if canImport(Glibc)
    /// glibc's `malloc_trim` (<malloc.h> is not in the Glibc module): 1 when memory was released.
    @_silgen_name("malloc_trim")
    private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
