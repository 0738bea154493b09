import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One offloaded request: its connection, suspended, and its state, retained until the worker is done with it.
struct Job: @unchecked Sendable {
    let state: Unmanaged<RequestState>
    let connection: OpaquePointer
}

/// A fixed number of worker threads fed by a bounded queue: the only threads that decode, compute, encode and
/// compress offloaded requests, so that the I/O threads keep reading, writing and answering the cheap requests
/// however much work is waiting.
///
/// The workers run at a lower scheduling priority (nice +5) than the I/O threads, so that when they fill every CPU
/// the I/O threads (and the health endpoints they answer) still get the processor at once.
final class WorkerPool: Sendable {
    private struct Queue {
        var ring: [Job?]
        var head = 0
        var count = 0
        var stopping = false
    }

    /// The most jobs that may wait.
    let capacity: Int
    /// Requests being computed now: each worker's job, and each request an I/O thread answers itself
    /// (`reserveInline`).
    fileprivate let computing = Atomic<Int>(0)
    private let queue: ConditionLock<Queue>
    private let threads = Mutex<[pthread_t]>([])
    let counters: HTTPServerCounters
    /// Told whenever no worker is computing any more.
    let memoryRelease: MemoryRelease

    /// A pool whose queue holds `capacity` jobs; no thread runs until `start`.
    init(capacity: Int, counters: HTTPServerCounters, memoryRelease: MemoryRelease) {
        self.capacity = capacity
        self.counters = counters
        self.memoryRelease = memoryRelease
        queue = ConditionLock(Queue(ring: Array(repeating: nil, count: capacity)))
        counters.queueCapacity.store(capacity, ordering: .relaxed)
    }

    /// Starts `count` workers, each calling `run` for every job it takes (with `stopping` once `stop` was called,
    /// when the job must be answered without computing); `false` when a thread could not be created.
    func start(count: Int, run: @escaping @Sendable (Job, _ worker: Worker, _ stopping: Bool) -> Void) -> Bool {
        for _ in 0..<count {
            let worker = Unmanaged.passRetained(WorkerThread(pool: self, run: run))
            var handle = pthread_t()
            let created = pthread_create(
                &handle, nil,
                { raw in
                    guard let raw else { return nil }
                    Unmanaged<WorkerThread>.fromOpaque(raw).takeRetainedValue().main()
                    return nil
                }, worker.toOpaque())
            guard created == 0 else {
                worker.release()
                return false
            }
            threads.withLock { $0.append(handle) }
            counters.workerCount.add(1, ordering: .relaxed)
        }
        return true
    }

    /// Whether the queue is full now (a request arriving now would be refused), read without the queue's lock.
    var isFull: Bool {
        counters.queued.load(ordering: .relaxed) >= capacity
    }

    /// Takes an idle worker's turn for a request the calling I/O thread answers itself: granted only while no job
    /// waits and fewer requests are being computed than there are workers, so an I/O thread computes only what an
    /// idle worker would have started at once, and never ahead of a waiting job (a worker taking a job meanwhile
    /// can make the count one over for that moment). `releaseInline` gives the turn back.
    func reserveInline() -> Bool {
        guard counters.queued.load(ordering: .relaxed) == 0 else { return false }
        let workers = counters.workerCount.load(ordering: .relaxed)
        var current = computing.load(ordering: .relaxed)
        while current < workers {
            let (exchanged, found) = computing.compareExchange(
                expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = found
        }
        return false
    }

    /// Ends a turn `reserveInline` granted.
    func releaseInline() {
        computing.subtract(1, ordering: .relaxed)
    }

    /// Queues `job`, calling `whileLocked` first with the queue's lock held (so no worker can take the job before it
    /// returns); the refusal instead when the queue is full or the pool is stopping (`whileLocked` is then not called).
    func submit(_ job: Job, whileLocked: () -> Void) -> HTTPServerCounters.RequestRefusal? {
        let refusal = queue.withLock { queue -> HTTPServerCounters.RequestRefusal? in
            if queue.stopping { return .stopping }
            if queue.count == queue.ring.count { return .queueFull }
            whileLocked()
            queue.ring[(queue.head + queue.count) % queue.ring.count] = job
            queue.count += 1
            counters.queued.add(1, ordering: .relaxed)  // under the lock, so the gauge never goes below 0
            return nil
        }
        if refusal == nil { queue.signal() }
        return refusal
    }

    /// The next job, waiting for one; with whether the pool is stopping. `nil` once stopping and empty.
    fileprivate func take() -> (job: Job, stopping: Bool)? {
        let taken = queue.waitThenRun(
            until: { $0.count > 0 || $0.stopping },
            { queue -> (Job, Bool)? in
                guard queue.count > 0, let job = queue.ring[queue.head] else { return nil }
                queue.ring[queue.head] = nil
                queue.head = (queue.head + 1) % queue.ring.count
                queue.count -= 1
                counters.queued.subtract(1, ordering: .relaxed)
                return (job, queue.stopping)
            })
        return taken
    }

    /// Stops taking new jobs, lets the workers answer what is queued (as stopping) and waits for them. Idempotent.
    func stop() {
        queue.withLock { $0.stopping = true }
        queue.broadcast()
        let handles = threads.withLock { handles in
            defer { handles = [] }
            return handles
        }
        for handle in handles { pthread_join(handle, nil) }
    }
}

/// What one worker keeps between jobs: the buffer it inflates gzip bodies into, so that at most one inflated body
/// per worker exists at a time.
final class Worker {
    /// An inflated body; its storage is kept between jobs up to `keptCapacity`.
    var inflated: [UInt8] = []
    /// Inflated storage up to this capacity is kept for the next job, larger is freed.
    static let keptCapacity = 1 << 20

    /// Empties `inflated` after a job: its storage kept up to `keptCapacity`, freed beyond.
    func releaseInflated() {
        if inflated.capacity > Self.keptCapacity {
            inflated = []
        } else {
            inflated.removeAll(keepingCapacity: true)
        }
    }
}

/// A worker thread's start argument and main loop.
private final class WorkerThread {
    let pool: WorkerPool
    let run: @Sendable (Job, Worker, Bool) -> Void

    init(pool: WorkerPool, run: @escaping @Sendable (Job, Worker, Bool) -> Void) {
        self.pool = pool
        self.run = run
    }

    func main() {
        // On Linux the nice value is per thread, and `who` 0 is the calling thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 5)
        let worker = Worker()
        while let (job, stopping) = pool.take() {
            pool.counters.busyWorkers.add(1, ordering: .relaxed)
            pool.computing.add(1, ordering: .relaxed)
            run(job, worker, stopping)
            pool.computing.subtract(1, ordering: .relaxed)
            // The last worker to go idle gives memory back, on its own time (never an I/O thread's: a request an
            // I/O thread answers is small, and the trim does not wait for it).
            if pool.counters.busyWorkers.subtract(1, ordering: .relaxed).newValue == 0 { pool.memoryRelease.idle() }
        }
    }
}
