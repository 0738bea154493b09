import LayoutRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Transparent huge pages for the server's large arrays: glibc's `glibc.malloc.hugetlb=1` tunable.
///
/// A request with many items allocates arrays of megabytes (request, frames, attributes, response), which glibc
/// maps afresh for every request (they are over `AllocatorTuning.mmapThreshold`) and the kernel faults in one
/// 4 KiB page at a time, about 1.5 µs a fault on a virtual machine. With the tunable glibc asks for transparent
/// huge pages (`madvise(MADV_HUGEPAGE)`) on each such mapping, which then faults in 2 MiB at a time: the engine
/// benchmark's full 1,000,000-item layout went from 43 to 12 ns per item (flow) and from 49 to 19 (waterfall),
/// and a 200,000-item every-attribute request from about 17,300 page faults to 1,800 (BENCHMARKS.md). Small
/// requests are served from the worker threads' arenas, which glibc does not advise, and are unchanged. It
/// takes effect only where the kernel's `transparent_hugepage/enabled` is `madvise` or `always`.
///
/// glibc reads its tunables only when a process starts, so layoutd sets `GLIBC_TUNABLES` and executes itself
/// again, once, before any thread exists. The same string carries `AllocatorTuning`'s two thresholds, because
/// that tuning stands aside whenever `GLIBC_TUNABLES` is set. An environment that already sets
/// `GLIBC_TUNABLES`, `MALLOC_TRIM_THRESHOLD_` or `MALLOC_MMAP_THRESHOLD_` is left exactly as it is.
enum HugePages {
    /// The tunables layoutd serves with.
    static let tunables =
        "glibc.malloc.hugetlb=1:glibc.malloc.trim_threshold=\(AllocatorTuning.trimThreshold)"
        + ":glibc.malloc.mmap_threshold=\(AllocatorTuning.mmapThreshold)"

    /// Executes this program again with `tunables` when the environment sets no allocator tunables; returns
    /// only when it does not (the environment sets them, a setuid start, or `execv` failed).
    static func restartWithTunablesIfUnset() {
        #if canImport(Glibc)
            if AllocatorTuning.environmentSetsTunables { return }
            // A secure-execution start (setuid, AT_SECURE = 23) may have its tunables filtered out: never loop.
            guard glibcGetauxval(23) == 0, setenv("GLIBC_TUNABLES", tunables, 1) == 0 else { return }
            execv("/proc/self/exe", CommandLine.unsafeArgv)
            unsetenv("GLIBC_TUNABLES")  // not restarted: serve with AllocatorTuning alone
        #endif
    }
}

#if canImport(Glibc)
    /// glibc's `getauxval` (`<sys/auxv.h>` is not in the Glibc module).
    @_silgen_name("getauxval")
    private func glibcGetauxval(_ type: UInt) -> UInt
#endif
