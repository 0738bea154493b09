#if canImport(Glibc)
    import Glibc
#endif

/// glibc's allocator, set for a server whose worker threads each allocate and free a few hundred kilobytes per
/// request.
///
/// By default glibc gives a thread arena's free memory back to the kernel as soon as more than 128 KiB of it sits
/// at the top (`madvise(MADV_DONTNEED)`), and the next request faults the same pages in again. Under load that
/// is one `madvise` per request on each worker, each one a TLB shootdown interrupting the other cores: profiled
/// under wrk, the typical every-attribute request spent about a quarter of the server's time in the kernel
/// doing that (BENCHMARKS.md). Raising the trim threshold keeps up to `trimThreshold` bytes of free memory per
/// arena for reuse; blocks of `mmapThreshold` bytes and more (only large requests) are still mapped and unmapped
/// on their own, so a large request's memory still goes back to the kernel when it is answered.
public enum AllocatorTuning {
    /// Free bytes an arena keeps at its top before trimming: 16 MiB.
    public static let trimThreshold: Int32 = 16 << 20
    /// Allocations from this size up are mapped on their own: 4 MiB.
    public static let mmapThreshold: Int32 = 4 << 20

    /// The environment variables through which an operator sets glibc's allocator tunables; when any is set,
    /// layoutd leaves the allocator as the operator configured it.
    public static let environmentVariables = ["MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES"]

    /// Whether the environment sets any of `environmentVariables`.
    public static var environmentSetsTunables: Bool {
        #if canImport(Glibc)
            environmentVariables.contains { getenv($0) != nil }
        #else
            false
        #endif
    }

    /// Applies both thresholds, unless the environment already sets the allocator's tunables
    /// (`MALLOC_TRIM_THRESHOLD_`, `MALLOC_MMAP_THRESHOLD_` or `GLIBC_TUNABLES`), which then stand. Returns whether
    /// the thresholds were applied. Call it once, before the server's threads start.
    @discardableResult
    public static func apply() -> Bool {
        #if canImport(Glibc)
            if environmentSetsTunables { return false }
            // mallopt's M_TRIM_THRESHOLD is -1 and M_MMAP_THRESHOLD -3 (<malloc.h> is not in the Glibc module).
            return glibcMallopt(-1, trimThreshold) == 1 && glibcMallopt(-3, mmapThreshold) == 1
        #else
            return false
        #endif
    }
}

#if canImport(Glibc)
    /// glibc's `mallopt`: 1 on success.
    @_silgen_name("mallopt")
    private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
